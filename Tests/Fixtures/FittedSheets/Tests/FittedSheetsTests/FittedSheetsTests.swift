import FittedSheets
import PlaygroundKit
import PlaygroundTesting
import UIKit
import XCTest

/// Content as FittedSheets' README writes it: views pinned with Auto Layout from the top of
/// the root view to its bottom, so `.intrinsic` is the least height the constraints allow
/// (the compressed fitting size): 20 + 120 + 12 + 80 + 20 = 252 points.
final class FormController: UIViewController {
    override func viewDidLoad() {
        view.backgroundColor = UIColor.white
        let header = UIView()
        header.accessibilityIdentifier = "header"
        header.backgroundColor = UIColor(red: 0.3, green: 0.5, blue: 0.9, alpha: 1)
        let footer = UIView()
        footer.backgroundColor = UIColor(red: 0.9, green: 0.6, blue: 0.3, alpha: 1)
        for v in [header, footer] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            header.heightAnchor.constraint(equalToConstant: 120),
            footer.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 12),
            footer.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            footer.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            footer.heightAnchor.constraint(equalToConstant: 80),
            // At most 20 above the bottom, so the sheet may grow past the content's height.
            footer.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor, constant: -20),
        ])
    }
}

/// A list that fills the sheet and hands a drag to it at its top (`handleScrollView`).
final class ListController: UIViewController {
    let list = UIScrollView()

    override func viewDidLoad() {
        view.backgroundColor = UIColor.white
        list.accessibilityIdentifier = "list"
        list.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(list)
        NSLayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: view.topAnchor),
            list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            list.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        for row in 0..<30 {
            let cell = UIView(frame: CGRect(x: 16, y: CGFloat(row) * 60 + 8, width: 368, height: 44))
            cell.backgroundColor = UIColor(red: 0.3, green: 0.5 + CGFloat(row % 4) * 0.1, blue: 0.9, alpha: 1)
            cell.layer.cornerRadius = 8
            if row == 0 { cell.accessibilityIdentifier = "row0" }
            list.addSubview(cell)
        }
        list.contentSize = CGSize(width: 400, height: 30 * 60 + 16)
    }
}

/// A screen whose buttons present the two sheets, as an app would.
final class HomeController: UIViewController {
    override func viewDidLoad() {
        view.backgroundColor = UIColor(white: 0.92, alpha: 1)
        let form = Button(title: "Form") { [unowned self] _ in
            let sheet = SheetViewController(
                controller: FormController(), sizes: [.intrinsic, .percent(0.6), .fullscreen])
            sheet.contentViewController.view.accessibilityIdentifier = "sheet"
            present(sheet, animated: true)
        }
        form.frame = CGRect(x: 100, y: 80, width: 200, height: 44)
        view.addSubview(form)
        let list = Button(title: "List") { [unowned self] _ in
            let content = ListController()
            let sheet = SheetViewController(controller: content, sizes: [.fixed(300), .fullscreen])
            sheet.contentViewController.view.accessibilityIdentifier = "sheet"
            present(sheet, animated: true)
            sheet.handleScrollView(content.list)
        }
        list.frame = CGRect(x: 100, y: 140, width: 200, height: 44)
        view.addSubview(list)
    }
}

struct FittedSheetsDemo: Demo {
    static let name = "fitted"
    static let title = "FittedSheets"
    static let summary = "gordontucker/FittedSheets' sheet at its intrinsic size, resized, handed off and dismissed"
    func makeRootViewController() -> ViewController { HomeController() }
}

