import Engine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--log-input-latency FILE`: one line per pointer event of a live run, the time from the
/// moment the platform read it off the window system's connection to the moment the first
/// frame drawn after it was confirmed on the screen.
///
/// Rule: an event is charged to the first frame drawn after the loop received it, because
/// the session routes queued input at the start of each frame. A frame that changed no pixel
/// shows nothing, so its events are written as `unchanged` with no figure (the first
/// motions of a drag, before a pan begins, move nothing). Lines are written as frames are
/// shown, so the file can be read while the window is open.
///
///     pointerMoved 640 412 ms=4.912 wait_ms=0.081 paint_ms=3.604 present_ms=1.227 xevents=1 frame=57 server_ms=6
///
/// `wait_ms` runs from the read to the frame's start, `paint_ms` from there to the hand-over
/// to the window system, `present_ms` from there to the confirmation; `ms` is their sum.
/// The read is the earliest moment the process can know of an event, but one that comes
/// while a frame is painted waits in the socket until the loop reads again; `server_ms`,
/// whole milliseconds from the X server's own stamp of the event to the confirmation, counts
/// that wait too. It is written only when the server's clock is this machine's monotonic
/// clock (a local server; the difference is then under 10 s).
final class InputLatencyLog {
    private let fd: Int32
    /// Where the lines go.
    let path: String
    /// Pointer events received and not yet drawn, in order.
    private var waiting: [(event: InputEvent, arrival: Double, count: Int, serverTime: UInt32?)] = []

    /// Opens `path` for writing, truncating a regular file; throws one line naming the path.
    init(path: String) throws {
        self.path = path
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw PlaygroundError("cannot write input latency log \(path): \(String(cString: strerror(errno)))")
        }
        self.fd = fd
    }

    deinit { close(fd) }

    /// True while a pointer event waits for its frame: that frame's present is confirmed.
    var hasWaitingEvents: Bool { !waiting.isEmpty }

    /// Notes a pointer event (other kinds are not timed) read at `arrival`, standing for
    /// `count` window-system events, the earliest stamped `serverTime` by the server.
    func received(_ event: InputEvent, arrival: Double, count: Int, serverTime: UInt32? = nil) {
        switch event {
        case .pointerDown, .pointerMoved, .pointerUp, .scroll: waiting.append((event, arrival, count, serverTime))
        case .key, .resize, .close: break
        }
    }

    /// Writes a line for every waiting event: the frame `index` started at `start`, was
    /// handed over at `handedOver` and confirmed on the screen at `shown` (nil: it changed
    /// nothing, or the backend cannot confirm).
    func frameShown(index: Int, start: Double, handedOver: Double, shown: Double?) throws {
        guard !waiting.isEmpty else { return }
        var text = ""
        for (event, arrival, count, serverTime) in waiting {
            text += Self.name(of: event)
            if let shown {
                text +=
                    " ms=\(ms(shown - arrival)) wait_ms=\(ms(start - arrival)) paint_ms=\(ms(handedOver - start))"
                    + " present_ms=\(ms(shown - handedOver)) xevents=\(count) frame=\(index)"
                // X's Time wraps every 49.7 days; the difference modulo 2^32 is still right.
                let shownMilliseconds = UInt32(truncatingIfNeeded: Int64((shown * 1000).rounded(.down)))
                if let serverTime, case let since = shownMilliseconds &- serverTime, since < 10_000 {
                    text += " server_ms=\(since)"
                }
                text += "\n"
            } else {
                text += " unchanged xevents=\(count)\n"
            }
        }
        waiting.removeAll()
        try writeAll(Array(text.utf8), to: fd, naming: "input latency log \(path)")
    }

    private func ms(_ seconds: Double) -> String { String(cFormat: "%.3f", seconds * 1000) }

    /// The event's kind and position in points, as `--log-input` names them.
    private static func name(of event: InputEvent) -> String {
        func n(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(cFormat: "%.2f", v) }
        switch event {
        case .pointerDown(let p): return "pointerDown \(n(p.x)) \(n(p.y))"
        case .pointerMoved(let p): return "pointerMoved \(n(p.x)) \(n(p.y))"
        case .pointerUp(let p): return "pointerUp \(n(p.x)) \(n(p.y))"
        case .scroll(let p, _, _): return "scroll \(n(p.x)) \(n(p.y))"
        case .key, .resize, .close: return "other"
        }
    }
}
