import Engine
import Geometry
import XCTest

@testable import Transitions

/// UIKit's rules for `UIAlertController` and `UIAlertAction`, each quoted from Apple's
/// documentation, driven through the real presentation machinery on the window's virtual
/// clock: taps go through `Window.send`, as a person's do.
final class AlertControllerTests: XCTestCase {
    /// `UIAlertAction.Style.cancel`: "Apply a style that indicates the action cancels the
    /// operation and leaves things unchanged." There is one such action: UIKit raises
    /// "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"
    /// for a second; here the second is refused and reported, whatever came between.
    func testAtMostOneCancelAction() {
        MainActor.assumeIsolated {
            for others in 0...3 {
                let alert = AlertController(
                    title: "T", message: nil, preferredStyle: others % 2 == 0 ? .alert : .actionSheet)
                alert.addAction(AlertAction(title: "Cancel", style: .cancel))
                for i in 0..<others { alert.addAction(AlertAction(title: "A\(i)", style: .default)) }
                let second = AlertAction(title: "Cancel again", style: .cancel)
                alert.addAction(second)
                XCTAssertEqual(alert.actions.count, 1 + others, "the second cancel action is refused")
                XCTAssertFalse(alert.actions.contains { $0 === second })
                XCTAssertEqual(alert.actions.filter { $0.style == .cancel }.count, 1)
            }
        }
    }

    /// `addAction(_:)`: "If your alert has multiple actions, the order in which you add those
    /// actions determines their order in the resulting alert or action sheet." The cancel
    /// action is the exception iOS makes: left of two side by side, last of a column, and in
    /// its own group below an action sheet's others. Checked for every count up to five and
    /// every place the cancel action was added at.
    func testButtonsFollowTheOrderAddedWithTheCancelActionPlacedByStyle() {
        MainActor.assumeIsolated {
            for count in 1...5 {
                for cancelAt in [nil] + Array(0..<count) {
                    let styles = (0..<count).map { $0 == cancelAt ? AlertAction.Style.cancel : .default }
                    let short = [Double](repeating: 20, count: count)
                    for form in [AlertLayout.Form.alert, .actionSheet, .popover] {
                        let layout = AlertLayout(
                            form: form, actions: styles, titleWidths: short, textFields: 0, containerWidth: 390
                        ) { _ in (22, nil) }
                        let others = (0..<count).filter { $0 != cancelAt }
                        let context = "\(form), \(count) actions, cancel at \(String(describing: cancelAt))"
                        if layout.isHorizontal {
                            XCTAssertEqual(form, .alert, context)
                            XCTAssertEqual(count, 2, context)
                            let order = (cancelAt.map { [$0] } ?? []) + others
                            let xs = order.map { layout.buttons[$0]!.minX }
                            XCTAssertEqual(xs, xs.sorted(), "\(context): cancel on the left, then as added")
                            continue
                        }
                        // A column: the others top to bottom in the order added.
                        let ys = others.map { layout.buttons[$0]!.minY }
                        XCTAssertEqual(ys, ys.sorted(), context)
                        XCTAssertEqual(Set(ys).count, ys.count, context)
                        guard let cancelAt else { continue }
                        switch form {
                        case .alert:
                            XCTAssertGreaterThan(layout.buttons[cancelAt]!.minY, ys.max() ?? -1, "\(context): last")
                            XCTAssertNil(layout.cancelGroup)
                        case .actionSheet:
                            let group = try! XCTUnwrap(layout.cancelGroup, context)
                            XCTAssertEqual(layout.buttons[cancelAt], group, context)
                            XCTAssertEqual(group.minY, layout.card.maxY + 8, context)
                        case .popover:
                            XCTAssertNil(layout.buttons[cancelAt], "\(context): a popover shows no cancel button")
                        }
                    }
                }
            }
        }
    }

