import Geometry
import XCTest

@testable import Transitions

/// Where an alert's and an action sheet's parts go, worked out by hand from iOS's metrics:
/// an alert 270 wide, 20 points above and below its texts, 4 between title and message,
/// 44-point buttons; an action sheet 8 points in from the window's sides, 16 around its
/// texts, 57-point buttons, the cancel group 8 below the rest. Title 22 and message 32
/// points tall throughout (what `header` answers), so every figure below is a sum of those.
final class AlertLayoutTests: XCTestCase {
    private func layout(
        _ form: AlertLayout.Form, _ styles: [AlertAction.Style], widths: [Double]? = nil, fields: Int = 0,
        container: Double = 390, title: Double? = 22, message: Double? = 32
    ) -> AlertLayout {
        AlertLayout(
            form: form, actions: styles, titleWidths: widths ?? styles.map { _ in 30 }, textFields: fields,
            containerWidth: container
        ) { _ in (title, message) }
    }

    func testAnAlertWithOneTwoAndThreeActions() {
        // Texts: 20 + 22 + 4 + 32 + 20 = 98 points, then the buttons.
        let one = layout(.alert, [.default])
        XCTAssertEqual(one.title, Rect(x: 16, y: 20, width: 238, height: 22))
        XCTAssertEqual(one.message, Rect(x: 16, y: 46, width: 238, height: 32))
        XCTAssertEqual(one.buttons, [Rect(x: 0, y: 98, width: 270, height: 44)])
        XCTAssertEqual(one.size, Size(width: 270, height: 142))
        XCTAssertEqual(one.separators, [Rect(x: 0, y: 98, width: 270, height: 0.5)])

        // Two short titles: side by side, the cancel action (added second) on the left.
        let two = layout(.alert, [.default, .cancel])
        XCTAssertTrue(two.isHorizontal)
        XCTAssertEqual(
            two.buttons, [Rect(x: 135, y: 98, width: 135, height: 44), Rect(x: 0, y: 98, width: 135, height: 44)])
        XCTAssertEqual(two.size, Size(width: 270, height: 142))
        XCTAssertEqual(
            two.separators,
            [Rect(x: 0, y: 98, width: 270, height: 0.5), Rect(x: 134.75, y: 98, width: 0.5, height: 44)])

        // A title wider than half the card less its padding (135 - 16 = 119) makes a column.
        let long = layout(.alert, [.default, .cancel], widths: [120, 30])
        XCTAssertFalse(long.isHorizontal)
        XCTAssertEqual(
            long.buttons, [Rect(x: 0, y: 98, width: 270, height: 44), Rect(x: 0, y: 142, width: 270, height: 44)])
        XCTAssertEqual(layout(.alert, [.default, .cancel], widths: [119, 119]).isHorizontal, true)

        // Three: a column, the cancel action (added first) last.
        let three = layout(.alert, [.cancel, .default, .destructive])
        XCTAssertEqual(
            three.buttons,
            [
                Rect(x: 0, y: 186, width: 270, height: 44), Rect(x: 0, y: 98, width: 270, height: 44),
                Rect(x: 0, y: 142, width: 270, height: 44),
            ])
        XCTAssertEqual(three.size, Size(width: 270, height: 230))
        XCTAssertEqual(three.separators.map(\.minY), [98, 142, 186])
    }

    func testAnAlertWithTextFieldsOrNoTexts() {
        // Two fields of 30 with 8 between under the texts, 16 below them: 98 + 68 + 16 = 182.
        let fields = layout(.alert, [.default], fields: 2)
        XCTAssertEqual(
            fields.textFields,
            [Rect(x: 16, y: 98, width: 238, height: 30), Rect(x: 16, y: 136, width: 238, height: 30)])
        XCTAssertEqual(fields.buttons, [Rect(x: 0, y: 182, width: 270, height: 44)])
        // No title, no message: the buttons start at the top, with no line above them.
        let bare = layout(.alert, [.default], title: nil, message: nil)
        XCTAssertNil(bare.title)
        XCTAssertEqual(bare.buttons, [Rect(x: 0, y: 0, width: 270, height: 44)])
        XCTAssertTrue(bare.separators.isEmpty)
        // A title alone: 20 + 22 + 20.
        XCTAssertEqual(layout(.alert, [.default], message: nil).buttons.first??.minY, 62)
    }

    func testAnActionSheetWithOneTwoAndThreeActionsAndCancel() {
        // 390 wide: 374 of sheet. Texts: 16 + 22 + 4 + 32 + 16 = 90, then 57-point buttons.
        for count in 1...3 {
            let styles = [AlertAction.Style](repeating: .default, count: count) + [.cancel]
            let sheet = layout(.actionSheet, styles)
            XCTAssertEqual(sheet.title, Rect(x: 16, y: 16, width: 342, height: 22))
            XCTAssertEqual(sheet.message, Rect(x: 16, y: 42, width: 342, height: 32))
            for i in 0..<count {
                XCTAssertEqual(sheet.buttons[i], Rect(x: 0, y: 90 + 57 * Double(i), width: 374, height: 57))
            }
            let cardHeight = 90 + 57 * Double(count)
            XCTAssertEqual(sheet.card, Rect(x: 0, y: 0, width: 374, height: cardHeight))
            XCTAssertEqual(sheet.cancelGroup, Rect(x: 0, y: cardHeight + 8, width: 374, height: 57))
            XCTAssertEqual(sheet.buttons[count], sheet.cancelGroup)
            XCTAssertEqual(sheet.size, Size(width: 374, height: cardHeight + 65))
            XCTAssertFalse(sheet.isHorizontal, "an action sheet is always a column")
            // At the bottom of a 390 x 844 window, 8 points up, centred.
            XCTAssertEqual(
                sheet.frame(in: Rect(x: 0, y: 0, width: 390, height: 844)),
                Rect(x: 8, y: 844 - 8 - (cardHeight + 65), width: 374, height: cardHeight + 65))
        }
        // Wide windows keep it 400 wide; a popover is 304 and has no cancel button.
        XCTAssertEqual(layout(.actionSheet, [.default], container: 1024).size.width, 400)
        let popover = layout(.popover, [.default, .cancel])
        XCTAssertEqual(popover.size, Size(width: 304, height: 147))
        XCTAssertNil(popover.buttons[1])
        XCTAssertNil(popover.cancelGroup)
    }

    func testAnAlertIsCentredInAnyContainer() {
        for (w, h) in [(320.0, 480.0), (390, 844), (1280, 800)] {
            let alert = layout(.alert, [.default, .cancel])
            let frame = alert.frame(in: Rect(x: 0, y: 0, width: w, height: h))
            XCTAssertEqual(frame.size, alert.size)
            XCTAssertEqual(frame.midX, w / 2, accuracy: 0.5)
            XCTAssertEqual(frame.midY, h / 2, accuracy: 0.5)
        }
    }
}
