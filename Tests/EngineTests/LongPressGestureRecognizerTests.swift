import Geometry
import XCTest

@testable import Engine

@MainActor
private func longPressRig(duration: Double? = nil) -> (
    Harness, LongPressGestureRecognizer, () -> [GestureRecognizerState]
) {
    let h = Harness()
    let box = h.addBox()
    var states: [GestureRecognizerState] = []
    let press = LongPressGestureRecognizer { states.append($0.state) }
    if let duration { press.minimumPressDuration = duration }
    box.addGestureRecognizer(press)
    return (h, press, { states })
}

// Apple, UILongPressGestureRecognizer: "A long-press gesture is continuous. The gesture
// begins (UIGestureRecognizer.State.began) when the user presses the number of allowable
// fingers (numberOfTouchesRequired) for the specified period (minimumPressDuration)" and
// "While down, the user's fingers can't move more than a specified distance or the
// gesture fails." minimumPressDuration: "The default duration is 0.5 seconds."
// allowableMovement: "The default distance is 10 points."
final class LongPressGestureRecognizerTests: XCTestCase {
    func testDefaultsAreUIKits() {
        MainActor.assumeIsolated {
            let press = LongPressGestureRecognizer()
            XCTAssertEqual(press.minimumPressDuration, 0.5)
            XCTAssertEqual(press.allowableMovement, 10)
        }
    }

    /// The press begins on the clock, not on an event: for several durations it has not
    /// begun a frame before the duration is up and has begun a frame after it.
    func testItBeginsOnceTheTouchHasBeenDownForTheMinimumDuration() {
        MainActor.assumeIsolated {
            for duration in [0.2, 0.5, 1.0] {
                let (h, _, states) = longPressRig(duration: duration)
                h.send(.pointerDown(Point(x: 50, y: 50)))
                let frames = Int((duration * h.fps).rounded())
                h.step(frames - 1)
                XCTAssertEqual(states(), [], "not yet at \(duration)")
                h.step(2)
                XCTAssertEqual(states(), [.began], "began after \(duration)")
                h.send(.pointerMoved(Point(x: 90, y: 90)))
                XCTAssertEqual(states(), [.began, .changed], "once begun, any distance is a change")
                h.send(.pointerUp(Point(x: 90, y: 90)))
                XCTAssertEqual(states(), [.began, .changed, .ended])
            }
        }
    }

    func testALiftBeforeTheDurationOrAMoveBeyondTheAllowableMovementFails() {
        MainActor.assumeIsolated {
            let (h, press, states) = longPressRig()
            h.send(.pointerDown(Point(x: 50, y: 50)))
            h.step(10)
            h.send(.pointerUp(Point(x: 50, y: 50)))
            h.step(60)
            XCTAssertEqual(states(), [], "lifted early: never begins, even after the duration")
            h.send(.pointerDown(Point(x: 50, y: 50)))
            h.send(.pointerMoved(Point(x: 58, y: 50)))
            h.step(5)
            h.send(.pointerMoved(Point(x: 61, y: 50)))
            h.step(60)
            XCTAssertEqual(states(), [], "moved 11 points before it was due: failed")
            XCTAssertTrue(press.stateHistory.contains(.failed))
            h.send(.pointerUp(Point(x: 61, y: 50)))
        }
    }
}
