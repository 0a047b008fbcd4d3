import Engine
import Geometry
import XCTest

@testable import Transitions

/// iOS 18's zoom transition (`preferredTransition = .zoom(sourceViewProvider:)`).
///
/// Apple, `zoom(options:sourceViewProvider:)`: "The system calls the source view provider
/// when it presents and when it dismisses the view controller. In the closure, return the
/// UIView that the animation should zoom in from or zoom back out to, respectively."
/// `ZoomSourceViewProviderContext.sourceViewController`: "The view controller that presents
/// the zoomed view." `ZoomOptions.dimmingColor` colours the dimming behind the zoomed view.
@MainActor
private final class ZoomScene {
    let h = Harness()
    let tile = View(frame: Rect(x: 40, y: 100, width: 80, height: 60))
    let modal = ViewController()
    var current: View
    var asked: [ZoomSourceViewProviderContext] = []

    init(options: ZoomOptions = ZoomOptions()) {
        tile.cornerRadius = 12
        tile.backgroundColor = Color(white: 0.5)
        tile.accessibilityIdentifier = "tile"
        current = tile
        h.root.view.addSubview(tile)
        modal.view.accessibilityIdentifier = "zoomed"
        modal.preferredTransition = .zoom(options: options) { [unowned self] context in
            self.asked.append(context)
            return self.current
        }
    }

    /// The zoomed view's on-screen frame (the container and root sit at the window's origin).
    var zoomedFrame: Rect { modal.view.presentationFrame }
    /// The zoomed view's on-screen corner radius: its own radius times its uniform scale.
    var zoomedRadius: Double { modal.view.presentationCornerRadius * modal.view.presentationTransform.a }
    var dimming: View? { h.window.rootView.viewWithID("dimming") }

    func presented() {
        h.root.present(modal, animated: true)
        h.step(0.7)
        XCTAssertNil(h.context)
    }

    /// Presses at (200, 300) and moves down `steps` times by `step` points, a frame each;
    /// `eachFrame` runs after every move. Returns where the finger is (still down).
    @discardableResult
    func dragDown(steps: Int, by step: Double, eachFrame: () -> Void = {}) -> Double {
        h.window.send(.pointerDown(Point(x: 200, y: 300)))
        h.frame()
        var y = 300.0
        for _ in 0..<steps {
            y += step
            h.window.send(.pointerMoved(Point(x: 200, y: y)))
            h.frame()
            eachFrame()
        }
        return y
    }

    /// Ticks until the running transition ends; returns the zoomed frame of its last frame.
    func lastFrameOfTransition() -> Rect {
        var last = zoomedFrame
        var n = 0
        while h.context != nil && n < 300 {
            last = zoomedFrame
            h.frame()
            n += 1
        }
        return last
    }
}

final class ZoomTransitionTests: XCTestCase {
    func testPresentationStartsAtTheSourceFrameAndEndsAtTheFinalFrame() {
        MainActor.assumeIsolated {
            let s = ZoomScene()
            s.h.root.present(s.modal, animated: true)
            XCTAssertTrue(s.h.context?.animator is ZoomTransitionAnimator, "no delegate: the built-in zoom runs")
            assertEqualRect(
                s.zoomedFrame, Rect(x: 40, y: 100, width: 80, height: 60), "the first frame is the tile's")
            XCTAssertEqual(
                s.modal.view.presentationTransform.a, s.modal.view.presentationTransform.d, "scaled, never stretched")
            XCTAssertEqual(s.asked.count, 1)
            XCTAssertTrue(s.asked.first?.zoomedViewController === s.modal)
            XCTAssertTrue(s.asked.first?.sourceViewController === s.h.root, "the presenter is the source controller")
            XCTAssertTrue(s.tile.isHidden, "the tile becomes the zoomed view while it zooms")
            s.h.step(0.2)
            let mid = s.zoomedFrame
            XCTAssertTrue(mid.width > 80 && mid.width < 400 && mid.minY < 100 && mid.minY > 0, "on its way: \(mid)")
            s.h.step(0.5)
            XCTAssertNil(s.h.context)
            assertEqualRect(s.zoomedFrame, Rect(x: 0, y: 0, width: 400, height: 800))
            XCTAssertEqual(s.modal.view.transform, .identity)
            XCTAssertEqual(s.modal.view.cornerRadius, 0)
            XCTAssertFalse(s.modal.view.clipsToBounds, "the zoom's clip is taken off again")
            XCTAssertFalse(s.tile.isHidden)
        }
    }

