import Engine
import Foundation
import Geometry
import Platform
import Renderer
import XCTest

@testable import PlaygroundKit

/// The playground's screens and tools, recorded headless in-process with a small test demo
/// and read back through the trace and the PNG frames.
final class PlaygroundSessionTests: XCTestCase {
    override class func tearDown() {
        Recording.removeScratch()
    }

    @MainActor
    private static func record(
        _ script: String, screen: PlaygroundSession.Screen = .demo("test"), frames: Bool = false,
        seconds: Double? = nil
    ) throws -> Recording {
        try Recording.make(script, screen: screen, writesFrames: frames, seconds: seconds)
    }

    func testCatalogListsEveryDemoAndARowOpensItAndEscapeReturns() throws {
        try MainActor.assumeIsolated {
            // Row 0 spans y 60...116; its centre is (200, 88).
            let r = try Self.record("wait 0.1\nclick 200 88\nwait 0.2\nkey Escape\nwait 0.1", screen: .catalog)
            let first = r.trace.frames[0]
            XCTAssertNotNil(first.view("demo-test"))
            XCTAssertNotNil(first.view("demo-other"))
            XCTAssertNotNil(first.view("catalog-legend"))
            XCTAssertNil(first.view("present-button"))
            // The click lands at frame 6 (down) and 7 (up); the demo shows from frame 7 on.
            let opened = r.trace.frames[10]
            XCTAssertNotNil(opened.view("present-button"))
            XCTAssertNil(opened.view("demo-test"))
            let back = try XCTUnwrap(r.trace.frames.last)
            XCTAssertNotNil(back.view("demo-test"))
            XCTAssertNil(back.view("present-button"))
            XCTAssertEqual(r.session.screen, .catalog)
        }
    }

    func testQEndsTheRecordingAtOnce() throws {
        try MainActor.assumeIsolated {
            let r = try Self.record("wait 0.5\nkey q\nwait 5")
            XCTAssertEqual(r.frameCount, 31, "q arrives before frame 30; the run stops after drawing it")
            XCTAssertTrue(r.session.wantsQuit)
        }
    }

    func testRecordingStopsWhenTheScriptHasEndedAndNothingMoves() throws {
        try MainActor.assumeIsolated {
            let r = try Self.record("click 200 360")
            let presentFrames = r.trace.frames(of: "present")
            XCTAssertGreaterThan(presentFrames.count, 15)
            let last = try XCTUnwrap(r.trace.frames.last)
            XCTAssertNil(last.transition, "the recording ran until the transition ended")
            XCTAssertLessThan(r.frameCount, presentFrames.count + 6, "and stopped soon after")
            XCTAssertEqual(try XCTUnwrap(last.view("modal")).frame, [0, 0, 400, 720])
        }
    }

    func testSecondsCutsTheRecordingShort() throws {
        try MainActor.assumeIsolated {
            let r = try Self.record("click 200 360", seconds: 0.1)
            XCTAssertEqual(r.frameCount, 6)
            XCTAssertNotNil(r.trace.frames.last?.transition)
        }
    }

    func testPresentAndDismissRunInTheTraceWithMonotonicProgress() throws {
        try MainActor.assumeIsolated {
            let r = try Self.record("click 200 360\nwait 0.6\nclick 200 360\nwait 0.6")
            for kind in ["present", "dismiss"] {
                let frames = r.trace.frames(of: kind)
                XCTAssertGreaterThan(frames.count, 15, kind)
                let progress = frames.compactMap(\.progress)
                XCTAssertEqual(progress, progress.sorted(), "\(kind) progress never goes back")
                XCTAssertEqual(frames.first?.state, "running")
            }
            let mid = r.trace.frames(of: "present")[8]
            let modal = try XCTUnwrap(mid.view("modal"))
            XCTAssertEqual(modal.role, "presented")
            XCTAssertGreaterThan(modal.frame[1], 0)
            XCTAssertLessThan(modal.frame[1], 720)
            XCTAssertNil(r.trace.frames.last?.view("modal"), "the dismissed modal left the screen")
        }
    }

