import Engine
import Foundation
import Geometry
import LayerTree
import Renderer
import Transitions

@testable import PlaygroundKit

/// SplitMix64: a tiny, fully specified generator, so a seed means the same script on
/// every machine and every Swift version (the standard library's generator is not stable).
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One fuzzed headless run: a screen, a frame rate, a window size and an input script, all
/// drawn from a seed, replayed through the real session (every demo's real controllers,
/// transitions and trace) and checked frame by frame from its trace.
///
/// The pixels are not drawn (the renderer has its own tests); the engine, the tools and the
/// trace run exactly as in `--headless`.
struct FuzzCase {
    let seed: UInt64
    let screen: PlaygroundSession.Screen
    let fps: Int
    let size: Size
    /// The script's text, as a user would write it.
    let script: String
    /// How many commands the script has.
    let eventCount: Int

    /// Keys a script may press: every named key, letters, digits.
    static let keys = InputScript.namedKeys.sorted() + "abcdefghijklmnopqrstuvwxyz0123456789".map(String.init)
    static let rates = [1, 2, 10, 24, 30, 60, 90, 120, 240]
    static let sizes = [
        Size(width: 1, height: 1), Size(width: 8192, height: 16), Size(width: 16, height: 8192),
        Size(width: 400, height: 720), Size(width: 320, height: 480), Size(width: 1024, height: 768),
        Size(width: 120, height: 90),
    ]

    /// The case of `seed` with about `events` commands.
    @MainActor
    init(seed: UInt64, events: Int, demos: [PlaygroundDemo]) {
        self.seed = seed
        var rng = SplitMix64(seed: seed)
        // Every demo and the catalog in turn, so any run of consecutive seeds covers them all.
        let choice = Int(seed % UInt64(demos.count + 1))
        screen = choice == demos.count ? .catalog : .demo(demos[choice].name)
        fps = Self.rates.randomElement(using: &rng)!
        // Mostly the usual window (where the buttons are), sometimes an extreme one.
        let size =
            Double.random(in: 0..<1, using: &rng) < 0.6
            ? Size(width: 400, height: 720)
            : Self.sizes.randomElement(using: &rng)!
        self.size = size
        let fmt = Self.fmt
        var lines: [String] = []
        func coordinate(_ extent: Double) -> String {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: return fmt(Double.random(in: -1e6 ... -1, using: &rng))  // off the window, before it
            case 1: return fmt(Double.random(in: extent...(extent + 1e6), using: &rng))  // off the window, after it
            case 2: return "0"
            default: return fmt(Double.random(in: 0...max(extent, 1), using: &rng))
            }
        }
        func point() -> String {
            switch Int.random(in: 0..<10, using: &rng) {
            // The timeline bar's strip (press there while a transition runs to scrub it).
            case 0:
                return
                    "\(fmt(Double.random(in: 0...size.width, using: &rng))) \(fmt(Double.random(in: 0...12, using: &rng)))"
            // Where the demos' buttons are, so transitions start often.
            case 1...2:
                return
                    "\(fmt(Double.random(in: 150...250, using: &rng))) \(fmt(Double.random(in: 330...420, using: &rng)))"
            default: return "\(coordinate(size.width)) \(coordinate(size.height))"
            }
        }
        func duration() -> String {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: return "0"
            case 1: return "0.0001"
            case 2: return fmt(Double.random(in: 1...3, using: &rng))
            default: return fmt(Double.random(in: 0.01...0.5, using: &rng))
            }
        }
        for _ in 0..<events {
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<22: lines.append("click \(point())")
            case 22..<34: lines.append("drag \(point()) \(point()) \(duration())")
            case 34..<42: lines.append("down \(point())")
            case 42..<50: lines.append("up \(point())")
            case 50..<58: lines.append("move \(point())" + (Bool.random(using: &rng) ? " \(duration())" : ""))
            case 58..<64:
                let clicks =
                    Bool.random(using: &rng)
                    ? Int.random(in: -3...3, using: &rng)
                    : Int.random(in: -InputScript.maxScrollClicks...InputScript.maxScrollClicks, using: &rng)
                lines.append("scroll \(point()) \(clicks)")
            case 64..<82:
                // `q` ends a run: rare, so most scripts play to their end.
                // The playback keys (pause, scrub, slow motion) half the time.
                var key =
                    Bool.random(using: &rng)
                    ? ["space", "Left", "Right", "s"].randomElement(using: &rng)!
                    : Self.keys.randomElement(using: &rng)!
                if key == "q" && Int.random(in: 0..<4, using: &rng) != 0 { key = "Escape" }
                lines.append("key \(key)")
            default: lines.append("wait \(duration())")
            }
        }
        // A finger left down keeps an interactive transition going by design (the cap's
        // note says so); lift it, and resume time if a `space` left it paused, so that the
        // run must settle on its own.
        lines.append("up \(point())")
        script = lines.joined(separator: "\n") + "\n"
        eventCount = events
    }

    private static func fmt(_ x: Double) -> String { String(format: "%.3f", x) }
}

