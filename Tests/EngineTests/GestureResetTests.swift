import Geometry
import XCTest

@testable import Engine

/// Recognizers go back to `.possible` right after a terminal state was delivered,
/// as in UIKit.
///
/// Apple, `UIGestureRecognizer.reset()`: "The runtime calls this method after the
/// gesture-recognizer state has been set to ended, recognized, cancelled, or failed—in
/// other words, any of the terminal states for a gesture recognition attempt. ... After
/// this method is called, the gesture recognizer receives no further updates for touches
/// that have begun but haven't ended." And `recognized`: the recognizer "sends its action
/// message ... and resets its state to possible".
final class GestureResetTests: XCTestCase {
    func testPanReadsPossibleRightAfterItsEndedActionRan() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            var seenInAction: [GestureRecognizerState] = []
            let pan = PanGestureRecognizer { seenInAction.append($0.state) }
            box.addGestureRecognizer(pan)
            h.send(
                .pointerDown(Point(x: 10, y: 10)), .pointerMoved(Point(x: 40, y: 10)), .pointerUp(Point(x: 40, y: 10)))
            XCTAssertEqual(seenInAction, [.began, .ended], "the action sees .ended")
            XCTAssertEqual(pan.state, .possible, "and the recognizer is reset right after, not at the next touch")
            XCTAssertEqual(pan.stateHistory, [.began, .ended, .possible])
        }
    }

    func testTapResetsAfterRecognizingAndAfterFailing() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            let tap = TapGestureRecognizer()
            box.addGestureRecognizer(tap)
            h.send(.pointerDown(Point(x: 20, y: 20)), .pointerUp(Point(x: 20, y: 20)))
            XCTAssertEqual(tap.state, .possible)
            // A drag makes the tap fail while the finger is still down: it resets at once and
            // sees nothing more of that touch, so the lift cannot make it recognize.
            var taps = 0
            tap.addTarget { _ in taps += 1 }
            h.send(.pointerDown(Point(x: 20, y: 20)), .pointerMoved(Point(x: 60, y: 20)))
            XCTAssertEqual(tap.state, .possible)
            h.send(.pointerMoved(Point(x: 21, y: 20)), .pointerUp(Point(x: 21, y: 20)))
            XCTAssertEqual(taps, 0, "a failed tap ignores the rest of its touch")
            XCTAssertEqual(tap.stateHistory, [.ended, .possible, .failed, .possible])
        }
    }

    func testCancelledPanResets() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            let pan = PanGestureRecognizer()
            box.addGestureRecognizer(pan)
            h.send(.pointerDown(Point(x: 10, y: 10)), .pointerMoved(Point(x: 40, y: 10)))
            h.window.cancelCurrentTouch()
            XCTAssertEqual(pan.stateHistory, [.began, .cancelled, .possible])
            XCTAssertEqual(pan.state, .possible)
        }
    }

    func testAnInnerPanThatLostToAnEdgePanResets() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            let inner = PanGestureRecognizer()
            box.addGestureRecognizer(inner)
            let edge = ScreenEdgePanGestureRecognizer()
            edge.edges = .left
            h.root.addGestureRecognizer(edge)
            h.send(.pointerDown(Point(x: 5, y: 50)), .pointerMoved(Point(x: 30, y: 50)))
            XCTAssertEqual(inner.state, .possible, "failed when the edge pan claimed the touch, then reset")
            h.send(.pointerMoved(Point(x: 60, y: 50)))
            XCTAssertEqual(inner.stateHistory, [.failed, .possible], "and it sees no more of that touch")
            h.send(.pointerUp(Point(x: 60, y: 50)))
            XCTAssertEqual(edge.stateHistory, [.began, .changed, .ended, .possible])
        }
    }
}
