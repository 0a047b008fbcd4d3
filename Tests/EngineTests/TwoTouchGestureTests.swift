import Geometry
import XCTest

@testable import Engine

/// Pinch and rotation from the one pointer this platform has: the second finger is the
/// pointer's mirror image through the centre of the recognizer's view.
///
/// Apple, `UIPinchGestureRecognizer.scale`: "The scale factor relative to the points of the
/// two touches in screen coordinates"; `velocity`: "The velocity of the pinch in scale factor
/// per second." `UIRotationGestureRecognizer.rotation`: "The rotation of the gesture in
/// radians"; `velocity`: "The velocity of the rotation gesture in radians per second." Both
/// are continuous gestures (began, changed, ended).
final class TwoTouchGestureTests: XCTestCase {
    /// A 200 x 200 view centred at (200, 150) in a 400 x 300 window.
    @MainActor private static func board(_ h: Harness) -> View {
        let v = View(frame: Rect(x: 100, y: 50, width: 200, height: 200))
        h.root.addSubview(v)
        return v
    }

    /// Drags the pointer through `points`, one frame apart, then lifts at the last.
    @MainActor private static func drag(_ h: Harness, _ points: [Point]) {
        h.send(.pointerDown(points[0]))
        for p in points.dropFirst() {
            h.step()
            h.send(.pointerMoved(p))
        }
        h.send(.pointerUp(points[points.count - 1]))
    }

    func testPinchScaleIsTheRatioOfFingerDistancesForAnyStretch() {
        MainActor.assumeIsolated {
            let c = Point(x: 200, y: 150)
            for (start, end) in [(20.0, 60.0), (80.0, 40.0), (30.0, 90.0)] {
                let h = Harness()
                let v = Self.board(h)
                var scales: [Double] = []
                var states: [GestureRecognizerState] = []
                let pinch = PinchGestureRecognizer { r in
                    scales.append(r.scale)
                    states.append(r.state)
                }
                v.addGestureRecognizer(pinch)
                // The pointer moves straight out from the centre: the distance between the fingers is
                // twice its distance from the centre, so the scale is end / start.
                let path = (0...6).map { i in Point(x: c.x + start + (end - start) * Double(i) / 6, y: c.y) }
                Self.drag(h, path)
                XCTAssertEqual(states.first, .began)
                XCTAssertEqual(states.last, .ended)
                XCTAssertEqual(scales.last ?? 0, end / start, accuracy: 1e-9, "from \(start) to \(end)")
            }
        }
    }

    func testPinchVelocityAndRebasingFollowTheRule() {
        MainActor.assumeIsolated {
            let h = Harness()
            let v = Self.board(h)
            var velocity = 0.0
            var scaleAfterRebase = 0.0
            var rebased = false
            let pinch = PinchGestureRecognizer { r in
                velocity = r.velocity
                if r.state == .changed, !rebased {
                    r.scale = 1  // The common UIKit pattern: apply, then reset.
                    rebased = true
                    scaleAfterRebase = r.scale
                }
            }
            v.addGestureRecognizer(pinch)
            // 10 points further from the centre each frame (1/60 s): the distance grows by 20
            // points a frame; at the last step, from 100 to 120 over a base of 40 (touch-down)...
            let path = (0...5).map { i in Point(x: 220 + 10 * Double(i), y: 150) }
            h.send(.pointerDown(path[0]))
            for p in path.dropFirst() {
                h.step()
                h.send(.pointerMoved(p))
            }
            XCTAssertEqual(scaleAfterRebase, 1, accuracy: 1e-12, "setting scale rebases to the current distance")
            // After the rebase at distance 80 (pointer at 240), the base is 80: the scale's rate is
            // 20 points per 1/60 s over 80 points.
            XCTAssertEqual(velocity, 20 * 60 / 80, accuracy: 1e-6)
            h.send(.pointerUp(path[5]))
        }
    }

    func testRotationIsTheTurnOfTheLineBetweenTheFingersClockwisePositive() {
        MainActor.assumeIsolated {
            let c = Point(x: 200, y: 150)
            for turn in [0.5, -1.0, 2.5] {
                let h = Harness()
                let v = Self.board(h)
                var rotation = 0.0
                var states: [GestureRecognizerState] = []
                let rotate = RotationGestureRecognizer { r in
                    rotation = r.rotation
                    states.append(r.state)
                }
                v.addGestureRecognizer(rotate)
                // The pointer circles the centre at radius 60 from angle 0 by `turn` radians; y grows
                // downwards, so a positive turn is clockwise on screen. A turn past pi keeps counting.
                let path = (0...20).map { i -> Point in
                    let a = turn * Double(i) / 20
                    return Point(x: c.x + 60 * cos(a), y: c.y + 60 * sin(a))
                }
                Self.drag(h, path)
                XCTAssertEqual(states.first, .began)
                XCTAssertEqual(states.last, .ended)
                XCTAssertEqual(rotation, turn, accuracy: 1e-9, "turn \(turn)")
            }
        }
    }

    func testASmallMoveRecognizesNeitherAndTheOptionalListReadsAsUIKits() {
        MainActor.assumeIsolated {
            let h = Harness()
            let v = Self.board(h)
            XCTAssertNil(v.gestureRecognizers, "UIKit's list is nil before any recognizer is attached")
            let pinch = PinchGestureRecognizer()
            let rotate = RotationGestureRecognizer()
            v.addGestureRecognizer(pinch)
            v.addGestureRecognizer(rotate)
            XCTAssertEqual(v.gestureRecognizers?.count, 2)
            // 3 points outwards and a sliver of a turn: under both thresholds.
            Self.drag(h, [Point(x: 250, y: 150), Point(x: 253, y: 151)])
            XCTAssertFalse(pinch.stateHistory.contains(.began))
            XCTAssertFalse(rotate.stateHistory.contains(.began))
            v.gestureRecognizers = [pinch]
            XCTAssertTrue(v.gestureRecognizers?.first === pinch)
            XCTAssertNil(rotate.view, "setting the list detaches what it leaves out")
            v.gestureRecognizers = nil
            XCTAssertNil(v.gestureRecognizers)
        }
    }
}