/// Why a fuzz case failed: the first broken invariant, with its frame.
struct FuzzFailure: Error, CustomStringConvertible {
    var description: String
}

extension FuzzCase {
    /// Diagnostics that are the demos' and UIKit's normal behaviour, not engine faults:
    /// touches dropped during a transition, a presentation refused while another runs, and
    /// the `styles` demo's deliberate custom-mode mistake (its animator is named for it;
    /// a script may reach that demo from any screen through the catalog).
    static func isExpected(_ kind: String, message: String) -> Bool {
        if kind == "input.blocked" || kind == "transition.refused" { return true }
        if kind == "transition.presentingViewAddedToContainer" && message.contains("BrokenZoomDismissAnimator") {
            return true
        }
        return false
    }

    /// The longest a run may take to settle after its script, seconds of virtual time:
    /// slow motion stretches a 0.5 s spring to some 10 s.
    static let settleSeconds = 40.0

    /// Replays the case and checks every frame; returns the frames drawn.
    @MainActor
    func run(measurer: any TextMeasuring, traceFile: URL) throws -> Int {
        let parsed = try InputScript(parsing: script, file: "fuzz-\(seed).txt")
        let timeline = InputTimeline(script: parsed, fps: fps)
        let clock = VirtualClock()
        let frameCount: Int
        var settled = false
        var quit = false
        do {
            let trace = try TraceWriter(path: traceFile.path)
            let session = PlaygroundSession(
                demos: PlaygroundDemo.catalog, screen: screen, size: size, clock: clock,
                textMeasurer: measurer, trace: trace, deterministic: true)
            session.handle(.resize(size))
            let limit = timeline.endFrame + Int(Self.settleSeconds * Double(fps))
            var frame = 0
            while true {
                for event in timeline.events(atFrame: frame) { session.handle(event) }
                _ = session.layerTree(at: clock.now)
                try session.checkOutput()
                clock.advance(by: 1 / Double(fps))
                frame += 1
                if session.wantsQuit {
                    quit = true
                    break
                }
                if frame >= timeline.endFrame && session.isSettled {
                    settled = true
                    break
                }
                if frame >= limit { break }
            }
            frameCount = frame
        }
        try check(TraceFile(contentsOf: traceFile), frames: frameCount)
        if !settled && !quit {
            throw FuzzFailure(
                description: "still moving \(Int(Self.settleSeconds)) s after the script ended (frame \(frameCount))")
        }
        return frameCount
    }

    /// The per-frame invariants: consecutive frames, time finite and never going back,
    /// progress in 0...1, every view's frame finite, alpha in 0...1, no unexpected diagnostic.
    private func check(_ trace: TraceFile, frames: Int) throws {
        guard trace.frames.count == frames else {
            throw FuzzFailure(description: "trace has \(trace.frames.count) lines for \(frames) frames")
        }
        var lastTime = -Double.infinity
        for (i, f) in trace.frames.enumerated() {
            func fail(_ what: String) -> FuzzFailure { FuzzFailure(description: "frame \(i) (t \(f.time)): \(what)") }
            guard f.index == i else { throw fail("numbered \(f.index)") }
            guard f.time.isFinite, f.time >= lastTime else { throw fail("time \(f.time) after \(lastTime)") }
            lastTime = f.time
            if f.transition != nil {
                guard let p = f.progress, p.isFinite, (0...1).contains(p) else {
                    throw fail("progress \(String(describing: f.progress))")
                }
            }
            for d in f.diagnostics {
                let kind = d["kind"] as? String ?? "?"
                if !Self.isExpected(kind, message: d["message"] as? String ?? "") {
                    throw fail("diagnostic \(kind): \(d["message"] ?? "")")
                }
            }
            for v in f.views {
                let view = TraceFile.View(json: v)
                guard view.frame.count == 4, view.frame.allSatisfy(\.isFinite) else {
                    throw fail("view \(v["id"] ?? "?") frame \(view.frame)")
                }
                guard view.alpha.isFinite, (0...1).contains(view.alpha) else {
                    throw fail("view \(v["id"] ?? "?") alpha \(view.alpha)")
                }
            }
        }
    }

    /// The case as a reproducer script: how to run it, why it failed, then the script.
    func reproducer(failure: String) -> String {
        var flags = "--headless --fps \(fps) --size \(Int(size.width))x\(Int(size.height))"
        if case .demo(let name) = screen { flags += " --demo \(name)" }
        return """
            # fuzz seed \(seed): \(failure.split(whereSeparator: \.isNewline).joined(separator: " "))
            # playground-x11 \(flags) --trace trace.jsonl --script fuzz-\(seed).txt
            \(script)
            """
    }
}
