import PlaygroundKit
import PlaygroundTesting
import PopupDialog
import UIKit
import XCTest

/// The header image shipped beside these tests (80x40 pixels, so 40x20 points at `@2x`).
let headerImagePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Images/header@2x.png").path

/// What a PopupDialog user writes: a screen with a button that shows a dialog with a title,
/// a message, a header image and two buttons, as the library's README does.
final class ExampleController: UIViewController {
    /// The titles of the buttons whose actions ran, in order.
    var tapped: [String] = []

    override func viewDidLoad() {
        view.backgroundColor = UIColor(white: 0.92, alpha: 1)
        let show = Button(title: "Show dialog") { [unowned self] _ in showDialog() }
        show.frame = CGRect(x: 100, y: 100, width: 200, height: 44)
        view.addSubview(show)
    }

    func showDialog() {
        let popup = PopupDialog(
            title: "THIS IS THE DIALOG TITLE", message: "This is the message",
            image: UIImage(contentsOfFile: headerImagePath))
        let cancel = CancelButton(title: "CANCEL") { [unowned self] in tapped.append("CANCEL") }
        let ok = DefaultButton(title: "OK") { [unowned self] in tapped.append("OK") }
        cancel.accessibilityIdentifier = "cancel"
        ok.accessibilityIdentifier = "ok"
        popup.addButtons([cancel, ok])
        popup.viewController.view.accessibilityIdentifier = "dialog"
        present(popup, animated: true, completion: nil)
    }
}

struct PopupDialogDemo: Demo {
    static let name = "popup-dialog"
    static let title = "PopupDialog"
    static let summary = "Orderella/PopupDialog's dialog, its buttons and its pan to dismiss"
    func makeRootViewController() -> ViewController { ExampleController() }
}

/// The library runs past its `PORT:` edits, headless in a 400x720 window. Sizes are
/// PopupDialog's own constraints: the dialog is 20 points in from each side (its width
/// between 300 and 340), so 340 wide and centred; its buttons are 45 points high, stacked.
final class PopupDialogTests: XCTestCase {
    func rect(_ recording: TransitionRecording, _ id: String, at time: Double) throws -> CGRect? {
        let frame = try XCTUnwrap(recording.frames.last { $0.time <= time })
        return frame.view(id)?.rect
    }

    /// The dialog bounces up into the centre with its image, title, message and buttons; a
    /// tap on a button runs its action and dismisses the dialog.
    func testTheDialogPresentsAndAButtonTapDismissesIt() throws {
        // Frame 60 (1 s) is the presented dialog, kept as the reference frame.
        let recording = try TransitionRecorder(images: .frames([60])).record(
            PopupDialogDemo.self,
            script: """
                click 200 122
                wait 1
                """)
        let dialog = try XCTUnwrap(try rect(recording, "dialog", at: 0.95), "the dialog once presented")
        XCTAssertEqual(dialog.width, 340, accuracy: 0.5)
        XCTAssertEqual(dialog.midX, 200, accuracy: 0.5)
        let ok = try XCTUnwrap(try rect(recording, "ok", at: 0.95))
        let cancel = try XCTUnwrap(try rect(recording, "cancel", at: 0.95))
        XCTAssertEqual(ok.height, 45, accuracy: 0.5)
        XCTAssertEqual(ok.minY, cancel.maxY, accuracy: 0.5, "vertical buttons, in the order added")
        XCTAssertGreaterThanOrEqual(cancel.minY, dialog.maxY - 0.5, "the buttons below the content")
        // Its bounce-up animator says it takes 0.22 s but animates for 0.6 s: UIKit does not
        // check, the playground reports the mismatch once `completeTransition(_:)` comes
        // late, and nothing else.
        XCTAssertEqual(Set(recording.frames.flatMap(\.diagnostics).map(\.kind)), ["transition.durationMismatch"])
        assertTransitionSnapshot(recording.image(at: 60), named: "dialog-presented")

        let tap = try TransitionRecorder().record(
            PopupDialogDemo.self,
            script: """
                click 200 122
                wait 1
                click \(Int(ok.midX)) \(Int(ok.midY))
                wait 1
                """)
        XCTAssertNotNil(try rect(tap, "dialog", at: 0.95))
        XCTAssertNil(try rect(tap, "dialog", at: 2.0), "the tap on OK dismissed the dialog")
        XCTAssertEqual(Set(tap.frames.flatMap(\.diagnostics).map(\.kind)), ["transition.durationMismatch"])
    }

    /// A drag down on the dialog pulls it down with the finger and, past 30 % of the
    /// screen, dismisses it; a short drag lets it spring back.
    func testAPanDownDismissesTheDialogAndAShortOneDoesNot() throws {
        let far = try TransitionRecorder().record(
            PopupDialogDemo.self,
            script: """
                click 200 122
                wait 1
                drag 200 300 200 650 0.5
                wait 1
                """)
        let presented = try XCTUnwrap(try rect(far, "dialog", at: 0.95))
        let pulled = try XCTUnwrap(try rect(far, "dialog", at: 1.4), "the dialog during the drag")
        XCTAssertGreaterThan(pulled.minY, presented.minY + 20, "it follows the finger down")
        XCTAssertNil(try rect(far, "dialog", at: 2.6), "the long pan dismissed the dialog")

        let short = try TransitionRecorder().record(
            PopupDialogDemo.self,
            script: """
                click 200 122
                wait 1
                drag 200 300 200 340 0.3
                wait 1
                """)
        let back = try XCTUnwrap(try rect(short, "dialog", at: 2.4), "the short pan let the dialog stay")
        XCTAssertEqual(back.minY, presented.minY, accuracy: 0.5)
    }

    /// A tap outside the dialog, on the dimmed background, dismisses it.
    func testATapOnTheBackgroundDismissesTheDialog() throws {
        let recording = try TransitionRecorder().record(
            PopupDialogDemo.self,
            script: """
                click 200 122
                wait 1
                click 200 700
                wait 1
                """)
        XCTAssertNotNil(try rect(recording, "dialog", at: 0.95))
        XCTAssertNil(try rect(recording, "dialog", at: 2.0), "the tap outside dismissed the dialog")
    }
}
