import Geometry
import XCTest

@testable import Engine

/// `UIControl`'s tracking hooks, which a control subclass overrides to follow a drag. Apple,
/// `beginTracking(_:with:)`: "Notifies the control when a touch event enters the control's
/// bounds", returning "true if the control should continue tracking touch events or false if
/// it should stop. This value is used to update the isTracking property"; the same for
/// `continueTracking(_:with:)`, "called repeatedly while a touch event is being tracked";
/// `endTracking(_:with:)`: "Notifies the control when a touch event associated with the
/// control ends"; `cancelTracking(with:)`: "Tells the control to cancel tracking related to
/// the specified event". `isTracking`: "When tracking ends or is canceled for any reason, it
/// sets the value of this property to false."
final class ControlTrackingTests: XCTestCase {
    /// A colour picker's brightness slider, as ChromaColorPicker writes one: the handle
    /// follows the finger through the tracking hooks, and each hook is logged.
    final class HandleSlider: Control {
        var log: [String] = []
        var handleX = 0.0
        /// What `beginTracking` answers: false for a touch away from the handle.
        var grabsTouch = true
        /// How many moves `continueTracking` follows before it answers false.
        var movesToFollow = Int.max

        override func beginTracking(_ touch: Touch, with event: TouchEvent?) -> Bool {
            log.append("begin \(touch.location(in: self).x)")
            handleX = touch.location(in: self).x
            return grabsTouch
        }

        override func continueTracking(_ touch: Touch, with event: TouchEvent?) -> Bool {
            log.append("continue \(touch.location(in: self).x) tracking=\(isTracking)")
            handleX = touch.location(in: self).x
            movesToFollow -= 1
            return movesToFollow > 0
        }

        override func endTracking(_ touch: Touch?, with event: TouchEvent?) {
            log.append("end \(touch?.location(in: self).x ?? -1) inside=\(isTouchInside)")
            super.endTracking(touch, with: event)
        }

        override func cancelTracking(with event: TouchEvent?) {
            log.append("cancel")
            super.cancelTracking(with: event)
        }
    }

    @MainActor
    private static func slider(in h: Harness) -> HandleSlider {
        let slider = HandleSlider(frame: Rect(x: 100, y: 100, width: 200, height: 40))
        h.root.addSubview(slider)
        return slider
    }

    func testADragCallsBeginThenContinueForEachMoveThenEndAndMovesTheHandle() {
        MainActor.assumeIsolated {
            let h = Harness()
            let slider = Self.slider(in: h)
            var ups = 0
            slider.addTarget(for: .touchUpInside) { _ in ups += 1 }
            h.send(.pointerDown(Point(x: 120, y: 120)))
            XCTAssertTrue(slider.isTracking)
            h.send(.pointerMoved(Point(x: 150, y: 120)))
            h.send(.pointerMoved(Point(x: 180, y: 122)))
            XCTAssertEqual(slider.handleX, 80, "the handle is where the finger is, in the control")
            h.send(.pointerUp(Point(x: 190, y: 122)))
            XCTAssertEqual(
                slider.log,
                ["begin 20.0", "continue 50.0 tracking=true", "continue 80.0 tracking=true", "end 90.0 inside=true"])
            XCTAssertFalse(slider.isTracking)
            XCTAssertEqual(ups, 1)
        }
    }

    func testBeginAnsweringFalseStopsTrackingButTheControlStillSendsItsEvents() {
        MainActor.assumeIsolated {
            let h = Harness()
            let slider = Self.slider(in: h)
            slider.grabsTouch = false
            var ups = 0
            slider.addTarget(for: .touchUpInside) { _ in ups += 1 }
            h.send(.pointerDown(Point(x: 120, y: 120)))
            XCTAssertFalse(slider.isTracking, "isTracking takes beginTracking's answer")
            h.send(.pointerMoved(Point(x: 150, y: 120)))
            h.send(.pointerUp(Point(x: 150, y: 120)))
            XCTAssertEqual(slider.log, ["begin 20.0"], "no continue, no end")
            XCTAssertEqual(ups, 1)
        }
    }

    func testContinueAnsweringFalseEndsTheCallsForTheRestOfTheTouch() {
        MainActor.assumeIsolated {
            let h = Harness()
            let slider = Self.slider(in: h)
            slider.movesToFollow = 1
            h.send(.pointerDown(Point(x: 120, y: 120)))
            h.send(.pointerMoved(Point(x: 150, y: 120)))
            XCTAssertFalse(slider.isTracking)
            h.send(.pointerMoved(Point(x: 180, y: 120)))
            h.send(.pointerUp(Point(x: 400, y: 120)))
            XCTAssertEqual(slider.log, ["begin 20.0", "continue 50.0 tracking=true"])
            XCTAssertEqual(slider.handleX, 50)
        }
    }

    func testLiftingOutsideEndsWithTouchOutsideAndACancelledTouchCallsCancel() {
        MainActor.assumeIsolated {
            let h = Harness()
            let slider = Self.slider(in: h)
            h.send(.pointerDown(Point(x: 120, y: 120)))
            h.send(.pointerUp(Point(x: 120, y: 300)))
            XCTAssertEqual(slider.log.last, "end 20.0 inside=false")
            slider.log = []
            h.send(.pointerDown(Point(x: 120, y: 120)))
            h.window.cancelCurrentTouch()
            XCTAssertEqual(slider.log, ["begin 20.0", "cancel"])
            XCTAssertFalse(slider.isTracking)
        }
    }
}
