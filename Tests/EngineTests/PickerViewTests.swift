import Geometry
import XCTest

@testable import Engine

/// A picker model of numbered rows per wheel that records what the picker tells it.
@MainActor
final class NumberedPickerModel: PickerViewDataSource, PickerViewDelegate {
    var rowCounts: [Int]
    var selections: [String] = []
    init(_ rowCounts: [Int]) { self.rowCounts = rowCounts }
    func numberOfComponents(in pickerView: PickerView) -> Int { rowCounts.count }
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { rowCounts[component] }
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        "\(component).\(row)"
    }
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(component):\(row)")
    }
}

/// UIPickerView's model and the wheel's snapping, driven by pointer events.
///
/// Apple, `UIPickerView.selectRow(_:inComponent:animated:)`: "Selects a row in a specified
/// component of the picker view." `pickerView(_:didSelectRow:inComponent:)`: "Called by the
/// picker view when the user selects a row in a component." `selectedRow(inComponent:)`:
/// "A zero-indexed number identifying the selected row, or -1 if no row is selected."
final class PickerViewTests: XCTestCase {
    /// A 300 x 216 picker (UIKit's height) at the window's origin.
    @MainActor
    static func makePicker(_ h: Harness, rows: [Int]) -> (PickerView, NumberedPickerModel) {
        let picker = PickerView(frame: Rect(x: 0, y: 0, width: 300, height: 216))
        let model = NumberedPickerModel(rows)
        picker.dataSource = model
        picker.delegate = model
        h.root.addSubview(picker)
        h.step()
        return (picker, model)
    }

    @MainActor
    static func flick(_ h: Harness, x: Double, from y0: Double, to y1: Double, frames: Int) {
        h.send(.pointerDown(Point(x: x, y: y0)))
        for i in 1...frames {
            h.clock.advance(by: 1 / h.fps)
            h.send(.pointerMoved(Point(x: x, y: y0 + (y1 - y0) * Double(i) / Double(frames))))
        }
        h.send(.pointerUp(Point(x: x, y: y1)))
    }

    func testTheModelAnswersAsUIPickerViewDoes() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 300))
            let (picker, model) = Self.makePicker(h, rows: [10, 5, 0])
            XCTAssertEqual(picker.numberOfComponents, 3)
            XCTAssertEqual(picker.numberOfRows(inComponent: 1), 5)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
            XCTAssertEqual(picker.selectedRow(inComponent: 2), -1, "no rows, no selection")
            picker.selectRow(7, inComponent: 0, animated: false)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 7)
            picker.selectRow(99, inComponent: 1, animated: true)
            h.step(60)
            XCTAssertEqual(picker.selectedRow(inComponent: 1), 4)
            XCTAssertEqual(model.selections, [], "selecting in code does not call didSelectRow")
            model.rowCounts[0] = 3
            picker.reloadComponent(0)
            XCTAssertEqual(
                picker.selectedRow(inComponent: 0), 2, "a selection that no longer exists moves to the last row")
            XCTAssertEqual((picker.view(forRow: 2, forComponent: 0) as? Label)?.text, "0.2")
            let centre = picker.view(forRow: 2, forComponent: 0)!.convert(Point(x: 0, y: 16), to: picker).y
            XCTAssertEqual(centre, 108, accuracy: 1e-9, "the selected row is centred in the band")
        }
    }

    func testAFlickComesToRestOnARowAndTellsTheDelegate() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 300))
            let (picker, model) = Self.makePicker(h, rows: [60])
            let wheel = picker.wheels[0]
            for (from, to, frames) in [(200.0, 40.0, 5), (150, 100, 12), (60, 190, 4), (100, 117, 20)] {
                Self.flick(h, x: 150, from: from, to: to, frames: frames)
                h.step(600)
                XCTAssertFalse(wheel.isDecelerating)
                let row = picker.selectedRow(inComponent: 0)
                XCTAssertEqual(wheel.contentOffset.y, wheel.offset(forRow: row), "rests exactly on a row")
                XCTAssertEqual(model.selections.last, "0:\(row)")
            }
            XCTAssertEqual(Set(model.selections).count, model.selections.count, "told once per new row")
        }
    }

    func testATouchThatStopsTheWheelBetweenRowsTurnsItToTheNearest() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 300))
            let (picker, model) = Self.makePicker(h, rows: [60])
            let wheel = picker.wheels[0]
            Self.flick(h, x: 150, from: 200, to: 40, frames: 5)
            h.step(7)
            h.send(.pointerDown(Point(x: 150, y: 100)))
            XCTAssertFalse(wheel.isDecelerating)
            h.send(.pointerUp(Point(x: 150, y: 100)))
            h.step(120)
            let row = picker.selectedRow(inComponent: 0)
            XCTAssertEqual(wheel.contentOffset.y, wheel.offset(forRow: row))
            XCTAssertEqual(model.selections, ["0:\(row)"], "the touch that stopped it is not a tap on a row")
        }
    }

    func testATapOnTheRowBelowTheBandSelectsIt() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 300))
            let (picker, model) = Self.makePicker(h, rows: [20])
            picker.selectRow(5, inComponent: 0, animated: false)
            let below = picker.view(forRow: 6, forComponent: 0)!
            let p = below.convert(Point(x: 150, y: 16), to: nil)
            h.send(.pointerDown(p), .pointerUp(p))
            h.step(120)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 6)
            XCTAssertEqual(model.selections, ["0:6"])
        }
    }

    func testRowsShrinkAndFadeAwayFromTheCentreLine() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 300))
            let (picker, _) = Self.makePicker(h, rows: [20])
            picker.selectRow(10, inComponent: 0, animated: false)
            h.step()
            var lastScale = 1.0 + 1e-9
            var lastAlpha = 1.0 + 1e-9
            for row in 10...13 {
                let v = picker.view(forRow: row, forComponent: 0)!
                guard !v.isHidden else { break }
                XCTAssertLessThan(v.transform.d, lastScale, "row \(row) is flatter than the one nearer the centre")
                XCTAssertLessThanOrEqual(v.alpha, lastAlpha)
                lastScale = v.transform.d
                lastAlpha = v.alpha
            }
            XCTAssertEqual(picker.view(forRow: 10, forComponent: 0)!.transform.d, 1, accuracy: 1e-9)
            XCTAssertTrue(picker.view(forRow: 19, forComponent: 0)!.isHidden, "rows past a quarter turn are hidden")
            XCTAssertEqual(picker.selectionIndicator.frame, Rect(x: 8, y: 92, width: 284, height: 32))
        }
    }
}