    func testSpaceFreezesTheTransitionUntilPressedAgain() throws {
        try MainActor.assumeIsolated {
            let r = try Self.record("click 200 360\nwait 0.1\nkey space\nwait 0.5\nkey space\nwait 0.6")
            let frames = r.trace.frames(of: "present")
            let frozen = frames.filter { ($0.time > 0.2) && ($0.time < 0.6) }
            XCTAssertGreaterThan(frozen.count, 20)
            XCTAssertEqual(Set(frozen.compactMap(\.progress)).count, 1, "progress held while paused")
            XCTAssertEqual(Set(frozen.compactMap { $0.view("modal")?.frame[1] }).count, 1, "the modal held still")
            XCTAssertNil(r.trace.frames.last?.transition, "resumed and finished")
        }
    }

    func testSlowMotionRunsTenTimesLonger() throws {
        try MainActor.assumeIsolated {
            let normal = try Self.record("click 200 360\nwait 1").trace.frames(of: "present").count
            let slow = try Self.record("key s\nclick 200 360\nwait 4").trace.frames(of: "present").count
            XCTAssertEqual(Double(slow) / Double(normal), 10, accuracy: 0.6)
        }
    }

    func testArrowsScrubOnlyWhilePaused() throws {
        try MainActor.assumeIsolated {
            let r = try Self.record(
                "click 200 360\nwait 0.1\nkey Right\nkey space\nwait 0.05\nkey Right\nwait 0.05\nkey Right\nwait 0.05\nkey Left\nwait 0.05"
            )
            let frames = r.trace.frames(of: "present")
            func progress(at t: Double) -> Double {
                frames.last { $0.time <= t + 1e-6 }?.progress ?? -1
            }
            let held = progress(at: 0.13)
            XCTAssertEqual(frames.last { $0.time <= 0.2 }?.state, "interactive", "scrubbing holds the transition")
            XCTAssertEqual(progress(at: 0.2) - held, 0.05, accuracy: 0.002)
            XCTAssertEqual(progress(at: 0.25) - held, 0.10, accuracy: 0.002)
            XCTAssertEqual(progress(at: 0.3) - held, 0.05, accuracy: 0.002)
        }
    }

    func testTuningKeysReachTheDemoAndTheResultShows() throws {
        try MainActor.assumeIsolated {
            let r = try Self.record("key bracketright\nkey bracketright\nwait 0.1", seconds: 0.5)
            XCTAssertEqual(r.session.toast.text, "depth 7")
        }
    }

    func testTuningKeysInADemoWithoutASpringSaySo() throws {
        try MainActor.assumeIsolated {
            let tuned = try Self.record("key bracketright\nwait 0.1", screen: .demo("other"), seconds: 0.5)
            XCTAssertEqual(tuned.session.toast.text, "no spring to tune in this demo")
            let other = try Self.record("key x\nwait 0.1", screen: .demo("other"), seconds: 0.5)
            XCTAssertNil(other.session.toast.text, "keys that are not for tuning stay silent")
        }
    }

    func testTuningNoticeStaysWithTheDemoItWasRaisedIn() throws {
        try MainActor.assumeIsolated {
            // Esc well inside the toast's 1.5 s: on the catalog it would cover the key legend.
            let r = try Self.record(
                "key bracketright\nwait 0.1\nkey Escape\nwait 0.2", screen: .demo("other"), seconds: 0.6)
            XCTAssertEqual(r.session.screen, .catalog)
            XCTAssertNil(r.session.toast.text, "the notice is cleared when leaving the demo")
            let tuned = try Self.record("key bracketright\nwait 0.1\nkey Escape\nwait 0.2", seconds: 0.6)
            XCTAssertNil(tuned.session.toast.text, "a tuning result too")
        }
    }

    func testDemoScreensShowTheWayBackAsAnOverlayOnly() throws {
        try MainActor.assumeIsolated {
            let r = try Self.record("wait 0.05\nkey h\nwait 0.05\nkey h\nkey Escape\nwait 0.05", frames: true)
            // The hint's dark pill covers the demo's background at its left end, top left; it is
            // small, so the HUD (wider) shows where the hint's pill does not reach.
            let demo = try r.rgb(1, 12, 19)
            let catalog = try r.rgb(r.frameCount - 1, 12, 19)
            let beside = try r.rgb(1, 150, 12)
            let withHUD = try r.rgb(5, 150, 12)
            XCTAssertLessThan(demo.r, 120, "hint drawn on the demo: \(demo)")
            XCTAssertEqual(beside.r, 242, "and small: \(beside)")
            XCTAssertLessThan(withHUD.r, 80, "the HUD takes its place")
            XCTAssertEqual(catalog.r, 242, "the catalog has no hint")
            XCTAssertFalse(
                r.trace.frames.flatMap(\.views).contains { ($0["id"] as? String)?.hasPrefix("overlay") == true },
                "not a view: never in the trace")
        }
    }

