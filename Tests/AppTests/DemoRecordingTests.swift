import Foundation
import XCTest

/// Every demo end to end: the real binary replays a script headless and the trace shows
/// each transition start, run and complete, with the demo's own parameters where the
/// demo defines them.
final class DemoRecordingTests: XCTestCase {
    override class func tearDown() {
        Recording.removeScratch()
    }

    /// Asserts that transitions of `kinds` ran in that order, each ran to its end
    /// (progress reached 1, or its last frame was followed by a frame with none), and the
    /// recording ended idle.
    private func assertCompletes(
        _ trace: TraceFile, _ kinds: [String], file: StaticString = #filePath,
        line: UInt = #line
    ) {
        var seen: [String] = []
        for f in trace.frames { if let k = f.kind, seen.last != k { seen.append(k) } }
        XCTAssertEqual(seen, kinds, "transitions in order", file: file, line: line)
        for kind in kinds {
            let frames = trace.frames(of: kind)
            XCTAssertGreaterThan(frames.count, 5, "\(kind) ran over several frames", file: file, line: line)
            guard let last = frames.last else { continue }
            let next = last.index + 1 < trace.frames.count ? trace.frames[last.index + 1] : nil
            XCTAssertNotNil(next, "\(kind) ended before the recording did", file: file, line: line)
            XCTAssertNil(next?.transition, "\(kind) ended", file: file, line: line)
            XCTAssertEqual(last.state == "cancelling", false, "\(kind) was not cancelled", file: file, line: line)
        }
        XCTAssertNil(trace.frames.last?.transition, file: file, line: line)
        XCTAssertTrue(
            trace.frames.allSatisfy { $0.diagnostics.isEmpty },
            "no diagnostics: \(trace.frames.flatMap(\.diagnostics))", file: file, line: line)
    }

    func testPoppingDropsOvershootsSettlesDimsAndGreysThePresenter() throws {
        let trace = try CLIRecording.trace(demo: "popping", script: "click 200 360\nwait 1.5\nclick 200 392\nwait 1.5")
        assertCompletes(trace, ["present", "dismiss"])
        let present = trace.frames(of: "present")
        // It starts above the top edge and comes down past its final centre before settling.
        XCTAssertLessThan(try XCTUnwrap(present.first?.view("modal")).frame[1] + 432, 30, "starts above the window")
        let shown = try XCTUnwrap(trace.frames.last { $0.kind == nil && $0.view("modal") != nil })
        let modal = try XCTUnwrap(shown.view("modal"))
        XCTAssertEqual(modal.frame, [52, 144, 296, 432], "size (W-104)x(H-288), centred")
        let centres = trace.frames.prefix(shown.index + 1).compactMap { $0.view("modal")?.midY }
        XCTAssertGreaterThan(centres.max()!, 360 + 3, "overshoots its final centre")
        XCTAssertEqual(centres.last!, 360, accuracy: 0.01, "and settles on it")
        let dimming = trace.frames.compactMap { $0.view("dimming")?.alpha }
        XCTAssertEqual(dimming.max()!, 0.2, accuracy: 0.0005, "dimming reaches 0.2")
        XCTAssertEqual(shown.view("dimming")?.alpha ?? 0, 0.2, accuracy: 0.0005)
        XCTAssertEqual(shown.view("present-button")?.tint, "#8e8e93", "presenter dimmed grey")
        XCTAssertEqual(shown.view("present-button")?.interactive, false, "presenter ignores input")
        let end = try XCTUnwrap(trace.frames.last)
        XCTAssertNil(end.view("modal"))
        XCTAssertNil(end.view("dimming"))
        XCTAssertEqual(end.view("present-button")?.tint, "#007aff", "tint comes back")
        XCTAssertEqual(end.view("present-button")?.interactive, true, "and input")
    }

    func testBottomSheetDragPastHalfwayDismissesAndFollowsThePointer() throws {
        // The sheet (y 450...720, 270 high) is dragged down 180 points over 0.3 s.
        let trace = try CLIRecording.trace(
            demo: "bottom-sheet",
            script: "click 200 360\nwait 1\ndrag 200 560 200 740 0.3\nwait 1")
        assertCompletes(trace, ["present", "dismiss"])
        let dragging = trace.frames(of: "dismiss").filter { $0.state == "interactive" }
        XCTAssertGreaterThan(dragging.count, 10, "the dismissal follows the finger")
        // Each drag frame moves the pointer 10 points; the sheet's top follows it one for one.
        let tops = dragging.compactMap { $0.view("sheet")?.frame[1] }
        for (a, b) in zip(tops, tops.dropFirst()) {
            XCTAssertEqual(b - a, 10, accuracy: 0.5, "sheet follows the pointer: \(tops)")
        }
        XCTAssertNil(trace.frames.last?.view("sheet"), "released past half way: dismissed")
    }