    /// Apple, `ZoomOptions.alignmentRectProvider`: "A closure that returns the alignment
    /// rectangle for the starting and ending views"; UIKit's header: "Return a frame in the
    /// zoomed view controller's view to which to align the source view. Return CGRectNull to
    /// indicate no preference." `AlignmentRectContext.sourceView`: "The zoomed-out view".
    func testTheAlignmentRectangleIsWhatTheSourceBecomes() {
        MainActor.assumeIsolated {
            let options = ZoomOptions()
            var told: [ZoomAlignmentRectContext] = []
            let aligned = Rect(x: 100, y: 200, width: 200, height: 150)
            options.alignmentRectProvider = { context in
                told.append(context)
                return aligned
            }
            let s = ZoomScene(options: options)
            s.h.root.present(s.modal, animated: true)
            XCTAssertEqual(told.count, 1)
            XCTAssertTrue(told.first?.sourceView === s.tile)
            XCTAssertTrue(told.first?.zoomedViewController === s.modal)
            assertEqualRect(s.zoomedFrame, Rect(x: 40, y: 100, width: 80, height: 60), "on the tile's frame")
            let k = s.modal.view.presentationTransform.a
            XCTAssertEqual(k, 80.0 / 200.0, accuracy: 1e-9, "the rectangle's width fits the tile's")
            let shown = s.modal.view.presentationBounds
            XCTAssertEqual(shown.origin.x, 100, accuracy: 1e-9, "the rectangle's corner is the tile's corner")
            XCTAssertEqual(shown.origin.y, 200, accuracy: 1e-9)
            XCTAssertEqual(shown.width, 200, accuracy: 1e-9)
            for _ in 0..<6 {
                s.h.frame()
                let t = ZoomTransitionAnimator.curve.value(at: s.h.context?.progress ?? 1)
                let b = s.modal.view.presentationBounds
                XCTAssertEqual(b.minX, 100 * (1 - t), accuracy: 1e-6, "opens out to the whole view")
                XCTAssertEqual(b.minY, 200 * (1 - t), accuracy: 1e-6)
                XCTAssertEqual(b.width, 200 + 200 * t, accuracy: 1e-6)
                XCTAssertEqual(s.zoomedFrame.width, 80 + (400 - 80) * t, accuracy: 1e-6, "the frame runs as without it")
            }
            s.h.step(0.7)
            XCTAssertNil(s.h.context)
            XCTAssertEqual(s.modal.view.bounds, Rect(x: 0, y: 0, width: 400, height: 800), "whole again")
            XCTAssertEqual(s.modal.view.transform, .identity)
        }
    }

    /// "Return CGRectNull to indicate no preference": a nil answer zooms as with no provider.
    func testANilAlignmentRectangleZoomsAsWithout() {
        MainActor.assumeIsolated {
            let options = ZoomOptions()
            options.alignmentRectProvider = { _ in nil }
            let s = ZoomScene(options: options)
            let plain = ZoomScene()
            s.h.root.present(s.modal, animated: true)
            plain.h.root.present(plain.modal, animated: true)
            for _ in 0..<5 {
                XCTAssertEqual(s.modal.view.presentationBounds, plain.modal.view.presentationBounds)
                XCTAssertEqual(s.modal.view.presentationTransform, plain.modal.view.presentationTransform)
                s.h.frame()
                plain.h.frame()
            }
        }
    }

