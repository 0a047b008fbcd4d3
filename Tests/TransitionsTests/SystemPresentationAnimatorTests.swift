import Engine
import Geometry
import XCTest

@testable import Transitions

/// The system's own animations of a presentation whose transitioning delegate supplies
/// none, sampled frame by frame on the virtual clock.
///
/// UIKit (`UIModalTransitionStyle.coverVertical`): "When the view controller is presented,
/// its view slides up from the bottom of the screen. On dismissal, the view slides back
/// down. This is the default transition style."
final class SystemPresentationAnimatorTests: XCTestCase {
    /// What the moving view did on every frame of one transition.
    @MainActor
    private struct Samples {
        var frames: [Rect] = []
        var alphas: [Double] = []

        mutating func record(_ view: View) {
            frames.append(view.presentationFrame)
            alphas.append(view.presentationAlpha)
        }
    }

    @MainActor
    private static func run(_ h: Harness, seconds: Double, sampling view: () -> View?) -> Samples {
        var samples = Samples()
        for _ in 0..<Int((seconds * h.fps).rounded()) {
            h.frame()
            if let v = view() { samples.record(v) }
        }
        return samples
    }

    /// Every value of `values` is at or past the one before it in the direction from
    /// `start` to `end`, and none goes beyond `end`: the motion is one-way, with no overshoot.
    private static func assertOneWay(
        _ values: [Double], from start: Double, to end: Double, _ what: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let sign = end >= start ? 1.0 : -1.0
        guard let first = values.first else { return XCTFail("\(what): no frames", file: file, line: line) }
        XCTAssertTrue(
            (first - start) * sign > 0 && (end - first) * sign > 0, "\(what): under way on its first frame, not done",
            file: file, line: line)
        var previous = start
        for (i, v) in values.enumerated() {
            XCTAssertGreaterThanOrEqual(
                (v - previous) * sign, -1e-9, "\(what): frame \(i) turns back", file: file, line: line)
            XCTAssertLessThanOrEqual((v - end) * sign, 1e-9, "\(what): frame \(i) overshoots", file: file, line: line)
            previous = v
        }
        XCTAssertEqual(values.last ?? start, end, accuracy: 1e-6, "\(what): ends at \(end)", file: file, line: line)
    }

    /// The full-screen default rises from the container's bottom edge to its frame and sinks
    /// back to that edge, keeping its size, within its 0.35 s each way.
    func testAFullScreenPresentationCoversVerticallyBothWays() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = LoggingViewController(name: "modal", log: h.log)
            modal.modalPresentationStyle = .fullScreen
            h.root.present(modal, animated: true)
            let bottom = h.window.rootView.bounds.maxY
            let up = Self.run(h, seconds: 0.4) { modal.view }
            Self.assertOneWay(up.frames.map(\.minY), from: bottom, to: 0, "presentation")
            XCTAssertTrue(up.frames.allSatisfy { $0.size == h.window.rootView.bounds.size }, "it slides, never resizes")
            XCTAssertFalse(modal.isBeingPresented, "finished within its duration")

            h.root.dismiss(animated: true)
            let down = Self.run(h, seconds: 0.4) { modal.view }
            Self.assertOneWay(down.frames.map(\.minY), from: 0, to: bottom, "dismissal")
            XCTAssertTrue(h.root.view.superview === h.window.rootView, "the presenter is put back under it")
            XCTAssertNil(h.root.presentedViewController)
        }
    }

    /// A sheet rises to its detent on a critically damped spring: no frame passes the
    /// detent; it goes back down to the container's bottom edge.
    func testASheetRisesToItsDetentWithoutOvershootAndSinksBack() {
        MainActor.assumeIsolated {
            let h = Harness()
            let card = LoggingViewController(name: "card", log: h.log)
            card.modalPresentationStyle = .pageSheet
            h.root.present(card, animated: true)
            let sheet = try! XCTUnwrap(card.sheetPresentationController).sheetView
            let bottom = h.window.rootView.bounds.maxY
            let up = Self.run(h, seconds: 0.6) { sheet }
            Self.assertOneWay(up.frames.map(\.minY), from: bottom, to: 40, "presentation")

            card.dismiss(animated: true)
            let down = Self.run(h, seconds: 0.4) { sheet }
            Self.assertOneWay(down.frames.map(\.minY), from: 40, to: bottom, "dismissal")
            XCTAssertNil(h.root.presentedViewController)
        }
    }

    /// A popover fades in where it stands, and out again, without moving.
    func testAPopoverFadesInAndOutInPlace() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 1024, height: 768))
            let source = View(frame: Rect(x: 100, y: 100, width: 80, height: 40))
            h.root.view.addSubview(source)
            let content = LoggingViewController(name: "content", log: h.log)
            content.preferredContentSize = Size(width: 300, height: 200)
            content.modalPresentationStyle = .popover
            content.popoverPresentationController?.sourceView = source
            h.root.present(content, animated: true)
            let fadeIn = Self.run(h, seconds: 0.25) { content.view }
            Self.assertOneWay(fadeIn.alphas, from: 0, to: 1, "fade in")
            XCTAssertEqual(Set(fadeIn.frames).count, 1, "it does not move while it fades in")

            content.dismiss(animated: true)
            let fadeOut = Self.run(h, seconds: 0.25) { content.view }
            Self.assertOneWay(fadeOut.alphas, from: 1, to: 0, "fade out")
            XCTAssertEqual(Set(fadeOut.frames).count, 1, "it does not move while it fades out")
            XCTAssertNil(h.root.presentedViewController)
        }
    }
}