    /// `UIAlertController`: "When a person taps that action, the alert controller executes
    /// the block you provided when creating the action object." The alert goes away first:
    /// the handler runs once the dismissal ended, so it may present something else.
    func testTappingAnActionDismissesAndThenRunsItsHandlerOnce() throws {
        try MainActor.assumeIsolated {
            for (style, count) in [(AlertController.Style.alert, 1), (.alert, 2), (.alert, 3), (.actionSheet, 3)] {
                let h = Harness()
                var picks: [String] = []
                var presentedDuringHandler: [ViewController?] = []
                let actions = (0..<count).map { ("A\($0)", AlertAction.Style.default) }
                weak let alert = presented(style, actions, in: h) {
                    picks.append($0)
                    presentedDuringHandler.append(h.root.presentedViewController)
                }
                let last = try button(try XCTUnwrap(alert), count - 1)
                tap(last, in: h)
                XCTAssertTrue(picks.isEmpty, "\(style): not before the dismissal ends")
                XCTAssertTrue(alert?.isBeingDismissed == true)
                h.step(1)
                XCTAssertEqual(picks, ["A\(count - 1)"], "\(style), \(count) actions")
                XCTAssertEqual(presentedDuringHandler.count, 1)
                XCTAssertNil(presentedDuringHandler.first ?? nil, "the alert is gone when the handler runs")
                XCTAssertNil(h.root.presentedViewController)
                h.step(1.2)
                XCTAssertNil(alert, "the dismissed alert is freed")
                XCTAssertTrue(h.window.diagnostics.entries.isEmpty, "\(h.window.diagnostics.entries)")
            }
        }
    }

    /// `isEnabled`: "Changing the value to false causes the action to appear dimmed in the
    /// resulting alert. When an action is disabled, taps on the corresponding button have no
    /// effect." Turned back on while shown, the same button works.
    func testADisabledActionIgnoresTapsUntilEnabled() throws {
        try MainActor.assumeIsolated {
            let h = Harness()
            var picks: [String] = []
            let alert = presented(.alert, [("Cancel", .cancel), ("OK", .default)], in: h) { picks.append($0) }
            let ok = alert.actions[1]
            ok.isEnabled = false
            h.frame()
            let okButton = try button(alert, 1)
            XCTAssertFalse(okButton.isEnabled, "drawn dimmed")
            tap(okButton, in: h)
            h.step(1)
            XCTAssertTrue(picks.isEmpty)
            XCTAssertTrue(h.root.presentedViewController === alert, "still shown")
            ok.isEnabled = true
            h.frame()
            XCTAssertTrue(okButton.isEnabled)
            tap(okButton, in: h)
            h.step(1)
            XCTAssertEqual(picks, ["OK"])
            XCTAssertNil(h.root.presentedViewController)
        }
    }

    /// `addTextField(configurationHandler:)`: "You can call this method more than once to add
    /// additional text fields. The text fields are stacked in the resulting alert. You can add
    /// a text field only if the preferredStyle property is set to UIAlertController.Style.alert."
    func testTextFieldsStackInAnAlertAndAreRefusedInAnActionSheet() throws {
        try MainActor.assumeIsolated {
            let sheet = AlertController(title: "T", message: nil, preferredStyle: .actionSheet)
            var configured = 0
            sheet.addTextField { _ in configured += 1 }
            XCTAssertNil(sheet.textFields)
            XCTAssertEqual(configured, 0, "no field, so nothing to configure")

            let h = Harness()
            let alert = AlertController(title: "Sign in", message: "Your account", preferredStyle: .alert)
            for name in ["user", "password"] {
                alert.addTextField { field in
                    configured += 1
                    field.placeholder = name
                }
            }
            alert.addAction(AlertAction(title: "OK", style: .default))
            XCTAssertEqual(configured, 2)
            XCTAssertEqual(alert.textFields?.map(\.placeholder), ["user", "password"])
            h.root.present(alert, animated: true)
            h.step(1)
            let fields = try XCTUnwrap(alert.textFields).map { h.window.rootView.convert($0.bounds, from: $0) }
            let message = try XCTUnwrap(alert.view.viewWithID("alert.message"))
            let messageFrame = h.window.rootView.convert(message.bounds, from: message)
            let ok = try button(alert, 0)
            XCTAssertLessThan(messageFrame.maxY, fields[0].minY, "under the message")
            XCTAssertLessThan(fields[0].maxY, fields[1].minY, "stacked in the order added")
            XCTAssertLessThan(fields[1].maxY, h.window.rootView.convert(ok.bounds, from: ok).minY, "above the buttons")
            XCTAssertTrue(alert.textFields?.first?.isFirstResponder == true, "the first field takes the keys")
        }
    }