/// The library runs unchanged past its `PORT:` edits, headless in a 400x720 window.
final class FittedSheetsTests: XCTestCase {
    /// The form's sheet ([.intrinsic, .percent(0.6), .fullscreen]):
    /// - presented at its intrinsic height, 252 points, which Auto Layout works out from the
    ///   content's constraints (`systemLayoutSizeFitting` with the compressed fitting size);
    /// - a slow drag up of 100 points is released short of 60 % (432 points) and the
    ///   library's rule (the released height plus a fifth of the velocity, rounded up to the
    ///   next size) settles it there;
    /// - a slow drag down of 160 points settles it back on the intrinsic size;
    /// - a fast flick down (more than the library's 500 points a second after its 0.2
    ///   factor) dismisses it, and the sheet leaves the view tree.
    func testTheSheetOpensAtItsIntrinsicSizeResizesAndIsDraggedAway() throws {
        // Frame 54 (0.9 s) is the sheet at its intrinsic size, kept as the reference frame.
        let recorder = TransitionRecorder(images: .frames([54]))
        let recording = try recorder.record(
            FittedSheetsDemo.self,
            script: """
                click 200 102
                wait 1
                drag 200 520 200 420 1.0
                wait 1
                drag 200 330 200 490 1.0
                wait 1
                drag 200 500 200 700 0.15
                wait 1
                """)
        func rect(_ id: String, at time: Double) throws -> CGRect {
            let frame = try XCTUnwrap(recording.frames.last { $0.time <= time })
            return try XCTUnwrap(frame.view(id), "\(id) at \(time) s").rect
        }
        // Presented: the intrinsic height, the content laid out by its constraints inside.
        XCTAssertEqual(try rect("sheet", at: 0.9), CGRect(x: 0, y: 468, width: 400, height: 252))
        XCTAssertEqual(try rect("header", at: 0.9), CGRect(x: 16, y: 488, width: 368, height: 120))
        // Mid-drag (1.0 s to 2.0 s) the sheet grows with the finger, its bottom on the edge.
        let mid = try rect("sheet", at: 1.5)
        XCTAssertEqual(mid.minY, 418, accuracy: 12)
        XCTAssertEqual(mid.maxY, 720, accuracy: 0.5)
        // Released: 60 % of the window.
        XCTAssertEqual(try rect("sheet", at: 2.9), CGRect(x: 0, y: 288, width: 400, height: 432))
        // Dragged down: back at the intrinsic size.
        XCTAssertEqual(try rect("sheet", at: 4.9), CGRect(x: 0, y: 468, width: 400, height: 252))
        // Flicked down at 5.0 s: gone once its animation ends.
        XCTAssertNil(recording.frames.last?.view("sheet"), "the sheet was dismissed")
        // The only diagnostics are Auto Layout's (the library's height constraint starts at
        // zero until the intrinsic height is known, as on iOS, which logs the same), and none
        // after the sheet is on screen.
        let shown = try XCTUnwrap(recording.frames.first { $0.time >= 0.9 }).time
        XCTAssertEqual(
            recording.frames.filter { $0.time >= shown }.flatMap(\.diagnostics).map(\.kind), [])
        XCTAssertEqual(
            Set(recording.frames.flatMap(\.diagnostics).map(\.kind)).subtracting(["layout.unsatisfiable"]), [])

        assertTransitionSnapshot(recording.image(at: 54), named: "sheet-intrinsic")
    }

    /// The list's sheet ([.fixed(300), .fullscreen]) with `handleScrollView(_:)`:
    /// - a drag up inside the list, while the sheet can still grow, moves the sheet, not the
    ///   list, and it settles full screen;
    /// - full screen, the next drag up scrolls the list (its first row moves up);
    /// - a drag down scrolls the list back to its top, the sheet staying full screen;
    /// - at the top, a drag down in the list moves the sheet (the hand-off) and dismisses it.
    func testTheListHandsTheDragToTheSheetAtItsTop() throws {
        let recorder = TransitionRecorder(images: .frames([]))
        let recording = try recorder.record(
            FittedSheetsDemo.self,
            script: """
                click 200 162
                wait 1
                drag 200 600 200 450 1.0
                wait 1
                drag 200 500 200 300 1.0
                wait 1
                drag 200 300 200 600 1.0
                wait 1.5
                drag 200 200 200 700 0.3
                wait 1
                """)
        func rect(_ id: String, at time: Double) throws -> CGRect {
            let frame = try XCTUnwrap(recording.frames.last { $0.time <= time })
            return try XCTUnwrap(frame.view(id), "\(id) at \(time) s").rect
        }
        XCTAssertEqual(try rect("sheet", at: 0.9), CGRect(x: 0, y: 420, width: 400, height: 300))
        XCTAssertEqual(try rect("row0", at: 0.9).minY, 428, accuracy: 0.5)
        // The drag up (1.0 s to 2.0 s) grew the sheet; the list did not scroll under it.
        XCTAssertLessThan(try rect("sheet", at: 1.9).minY, 400)
        XCTAssertEqual(try rect("sheet", at: 2.9), CGRect(x: 0, y: 0, width: 400, height: 720))
        XCTAssertEqual(try rect("row0", at: 2.9).minY, 8, accuracy: 0.5)
        // Full screen, the drag up (3.0 s to 4.0 s) scrolls the list.
        XCTAssertLessThan(try rect("row0", at: 4.9).minY, -100, "the list scrolled")
        XCTAssertEqual(try rect("sheet", at: 4.9).minY, 0)
        // The drag down (5.0 s to 6.0 s) brings the list back to its top; the sheet stays.
        // Its top is now 24 points lower: the library insets the child's safe area by the
        // pull bar's height, which the list's automatic content inset adds, as on iOS.
        XCTAssertEqual(try rect("row0", at: 7.4).minY, 8 + 24, accuracy: 0.5)
        XCTAssertEqual(try rect("sheet", at: 7.4).minY, 0)
        // At the top, the drag down (7.5 s) moves the sheet and dismisses it.
        XCTAssertGreaterThan(try rect("sheet", at: 7.7).minY, 50, "the list handed the drag to the sheet")
        XCTAssertNil(recording.frames.last?.view("sheet"), "the sheet was dismissed")
    }
}
