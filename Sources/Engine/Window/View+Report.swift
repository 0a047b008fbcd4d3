#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension View {
    /// Reports a misuse on `view`'s window, where the app shows it and tests read it; a view
    /// in no window has no collector, so the report becomes the one console line UIKit would
    /// log. One `write(2)`, so the line never interleaves with other output.
    package static func report(_ kind: Diagnostic.Kind, _ message: String, on view: View?) {
        if let window = view?.window {
            window.diagnostics.report(kind, message)
        } else {
            let bytes = Array("[\(kind)] \(message)\n".utf8)
            bytes.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
        }
    }
}
