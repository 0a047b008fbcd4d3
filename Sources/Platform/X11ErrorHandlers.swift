import CX11
import Renderer
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Xlib's error handlers are process-wide C callbacks with no context pointer, so the one
/// fact they report back (did the request under trial fail, and how) is process-wide too.
/// This is the only global state of the Platform layer, and it is atomic.
enum X11ErrorHandlers {
    /// -1 while no trial runs; during a trial 0, or the code of the first X error seen.
    private static let trialError = Atomic<Int32>(-1)

    /// Installs both handlers. A protocol error outside a trial is reported as one warning
    /// line and the program goes on (Xlib's default would exit); a lost connection prints
    /// one error line and exits 1, because Xlib forbids an I/O error handler to return.
    static func install() {
        XSetErrorHandler { display, event in
            guard let event else { return 0 }
            let code = Int32(event.pointee.error_code)
            if X11ErrorHandlers.trialError.compareExchange(
                expected: 0, desired: code, ordering: .sequentiallyConsistent
            ).exchanged
                || X11ErrorHandlers.trialError.load(ordering: .sequentiallyConsistent) > 0
            {
                return 0
            }
            var text = [CChar](repeating: 0, count: 256)
            XGetErrorText(display, code, &text, Int32(text.count))
            let message = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            printToStandardError(
                "\(X11ErrorHandlers.programName): warning: X error: \(message) (request \(event.pointee.request_code).\(event.pointee.minor_code))"
            )
            return 0
        }
        XSetIOErrorHandler { _ in
            printToStandardError("\(X11ErrorHandlers.programName): error: lost the connection to the X server")
            exit(1)
        }
    }

    /// Runs `body` (which must end with `XSync` so errors arrive) and returns the X error
    /// code it caused, or 0. Trials do not nest; the main thread is the only caller.
    static func trial(_ body: () -> Void) -> Int32 {
        trialError.store(0, ordering: .sequentiallyConsistent)
        body()
        return trialError.exchange(-1, ordering: .sequentiallyConsistent)
    }

    static var programName: String {
        (CommandLine.arguments.first.map(lastPathComponent)) ?? "playground-x11"
    }

    /// The file name at the end of `path`, as `NSString.lastPathComponent` gives it
    /// (trailing slashes ignored; `/` for the root).
    static func lastPathComponent(_ path: String) -> String {
        if path == "/" { return "/" }
        var trimmed = Substring(path)
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
    }
}
