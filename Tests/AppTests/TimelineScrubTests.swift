import Engine
import Foundation
import Geometry
import Platform
import Transitions
import XCTest

@testable import PlaygroundKit

/// The timeline bar as a scrubber: a press on its strip pauses the running transition and
/// holds it at the pointer's x fraction, a drag scrubs live, the release leaves it paused,
/// and none of those presses reaches the demo's views.
final class TimelineScrubTests: XCTestCase {
    override class func tearDown() {
        Recording.removeScratch()
    }

    /// The pointer's x at each frame of `script` while the button is down on the bar
    /// (from the press to the release), as the recording replays it.
    @MainActor
    private static func pointerX(_ script: String) throws -> [Int: Double] {
        let timeline = InputTimeline(script: try InputScript(parsing: script), fps: 60)
        var xs: [Int: Double] = [:]
        var down = false
        for frame in 0...timeline.endFrame {
            for event in timeline.events(atFrame: frame) {
                switch event {
                case .pointerDown(let p):
                    down = p.y < 12
                    if down { xs[frame] = p.x }
                case .pointerMoved(let p): if down { xs[frame] = p.x }
                case .pointerUp(let p):
                    if down { xs[frame] = p.x }
                    down = false
                default: break
                }
            }
        }
        return xs
    }

    func testPressAndDragOnTheBarPausesAndFollowsThePointer() throws {
        try MainActor.assumeIsolated {
            // Back and forth, and off the strip downwards: the drag keeps scrubbing until release.
            let script = "click 200 360\nwait 0.1\ndown 100 5\nmove 300 5 0.2\nmove 40 300 0.2\nup 40 300\nwait 0.3"
            let r = try Recording.make(script)
            let xs = try Self.pointerX(script)
            XCTAssertGreaterThan(xs.count, 20)
            for (frame, x) in xs {
                let f = r.trace.frames[frame]
                XCTAssertEqual(f.state, "interactive", "frame \(frame)")
                XCTAssertEqual(try XCTUnwrap(f.progress), x / 400, accuracy: 0.02, "frame \(frame) at x \(x)")
            }
            let release = try XCTUnwrap(xs.keys.max())
            let after = r.trace.frames[(release + 1)...]
            XCTAssertGreaterThan(after.count, 15)
            XCTAssertEqual(Set(after.compactMap(\.progress)), [0.1], "released: held where the pointer left it")
            XCTAssertEqual(Set(after.compactMap(\.state)), ["interactive"])
            XCTAssertTrue(r.session.playback.isPaused, "the release leaves the playground paused")
            XCTAssertFalse(r.session.scrubber.isScrubbing)
            XCTAssertEqual(
                r.trace.frames.flatMap(\.diagnostics).count, 0,
                "no press reached the blocked views (that would be an input.blocked diagnostic)")
        }
    }

    func testSpaceResumesAfterABarScrubAndArrowsStepFromWhereTheBarLeftIt() throws {
        try MainActor.assumeIsolated {
            let r = try Recording.make(
                "click 200 360\nwait 0.05\nclick 160 3\nwait 0.05\nkey Right\nwait 0.05\nkey space\nwait 0.8")
            let frames = r.trace.frames(of: "present")
            let held = try XCTUnwrap(frames.first { $0.state == "interactive" }?.progress)
            XCTAssertEqual(held, 0.4, accuracy: 0.005, "the click at x 160 of 400")
            let stepped = frames.filter { $0.state == "interactive" }.compactMap(\.progress).max()
            XCTAssertEqual(try XCTUnwrap(stepped), 0.45, accuracy: 0.005, "Right moves on 5 % from there")
            XCTAssertEqual(frames.last?.state, "finishing", "space lets the held transition run on")
            XCTAssertNil(r.trace.frames.last?.transition, "and it ends")
            XCTAssertEqual(try XCTUnwrap(r.trace.frames.last?.view("modal")).frame, [0, 0, 400, 720])
            XCTAssertFalse(r.session.playback.isPaused)
        }
    }