    func testCornerRadiusMorphsFromTheSourcesToTheDestinationsOnScreen() {
        MainActor.assumeIsolated {
            let s = ZoomScene()
            s.h.root.present(s.modal, animated: true)
            XCTAssertEqual(s.zoomedRadius, 12, accuracy: 1e-9, "starts with the tile's corners")
            XCTAssertTrue(s.modal.view.clipsToBounds)
            for _ in 0..<8 {
                s.h.frame()
                let t = ZoomTransitionAnimator.curve.value(at: s.h.context?.progress ?? 1)
                XCTAssertEqual(s.zoomedRadius, 12 * (1 - t), accuracy: 1e-6, "straight from 12 to the view's own 0")
                let f = s.zoomedFrame
                XCTAssertEqual(f.width, 80 + (400 - 80) * t, accuracy: 1e-6)
                XCTAssertEqual(f.height, 60 + (800 - 60) * t, accuracy: 1e-6)
            }
        }
    }

    func testTheRestDimsAndTheDimmingLeavesAfterwards() {
        MainActor.assumeIsolated {
            let s = ZoomScene(options: ZoomOptions(dimmingColor: Color(white: 0, alpha: 0.5)))
            s.h.root.present(s.modal, animated: true)
            let dimming = s.dimming
            XCTAssertNotNil(dimming)
            XCTAssertEqual(dimming?.backgroundColor, Color(white: 0, alpha: 0.5), "ZoomOptions.dimmingColor")
            XCTAssertEqual(dimming?.presentationAlpha ?? -1, 0, accuracy: 1e-9)
            XCTAssertTrue(dimming?.superview === s.modal.view.superview)
            XCTAssertLessThan(
                dimming?.superview?.subviews.firstIndex { $0 === dimming } ?? 9,
                dimming?.superview?.subviews.firstIndex { $0 === s.modal.view } ?? 0,
                "the dimming lies behind the zoomed view, over the rest")
            s.h.step(0.25)
            let a = dimming?.presentationAlpha ?? 0
            XCTAssertTrue(a > 0.5 && a < 1, "dimming on its way: \(a)")
            s.h.step(0.4)
            XCTAssertNil(s.dimming, "gone once presented")
            s.modal.dismiss(animated: true)
            XCTAssertEqual(s.dimming?.presentationAlpha ?? -1, 1, accuracy: 1e-9, "the way back starts dimmed")
            s.h.step(0.3)
            XCTAssertLessThan(s.dimming?.presentationAlpha ?? 1, 0.5)
        }
    }

    func testDismissalZoomsIntoTheSourcesCurrentFrameAfterItMoved() {
        MainActor.assumeIsolated {
            let s = ZoomScene()
            s.presented()
            s.tile.frame = Rect(x: 250, y: 500, width: 100, height: 100)
            s.modal.dismiss(animated: true)
            XCTAssertEqual(s.asked.count, 2, "the provider is asked again on the way back")
            XCTAssertTrue(s.tile.isHidden)
            assertEqualRect(s.zoomedFrame, Rect(x: 0, y: 0, width: 400, height: 800), "leaves from the full frame")
            let last = s.lastFrameOfTransition()
            assertEqualRect(
                last, Rect(x: 250, y: 500, width: 100, height: 100), accuracy: 0.5,
                "lands on the tile where it is now, not where it was")
            XCTAssertNil(s.h.root.presentedViewController)
            XCTAssertFalse(s.tile.isHidden)
            XCTAssertEqual(s.h.window.diagnostics.entries.map(\.description), [])
        }
    }

    func testDismissalZoomsIntoWhicheverViewTheProviderNamesThen() {
        MainActor.assumeIsolated {
            let s = ZoomScene()
            s.presented()
            let other = View(frame: Rect(x: 300, y: 20, width: 60, height: 60))
            other.cornerRadius = 30
            s.h.root.view.addSubview(other)
            s.current = other
            s.modal.dismiss(animated: true)
            assertEqualRect(s.lastFrameOfTransition(), Rect(x: 300, y: 20, width: 60, height: 60), accuracy: 0.5)
        }
    }

