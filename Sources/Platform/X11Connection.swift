import CX11
import Dispatch
import Synchronization

/// Opening the X connection with a deadline.
///
/// `XOpenDisplay` waits for the server's reply to the connection set-up with no time limit:
/// a server (or a forwarded socket) that accepts the connection and never answers would
/// hang start-up for ever, deaf to everything. So the call runs on a helper thread and the
/// caller gives up after `timeout` seconds with one line naming the display. The stuck
/// worker thread is left behind; the program exits on the error anyway.
enum X11Connection {
    /// How long start-up waits for the X server's answer, seconds.
    static let timeout = 5.0

    /// `XOpenDisplay(name)`; throws `cannotOpenDisplay` when Xlib refuses and
    /// `displayNotAnswering` when no answer came within `timeout` seconds.
    static func open(_ name: String, timeout: Double = X11Connection.timeout) throws -> OpaquePointer {
        let result = Mutex<OpenResult>(.waiting)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let display = XOpenDisplay(name)
            result.withLock { $0 = display.map { .opened(UInt(bitPattern: $0)) } ?? .refused }
            done.signal()
        }
        if done.wait(timeout: .now() + timeout) == .timedOut {
            // Claim the outcome so a late answer is closed, not leaked half-used.
            let late = result.withLock { state -> Bool in
                if case .waiting = state {
                    state = .abandoned
                    return false
                }
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
        case waiting
        case opened(UInt)
        case refused
        case abandoned
    }
}
