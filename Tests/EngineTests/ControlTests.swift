import Geometry
import XCTest

@testable import Engine

/// `Control` is `UIControl`: a class a library subclasses, whose touches the window tracks
/// into events. Apple: `.touchUpInside` is "a touch-up event in the control where the finger
/// is inside the bounds of the control"; `.touchDragExit` "an event where a finger is dragged
/// from within a control to outside its bounds"; `.touchCancel` "a system event canceling
/// the current touches for the control". `.highlighted`: "A control becomes highlighted when
/// a touch event enters the control's bounds, and it loses that highlight when there's a
/// touch-up event or when the touch event exits the control's bounds."
final class ControlTests: XCTestCase {
    /// A library's own control, as `class Grabber: UIControl` is written.
    final class Grabber: Control {
        var highlights: [Bool] = []
        override var isHighlighted: Bool { didSet { highlights.append(isHighlighted) } }
    }

    /// Every event a tracked touch produces, by name, in order.
    @MainActor
    private static func record(_ control: Control) -> () -> [String] {
        var log: [String] = []
        let names: [(Control.Event, String)] = [
            (.touchDown, "down"), (.touchDragInside, "dragInside"), (.touchDragOutside, "dragOutside"),
            (.touchDragEnter, "enter"), (.touchDragExit, "exit"), (.touchUpInside, "upInside"),
            (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"), (.primaryActionTriggered, "primary"),
        ]
        for (event, name) in names { control.addTarget(for: event) { _ in log.append(name) } }
        return { log }
    }

    func testATapInsideSendsDownThenUpInsideAndHighlightsWhileDown() {
        MainActor.assumeIsolated {
            let h = Harness()
            let grabber = Grabber(frame: Rect(x: 100, y: 100, width: 40, height: 40))
            h.root.addSubview(grabber)
            let log = Self.record(grabber)
            h.send(.pointerDown(Point(x: 120, y: 120)))
            XCTAssertTrue(grabber.isHighlighted)
            XCTAssertTrue(grabber.isTracking)
            XCTAssertEqual(grabber.state, .highlighted)
            h.send(.pointerMoved(Point(x: 125, y: 120)))
            h.send(.pointerUp(Point(x: 125, y: 120)))
            XCTAssertEqual(log(), ["down", "dragInside", "upInside", "primary"])
            XCTAssertEqual(grabber.highlights, [true, false])
            XCTAssertFalse(grabber.isTracking)
        }
    }

    func testDraggingOutAndBackInSendsExitAndEnterAndReleasingOutsideIsNoTap() {
        MainActor.assumeIsolated {
            let h = Harness()
            let grabber = Grabber(frame: Rect(x: 100, y: 100, width: 40, height: 40))
            h.root.addSubview(grabber)
            let log = Self.record(grabber)
            h.send(.pointerDown(Point(x: 120, y: 120)))
            h.send(.pointerMoved(Point(x: 250, y: 250)))
            XCTAssertFalse(grabber.isHighlighted, "outside: no highlight")
            XCTAssertFalse(grabber.isTouchInside)
            h.send(.pointerMoved(Point(x: 110, y: 110)))
            XCTAssertTrue(grabber.isHighlighted, "back inside: highlighted again")
            h.send(.pointerMoved(Point(x: 250, y: 250)))
            h.send(.pointerUp(Point(x: 250, y: 250)))
            XCTAssertEqual(
                log(), ["down", "exit", "dragOutside", "enter", "dragInside", "exit", "dragOutside", "upOutside"])
        }
    }

    /// A disabled control gets no touches: the views behind it do, and nothing is sent.
    func testADisabledControlSendsNothing() {
        MainActor.assumeIsolated {
            let h = Harness()
            let grabber = Grabber(frame: Rect(x: 100, y: 100, width: 40, height: 40))
            h.root.addSubview(grabber)
            let log = Self.record(grabber)
            grabber.isEnabled = false
            XCTAssertEqual(grabber.state, .disabled)
            h.send(.pointerDown(Point(x: 120, y: 120)), .pointerUp(Point(x: 120, y: 120)))
            XCTAssertEqual(log(), [])
            XCTAssertFalse(grabber.isHighlighted)
        }
    }

    /// A recognizer that takes the touch over cancels the control's tracking.
    func testARecognizerTakingTheTouchSendsTouchCancel() {
        MainActor.assumeIsolated {
            let h = Harness()
            let grabber = Grabber(frame: Rect(x: 100, y: 100, width: 40, height: 40))
            h.root.addSubview(grabber)
            h.root.addGestureRecognizer(PanGestureRecognizer())
            let log = Self.record(grabber)
            h.send(.pointerDown(Point(x: 120, y: 120)))
            h.send(.pointerMoved(Point(x: 120, y: 200)))
            XCTAssertEqual(log().first, "down")
            XCTAssertEqual(log().last, "cancel")
            XCTAssertFalse(grabber.isHighlighted)
        }
    }

    /// The state is the union of what holds, as `UIControl.State` is an option set.
    func testStateIsTheUnionOfDisabledHighlightedAndSelected() {
        MainActor.assumeIsolated {
            for bits in 0..<8 {
                let control = Control(frame: .zero)
                control.isEnabled = bits & 1 == 0
                control.isHighlighted = bits & 2 != 0
                control.isSelected = bits & 4 != 0
                var expected: ControlState = .normal
                if bits & 1 != 0 { expected.insert(.disabled) }
                if bits & 2 != 0 { expected.insert(.highlighted) }
                if bits & 4 != 0 { expected.insert(.selected) }
                XCTAssertEqual(control.state, expected)
            }
        }
    }

    /// Target-action pairs follow UIKit's rules: the target is not retained (its actions stop
    /// when it is freed), the same pair added twice acts once, and `removeTarget` with nil
    /// names removes all of a target's pairs while plain closures stay.
    func testTargetsAreNotRetainedAddedOnceAndRemovable() {
        MainActor.assumeIsolated {
            final class Owner {
                var taps = 0
                func tapped(_ sender: Control) { taps += 1 }
            }
            let button = Button(title: "OK")
            var owner: Owner? = Owner()
            weak let weakOwner = owner
            var closureRuns = 0
            button.addTarget(for: .touchUpInside) { _ in closureRuns += 1 }
            for _ in 0..<2 {
                button.addTarget(owner!, named: "tapped:", for: .touchUpInside) { $0.tapped($1) }
            }
            button.sendActions(for: .touchUpInside)
            XCTAssertEqual(owner?.taps, 1, "the same pair twice acts once")
            XCTAssertEqual(button.allTargets.count, 1)
            XCTAssertEqual(button.allControlEvents, .touchUpInside)
            button.removeTarget(owner, named: nil, for: .allEvents)
            button.sendActions(for: .touchUpInside)
            XCTAssertEqual(owner?.taps, 1)
            button.addTarget(owner!, named: "tapped:", for: .touchUpInside) { $0.tapped($1) }
            owner = nil
            XCTAssertNil(weakOwner, "the control does not keep its target alive")
            button.sendActions(for: .touchUpInside)
            XCTAssertTrue(button.allTargets.isEmpty)
            XCTAssertEqual(closureRuns, 3)
        }
    }

    /// A button is a control: `view is Control` holds, and its `action` and its targets both
    /// hear a tap, the action first.
    func testAButtonIsAControlAndItsActionRunsBeforeItsTargets() {
        MainActor.assumeIsolated {
            let h = Harness()
            var order: [String] = []
            let button = Button(title: "Go", frame: Rect(x: 10, y: 10, width: 80, height: 44)) { _ in
                order.append("action")
            }
            button.addTarget(for: .touchUpInside) { _ in order.append("target") }
            h.root.addSubview(button)
            XCTAssertTrue((button as View) is Control)
            h.send(.pointerDown(Point(x: 50, y: 30)), .pointerUp(Point(x: 50, y: 30)))
            XCTAssertEqual(order, ["action", "target"])
        }
    }
}
