import Geometry
import XCTest

@testable import Engine

/// Apple, `UISwipeGestureRecognizer`: "recognizes a swipe when the specified number of
/// touches (numberOfTouchesRequired) have moved mostly in an allowable direction (direction)
/// far enough to be considered a swipe. Swipes can be slow or fast." It is discrete: its
/// action is sent once, and the default direction is right. UIKit does not publish how far
/// or how fast; these tests use the recognizer's own `minimumDistance` and
/// `maximumDuration`, so they test the rule, not a number.
final class SwipeGestureTests: XCTestCase {
    /// Moves from `start` by `delta` in `steps` moves, one frame apart, then lifts.
    @MainActor
    static func stroke(_ h: Harness, from start: Point, by delta: Point, steps: Int) {
        h.send(.pointerDown(start))
        for i in 1...steps {
            h.step()
            let f = Double(i) / Double(steps)
            h.send(.pointerMoved(Point(x: start.x + delta.x * f, y: start.y + delta.y * f)))
        }
        h.send(.pointerUp(Point(x: start.x + delta.x, y: start.y + delta.y)))
    }

    /// Counts a recognizer's actions.
    final class Counter {
        var count = 0
    }

    /// A window with a swipe recognizer on a view that fills it, counting its actions.
    @MainActor
    static func windowWithSwipe() -> (Harness, SwipeGestureRecognizer, Counter) {
        let h = Harness()
        let box = h.addBox()
        box.frame = Rect(x: 0, y: 0, width: 400, height: 300)
        let counter = Counter()
        let swipe = SwipeGestureRecognizer { _ in counter.count += 1 }
        box.addGestureRecognizer(swipe)
        return (h, swipe, counter)
    }

    func testAQuickStrokeInTheAllowedDirectionRecognizesOnceBeforeTheLift() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            box.frame = Rect(x: 0, y: 0, width: 400, height: 300)
            var swipes = 0
            var liftedWhenRecognized: Bool?
            let swipe = SwipeGestureRecognizer { r in
                swipes += 1
                liftedWhenRecognized = r.liftTime != nil
            }
            box.addGestureRecognizer(swipe)
            XCTAssertEqual(swipe.direction, .right, "UIKit's default")
            Self.stroke(h, from: Point(x: 50, y: 100), by: Point(x: swipe.minimumDistance * 2, y: 10), steps: 4)
            XCTAssertEqual(swipes, 1, "discrete: one action")
            XCTAssertEqual(liftedWhenRecognized, false, "recognized while the touch is down")
            XCTAssertEqual(swipe.stateHistory.first, .ended)
        }
    }

    func testOtherDirectionsSlowStrokesAndDiagonalsFail() {
        MainActor.assumeIsolated {
            let (h, swipe, swipes) = Self.windowWithSwipe()
            let far = swipe.minimumDistance * 2
            Self.stroke(h, from: Point(x: 300, y: 100), by: Point(x: -far, y: 0), steps: 4)
            XCTAssertEqual(swipes.count, 0, "leftwards, with only right allowed")
            let frames = Int((swipe.maximumDuration * h.fps).rounded(.up)) * 3
            Self.stroke(h, from: Point(x: 50, y: 100), by: Point(x: far, y: 0), steps: frames)
            XCTAssertEqual(swipes.count, 0, "too slow to be a swipe")
            Self.stroke(h, from: Point(x: 50, y: 50), by: Point(x: far, y: far), steps: 4)
            XCTAssertEqual(swipes.count, 0, "diagonal: not mostly along one axis")
            Self.stroke(h, from: Point(x: 50, y: 100), by: Point(x: swipe.minimumDistance / 2, y: 0), steps: 2)
            XCTAssertEqual(swipes.count, 0, "not far enough")
            XCTAssertFalse(swipe.stateHistory.contains(.ended))
        }
    }

    func testSeveralDirectionsAndVerticalSwipes() {
        MainActor.assumeIsolated {
            let (h, swipe, swipes) = Self.windowWithSwipe()
            swipe.direction = [.up, .down]
            let far = swipe.minimumDistance * 2
            Self.stroke(h, from: Point(x: 100, y: 40), by: Point(x: 5, y: far), steps: 3)
            Self.stroke(h, from: Point(x: 100, y: 250), by: Point(x: -5, y: -far), steps: 3)
            XCTAssertEqual(swipes.count, 2)
            Self.stroke(h, from: Point(x: 50, y: 100), by: Point(x: far, y: 0), steps: 3)
            XCTAssertEqual(swipes.count, 2, "sideways is not up or down")
            swipe.numberOfTouchesRequired = 2
            Self.stroke(h, from: Point(x: 100, y: 40), by: Point(x: 0, y: far), steps: 3)
            XCTAssertEqual(swipes.count, 2, "one pointer never makes a two-finger swipe")
        }
    }
}
