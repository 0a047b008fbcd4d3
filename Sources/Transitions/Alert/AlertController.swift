import Engine
import Geometry

/// An alert or an action sheet (`UIAlertController`): a title, a message, buttons for its
/// actions and, in an alert, text fields, presented modally over the app with
/// `present(_:animated:)`.
///
/// UIKit's rules it keeps: buttons come in the order their actions were added, except the
/// one cancel action (a second is refused), which goes left of two side-by-side buttons,
/// last in a column, and into its own group at the bottom of an action sheet. A tap on an
/// enabled button dismisses the controller and then runs the action's handler; a disabled
/// one ignores taps. Text fields exist only in the alert style. `preferredAction` (alert
/// style only) is drawn bold instead of the cancel action. A misuse UIKit raises an
/// exception for is refused here, changing nothing, with an `alert.misuse` diagnostic.
///
/// How it shows: an alert is a 270-point card centred over a dimmed window, growing in
/// from a slightly larger size as it fades in, and fading out; it ignores taps beside it.
/// An action sheet slides up from the bottom, its cancel action in a group of its own, and
/// a tap beside it picks the cancel action (when there is none, it stays). Its
/// `modalPresentationStyle` is `.popover`, as UIKit's: in a regular window, with a source
/// set on `popoverPresentationController`, it shows in a popover without its cancel button;
/// elsewhere, and in a regular window with no source (where UIKit raises an exception), it
/// is the sheet at the bottom. The card is drawn on the thick material
/// (`VisualEffectView`, `.systemThickMaterial`) as iOS draws it: a small blur the renderer
/// affords every frame; an action sheet's cancel group is opaque white.
@preconcurrency @MainActor
open class AlertController: ViewController {
    /// The two shapes (`UIAlertController.Style`), with UIKit's raw values.
    public enum Style: Int, Hashable, Sendable {
        /// A sheet of buttons from the bottom of the window (a popover in a regular one).
        case actionSheet = 0
        /// A card in the middle of the window.
        case alert = 1
    }

    /// The shape chosen at creation (`preferredStyle`).
    public let preferredStyle: Style
    /// The bold line at the top; changing it while shown lays the controller out again.
    open override var title: String? { didSet { contentDidChange() } }
    /// The text under the title; changing it while shown lays the controller out again.
    public var message: String? { didSet { contentDidChange() } }
    /// The actions, in the order added (`actions`).
    public private(set) var actions: [AlertAction] = []
    /// The text fields, in the order added; nil when there is none (`textFields`).
    public var textFields: [TextField]? { fields.isEmpty ? nil : fields }

    /// The action drawn bold in the alert style (`preferredAction`), instead of the cancel
    /// action, and picked by Return in a text field; action sheets do not use it. It must be one of `actions`: any other is
    /// refused with a diagnostic and the old one kept.
    public var preferredAction: AlertAction? {
        get { preferred }
        set {
            if let newValue, !actions.contains(where: { $0 === newValue }) {
                reportMisuse("preferredAction must be one of the alert's actions; it was not changed")
                return
            }
            preferred = newValue
            contentDidChange()
        }
    }

    /// How `present` shows it, fixed by the style as in UIKit: `.custom` for an alert (its
    /// own presentation controller and animator), `.popover` for an action sheet (which
    /// adapts to the sheet at the bottom). Setting it changes nothing.
    open override var modalPresentationStyle: ModalPresentationStyle {
        get { preferredStyle == .alert ? .custom : .popover }
        set {}
    }

    /// The content size of the popover an action sheet shows in, measured from its texts
    /// and buttons. Setting it changes nothing, as UIKit sizes its alerts itself.
    open override var preferredContentSize: Size {
        get { layout(form: .popover, containerWidth: 0, window: measuringWindow).size }
        set {}
    }

