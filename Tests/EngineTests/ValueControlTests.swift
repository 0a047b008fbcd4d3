import Geometry
import XCTest

@testable import Engine

/// UISwitch, UISlider and UISegmentedControl driven by pointer events through the window.
///
/// Apple's documentation of `UIControl.Event.valueChanged`: "A touch dragging or otherwise
/// manipulating a control, causing it to emit a series of different values." Values set
/// in code send no event, as UIKit's controls do.
final class ValueControlTests: XCTestCase {
    /// Counts `.valueChanged` events of `control`.
    @MainActor
    final class ChangeCounter {
        var count = 0
        init(_ control: Control) {
            control.addTarget(for: .valueChanged) { [unowned self] _ in self.count += 1 }
        }
    }

    @MainActor
    static func tap(_ h: Harness, _ p: Point) {
        h.send(.pointerDown(p))
        h.clock.advance(by: 0.05)
        h.send(.pointerUp(p))
        h.step(30)
    }

    @MainActor
    static func drag(_ h: Harness, from a: Point, to b: Point, frames: Int = 10) {
        h.send(.pointerDown(a))
        for i in 1...frames {
            h.clock.advance(by: 1 / h.fps)
            let t = Double(i) / Double(frames)
            h.send(.pointerMoved(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)))
        }
        h.send(.pointerUp(b))
        h.step(30)
    }

    func testASwitchFlipsOnATapAndKeepsTheDraggedSide() {
        MainActor.assumeIsolated {
            let h = Harness()
            let toggle = Switch(frame: Rect(x: 100, y: 100, width: 200, height: 200))
            XCTAssertEqual(toggle.frame.size, Switch.size, "the size is fixed, as UIKit's")
            h.root.addSubview(toggle)
            let changes = ChangeCounter(toggle)
            Self.tap(h, Point(x: 120, y: 115))
            XCTAssertTrue(toggle.isOn)
            XCTAssertEqual(changes.count, 1)
            XCTAssertEqual(
                toggle.subviews.first { $0.accessibilityIdentifier == "switch.thumb" }?.frame.minX, 22,
                "the thumb slid right")
            Self.tap(h, Point(x: 120, y: 115))
            XCTAssertFalse(toggle.isOn)
            XCTAssertEqual(changes.count, 2)

            // A drag to the right turns it on; a drag that ends on the side it is on changes nothing.
            Self.drag(h, from: Point(x: 105, y: 115), to: Point(x: 148, y: 115))
            XCTAssertTrue(toggle.isOn)
            XCTAssertEqual(changes.count, 3)
            Self.drag(h, from: Point(x: 110, y: 115), to: Point(x: 145, y: 115))
            XCTAssertTrue(toggle.isOn)
            XCTAssertEqual(changes.count, 3, "no change, no event")

            toggle.setOn(false, animated: false)
            XCTAssertEqual(changes.count, 3, "code sends nothing")
        }
    }

    func testASliderFollowsTheGrabbedThumbAlongItsTrack() {
        MainActor.assumeIsolated {
            let h = Harness()
            let slider = Slider(frame: Rect(x: 50, y: 100, width: 228, height: 31))
            slider.minimumValue = 10
            slider.maximumValue = 30
            slider.value = 10
            h.root.addSubview(slider)
            h.step()
            let changes = ChangeCounter(slider)
            // The thumb's centre travels from 14 to 214 in the slider: 200 points for 20.
            XCTAssertEqual(slider.thumbCenterX(for: 10), 14)
            XCTAssertEqual(slider.thumbCenterX(for: 30), 214)
            Self.tap(h, Point(x: 200, y: 115))
            XCTAssertEqual(slider.value, 10, "a touch off the thumb does not move it")
            XCTAssertEqual(changes.count, 0)

            Self.drag(h, from: Point(x: 64, y: 115), to: Point(x: 164, y: 115))
            XCTAssertEqual(slider.value, 20, accuracy: 1e-4, "100 of 200 points is half of 10...30")
            XCTAssertEqual(changes.count, 10, "continuous: an event per move")
            Self.drag(h, from: Point(x: 164, y: 115), to: Point(x: 400, y: 115))
            XCTAssertEqual(slider.value, 30, "clamped at the end")

            slider.isContinuous = false
            changes.count = 0
            Self.drag(h, from: Point(x: 264, y: 115), to: Point(x: 114, y: 115))
            XCTAssertEqual(slider.value, 15, accuracy: 1e-4)
            XCTAssertEqual(changes.count, 1, "not continuous: one event at the lift")
            slider.value = 99
            XCTAssertEqual(slider.value, 30, "clamped in code too")
            XCTAssertEqual(changes.count, 1)
        }
    }

    func testASegmentedControlSelectsTheTappedSegment() {
        MainActor.assumeIsolated {
            let h = Harness()
            let control = SegmentedControl(items: ["One", "Two", "Three"])
            control.frame = Rect(x: 0, y: 0, width: 300, height: 32)
            h.root.addSubview(control)
            h.step()
            XCTAssertEqual(control.selectedSegmentIndex, SegmentedControl.noSegment)
            let changes = ChangeCounter(control)
            Self.tap(h, Point(x: 250, y: 16))
            XCTAssertEqual(control.selectedSegmentIndex, 2)
            XCTAssertEqual(changes.count, 1)
            XCTAssertEqual(
                control.subviews.first { $0.accessibilityIdentifier == "segmented.selection" }?.frame.minX, 202)
            Self.tap(h, Point(x: 250, y: 16))
            XCTAssertEqual(changes.count, 1, "the selected segment again: no change")
            Self.drag(h, from: Point(x: 50, y: 16), to: Point(x: 150, y: 16))
            XCTAssertEqual(control.selectedSegmentIndex, 2, "a lift on another segment selects nothing")

            control.insertSegment(withTitle: "Zero", at: 0, animated: false)
            XCTAssertEqual(control.selectedSegmentIndex, 3, "the selection stays on its segment")
            XCTAssertEqual(control.titleForSegment(at: 0), "Zero")
            control.removeSegment(at: 3, animated: false)
            XCTAssertEqual(control.selectedSegmentIndex, SegmentedControl.noSegment)
            XCTAssertEqual(control.numberOfSegments, 3)
            XCTAssertEqual(changes.count, 1, "code sends nothing")
        }
    }
    /// `setImage(_:forSegmentAt:)`: "A segment can have only an image or a title; it can't
    /// have both." and the segment index "must be a number between 0 and the number of
    /// segments minus 1; the segmented control pins values exceeding this upper range to the
    /// last segment." An image segment shows its image centred in the segment and no title;
    /// a title set later replaces the image.
    func testASegmentShowsAnImageOrATitleNeverBoth() {
        MainActor.assumeIsolated {
            let h = Harness()
            let image = TestImages.square()
            let control = SegmentedControl(items: ["One", image])
            control.frame = Rect(x: 0, y: 0, width: 200, height: 32)
            h.root.addSubview(control)
            h.step()
            XCTAssertTrue(control.imageForSegment(at: 1) === image, "an image item makes an image segment")
            XCTAssertEqual(control.titleForSegment(at: 1), "")
            let imageViews = control.subviews.compactMap { $0 as? ImageView }
            XCTAssertEqual(imageViews.count, 1)
            XCTAssertEqual(imageViews.first?.frame, Rect(x: 100, y: 0, width: 100, height: 32))

            control.setImage(image, forSegmentAt: 7)
            XCTAssertTrue(control.imageForSegment(at: 1) === image, "pinned to the last segment")
            XCTAssertNil(control.imageForSegment(at: 0))

            control.setTitle("Two", forSegmentAt: 1)
            XCTAssertNil(control.imageForSegment(at: 1), "a title replaces the image")
            XCTAssertEqual(control.titleForSegment(at: 1), "Two")
            XCTAssertTrue(control.subviews.allSatisfy { !($0 is ImageView) })

            control.insertSegment(with: image, at: 0, animated: false)
            XCTAssertEqual(control.numberOfSegments, 3)
            XCTAssertTrue(control.imageForSegment(at: 0) === image)
            XCTAssertEqual(control.titleForSegment(at: 1), "One")
            control.removeSegment(at: 0, animated: false)
            XCTAssertTrue(control.subviews.allSatisfy { !($0 is ImageView) }, "removing a segment removes its image")
        }
    }
}
