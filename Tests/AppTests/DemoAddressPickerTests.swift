import DemoKit
import Demos
import Engine
import Geometry
import Transitions
import XCTest

/// The `address-picker` demo driven headless by pointer events, as a user would.
///
/// Apple, `UIPickerView.reloadComponent(_:)`: "Reloads a particular component of the picker
/// view." `pickerView(_:didSelectRow:inComponent:)`: "Called by the picker view when the user
/// selects a row in a component." Dependent wheels reload the ones to their right there.
final class DemoAddressPickerTests: XCTestCase {
    @MainActor
    static func openPicker() throws -> (DemoHarness, PickerView) {
        let h = DemoHarness(AddressPickerDemo.self)
        try h.tap("present-button")
        // The seed's timing: a 0.3 s present.
        XCTAssertEqual(h.window.currentTransitionContext?.transitionDuration ?? 0, 0.3, accuracy: 1e-9)
        h.runUntilIdle()
        let picker = try XCTUnwrap(h.find("picker") as? PickerView)
        XCTAssertEqual(h.screenFrame(of: try h.view("sheet")).minY, 720 - 292, accuracy: 0.5)
        return (h, picker)
    }

    /// The window point of the centre line of wheel `component`.
    @MainActor
    static func wheelCentre(_ h: DemoHarness, _ picker: PickerView, _ component: Int) throws -> Point {
        let wheel = try h.view("picker-wheel-\(component)")
        let f = h.screenFrame(of: wheel)
        return Point(x: f.midX, y: h.screenFrame(of: picker).midY)
    }

    func testSpinningTheProvinceWheelReloadsCitiesAndDistrictsAndDoneWritesTheChoice() throws {
        try MainActor.assumeIsolated {
            let (h, picker) = try Self.openPicker()
            XCTAssertEqual(picker.numberOfComponents, 3)
            XCTAssertEqual((h.find("picker-row-0-0") as? Label)?.text, "北京 Beijing")
            // Two rows up, slowly, then let go: the wheel snaps onto Guangdong.
            let c = try Self.wheelCentre(h, picker, 0)
            h.down(at: Point(x: c.x, y: c.y + 40))
            h.move(from: Point(x: c.x, y: c.y + 40), to: Point(x: c.x, y: c.y - 34), seconds: 0.8)
            h.step(0.3)
            h.up(at: Point(x: c.x, y: c.y - 34))
            h.step(2)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
            XCTAssertEqual((h.find("picker-row-1-1") as? Label)?.text, "深圳 Shenzhen", "Guangdong's cities")
            XCTAssertEqual(picker.numberOfRows(inComponent: 1), 3)
            XCTAssertEqual(picker.selectedRow(inComponent: 1), 0)
            // The city wheel one row on: Shenzhen's districts.
            let m = try Self.wheelCentre(h, picker, 1)
            h.down(at: Point(x: m.x, y: m.y + 20))
            h.move(from: Point(x: m.x, y: m.y + 20), to: Point(x: m.x, y: m.y - 22), seconds: 0.5)
            h.step(0.3)
            h.up(at: Point(x: m.x, y: m.y - 22))
            h.step(2)
            XCTAssertEqual(picker.selectedRow(inComponent: 1), 1)
            XCTAssertEqual((h.find("picker-row-2-0") as? Label)?.text, "南山 Nanshan")
            try h.tap("done-button")
            h.runUntilIdle()
            XCTAssertNil(h.presented, "Done closes the sheet")
            XCTAssertEqual((h.find("choice-label") as? Label)?.text, "广东 Guangdong · 深圳 Shenzhen · 南山 Nanshan")
            h.assertNoDiagnostics()
        }
    }

    func testCancelLeavesTheChoiceAndTheSheetIsFreed() throws {
        try MainActor.assumeIsolated {
            weak var sheet: ViewController?
            let h: DemoHarness
            do {
                let (harness, picker) = try Self.openPicker()
                h = harness
                sheet = h.presented
                picker.selectRow(3, inComponent: 0, animated: false)
                try h.tap("cancel-button")
            }
            h.runUntilIdle()
            h.step(0.5)
            XCTAssertNil(h.presented)
            XCTAssertEqual((h.find("choice-label") as? Label)?.text, "No address chosen yet")
            XCTAssertNil(sheet, "the dismissed sheet, its picker and its transition are freed")
        }
    }
}