    func testBarPressesNeverReachTheViewsAndOnlyTheStripCounts() throws {
        try MainActor.assumeIsolated {
            // No transition: a press at y 5 is an ordinary tap (it presents through the top button).
            // During the transition: y 5 is the bar (taken, no diagnostic), y 20 is below the strip
            // and reaches the engine, which refuses it while the transition runs.
            let r = try Recording.make(
                "click 200 5\nwait 0.05\nclick 200 5\nwait 0.05\nclick 200 20\nwait 0.05",
                screen: .demo("top-button"), demos: [TopButtonDemoController.entry])
            let present = r.trace.frames(of: "present")
            XCTAssertFalse(present.isEmpty, "the first press reached the top button")
            let kinds = r.trace.frames.flatMap(\.diagnostics).compactMap { $0["kind"] as? String }
            XCTAssertEqual(kinds, ["input.blocked"], "only the press below the strip reached the views")
            let pressed = try XCTUnwrap(r.trace.frames.firstIndex { $0.state == "interactive" })
            XCTAssertEqual(try XCTUnwrap(r.trace.frames[pressed].progress), 0.5, accuracy: 0.005)
            XCTAssertEqual((r.session.window.rootViewController as? TopButtonDemoController)?.taps, 1)
        }
    }

    func testAPressOnTheStripWithNoTransitionDoesNotPause() throws {
        try MainActor.assumeIsolated {
            let r = try Recording.make("click 300 4\nwait 0.1")
            XCTAssertFalse(r.session.playback.isPaused)
            XCTAssertFalse(r.session.scrubber.isScrubbing)
            XCTAssertTrue(r.trace.frames.allSatisfy { $0.transition == nil })
        }
    }

    /// Through the real binary: a headless script drives the bar on a catalog demo, and the
    /// trace's progress matches the pointer's x fraction at every frame the input log shows.
    func testHeadlessBinaryScrubsPoppingWithTheBar() throws {
        let frames = Recording.scratch.appendingPathComponent("scrub-\(UUID().uuidString)")
        let script = "click 200 360\nwait 0.1\ndown 80 6\nmove 360 6 0.25\nmove 120 6 0.25\nup 120 6\nwait 0.2"
        let (trace, stderr) = try CLIRecording.run(
            demo: "popping", script: script,
            extra: ["--log-input", "--log-frames", "--frames", frames.path])
        // stderr lists each frame's input before its "frame: N" line.
        var x: Double?
        var down = false
        var checked = 0
        for line in stderr.split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.first == "input:", words.count >= 4, words[1].hasPrefix("pointer") {
                let px = Double(words[2])!
                let py = Double(words[3])!
                if words[1] == "pointerDown" { down = py < 12 }
                if down { x = px }
                if words[1] == "pointerUp" && down {
                    down = false
                    x = px
                }
            } else if words.first == "frame:", let index = Int(words[1]), let pointer = x {
                let f = trace.frames[index]
                XCTAssertEqual(f.state, "interactive", "frame \(index)")
                XCTAssertEqual(
                    try XCTUnwrap(f.progress), pointer / 400, accuracy: 0.02, "frame \(index) at x \(pointer)")
                checked += 1
                if !down { x = nil }
            }
        }
        XCTAssertGreaterThan(checked, 25, "every frame of the drag was compared")
        XCTAssertEqual(trace.frames.last?.progress ?? -1, 0.3, accuracy: 0.005, "held at the release")
        XCTAssertEqual(trace.frames.flatMap(\.diagnostics).count, 0)
    }
}

/// A demo with a full-width button along the top edge (where the timeline bar's strip is),
/// counting its taps; each tap presents the test modal.
@MainActor
final class TopButtonDemoController: ViewController {
    /// Taps on the top button so far.
    private(set) var taps = 0

    override func loadView() {
        let root = View()
        root.backgroundColor = .white
        let top = Button(title: "Top") { [unowned self] _ in
            self.taps += 1
            self.present(TestModalController(), animated: true)
        }
        top.accessibilityIdentifier = "top-button"
        root.addSubview(top)
        root.onLayoutSubviews = { v in top.frame = Rect(x: 0, y: 0, width: v.bounds.width, height: 40) }
        view = root
    }

    static var entry: PlaygroundDemo {
        PlaygroundDemo(name: "top-button", title: "Top button", summary: "A button under the timeline bar") {
            PlaygroundDemo.Running(rootViewController: TopButtonDemoController())
        }
    }
}