    /// A drag down follows the finger and shrinks; a short one springs back (README, Interaction).
    func testShortDragDownFollowsTheFingerShrinksAndSpringsBack() {
        MainActor.assumeIsolated {
            let s = ZoomScene()
            s.presented()
            let w = s.h.window
            let y = s.dragDown(steps: 12, by: 6)
            XCTAssertEqual(s.h.context?.kind, .dismiss)
            XCTAssertEqual(s.h.context?.phase, .interactive)
            let held = s.zoomedFrame
            XCTAssertEqual(held.midY, 400 + 72, accuracy: 0.01, "the centre follows the finger")
            XCTAssertLessThan(held.width, 400, "and it shrinks")
            XCTAssertEqual(s.h.context?.progress ?? 0, 72 / 400, accuracy: 1e-9, "drag over half the container")
            s.h.step(0.3)
            w.send(.pointerUp(Point(x: 200, y: y)))
            s.h.frame()
            XCTAssertEqual(s.h.context?.phase, .cancelling, "18 % held still: springs back")
            _ = s.lastFrameOfTransition()
            XCTAssertTrue(s.h.root.presentedViewController === s.modal)
            assertEqualRect(s.zoomedFrame, Rect(x: 0, y: 0, width: 400, height: 800))
            XCTAssertEqual(s.modal.view.transform, .identity)
            XCTAssertFalse(s.tile.isHidden)
            XCTAssertEqual(w.diagnostics.entries.map(\.description), [])
        }
    }

    func testLongDragDownFinishesIntoTheTile() {
        MainActor.assumeIsolated {
            let s = ZoomScene()
            s.presented()
            let w = s.h.window
            let y = s.dragDown(steps: 20, by: 12)
            XCTAssertEqual(s.h.context?.progress ?? 0, 240 / 400, accuracy: 1e-9)
            w.send(.pointerUp(Point(x: 200, y: y)))
            s.h.frame()
            XCTAssertEqual(s.h.context?.phase, .finishing, "past half way: it zooms home")
            // The last frame drawn is one frame before the end; the finishing curve is still
            // within 1 % of the run (740 points tall) there.
            assertEqualRect(s.lastFrameOfTransition(), Rect(x: 40, y: 100, width: 80, height: 60), accuracy: 5)
            XCTAssertNil(s.h.root.presentedViewController)
        }
    }

    /// The release hands the finger's speed on: the frame after the lift keeps shrinking at
    /// about the rate the drag shrank it, with no stall and no jump.
    func testFlingFinishesWithTheFingersSpeed() {
        MainActor.assumeIsolated {
            let s = ZoomScene()
            s.presented()
            let w = s.h.window
            var widths: [Double] = []
            let y = s.dragDown(steps: 8, by: 15) { widths.append(s.zoomedFrame.width) }  // 900 pt/s
            let liftCentre = s.zoomedFrame.midY
            let dragStep = widths[widths.count - 2] - widths[widths.count - 1]
            w.send(.pointerUp(Point(x: 200, y: y)))
            s.h.frame()
            XCTAssertEqual(s.h.context?.phase, .finishing, "a fling faster than 700 pt/s finishes at 30 %")
            let releaseStep = widths[widths.count - 1] - s.zoomedFrame.width
            XCTAssertGreaterThan(
                releaseStep, 0.5 * dragStep, "keeps shrinking at the finger's pace: \(releaseStep) vs \(dragStep)")
            XCTAssertLessThan(releaseStep, 2.5 * dragStep)
            // The centre leaves the lift at the finger's velocity (15 pt a frame, down) and only
            // then turns home: no jump back towards the tile in the frame of the release.
            let move = s.zoomedFrame.midY - liftCentre
            XCTAssertGreaterThan(move, -7.5, "no jump at the lift: \(move)")
            XCTAssertLessThan(move, 22.5)
            _ = s.lastFrameOfTransition()
            XCTAssertNil(s.h.root.presentedViewController)
        }
    }

