import Platform

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The input given to the demo on screen since it opened: what a new build replays to
/// reach the same state.
///
/// The watching process keeps it: every event it forwards is appended, and when a child
/// says another screen opened, the events that child had taken by then are dropped. Times
/// are seconds of `CLOCK_MONOTONIC`, which the parent and its children read alike.
struct ReplayLog: Equatable {
    /// One forwarded event.
    struct Entry: Equatable {
        var sequence: Int
        var time: Double
        var event: WindowEvent
    }

    /// The demo that opened, or nil on the catalog (nothing to replay).
    var demo: String?
    /// When it opened.
    var openTime: Double
    /// Events after it opened, in order.
    private(set) var entries: [Entry] = []
    /// The last event forwarded to any child when a new one starts: later events reach the
    /// new child over its socket, earlier ones are in `entries` or belong to another screen.
    var lastSequence = 0

    init(demo: String?, openTime: Double, entries: [Entry] = []) {
        self.demo = demo
        self.openTime = openTime
        self.entries = entries
    }

    /// True between a press and its release, as of the last event appended.
    private var pressed = false

    /// Records a forwarded event.
    mutating func append(_ event: WindowEvent, sequence: Int, time: Double) {
        switch event {
        case .pointerDown: pressed = true
        case .pointerUp: pressed = false
        // The engine knows touches, not hovering: a move with no button down changes no
        // state, and an hour of them would make the replay long for nothing.
        case .pointerMoved where !pressed: return
        default: break
        }
        // On the catalog nothing is replayed, so nothing is kept.
        guard demo != nil else { return }
        entries.append(Entry(sequence: sequence, time: time, event: event))
    }

    /// A child reports `name` open since `openTime` with input up to `lastSequence` taken:
    /// the same screen keeps the log, another starts a new one with the input after it.
    mutating func screenOpened(_ name: String?, openTime: Double, lastSequence: Int) {
        if name == demo && name != nil { return }
        demo = name
        self.openTime = openTime
        entries = name == nil ? [] : entries.filter { $0.sequence > lastSequence }
    }

    /// The file a child reads with `--watch-replay`: `open TIME LAST-SEQUENCE NAME`, then `TIME SEQ EVENT` lines.
    var fileText: String {
        var lines = ["open \(openTime) \(lastSequence) \(demo ?? "")"]
        for e in entries { lines.append("\(e.time) \(e.sequence) \(e.event.watchText)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads `fileText`; nil when it is not one.
    init?(fileText: String) {
        var lines = fileText.split(separator: "\n").map(String.init)
        guard !lines.isEmpty else { return nil }
        let head = lines.removeFirst().split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
        guard head.count == 4, head[0] == "open", let openTime = Double(head[1]), let last = Int(head[2]) else {
            return nil
        }
        var entries: [Entry] = []
        for line in lines {
            let words = line.split(separator: " ", maxSplits: 2).map(String.init)
            guard words.count == 3, let time = Double(words[0]), let sequence = Int(words[1]),
                let event = WindowEvent(watchText: words[2])
            else { return nil }
            entries.append(Entry(sequence: sequence, time: time, event: event))
        }
        self.init(demo: head[3].isEmpty ? nil : String(head[3]), openTime: openTime, entries: entries)
        lastSequence = last
    }
}