    func testHUDIsAnOverlayOnScreenAndNotAView() throws {
        try MainActor.assumeIsolated {
            let r = try Self.record("wait 0.05\nkey h\nwait 0.05", frames: true)
            let before = try r.rgb(1, 386, 14)
            let after = try r.rgb(r.frameCount - 1, 386, 14)
            XCTAssertEqual(before.r, 242, "the demo's background before h")
            XCTAssertLessThan(after.r, 80, "the HUD's dark panel after h")
            let lastViews = try XCTUnwrap(r.trace.frames.last).views.compactMap { $0["id"] as? String }
            XCTAssertFalse(lastViews.contains { $0.hasPrefix("overlay") })
            XCTAssertTrue(r.session.hud.isShown)
            let lines = r.session.hudLines(views: ViewTreeSnapshot.entries(of: r.session.window))
            XCTAssertTrue(lines[0].hasPrefix("fps 60.0"), lines[0])
            XCTAssertTrue(lines.contains { $0.contains("present-button") })
        }
    }

    func testHUDNamesEachViewsRoleDuringATransition() throws {
        try MainActor.assumeIsolated {
            let r = try Self.record("click 200 360\nwait 0.1\nkey space\nkey h\nwait 0.05")
            let lines = r.session.hudLines(views: ViewTreeSnapshot.entries(of: r.session.window))
            XCTAssertTrue(lines[1].hasPrefix("speed paused  present running 0.2"), lines[1])
            XCTAssertTrue(lines.contains { $0.hasSuffix("modal  [presented]") }, lines.joined(separator: "\n"))
            XCTAssertTrue(lines.contains { $0.hasSuffix("[container]") }, lines.joined(separator: "\n"))
        }
    }

    func testDiagnosticsReachTheTraceAndTheBanner() throws {
        try MainActor.assumeIsolated {
            // The refuse button (centre 200, 442) presents twice; the second is refused.
            let r = try Self.record("click 200 442\nwait 0.5", frames: true)
            let reported = r.trace.frames.flatMap(\.diagnostics).compactMap { $0["kind"] as? String }
            XCTAssertEqual(reported, ["transition.refused"], "each diagnostic once, in the frame it was raised")
            let withBanner = try XCTUnwrap(r.trace.frames.firstIndex { !$0.diagnostics.isEmpty })
            let red = try r.rgb(withBanner, 12, 720 - 12 - 13)
            XCTAssertGreaterThan(red.r, 180)
            XCTAssertLessThan(red.g, 80)
        }
    }

    func testTouchesIgnoredDuringATransitionGoToTheTraceButRaiseNoBanner() throws {
        try MainActor.assumeIsolated {
            // A double-click on the present button: the second click lands while the transition runs.
            let r = try Self.record("click 200 360\nwait 0.05\nclick 200 360\nwait 0.6", frames: true)
            let raised = try XCTUnwrap(r.trace.frames.firstIndex { !$0.diagnostics.isEmpty })
            XCTAssertEqual(r.trace.frames[raised].diagnostics.first?["kind"] as? String, "input.blocked")
            let below = try r.rgb(raised, 12, 720 - 12 - 13)
            XCTAssertFalse(below.r > 180 && below.g < 80, "no red banner where it would be: \(below)")
            XCTAssertNil(r.session.banner.text)
            XCTAssertLessThan(r.frameCount, 60, "no banner kept the recording running")
        }
    }

