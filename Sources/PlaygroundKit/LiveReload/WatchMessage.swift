import Platform
import Renderer

#if canImport(Glibc)
    import Glibc
#endif

/// What the watching process and a child say to each other over their socket pair, one
/// message per datagram (`SOCK_SEQPACKET` keeps the boundaries), as a line of text.
///
/// Parent to child: `event` (input the parent took from the X window, numbered), `shown`
/// (the last frame was copied out, the buffer may be drawn again) and `ping` (answer, to
/// show the loop still turns). Child to parent: `hello` (running), `replaying` (still
/// replaying the input, frame by frame, before its first frame), `screen` (which screen
/// shows, and since when), `frame` (rectangles of the shared buffer to show), `note` (one
/// line for the window's banner), `copy` (text for the clipboard), `pong` (a ping's
/// answer, with its number) and `quit` (its session took `q` as the quit key).
enum WatchMessage: Equatable {
    case event(sequence: Int, WindowEvent)
    case shown
    case hello
    /// Sent while the replay before the first frame goes on: a long session replayed on a
    /// loaded machine can take longer than the first-frame limit, and this tells such a
    /// build from one stuck in the demo's code (which sends nothing).
    case replaying
    /// The demo `name` (nil: the catalog) opened at `openTime` (seconds of `CLOCK_MONOTONIC`,
    /// which both processes read alike), after input up to `lastSequence` was taken.
    case screen(name: String?, openTime: Double, lastSequence: Int)
    /// The buffer is `width` x `height` pixels now and these rectangles changed.
    case frame(width: Int, height: Int, damage: [PixelRect])
    case note(String)
    /// Text for the clipboard (the spring inspector's "Copy as code"), which the window owns.
    case copy(String)
    /// Asks the child to answer with `pong` of the same number: one that does not within
    /// the hang limit is stuck in the demo's code and is stopped.
    case ping(Int)
    /// The answer to `ping`, sent by the child's loop when it reads its socket.
    case pong(Int)
    /// The child's session took a `q` the parent passed on as its quit key (no text field
    /// took it): the watch ends.
    case quit

    /// The line sent.
    var text: String {
        switch self {
        case .event(let sequence, let event): return "event \(sequence) \(event.watchText)"
        case .shown: return "shown"
        case .hello: return "hello"
        case .replaying: return "replaying"
        case .screen(let name, let openTime, let lastSequence):
            return "screen \(lastSequence) \(openTime) \(name ?? "")"
        case .frame(let width, let height, let damage):
            return "frame \(width) \(height)" + damage.map { " \($0.x),\($0.y),\($0.width),\($0.height)" }.joined()
        case .note(let line): return "note \(line)"
        case .copy(let text): return "copy \(text)"
        case .ping(let serial): return "ping \(serial)"
        case .pong(let serial): return "pong \(serial)"
        case .quit: return "quit"
        }
    }

    /// Reads a line; nil when it is not one of ours.
    init?(text: String) {
        let parts = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        switch parts.first {
        case "event":
            guard parts.count >= 3, let sequence = Int(parts[1]),
                let event = WindowEvent(watchText: parts[2...].joined(separator: " "))
            else { return nil }
            self = .event(sequence: sequence, event)
        case "shown": self = .shown
        case "quit": self = .quit
        case "hello": self = .hello
        case "replaying": self = .replaying
        case "screen":
            guard parts.count >= 4, let lastSequence = Int(parts[1]), let openTime = Double(parts[2]) else {
                return nil
            }
            let name = parts[3...].joined(separator: " ")
            self = .screen(name: name.isEmpty ? nil : name, openTime: openTime, lastSequence: lastSequence)
        case "frame":
            guard parts.count >= 3, let width = Int(parts[1]), let height = Int(parts[2]) else { return nil }
            var damage: [PixelRect] = []
            for part in parts[3...] {
                let n = part.split(separator: ",").compactMap { Int($0) }
                guard n.count == 4 else { return nil }
                damage.append(PixelRect(x: n[0], y: n[1], width: n[2], height: n[3]))
            }
            self = .frame(width: width, height: height, damage: damage)
        case "note": self = .note(parts.dropFirst().joined(separator: " "))
        case "copy": self = .copy(parts.dropFirst().joined(separator: " "))
        case "ping", "pong":
            guard parts.count == 2, let serial = Int(parts[1]) else { return nil }
            self = parts[0] == "ping" ? .ping(serial) : .pong(serial)
        default: return nil
        }
    }