    func testADelegateStillWinsOverThePreferredZoom() {
        MainActor.assumeIsolated {
            let s = ZoomScene()
            let d = TestDelegate()
            d.presentAnimator = SlideAnimator(presenting: true, duration: 0.3)
            s.modal.transitioningDelegate = d
            s.h.root.present(s.modal, animated: true)
            XCTAssertTrue(s.h.context?.animator is SlideAnimator)
            XCTAssertEqual(s.asked.count, 0)
        }
    }

    func testPushZoomsOutOfTheTileAndPopZoomsBackIntoIt() {
        MainActor.assumeIsolated {
            let h = Harness()
            let first = ViewController()
            let tile = View(frame: Rect(x: 160, y: 600, width: 80, height: 80))
            tile.cornerRadius = 20
            first.view.addSubview(tile)
            let nav = NavigationController(rootViewController: first)
            h.window.rootViewController = nav
            h.frame()
            let detail = ViewController()
            detail.preferredTransition = .zoom { _ in tile }
            nav.pushViewController(detail, animated: true)
            XCTAssertTrue(h.context?.animator is ZoomTransitionAnimator)
            assertEqualRect(detail.view.presentationFrame, Rect(x: 160, y: 600, width: 80, height: 80))
            h.step(0.7)
            assertEqualRect(detail.view.presentationFrame, Rect(x: 0, y: 0, width: 400, height: 800))
            XCTAssertNil(h.window.rootView.viewWithID("dimming"), "the container keeps only the pushed view")
            nav.popViewController(animated: true)
            XCTAssertTrue(h.context?.animator is ZoomTransitionAnimator)
            var last = detail.view.presentationFrame
            var n = 0
            while h.context != nil && n < 300 {
                last = detail.view.presentationFrame
                h.frame()
                n += 1
            }
            assertEqualRect(last, Rect(x: 160, y: 600, width: 80, height: 80), accuracy: 0.5)
            XCTAssertEqual(nav.viewControllers.count, 1)
            XCTAssertEqual(h.window.diagnostics.entries.map(\.description), [])
        }
    }

    func testADragDownOnAPushedZoomPopsInteractively() {
        MainActor.assumeIsolated {
            let h = Harness()
            let first = ViewController()
            let tile = View(frame: Rect(x: 160, y: 600, width: 80, height: 80))
            first.view.addSubview(tile)
            let nav = NavigationController(rootViewController: first)
            h.window.rootViewController = nav
            h.frame()
            let detail = ViewController()
            detail.preferredTransition = .zoom { _ in tile }
            nav.pushViewController(detail, animated: true)
            h.step(0.7)
            h.window.send(.pointerDown(Point(x: 200, y: 200)))
            h.frame()
            var y = 200.0
            for _ in 0..<25 {
                y += 12
                h.window.send(.pointerMoved(Point(x: 200, y: y)))
                h.frame()
            }
            XCTAssertEqual(h.context?.kind, .pop)
            XCTAssertEqual(h.context?.phase, .interactive)
            XCTAssertEqual(detail.view.presentationFrame.midY, 400 + 300, accuracy: 0.01, "follows the finger")
            h.window.send(.pointerUp(Point(x: 200, y: y)))
            h.frame()
            XCTAssertEqual(h.context?.phase, .finishing)
            h.step(0.6)
            XCTAssertNil(h.context)
            XCTAssertEqual(nav.viewControllers.count, 1)
            XCTAssertEqual(h.window.diagnostics.entries.map(\.description), [])
        }
    }
}

@MainActor
private func assertEqualRect(
    _ a: Rect, _ b: Rect, accuracy: Double = 0.01, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    let close =
        abs(a.minX - b.minX) <= accuracy && abs(a.minY - b.minY) <= accuracy
        && abs(a.width - b.width) <= accuracy && abs(a.height - b.height) <= accuracy
    XCTAssertTrue(close, "\(a) is not \(b) (±\(accuracy)) \(message)", file: file, line: line)
}