    var preferred: AlertAction?
    var fields: [TextField] = []
    /// One button per action, in the same order.
    var buttons: [Button] = []
    /// The action the user picked; later taps do nothing while it is dismissed.
    var picked: AlertAction?
    /// The card, the cancel group and the labels, made with the view.
    lazy var parts = Parts.make()
    /// Supplies the presentation controller and the animators (the delegate is weak).
    private let transition = AlertTransition()

    /// An alert or action sheet with `title` and `message`
    /// (`init(title:message:preferredStyle:)`); add actions before presenting it.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init(nibName: nil, bundle: nil)
        self.title = title
        transitioningDelegate = transition
        if preferredStyle == .actionSheet {
            // There from the start, as UIKit's, so a source can be set before `present`.
            presentationController = AlertPopoverPresentationController(presentedViewController: self, presenting: self)
        }
    }

    /// Always nil, as `ViewController.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// Adds `action` as a button (`addAction(_:)`); a second `.cancel` action is refused
    /// with a diagnostic, as UIKit raises an exception for it.
    public func addAction(_ action: AlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            reportMisuse("an alert can only have one action of style .cancel; \"\(action.title ?? "")\" was not added")
            return
        }
        actions.append(action)
        action.onEnabledChange = { [weak self, weak action] in
            // At once, not at the next layout: a tap in between must find it as it is now.
            guard let self, let action, let i = self.actions.firstIndex(where: { $0 === action }),
                i < self.buttons.count
            else { return }
            self.buttons[i].isEnabled = action.isEnabled
        }
        if isViewLoaded { addButton(for: action) }
        contentDidChange()
    }

    /// Adds a text field under the message and lets `configurationHandler` set it up
    /// (`addTextField(configurationHandler:)`); only the alert style has text fields, so
    /// in an action sheet it is refused with a diagnostic.
    public func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            reportMisuse("text fields can only be added to an alert of style .alert; none was added")
            return
        }
        let field = TextField()
        field.accessibilityIdentifier = "alert.text-field-\(fields.count)"
        field.fontSize = 13
        field.backgroundColor = .white
        field.borderStyle = .roundedRect
        // Return in a field picks the preferred action, as a hardware keyboard's does in UIKit.
        field.addTarget(for: .editingDidEndOnExit) { [weak self] _ in self?.returnPressed() }
        configurationHandler?(field)
        fields.append(field)
        if isViewLoaded { addFieldView(field) }
        contentDidChange()
    }

    /// Builds the view: the card and, for an action sheet, the cancel group.
    open override func loadView() {
        view = makeContentView()
        for action in actions { addButton(for: action) }
    }

    /// Places every part for the form the presentation shows.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutContent()
    }

    /// Puts the caret in the first text field, as UIKit does once an alert is shown.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _ = fields.first?.becomeFirstResponder()
    }

    /// Ends editing as the alert leaves, as UIKit takes the keyboard away with it.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        for field in fields where field.isFirstResponder { _ = field.resignFirstResponder() }
    }

    // MARK: Picking

    /// A tap on `action`'s button: when enabled, the controller is dismissed and the
    /// handler then runs; otherwise nothing happens.
    func userPicked(_ action: AlertAction) {
        guard action.isEnabled, picked == nil else { return }
        picked = action
        dismiss(animated: true) { action.handler?(action) }
        // A dismissal refused (another transition runs) leaves the buttons live.
        if !isBeingDismissed { picked = nil }
    }

    /// Return in a text field: the preferred action, when there is one and it is enabled.
    func returnPressed() {
        if let preferred { userPicked(preferred) }
    }

    /// A tap beside an action sheet (or outside its popover): the cancel action when there
    /// is one; a popover with none just closes. An alert ignores it.
    func userTappedOutside() {
        guard preferredStyle == .actionSheet else { return }
        if let cancel = actions.first(where: { $0.style == .cancel }) {
            userPicked(cancel)
        } else if presentationController is PopoverPresentationController, picked == nil {
            dismiss(animated: true)
        }
    }

    private func reportMisuse(_ message: String) {
        View.report(.alertMisuse, message, on: viewIfLoaded ?? presentingViewController?.viewIfLoaded)
    }
}