    /// `preferredAction`: "The preferred action is relevant for the UIAlertController.Style.alert
    /// style only; it isn't used by action sheets. When you specify a preferred action, the
    /// alert controller highlights the text of that action to give it emphasis. (If the alert
    /// also contains a cancel button, the preferred action receives the highlighting instead
    /// of the cancel button.)" and "Assigning an object to this property before adding it with
    /// the addAction(_:) method is a programmer error."
    func testThePreferredActionIsBoldInsteadOfTheCancelActionInAnAlertOnly() throws {
        try MainActor.assumeIsolated {
            for style in [AlertController.Style.alert, .actionSheet] {
                let alert = AlertController(title: "T", message: "M", preferredStyle: style)
                let cancel = AlertAction(title: "Cancel", style: .cancel)
                let save = AlertAction(title: "Save", style: .default)
                let stranger = AlertAction(title: "Elsewhere", style: .default)
                alert.addAction(cancel)
                alert.addAction(save)
                alert.preferredAction = stranger
                XCTAssertNil(alert.preferredAction, "an action it does not hold is refused")
                _ = alert.currentLayout
                let weights = { try [0, 1].map { try button(alert, $0).titleLabel.fontWeight } }
                XCTAssertEqual(try weights(), [.bold, .regular], "\(style): the cancel action is bold")
                alert.preferredAction = save
                XCTAssertTrue(alert.preferredAction === save)
                _ = alert.currentLayout
                XCTAssertEqual(
                    try weights(), style == .alert ? [.regular, .bold] : [.bold, .regular],
                    "\(style): the preferred action takes the emphasis in an alert only")
            }
        }
    }

    /// `preferredAction`: "If the iOS device is connected to a physical keyboard, pressing the
    /// Return key triggers the preferred action." Here every keyboard is physical: Return in
    /// the alert's text field picks it, when it is enabled; with none, Return only ends editing.
    func testReturnInATextFieldPicksThePreferredAction() throws {
        try MainActor.assumeIsolated {
            for (hasPreferred, enabled) in [(true, true), (true, false), (false, true)] {
                let h = Harness()
                var picks: [String] = []
                let alert = AlertController(title: "Rename", message: nil, preferredStyle: .alert)
                alert.addTextField()
                alert.addAction(AlertAction(title: "Cancel", style: .cancel) { picks.append($0.title ?? "") })
                let ok = AlertAction(title: "OK", style: .default) { picks.append($0.title ?? "") }
                ok.isEnabled = enabled
                alert.addAction(ok)
                if hasPreferred { alert.preferredAction = ok }
                h.root.present(alert, animated: true)
                h.step(1)
                let field = try XCTUnwrap(alert.textFields?.first)
                XCTAssertTrue(field.isFirstResponder)
                field.insertText("\n")
                h.step(1)
                let picked = hasPreferred && enabled
                XCTAssertEqual(picks, picked ? ["OK"] : [], "preferred: \(hasPreferred), enabled: \(enabled)")
                XCTAssertEqual(h.root.presentedViewController == nil, picked)
            }
        }
    }

    /// "A person dismisses an action sheet by selecting one of the listed options, or by
    /// tapping outside an action sheet" (Getting the user's attention with alerts and action
    /// sheets): outside, the cancel action is what was picked. An alert has no outside: it
    /// stays until a button is tapped. With no cancel action an action sheet stays too.
    func testATapOutsideCancelsAnActionSheetAndNotAnAlert() throws {
        MainActor.assumeIsolated {
            let outside = Point(x: 200, y: 60)
            for (style, hasCancel) in [
                (AlertController.Style.actionSheet, true), (.actionSheet, false), (.alert, true),
            ] {
                let h = Harness()
                var picks: [String] = []
                let actions: [(String, AlertAction.Style)] =
                    hasCancel ? [("Delete", .destructive), ("Cancel", .cancel)] : [("Delete", .destructive)]
                let alert = presented(style, actions, in: h) { picks.append($0) }
                h.window.send(.pointerDown(outside))
                h.frame()
                h.window.send(.pointerUp(outside))
                h.step(1)
                let cancels = style == .actionSheet && hasCancel
                XCTAssertEqual(picks, cancels ? ["Cancel"] : [], "\(style), cancel: \(hasCancel)")
                XCTAssertEqual(h.root.presentedViewController === alert, !cancels, "\(style), cancel: \(hasCancel)")
            }
        }
    }