    func testBannerClearsWhenLeavingTheDemoAndWrapsLongMessagesAtWords() throws {
        try MainActor.assumeIsolated {
            let clock = VirtualClock()
            let measurer = try TextRasterizer.makeDefault().makeMeasurer()
            let session = PlaygroundSession(
                demos: [TestDemoController.entry], screen: .demo("test"),
                size: Size(width: 320, height: 480), clock: clock, textMeasurer: measurer,
                trace: nil, deterministic: true)
            _ = session.layerTree(at: 0)
            let message =
                "the animator added the presenting view to the container view although the style keeps it in place, so it was moved back"
            session.window.diagnostics.report("transition.test", message)
            let tree = session.layerTree(at: 0.016)
            let banner = try XCTUnwrap(tree.sublayers.first { $0.id == "overlay.banner" })
            let lines = banner.sublayers.compactMap { layer -> String? in
                if case .text(let t) = layer.content { return t.string } else { return nil }
            }
            XCTAssertEqual(lines.count, 2, "\(lines)")
            XCTAssertTrue(lines[1].hasSuffix("…"), lines[1])
            let words = ("transition.test: " + message).split(separator: " ").map(String.init)
            let shown = (lines[0] + " " + lines[1].dropLast()).split(separator: " ").map(String.init)
            XCTAssertEqual(Array(words.prefix(shown.count)), shown, "broken between whole words")
            for line in lines {
                XCTAssertLessThanOrEqual(measurer.size(of: line, fontSize: 12, weight: .regular).width, 320 - 36)
            }
            session.handle(.key("Escape"))
            _ = session.layerTree(at: 0.032)
            _ = session.layerTree(at: 0.048)
            XCTAssertEqual(session.screen, .catalog)
            XCTAssertNil(session.banner.text, "the banner stays with the demo it was raised in")
        }
    }

    func testHUDRateLeavesOutTheIdleGapBeforeATransition() {
        MainActor.assumeIsolated {
            let session = PlaygroundSession(
                demos: [TestDemoController.entry], screen: .demo("test"),
                size: Size(width: 400, height: 720), clock: VirtualClock(),
                textMeasurer: nil, trace: nil, deterministic: true)
            @MainActor func draw(_ t: Double, idle: Bool = false) {
                session.didDraw(FrameReport(time: t, seconds: 0.001, damage: [], followsIdle: idle))
            }
            @MainActor func fps() -> String { String(session.hudLines(views: [])[0].split(separator: " ")[1]) }
            draw(0, idle: true)
            XCTAssertEqual(fps(), "-", "one frame has no rate yet")
            draw(1.0 / 60)
            // The window sat idle for five seconds, then a click starts a transition.
            draw(5, idle: true)
            XCTAssertEqual(fps(), "-", "the first frame after idling shows no rate, not 0.6")
            draw(5 + 1.0 / 60)
            XCTAssertEqual(fps(), "60.0")
            for i in 2...10 { draw(5 + Double(i) / 60) }
            XCTAssertEqual(fps(), "60.0")
        }
    }

    func testTimelineBarFollowsTheTransition() throws {
        try MainActor.assumeIsolated {
            let r = try Self.record("click 200 360\nwait 0.1\nkey space\nwait 0.05", frames: true)
            let progress = try XCTUnwrap(r.trace.frames.last?.progress)
            let filledTo = Int(400 * progress)
            let inside = try r.rgb(r.frameCount - 1, max(0, filledTo - 4), 1)
            let beyond = try r.rgb(r.frameCount - 1, min(399, filledTo + 4), 1)
            XCTAssertEqual(inside.r, 255, "orange fill")
            XCTAssertLessThan(inside.b, 40)
            XCTAssertGreaterThan(beyond.b, 100, "track, not fill, past the progress")
        }
    }

    func testSameScriptTwiceGivesIdenticalPNGsAndTrace() throws {
        try MainActor.assumeIsolated {
            let script = "key h\nclick 200 360\nwait 0.3\nkey s\nclick 200 360\nwait 0.2"
            let a = try Self.record(script, frames: true, seconds: 0.8)
            let b = try Self.record(script, frames: true, seconds: 0.8)
            XCTAssertEqual(a.trace.lines, b.trace.lines)
            XCTAssertEqual(a.frameCount, 48)
            for i in 0..<a.frameCount {
                let name = HeadlessHost.fileName(forFrame: i)
                let x = try Data(contentsOf: a.folder.appendingPathComponent("frames/\(name)"))
                let y = try Data(contentsOf: b.folder.appendingPathComponent("frames/\(name)"))
                XCTAssertEqual(x, y, "\(name) differs")
            }
            XCTAssertNotEqual(
                try Data(contentsOf: a.folder.appendingPathComponent("frames/frame-00002.png")),
                try Data(contentsOf: a.folder.appendingPathComponent("frames/frame-00030.png")))
        }
    }
}