    /// Sends the message on `socket`; false when the peer is gone or, with `waits` false,
    /// when its queue is full (a peer that stopped reading must not stop the sender).
    @discardableResult
    func send(on socket: Int32, waits: Bool = true) -> Bool {
        var bytes = Array(text.utf8)
        if bytes.isEmpty { bytes = [0x20] }
        let flags = Int32(MSG_NOSIGNAL) | (waits ? 0 : Int32(MSG_DONTWAIT))
        return bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, flags) } == bytes.count
    }

    /// Receives what is waiting on `socket` without blocking. `closed` is true once the
    /// peer has gone (end of stream or an error other than "nothing yet").
    static func receive(on socket: Int32) -> (messages: [WatchMessage], closed: Bool) {
        var out: [WatchMessage] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if n > 0 {
                if let message = WatchMessage(text: String(decoding: buffer[0..<n], as: UTF8.self)) {
                    out.append(message)
                }
            } else if n == 0 {
                return (out, true)
            } else {
                if errno == EINTR { continue }
                return (out, !(errno == EAGAIN || errno == EWOULDBLOCK))
            }
        }
    }
}

extension WindowEvent {
    /// The event as words (`down 10 20`, `key Escape`), for the socket and the replay file.
    var watchText: String {
        switch self {
        case .pointerDown(let x, let y): return "down \(x) \(y)"
        case .pointerMoved(let x, let y): return "move \(x) \(y)"
        case .pointerUp(let x, let y): return "up \(x) \(y)"
        case .scroll(let x, let y, let dx, let dy): return "scroll \(x) \(y) \(dx) \(dy)"
        case .key(let name, let text): return "key \(name)" + Self.watchWord(text)
        case .keyRepeat(let name, let text): return "repeat \(name)" + Self.watchWord(text)
        case .shiftedKey(let name, let text): return "shift \(name)" + Self.watchWord(text)
        case .expose(let r): return "expose \(r.x) \(r.y) \(r.width) \(r.height)"
        case .resize(let width, let height): return "resize \(width) \(height)"
        case .close: return "close"
        }
    }

    /// Reads `watchText`; nil for anything else.
    init?(watchText: String) {
        let words = watchText.split(separator: " ").map(String.init)
        guard let kind = words.first else { return nil }
        let n = words.dropFirst().compactMap { Int($0) }
        switch (kind, n.count) {
        case ("down", 2): self = .pointerDown(x: n[0], y: n[1])
        case ("move", 2): self = .pointerMoved(x: n[0], y: n[1])
        case ("up", 2): self = .pointerUp(x: n[0], y: n[1])
        case ("scroll", 4): self = .scroll(x: n[0], y: n[1], dx: n[2], dy: n[3])
        case ("expose", 4): self = .expose(PixelRect(x: n[0], y: n[1], width: n[2], height: n[3]))
        case ("resize", 2): self = .resize(width: n[0], height: n[1])
        case ("close", 0): self = .close
        case ("key", _), ("repeat", _), ("shift", _):
            guard words.count == 2 || words.count == 3 else { return nil }
            // The third word, when there is one, is what the key typed (`watchWord`).
            let text = words.count == 3 ? Self.text(ofWatchWord: words[2]) : nil
            if words.count == 3, text == nil { return nil }
            self =
                kind == "key"
                ? .key(words[1], text: text)
                : kind == "repeat"
                    ? .keyRepeat(words[1], text: text) : .shiftedKey(words[1], text: text)
        default: return nil
        }
    }

    /// A key's text as one word of hexadecimal code points joined by `+` (`key a 61`), so a
    /// typed space or a non-ASCII letter survives the space-separated line; empty for none.
    private static func watchWord(_ text: String?) -> String {
        guard let text, !text.isEmpty else { return "" }
        return " " + text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "+")
    }

    /// Reads `watchWord`'s code points back; nil when one is not a scalar.
    private static func text(ofWatchWord word: String) -> String? {
        var out = String.UnicodeScalarView()
        for part in word.split(separator: "+") {
            guard let value = UInt32(part, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
            out.append(scalar)
        }
        return String(out)
    }
}
