import Geometry
import XCTest

@testable import Engine

/// A view that logs the touch phases it receives.
private final class TouchLogView: View {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?) { log.append("cancelled") }
}

/// A discrete recognizer that recognizes as soon as the touch moves at all (a "nudge"):
/// its gesture is complete long before a pan's, which makes waiting visible.
private class NudgeRecognizer: GestureRecognizer {
    override func touchMoved(to point: Point, time: Double) {
        super.touchMoved(to: point, time: time)
        guard state == .possible else { return }
        state = .ended
        sendActions()
    }
    override func touchEnded(at point: Point, time: Double) {
        super.touchEnded(at: point, time: time)
        guard state == .possible else { return }
        state = .ended
        sendActions()
    }
}

/// A nudge whose class requires every pan to fail first (UIKit's subclass hook).
private final class PanWaitingNudge: NudgeRecognizer {
    override func shouldRequireFailure(of other: GestureRecognizer) -> Bool { other is PanGestureRecognizer }
}

/// A delegate whose answers the tests set.
private final class Arbiter: GestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var requireFailureOf: GestureRecognizer?
    var requiredToFailBy: GestureRecognizer?
    var receives = true
    var asked: [String] = []

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        asked.append("shouldBegin")
        return shouldBegin
    }
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { simultaneous }
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool { otherGestureRecognizer === requireFailureOf }
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool { otherGestureRecognizer === requiredToFailBy }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        asked.append("shouldReceive")
        return receives
    }
}

/// UIKit's documented rules between recognizers and between recognizers and views:
/// disabling, exclusion, failure requirements, the delegate, and the touch-delivery flags.
final class GestureArbitrationTests: XCTestCase {
    /// Apple, `UIGestureRecognizer.isEnabled`: "If you change this property to false while a
    /// gesture recognizer is currently recognizing a gesture, the gesture recognizer
    /// transitions to a cancelled state." Checked for a pan turned off from outside, from
    /// its own action, and for a tap still undecided (it never fires for that touch).
    func testDisablingWhileRecognizingCancelsAndNeverEnds() {
        MainActor.assumeIsolated {
            for fromAction in [false, true] {
                let h = Harness()
                let box = h.addBox()
                var seen: [GestureRecognizerState] = []
                let pan = PanGestureRecognizer { r in
                    seen.append(r.state)
                    if fromAction && r.state == .changed { r.isEnabled = false }
                }
                box.addGestureRecognizer(pan)
                h.send(.pointerDown(Point(x: 10, y: 10)), .pointerMoved(Point(x: 30, y: 10)))
                h.send(.pointerMoved(Point(x: 40, y: 10)))
                if !fromAction { pan.isEnabled = false }
                XCTAssertEqual(seen.last, .cancelled, "the action sees .cancelled at once")
                XCTAssertEqual(pan.state, .possible, "and the recognizer is reset after it")
                h.send(.pointerMoved(Point(x: 60, y: 10)), .pointerUp(Point(x: 60, y: 10)))
                XCTAssertEqual(seen, [.began, .changed, .cancelled], "no .ended and nothing after it for that touch")
                XCTAssertFalse(pan.stateHistory.contains(.ended))
                // Enabled again, the next touch is an ordinary pan.
                pan.isEnabled = true
                seen = []
                h.send(
                    .pointerDown(Point(x: 10, y: 10)), .pointerMoved(Point(x: 30, y: 10)),
                    .pointerUp(Point(x: 30, y: 10)))
                XCTAssertEqual(seen, [.began, .ended])
            }
            // An undecided tap turned off fails: the lift cannot make it recognize.
            let h = Harness()
            let box = h.addBox()
            var taps = 0
            let tap = TapGestureRecognizer { _ in taps += 1 }
            box.addGestureRecognizer(tap)
            h.send(.pointerDown(Point(x: 20, y: 20)))
            tap.isEnabled = false
            tap.isEnabled = true
            h.send(.pointerUp(Point(x: 20, y: 20)))
            XCTAssertEqual(taps, 0)
            XCTAssertEqual(tap.stateHistory, [.failed, .possible])
        }
    }

