// Tutorial: UIKit's own alert and action sheet (`UIAlertController`, iOS 8), the most
// common presentation of all, presented like any controller.
//
// UIKit concept: an alert controller is a view controller with its own presentation
// controller and animators. You give it actions; it places them (cancel left of two, last
// of more, in its own group in an action sheet), dismisses itself when one is tapped and
// then runs that action's handler. The lines that matter:
//     let alert = AlertController(title: "Delete draft?", message: "...", preferredStyle: .alert)
//     alert.addAction(AlertAction(title: "Cancel", style: .cancel))
//     alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in deleteDraft() })
//     present(alert, animated: true)
// An action sheet is `.actionSheet`; in a wide window it becomes a popover pointing at
// `popoverPresentationController?.sourceView`.

import DemoKit
import Engine
import Geometry
import Transitions

/// Three buttons: an alert with two actions, an alert with a text field whose OK stays
/// disabled until something is typed, and an action sheet with a destructive and a cancel
/// action (a popover pointing at its button in a wide window). What was picked shows in the
/// status line.
public struct AlertsDemo: ListedDemo {
    /// `--demo alerts`, its catalog row and summary.
    public static let entry = DemoEntry(
        "alerts", title: "Alerts", summary: "UIKit's alert and action sheet, with a text field")

    /// Creates the demo with its default parameters.
    public init() {}

    /// The page with the three buttons, the first being `present-button`.
    public func makeRootViewController() -> ViewController {
        DemoRootViewController(
            Self.entry, subtitle: "An alert, a text field, an action sheet",
            buttons: [
                DemoButton.present("Alert", action: AlertsDemoPrompts.showAlert),
                DemoButton(
                    title: "Alert with a text field", id: "text-field-button", action: AlertsDemoPrompts.askName),
                DemoButton(title: "Action sheet", id: "action-sheet-button", action: AlertsDemoPrompts.showSheet),
            ],
            onLoad: { $0.statusLabel.text = "Nothing picked yet" })
    }
}

/// The three presentations, each reporting the pick in the page's status line.
@MainActor
enum AlertsDemoPrompts {
    /// "Delete draft?" with Cancel and a destructive Delete, side by side.
    static func showAlert(from page: ViewController) {
        let alert = AlertController(
            title: "Delete draft?", message: "This draft will be deleted. You cannot undo this.",
            preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { [weak page] in report($0, on: page) })
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { [weak page] in report($0, on: page) })
        page.present(alert, animated: true)
    }

    /// "Rename" with a text field; OK is the preferred action and stays disabled while the
    /// field is empty.
    static func askName(from page: ViewController) {
        let alert = AlertController(title: "Rename", message: "Enter a name for this item.", preferredStyle: .alert)
        let ok = AlertAction(title: "OK", style: .default) { [weak page, weak alert] _ in
            status(of: page)?.text = "Named \"\(alert?.textFields?.first?.text ?? "")\""
        }
        ok.isEnabled = false
        alert.addTextField { field in
            field.placeholder = "Name"
            field.addTarget(for: .editingChanged) { [weak ok] control in
                ok?.isEnabled = (control as? TextField)?.hasText == true
            }
        }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { [weak page] in report($0, on: page) })
        alert.addAction(ok)
        alert.preferredAction = ok
        page.present(alert, animated: true)
    }

    /// "Photo" with three actions and Cancel; a popover from its button in a wide window.
    static func showSheet(from page: ViewController) {
        let sheet = AlertController(
            title: "Photo", message: "What do you want to do with it?", preferredStyle: .actionSheet)
        for title in ["Share", "Duplicate"] {
            sheet.addAction(AlertAction(title: title, style: .default) { [weak page] in report($0, on: page) })
        }
        sheet.addAction(AlertAction(title: "Delete", style: .destructive) { [weak page] in report($0, on: page) })
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel) { [weak page] in report($0, on: page) })
        sheet.popoverPresentationController?.sourceView = page.view.viewWithID("action-sheet-button")
        page.present(sheet, animated: true)
    }

    private static func report(_ action: AlertAction, on page: ViewController?) {
        status(of: page)?.text = "Picked \(action.title ?? "")"
    }

    private static func status(of page: ViewController?) -> Label? {
        page?.viewIfLoaded?.viewWithID("status") as? Label
    }
}
