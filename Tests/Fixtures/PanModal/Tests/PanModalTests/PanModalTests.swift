import PanModal
import PlaygroundKit
import PlaygroundTesting
import UIKit
import XCTest

/// A sheet as PanModal's README writes one: a view controller that adopts `PanModalPresentable`
/// and names its heights.
final class SheetController: UIViewController, PanModalPresentable {
    var panScrollable: UIScrollView? { nil }
    var shortFormHeight: PanModalHeight { .contentHeight(300) }
    var longFormHeight: PanModalHeight { .contentHeight(300) }

    override func viewDidLoad() {
        view.accessibilityIdentifier = "sheet"
        view.backgroundColor = UIColor.white
    }
}

/// A screen whose button presents the sheet with `presentPanModal`, as an app would.
final class PresenterController: UIViewController {
    override func viewDidLoad() {
        view.backgroundColor = UIColor(white: 0.92, alpha: 1)
        let button = Button(title: "Show") { [unowned self] _ in
            presentPanModal(SheetController())
        }
        button.frame = CGRect(x: 100, y: 600, width: 200, height: 44)
        view.addSubview(button)
    }
}

struct PanModalDemo: Demo {
    static let name = "panmodal"
    static let title = "PanModal"
    static let summary = "slackhq/PanModal's bottom sheet, presented, dragged and dismissed"
    func makeRootViewController() -> ViewController { PresenterController() }
}

/// The library runs unchanged past its `PORT:` edits: headless, the sheet presents at its
/// content height over the window's bottom edge, and a drag down dismisses it, with no
/// diagnostic from the engine's checks on the way.
final class PanModalTests: XCTestCase {
    func testTheSheetPresentsAndADragDownDismissesIt() throws {
        let recorder = TransitionRecorder()
        let recording = try recorder.record(
            PanModalDemo.self, script: "click 200 622\nwait 1\ndrag 200 500 200 715 0.25\nwait 1.2")

        let presenting = recording.frames(during: "present")
        XCTAssertFalse(presenting.isEmpty, "presentPanModal ran a presentation")
        let settled = try XCTUnwrap(presenting.last).time
        let presented = try XCTUnwrap(recording.frames.first { $0.transition == nil && $0.time > settled })
        let sheet = try XCTUnwrap(presented.view("sheet"))
        // 720-point window, content height 300, no safe-area inset at the bottom.
        XCTAssertEqual(sheet.rect.minY, 420, accuracy: 0.5)
        XCTAssertEqual(sheet.rect.height, 300, accuracy: 0.5)

        // While the finger moves (1.0 s to 1.25 s) the sheet follows it down, before any
        // dismissal starts: PanModal's own pan handler moves the presented view.
        let dragged = recording.frames.filter { $0.time > 1.05 && $0.time < 1.25 && $0.transition == nil }
        let draggedY = try XCTUnwrap(dragged.last?.view("sheet")).rect.minY
        XCTAssertGreaterThan(draggedY, 440, "the sheet followed the finger down")

        XCTAssertFalse(recording.frames(during: "dismiss").isEmpty, "the drag dismissed the sheet")
        XCTAssertNil(recording.frames.last?.view("sheet"), "the sheet is gone at the end")
        XCTAssertEqual(recording.frames.flatMap(\.diagnostics), [])
    }
}