    /// Apple, `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`: "true to allow
    /// both gestureRecognizer and otherGestureRecognizer to recognize their gestures
    /// simultaneously. The default implementation returns false—no two gestures can be
    /// recognized simultaneously." And "returning true is guaranteed to allow simultaneous
    /// recognition". Checked with the delegate on either recognizer.
    func testByDefaultOneRecognizerTakesTheTouchAndEitherDelegateCanShareIt() {
        MainActor.assumeIsolated {
            for (innerSays, outerSays) in [(false, false), (true, false), (false, true)] {
                let h = Harness()
                let box = h.addBox()
                let inner = PanGestureRecognizer()
                let outer = PanGestureRecognizer()
                box.addGestureRecognizer(inner)
                h.root.addGestureRecognizer(outer)
                let innerDelegate = Arbiter()
                let outerDelegate = Arbiter()
                innerDelegate.simultaneous = innerSays
                outerDelegate.simultaneous = outerSays
                inner.delegate = innerDelegate
                outer.delegate = outerDelegate
                h.send(
                    .pointerDown(Point(x: 50, y: 50)), .pointerMoved(Point(x: 80, y: 50)),
                    .pointerUp(Point(x: 80, y: 50)))
                XCTAssertEqual(inner.stateHistory, [.began, .ended, .possible])
                if innerSays || outerSays {
                    XCTAssertEqual(outer.stateHistory, [.began, .ended, .possible], "true from one side is enough")
                } else {
                    XCTAssertEqual(outer.stateHistory, [.failed, .possible], "the default: one recognizer only")
                }
            }
        }
    }