    func testBottomSheetShortDragSpringsBack() throws {
        let trace = try CLIRecording.trace(
            demo: "bottom-sheet",
            script: "click 200 360\nwait 1\ndrag 200 560 200 620 0.5\nwait 1.5")
        let dismiss = trace.frames(of: "dismiss")
        XCTAssertTrue(dismiss.contains { $0.state == "interactive" })
        XCTAssertEqual(dismiss.last?.state, "cancelling", "released before half way: cancelled")
        XCTAssertEqual(
            try XCTUnwrap(trace.frames.last?.view("sheet")).frame[1], 450, accuracy: 0.01,
            "sprang back to its place")
    }

    func testBottomSheetTapOnTheDimmingDismisses() throws {
        let trace = try CLIRecording.trace(demo: "bottom-sheet", script: "click 200 360\nwait 1\nclick 200 200\nwait 1")
        assertCompletes(trace, ["present", "dismiss"])
        XCTAssertNil(trace.frames.last?.view("sheet"))
    }

    func testDirectionSlidesInOverAShrunkSnapshotAndBack() throws {
        let trace = try CLIRecording.trace(
            demo: "direction", script: "click 200 360\nwait 1.5\nclick 200 392\nwait 1.5")
        assertCompletes(trace, ["present", "dismiss"])
        let mid = trace.frames(of: "present")
        XCTAssertTrue(mid.allSatisfy { $0.view("snapshot") != nil }, "a snapshot stands in for the presenter")
        XCTAssertTrue(mid.allSatisfy { $0.view("direction.root")?.role == "presenting" })
        XCTAssertNil(trace.frames.last?.view("snapshot"), "and is gone afterwards")
        XCTAssertNil(trace.frames.last?.view("modal"))
    }

    func testFadeForwardAndBackward() throws {
        let trace = try CLIRecording.trace(demo: "fade", script: "click 200 360\nwait 1\nclick 200 392\nwait 1")
        assertCompletes(trace, ["present", "dismiss"])
        let alphas = trace.frames(of: "present").compactMap { $0.view("modal")?.alpha }
        XCTAssertLessThan(alphas.first!, 0.2, "fades in from transparent")
    }

    func testVerticalSheetPresentsAndDismisses() throws {
        let trace = try CLIRecording.trace(
            demo: "vertical-sheet", script: "click 200 360\nwait 1.5\nclick 200 452\nwait 1.5")
        assertCompletes(trace, ["present", "dismiss"])
        XCTAssertNil(trace.frames.last?.view("modal"))
    }

    func testStylesFullScreenPresentsAndDismisses() throws {
        let trace = try CLIRecording.trace(demo: "styles", script: "click 200 308\nwait 1.5\nclick 200 392\nwait 1.5")
        assertCompletes(trace, ["present", "dismiss"])
        XCTAssertNil(trace.frames.last?.view("modal"))
    }

    func testOverlayPresentsAndDismisses() throws {
        let trace = try CLIRecording.trace(demo: "overlay", script: "click 200 360\nwait 1.5\nclick 200 470\nwait 1.5")
        assertCompletes(trace, ["present", "dismiss"])
        XCTAssertNil(trace.frames.last?.view("dimming"))
    }

    func testNavigationPushesAndPops() throws {
        let trace = try CLIRecording.trace(
            demo: "navigation", script: "click 200 360\nwait 1.5\nclick 200 392\nwait 1.5")
        assertCompletes(trace, ["push", "pop"])
        XCTAssertNil(trace.frames.last?.view("pushed"))
    }

    func testTabsSwitchWithATabTransition() throws {
        let trace = try CLIRecording.trace(demo: "tabs", script: "click 200 695\nwait 1.5\nclick 66 695\nwait 1.5")
        assertCompletes(trace, ["tab"])
        XCTAssertEqual(trace.frames(of: "tab").count > 0, true)
    }

    func testStylesBrokenDismissalIsCaughtOnScreenInTheTraceAndOnStderr() throws {
        let (trace, stderr) = try CLIRecording.run(
            demo: "styles",
            script: "click 200 412\nwait 1.5\nclick 200 392\nwait 1.5")
        let raised = trace.frames.filter { !$0.diagnostics.isEmpty }
        XCTAssertEqual(raised.count, 1)
        XCTAssertEqual(raised.first?.kind, "dismiss", "raised during the dismissal")
        XCTAssertEqual(raised.first?.diagnostics.first?["kind"] as? String, "transition.presentingViewAddedToContainer")
        let lines = stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, stderr)
        XCTAssertTrue(
            lines[0].hasPrefix("playground-x11: diagnostic: transition.presentingViewAddedToContainer: "),
            stderr)
        XCTAssertNotNil(trace.frames.last?.view("present-button"), "the presenter is back in its place")
    }

    func testIgnoredTouchesStayOffStderrUnlessLogInputAsksForThem() throws {
        let script = "click 200 360\nwait 0.05\nclick 200 360\nwait 1.5"
        let (trace, quiet) = try CLIRecording.run(demo: "popping", script: script)
        XCTAssertTrue(trace.frames.flatMap(\.diagnostics).contains { $0["kind"] as? String == "input.blocked" })
        XCTAssertEqual(quiet, "", "a touch ignored during a transition is normal, not an error")
        let (_, verbose) = try CLIRecording.run(demo: "popping", script: script, extra: ["--log-input"])
        XCTAssertTrue(verbose.contains("input: ignored: input.blocked: touch"), verbose)
    }
}
