import Engine
import Geometry

extension BarButtonItem {
    /// The view a bar draws this item with: its custom view, else a button that runs the
    /// item's action, named `accessibilityIdentifier`; nil for a space, which draws nothing.
    /// Toolbars and navigation bars make their items' views here, so an item looks and acts
    /// the same in either.
    func makeBarView(accessibilityIdentifier: String) -> View? {
        if let customView { return customView }
        if isSpace { return nil }
        let button = Button(frame: .zero)
        button.accessibilityIdentifier = accessibilityIdentifier
        button.onPrimaryAction = { [weak self] _ in self?.sendPrimaryAction() }
        configureBarButton(button)
        return button
    }

    /// Gives `button` the item's title, weight (bold for `.done`), image, enabled state and
    /// tint, and the title font and colours its title text attributes name (the `.normal`
    /// font; a colour per state over the tint), and lets it size itself to them again.
    func configureBarButton(_ button: Button) {
        button.title = title
        button.titleLabel.fontWeight = style == .done ? .bold : .regular
        if let font = titleStyles[.normal]?.font { button.titleLabel.font = font }
        button.setImage(image, for: .normal)
        button.isEnabled = isEnabled
        button.setTintColor(tintColor)
        for state in [ControlState.normal, .highlighted, .disabled, .selected] {
            button.setTitleColor(titleStyles[state]?.color, for: state)
        }
        button.invalidateIntrinsicContentSize()
    }
}