    /// The message in UIKit's exception for an action sheet with no source on an iPad: "The
    /// modalPresentationStyle of a UIAlertController with this style is
    /// UIModalPresentationPopover. You must provide location information for this popover
    /// through the alert controller's popoverPresentationController." In a regular window with
    /// a source it is a popover without the cancel button (a tap outside picks it); compact,
    /// or with no source, it is the sheet at the bottom. An alert is never a popover.
    func testAnActionSheetIsAPopoverOnlyWhereRegularWithASource() throws {
        try MainActor.assumeIsolated {
            for (size, withSource) in [
                (Size(width: 1024, height: 768), true), (Size(width: 1024, height: 768), false),
                (Size(width: 400, height: 800), true),
            ] {
                let h = Harness(size: size)
                let source = View(frame: Rect(x: 100, y: 100, width: 80, height: 40))
                h.root.view.addSubview(source)
                var picks: [String] = []
                let sheet = AlertController(title: "T", message: nil, preferredStyle: .actionSheet)
                XCTAssertEqual(sheet.modalPresentationStyle, .popover)
                let popover = try XCTUnwrap(sheet.popoverPresentationController, "there before present, as UIKit's")
                if withSource { popover.sourceView = source }
                sheet.addAction(AlertAction(title: "Share", style: .default) { picks.append($0.title ?? "") })
                sheet.addAction(AlertAction(title: "Cancel", style: .cancel) { picks.append($0.title ?? "") })
                h.root.present(sheet, animated: true)
                h.step(1)
                let context = "\(size), source: \(withSource)"
                let isPopover = size.width > 678 && withSource
                XCTAssertEqual(sheet.presentationController is PopoverPresentationController, isPopover, context)
                XCTAssertTrue(sheet.popoverPresentationController === popover, context)
                let cancel = try button(sheet, 1)
                XCTAssertEqual(cancel.isHidden, isPopover, "\(context): a popover shows no cancel button")
                let frame = h.window.rootView.convert(sheet.view.bounds, from: sheet.view)
                if isPopover {
                    XCTAssertGreaterThan(frame.minY, source.frame.maxY, "\(context): below its source")
                } else {
                    XCTAssertEqual(frame.maxY, size.height - 8, accuracy: 0.5, context)
                    XCTAssertEqual(frame.midX, size.width / 2, accuracy: 0.5, context)
                }
                h.window.send(.pointerDown(Point(x: size.width - 5, y: 5)))
                h.frame()
                h.window.send(.pointerUp(Point(x: size.width - 5, y: 5)))
                h.step(1)
                XCTAssertEqual(picks, ["Cancel"], context)
                XCTAssertNil(h.root.presentedViewController, context)
            }
            let alert = AlertController(title: "T", message: nil, preferredStyle: .alert)
            XCTAssertEqual(alert.modalPresentationStyle, .custom)
            XCTAssertNil(alert.popoverPresentationController)
        }
    }
}

/// Presses and releases at the centre of `view`, on screen.
@MainActor
private func tap(_ view: View, in h: Harness) {
    let p = h.window.rootView.convert(view.bounds, from: view).center
    h.window.send(.pointerDown(p))
    h.frame()
    h.window.send(.pointerUp(p))
    h.frame()
}

@MainActor
private func button(_ alert: AlertController, _ index: Int) throws -> Button {
    try XCTUnwrap(alert.view.viewWithID("alert.action-\(index)") as? Button)
}

/// An alert with `actions` (title, style), presented from the harness's root and settled.
@MainActor
private func presented(
    _ style: AlertController.Style, _ actions: [(String, AlertAction.Style)], in h: Harness,
    picked: @escaping (String) -> Void = { _ in }
) -> AlertController {
    let alert = AlertController(title: "Title", message: "A message.", preferredStyle: style)
    for (title, actionStyle) in actions {
        alert.addAction(AlertAction(title: title, style: actionStyle) { picked($0.title ?? "") })
    }
    h.root.present(alert, animated: true)
    h.step(1)
    return alert
}
