import Engine
import Geometry

// The controller's view and its parts: the card (a material with the title, the message,
// the text fields, the buttons and the hairlines between them) and, in an action sheet,
// the cancel group; each placed from one `AlertLayout`.

extension AlertController {
    /// iOS's destructive red (`systemRed`).
    static let destructiveColor = Color(r8: 255, g8: 59, b8: 48)
    /// The hairlines between buttons (`separator`: grey at 29 % over the material).
    static let separatorColor = Color(r8: 60, g8: 60, b8: 67, alpha: 0.29)
    /// An action sheet's title and message colour.
    static let sheetTextColor = Color(r8: 138, g8: 138, b8: 142)
    /// The material the card is drawn on.
    static let cardMaterial = BlurEffect(style: .systemThickMaterial)

    /// The shape the current presentation shows: the alert; an action sheet in a popover
    /// while a popover presents it; otherwise the sheet at the bottom.
    var form: AlertLayout.Form {
        if preferredStyle == .alert { return .alert }
        return presentationController is PopoverPresentationController && containerIsKnown ? .popover : .actionSheet
    }

    /// True once a presentation put the controller in a container: before that the popover
    /// made at creation stands for no decision yet.
    private var containerIsKnown: Bool { presentationController?.containerView != nil }

    /// The window whose fonts measure the texts, once there is one to ask.
    var measuringWindow: Window? {
        viewIfLoaded?.window ?? presentationController?.containerView?.window
            ?? presentingViewController?.viewIfLoaded?.window
    }

    /// The layout of `form` in a container `containerWidth` wide, the texts measured with
    /// `window`'s fonts (estimated without a window).
    func layout(form: AlertLayout.Form, containerWidth: Double, window: Window?) -> AlertLayout {
        loadViewIfNeeded()
        let parts = contentParts
        style(parts, for: form)
        for label in [parts.title, parts.message] + buttons.map({ $0.titleLabel! }) {
            label.textMeasurer = window?.textMeasurer
        }
        let widths = buttons.map { $0.titleLabel.intrinsicContentSize.width }
        return AlertLayout(
            form: form, actions: actions.map(\.style), titleWidths: widths, textFields: fields.count,
            containerWidth: containerWidth
        ) { width in
            let title = self.title.flatMap {
                $0.isEmpty ? nil : parts.title.sizeThatFits(Size(width: width, height: 0))
            }
            let message =
                self.message.flatMap { $0.isEmpty ? nil : parts.message.sizeThatFits(Size(width: width, height: 0)) }
            return (title.map { $0.height.rounded(.up) }, message.map { $0.height.rounded(.up) })
        }
    }

    /// The layout for the container the controller is presented in.
    var currentLayout: AlertLayout {
        let width = presentationController?.containerView?.bounds.width ?? viewIfLoaded?.window?.size.width ?? 0
        return layout(form: form, containerWidth: width, window: measuringWindow)
    }

    // MARK: Building

    /// The views every form shows, made once per controller: the card (the material, with
    /// the title and the message in its content view) and the cancel group.
    @MainActor
    struct Parts {
        let card: VisualEffectView
        let cancelGroup: View
        let title: Label
        let message: Label

        static func make() -> Parts {
            let card = VisualEffectView(effect: AlertController.cardMaterial)
            card.accessibilityIdentifier = "alert.card"
            card.clipsToBounds = true
            let cancelGroup = View()
            cancelGroup.accessibilityIdentifier = "alert.cancel-group"
            cancelGroup.backgroundColor = .white
            cancelGroup.clipsToBounds = true
            cancelGroup.isHidden = true
            let title = Label()
            title.accessibilityIdentifier = "alert.title"
            let message = Label()
            message.accessibilityIdentifier = "alert.message"
            for label in [title, message] {
                label.numberOfLines = 0
                label.textAlignment = .center
                card.contentView.addSubview(label)
            }
            return Parts(card: card, cancelGroup: cancelGroup, title: title, message: message)
        }
    }

    /// The parts, in the loaded view.
    var contentParts: Parts {
        loadViewIfNeeded()
        return parts
    }

