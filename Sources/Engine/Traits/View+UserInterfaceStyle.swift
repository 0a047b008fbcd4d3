/// Light and dark appearance for a part of the tree (`overrideUserInterfaceStyle`): a view
/// forces a style on itself and every view under it, a view controller on its root view and
/// what that holds; the nearest override up the tree wins, and with none the window's style
/// (light: the playground does not read the desktop's) is the view's.
extension View {
    /// The appearance forced on this view and its subviews (`overrideUserInterfaceStyle`);
    /// `.unspecified` (the default) inherits it. Setting it tells each view whose traits
    /// changed with `traitCollectionDidChange(_:)`.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { userInterfaceStyleOverride }
        set {
            guard newValue != userInterfaceStyleOverride else { return }
            announceTraitChanges(in: subtreeViews()) { userInterfaceStyleOverride = newValue }
        }
    }

    /// The style that holds here: the nearest override among this view, the controller whose
    /// root view it is, and the same up the superviews; `.unspecified` with none.
    public var inheritedUserInterfaceStyle: UserInterfaceStyle {
        var up: View? = self
        while let view = up {
            if view.userInterfaceStyleOverride != .unspecified { return view.userInterfaceStyleOverride }
            if let style = view.managingResponder?.userInterfaceStyleOverride, style != .unspecified { return style }
            up = view.superview
        }
        return .unspecified
    }

    /// Runs `change` and then calls `traitCollectionDidChange(_:)` on each of `views` whose
    /// traits it changed, with the traits before it; each such view draws again, so the
    /// dynamic colours it draws are resolved for its new traits.
    package func announceTraitChanges(in views: [View], _ change: () -> Void) {
        let before = views.map(\.traitCollection)
        change()
        for (view, previous) in zip(views, before) where view.traitCollection != previous {
            view.requestFrame()
            view.traitCollectionDidChange(previous)
        }
    }
}

extension TraitCollection {
    /// These traits with `style` as the appearance, when it is specified.
    public func overriding(userInterfaceStyle style: UserInterfaceStyle) -> TraitCollection {
        guard style != .unspecified else { return self }
        var traits = self
        traits.userInterfaceStyle = style
        return traits
    }
}