    /// Apple, `require(toFail:)`: it "creates a dependency relationship between the gesture
    /// recognizer and another gesture recognizer"; the delegate's
    /// `gestureRecognizer(_:shouldRequireFailureOf:)` and
    /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)` return "true to set up a dynamic
    /// failure requirement". A recognizer waiting on another stays possible until that one
    /// fails, and fails when that one recognizes. `shouldBeRequiredToFail(by:)`, like its twin
    /// `shouldRequireFailure(of:)`: "Overriding this method allows a subclass to define a
    /// class-wide failure requirement." The rule is checked for all four ways of setting up
    /// the requirement, with a gesture (a nudge) that is complete at the first move, long
    /// before the pan it waits for decides.
    func testARecognizerWaitingOnAnotherStaysPossibleUntilThatOneFails() {
        MainActor.assumeIsolated {
            let ways = ["require(toFail:)", "shouldRequireFailureOf", "shouldBeRequiredToFailBy", "subclass"]
            for way in ways {
                let h = Harness()
                let box = h.addBox()
                var nudges = 0
                let nudge = way == "subclass" ? PanWaitingNudge() : NudgeRecognizer()
                nudge.addTarget { _ in nudges += 1 }
                let pan = PanGestureRecognizer()
                box.addGestureRecognizer(nudge)
                box.addGestureRecognizer(pan)
                let arbiter = Arbiter()
                switch way {
                case "require(toFail:)": nudge.require(toFail: pan)
                case "subclass": break
                case "shouldRequireFailureOf":
                    arbiter.requireFailureOf = pan
                    nudge.delegate = arbiter
                default:
                    arbiter.requiredToFailBy = nudge
                    pan.delegate = arbiter
                }
                // Nudge complete, pan undecided: the nudge waits.
                h.send(.pointerDown(Point(x: 20, y: 20)), .pointerMoved(Point(x: 24, y: 20)))
                XCTAssertEqual(nudge.state, .possible, "\(way): waits while the pan is undecided")
                XCTAssertEqual(nudges, 0, "\(way): no action while waiting")
                // The pan recognizes: the nudge fails and never fires.
                h.send(.pointerMoved(Point(x: 50, y: 20)), .pointerUp(Point(x: 50, y: 20)))
                XCTAssertEqual(nudges, 0, "\(way)")
                XCTAssertEqual(nudge.stateHistory, [.failed, .possible], "\(way)")
                XCTAssertEqual(pan.stateHistory, [.began, .ended, .possible], "\(way)")
                // The pan fails (the touch lifts before 10 points): the nudge recognizes then.
                var panStateWhenNudged: GestureRecognizerState?
                nudge.addTarget { _ in panStateWhenNudged = pan.state }
                h.send(.pointerDown(Point(x: 20, y: 20)), .pointerMoved(Point(x: 24, y: 20)))
                XCTAssertEqual(nudges, 0, "\(way)")
                h.send(.pointerUp(Point(x: 24, y: 20)))
                XCTAssertEqual(nudges, 1, "\(way): recognized once the pan failed")
                XCTAssertEqual(panStateWhenNudged, .failed, "\(way): after, not before, the failure")
                XCTAssertEqual(nudge.stateHistory.suffix(2), [.ended, .possible], "\(way)")
            }
        }
    }

    /// A failure requirement holds even when the two may recognize together: the waiting
    /// recognizer fails when the one it waits on recognizes. The control run without the
    /// requirement shows both recognizing.
    func testARequirementOutranksSimultaneousRecognition() {
        MainActor.assumeIsolated {
            for required in [false, true] {
                let h = Harness()
                let box = h.addBox()
                var taps = 0
                let tap = TapGestureRecognizer { _ in taps += 1 }
                tap.allowableMovement = 100
                let pan = PanGestureRecognizer()
                pan.shouldRecognizeSimultaneously = { _, _ in true }
                box.addGestureRecognizer(tap)
                box.addGestureRecognizer(pan)
                if required { tap.require(toFail: pan) }
                h.send(
                    .pointerDown(Point(x: 20, y: 20)), .pointerMoved(Point(x: 50, y: 20)),
                    .pointerUp(Point(x: 50, y: 20)))
                XCTAssertEqual(pan.stateHistory, [.began, .ended, .possible])
                XCTAssertEqual(taps, required ? 0 : 1)
            }
        }
    }

    /// Apple, `gestureRecognizerShouldBegin(_:)`: "Asks the delegate if a gesture recognizer
    /// should begin interpreting touches"; false makes it fail. And
    /// `gestureRecognizer(_:shouldReceive:)`: false keeps the touch from the recognizer.
    func testTheDelegateDecidesBeginningAndReceiving() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            var panned: [GestureRecognizerState] = []
            let pan = PanGestureRecognizer { panned.append($0.state) }
            let arbiter = Arbiter()
            pan.delegate = arbiter
            box.addGestureRecognizer(pan)
            arbiter.shouldBegin = false
            h.send(
                .pointerDown(Point(x: 10, y: 10)), .pointerMoved(Point(x: 40, y: 10)), .pointerUp(Point(x: 40, y: 10)))
            XCTAssertEqual(panned, [])
            XCTAssertEqual(pan.stateHistory, [.failed, .possible])
            XCTAssertEqual(arbiter.asked, ["shouldReceive", "shouldBegin"], "asked once each, in UIKit's order")
            arbiter.shouldBegin = true
            arbiter.receives = false
            arbiter.asked = []
            h.send(
                .pointerDown(Point(x: 10, y: 10)), .pointerMoved(Point(x: 40, y: 10)), .pointerUp(Point(x: 40, y: 10)))
            XCTAssertEqual(panned, [], "a touch it does not receive does not exist for it")
            XCTAssertEqual(pan.stateHistory, [.failed, .possible], "not even a failure")
            XCTAssertEqual(arbiter.asked, ["shouldReceive"])
            arbiter.receives = true
            h.send(
                .pointerDown(Point(x: 10, y: 10)), .pointerMoved(Point(x: 40, y: 10)), .pointerUp(Point(x: 40, y: 10)))
            XCTAssertEqual(panned, [.began, .ended])
            // The delegate is not retained.
            weak var weakArbiter: Arbiter?
            do {
                let other = Arbiter()
                pan.delegate = other
                weakArbiter = other
            }
            XCTAssertNil(weakArbiter)
            XCTAssertNil(pan.delegate)
        }
    }

    /// Apple, `cancelsTouchesInView`: "When this property is true (the default) and the
    /// gesture recognizer recognizes its gesture, the touches of that gesture that are
    /// pending aren't delivered to the view and previously delivered touches are canceled
    /// through a touchesCancelled(_:with:) message sent to the view. If a gesture recognizer
    /// doesn't recognize its gesture or if the value of this property is false, the view
    /// receives all touches in the multi-touch sequence."
    func testCancelsTouchesInView() {
        MainActor.assumeIsolated {
            for cancels in [true, false] {
                let h = Harness()
                let view = TouchLogView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
                h.root.addSubview(view)
                let pan = PanGestureRecognizer()
                pan.cancelsTouchesInView = cancels
                view.addGestureRecognizer(pan)
                h.send(.pointerDown(Point(x: 10, y: 10)), .pointerMoved(Point(x: 14, y: 10)))
                h.send(.pointerMoved(Point(x: 40, y: 10)), .pointerMoved(Point(x: 50, y: 10)))
                h.send(.pointerUp(Point(x: 50, y: 10)))
                XCTAssertEqual(pan.stateHistory, [.began, .changed, .ended, .possible])
                if cancels {
                    XCTAssertEqual(view.log, ["began", "moved", "cancelled"])
                } else {
                    XCTAssertEqual(view.log, ["began", "moved", "moved", "moved", "ended"])
                }
            }
        }
    }

    /// Apple, `delaysTouchesBegan`: "When the value of the property is true, the window
    /// suspends delivery of touch objects in the UITouch.Phase.began phase to the view. If
    /// the gesture recognizer subsequently recognizes its gesture, these touch objects are
    /// discarded. If the gesture recognizer, however, doesn't recognize its gesture, the
    /// window delivers these objects to the view".
    func testDelaysTouchesBegan() {
        MainActor.assumeIsolated {
            let h = Harness()
            let view = TouchLogView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
            h.root.addSubview(view)
            let pan = PanGestureRecognizer()
            pan.delaysTouchesBegan = true
            view.addGestureRecognizer(pan)
            // Recognized: the view never hears of the touch.
            h.send(.pointerDown(Point(x: 10, y: 10)), .pointerMoved(Point(x: 14, y: 10)))
            XCTAssertEqual(view.log, [], "held while the pan is undecided")
            h.send(.pointerMoved(Point(x: 40, y: 10)), .pointerUp(Point(x: 40, y: 10)))
            XCTAssertEqual(view.log, [], "discarded once the pan recognized")
            // Not recognized: the view gets the whole touch once the pan has failed.
            h.send(.pointerDown(Point(x: 10, y: 10)), .pointerMoved(Point(x: 14, y: 10)))
            XCTAssertEqual(view.log, [])
            h.send(.pointerUp(Point(x: 14, y: 10)))
            XCTAssertEqual(view.log, ["began", "moved", "ended"])
            // The default (false): the view sees the touch begin at once.
            view.log = []
            pan.delaysTouchesBegan = false
            h.send(.pointerDown(Point(x: 10, y: 10)))
            XCTAssertEqual(view.log, ["began"])
            h.send(.pointerUp(Point(x: 10, y: 10)))
        }
    }

    /// Apple, `delaysTouchesEnded`: "When the value of this property is true (the default)
    /// and the gesture recognizer is analyzing touch events, the window suspends delivery of
    /// touch objects in the UITouch.Phase.ended phase to the attached view. If the gesture
    /// recognizer subsequently recognizes its gesture, these touch objects are canceled (with
    /// a touchesCancelled(_:with:) message). If the gesture recognizer doesn't recognize its
    /// gesture, the window delivers these objects in an invocation of the view's
    /// touchesEnded(_:with:) method."
    func testDelaysTouchesEnded() {
        MainActor.assumeIsolated {
            for delays in [true, false] {
                let h = Harness()
                let view = TouchLogView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
                h.root.addSubview(view)
                let tap = TapGestureRecognizer { _ in view.log.append("tap") }
                tap.delaysTouchesEnded = delays
                view.addGestureRecognizer(tap)
                h.send(.pointerDown(Point(x: 10, y: 10)), .pointerUp(Point(x: 10, y: 10)))
                XCTAssertEqual(view.log, delays ? ["began", "tap", "cancelled"] : ["began", "ended", "tap"])
                // Not recognized (a drag): the lift reaches the view as an end either way.
                view.log = []
                h.send(
                    .pointerDown(Point(x: 10, y: 10)), .pointerMoved(Point(x: 60, y: 10)),
                    .pointerUp(Point(x: 60, y: 10)))
                XCTAssertEqual(view.log, ["began", "moved", "ended"])
            }
        }
    }

    /// Apple, `UIPanGestureRecognizer.minimumNumberOfTouches`: "The minimum number of fingers
    /// that can be touching the view for this gesture to be recognized"; and
    /// `maximumNumberOfTouches`, the most. A pointer is one finger.
    func testPanTouchCountBounds() {
        MainActor.assumeIsolated {
            for (minimum, maximum, begins) in [(1, Int.max, true), (2, Int.max, false), (1, 0, false), (1, 1, true)] {
                let h = Harness()
                let box = h.addBox()
                let pan = PanGestureRecognizer()
                pan.minimumNumberOfTouches = minimum
                pan.maximumNumberOfTouches = maximum
                box.addGestureRecognizer(pan)
                h.send(
                    .pointerDown(Point(x: 10, y: 10)), .pointerMoved(Point(x: 40, y: 10)),
                    .pointerUp(Point(x: 40, y: 10)))
                XCTAssertEqual(
                    pan.stateHistory, begins ? [.began, .ended, .possible] : [.failed, .possible],
                    "\(minimum)...\(maximum)")
            }
        }
    }
}
