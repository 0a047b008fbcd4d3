import Geometry
import XCTest

@testable import Engine

/// `View.transition(with:duration:options:animations:completion:)` with a cross-dissolve.
final class ViewTransitionTests: XCTestCase {
    /// Apple, `transition(with:duration:options:animations:completion:)`: "Creates a
    /// transition animation for the specified container view"; `animations` is "A block
    /// object that contains the changes you want to make to the specified view"; for
    /// `duration`, "If you specify a negative value or 0, the transition is made without
    /// animations."
    func testTheOldContentFadesOutOverTheNewAlongTheCurve() {
        MainActor.assumeIsolated {
            let h = Harness()
            let container = View(frame: Rect(x: 10, y: 10, width: 200, height: 100))
            let old = View(frame: container.bounds)
            container.addSubview(old)
            h.root.addSubview(container)
            let new = View(frame: container.bounds)
            var finished: [Bool] = []
            View.transition(
                with: container, duration: 0.4, options: [.transitionCrossDissolve, .curveLinear],
                animations: {
                    old.removeFromSuperview()
                    container.addSubview(new)
                }, completion: { finished.append($0) })
            XCTAssertNil(old.superview, "the changes are made at once, under the cover")
            let cover = container.subviews.last!
            XCTAssertFalse(cover === new, "the old content covers the new")
            XCTAssertEqual(cover.frame, container.bounds)
            for (time, alpha) in [(0.1, 0.75), (0.2, 0.5), (0.3, 0.25)] {
                h.advance(0.1)
                XCTAssertEqual(cover.presentationAlpha, alpha, accuracy: 0.02, "at \(time) s, linear")
            }
            XCTAssertEqual(finished, [])
            h.advance(0.15)
            XCTAssertNil(cover.superview, "the cover goes when the fade ends")
            XCTAssertEqual(finished, [true])
            XCTAssertTrue(container.subviews == [new])
        }
    }

    func testNoDurationOrNoTransitionMakesTheChangesWithoutACover() {
        MainActor.assumeIsolated {
            for (duration, options) in [
                (0.0, AnimationOptions.transitionCrossDissolve), (-1, .transitionFlipFromLeft), (0.3, []),
            ] {
                let h = Harness()
                let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
                h.root.addSubview(container)
                var finished: [Bool] = []
                View.transition(
                    with: container, duration: duration, options: options,
                    animations: { container.backgroundColor = .white }, completion: { finished.append($0) })
                XCTAssertEqual(container.subviews.count, 0)
                XCTAssertEqual(container.backgroundColor, .white)
                h.step()
                XCTAssertEqual(finished, [true])
            }
        }
    }
}
