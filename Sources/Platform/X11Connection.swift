import CX11
import Foundation
import Synchronization

/// Opening the X connection with a deadline.
///
/// `XOpenDisplay` waits for the server's reply to the connection set-up with no time limit:
/// a server (or a forwarded socket) that accepts the connection and never answers would
/// hang start-up for ever, deaf to everything. So the call runs on a helper thread and the
/// caller gives up after `timeout` seconds with one line naming the display. The stuck
/// thread is left behind; the program exits on the error anyway.
enum X11Connection {
    /// How long start-up waits for the X server's answer, seconds.
    static let timeout = 5.0

    /// How long a refused connection is retried, seconds. An X server with no client left
    /// resets itself (Xvfb and Xorg do unless started with `-noreset`) and refuses new
    /// connections meanwhile: a program that closes its last connection and opens another
    /// at once (the screen-size probe, then the window) can land in that gap.
    static let refusalGrace = 1.0

    /// `XOpenDisplay(name)`, retried while the server refuses for up to `refusalGrace`
    /// seconds; throws `cannotOpenDisplay` when Xlib still refuses and
    /// `displayNotAnswering` when no answer came within `timeout` seconds.
    static func open(_ name: String, timeout: Double = X11Connection.timeout) throws -> OpaquePointer {
        let start = Date()
        while true {
            do {
                return try openOnce(name, timeout: timeout)
            } catch PlatformError.cannotOpenDisplay(let display) {
                if Date().timeIntervalSince(start) >= refusalGrace { throw PlatformError.cannotOpenDisplay(display) }
                usleep(50_000)
            }
        }
    }

    /// One `XOpenDisplay` attempt with the answer deadline.
    private static func openOnce(_ name: String, timeout: Double) throws -> OpaquePointer {
        let result = Mutex<OpenResult>(.waiting)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let display = XOpenDisplay(name)
            result.withLock { $0 = display.map { .opened(UInt(bitPattern: $0)) } ?? .refused }
            done.signal()
        }
        thread.start()
        if done.wait(timeout: .now() + timeout) == .timedOut {
            // Claim the outcome so a late answer is closed, not leaked half-used.
            let late = result.withLock { state -> Bool in
                if case .waiting = state { state = .abandoned; return false }
                return true
            }
            if !late { throw PlatformError.displayNotAnswering(name, seconds: timeout) }
        }
        switch result.withLock({ $0 }) {
        case .opened(let bits): return OpaquePointer(bitPattern: bits)!
        default: throw PlatformError.cannotOpenDisplay(name)
        }
    }

    private enum OpenResult: Sendable {
        case waiting, opened(UInt), refused, abandoned
    }
}