    /// The controller's view: clear, holding the card and the cancel group (a view of the
    /// app's own added to it goes over them, as on UIKit's).
    func makeContentView() -> View {
        let root = View()
        root.accessibilityIdentifier = "alert"
        root.addSubview(parts.card)
        root.addSubview(parts.cancelGroup)
        for field in fields { parts.card.contentView.addSubview(field) }
        return root
    }

    /// Adds the button of `action`, the last of `actions`.
    func addButton(for action: AlertAction) {
        let button = Button(title: action.title ?? "")
        button.accessibilityIdentifier = "alert.action-\(buttons.count)"
        button.onPrimaryAction = { [weak self, weak action] _ in
            guard let self, let action else { return }
            self.userPicked(action)
        }
        buttons.append(button)
        contentParts.card.contentView.addSubview(button)
    }

    /// Adds `field`, the last of `fields`, under the message.
    func addFieldView(_ field: TextField) {
        contentParts.card.contentView.addSubview(field)
    }

    /// The texts, fonts and colours of every part for `form`.
    private func style(_ parts: Parts, for form: AlertLayout.Form) {
        let sheet = form != .alert
        parts.title.text = title
        parts.title.fontSize = sheet ? 13 : 17
        parts.title.fontWeight = .bold
        parts.message.text = message
        parts.message.fontSize = 13
        parts.title.textColor = sheet ? Self.sheetTextColor : .black
        parts.message.textColor = sheet ? Self.sheetTextColor : .black
        for (action, button) in zip(actions, buttons) {
            button.title = action.title
            button.titleLabel.fontSize = sheet ? 20 : 17
            // Bold: the preferred action in an alert, else the cancel action.
            let bold =
                form == .alert && preferred != nil ? action === preferred : action.style == .cancel
            button.titleLabel.fontWeight = bold ? .bold : .regular
            button.setTitleColor(action.style == .destructive ? Self.destructiveColor : nil, for: .normal)
            button.isEnabled = action.isEnabled
        }
    }

    /// Called when a text, an action or the preferred action changed: lays out again.
    func contentDidChange() {
        guard let view = viewIfLoaded else { return }
        view.setNeedsLayout()
        presentationController?.containerView?.setNeedsLayout()
    }

    // MARK: Layout

    /// Places every part from `currentLayout`.
    func layOutContent() {
        guard isViewLoaded else { return }
        let parts = contentParts
        let form = self.form
        let layout = currentLayout
        let sheet = form == .actionSheet
        parts.card.frame = layout.card
        parts.card.effect = form == .popover ? nil : Self.cardMaterial
        parts.card.cornerRadius = form == .popover ? 0 : sheet ? 13 : 14
        parts.cancelGroup.isHidden = layout.cancelGroup == nil
        parts.cancelGroup.frame = layout.cancelGroup ?? .zero
        parts.cancelGroup.cornerRadius = 13
        parts.title.isHidden = layout.title == nil
        parts.title.frame = layout.title ?? .zero
        parts.message.isHidden = layout.message == nil
        parts.message.frame = layout.message ?? .zero
        for (field, frame) in zip(fields, layout.textFields) { field.frame = frame }
        for (i, button) in buttons.enumerated() {
            guard let frame = layout.buttons[i] else {
                button.isHidden = true
                continue
            }
            button.isHidden = false
            let home =
                layout.cancelGroup != nil && actions[i].style == .cancel ? parts.cancelGroup : parts.card.contentView
            if button.superview !== home { home.addSubview(button) }
            button.frame = home === parts.cancelGroup ? Rect(origin: .zero, size: frame.size) : frame
        }
        placeSeparators(layout.separators, in: parts.card.contentView)
    }

    /// Keeps one hairline view (id `alert.separator`) per rectangle of `frames`.
    private func placeSeparators(_ frames: [Rect], in content: View) {
        var lines = content.subviews.filter { $0.accessibilityIdentifier == "alert.separator" }
        while lines.count < frames.count {
            let line = View()
            line.accessibilityIdentifier = "alert.separator"
            line.backgroundColor = Self.separatorColor
            line.isUserInteractionEnabled = false
            content.addSubview(line)
            lines.append(line)
        }
        while lines.count > frames.count { lines.removeLast().removeFromSuperview() }
        for (line, frame) in zip(lines, frames) { line.frame = frame }
    }
}
