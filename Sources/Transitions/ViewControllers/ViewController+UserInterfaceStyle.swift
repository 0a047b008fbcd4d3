import Engine

extension ViewController {
    /// The appearance forced on this controller, its view and what that holds, its children
    /// and the controllers it presents (`overrideUserInterfaceStyle`); `.unspecified` (the
    /// default) inherits it. Setting it tells each controller and view whose traits changed
    /// with `traitCollectionDidChange(_:)`.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { userInterfaceStyleOverride }
        set {
            guard newValue != userInterfaceStyleOverride else { return }
            let controllers = controllersFromHere
            let before = controllers.map(\.traitCollection)
            let views = controllers.compactMap(\.viewIfLoaded).flatMap { $0.subtreeViews() }
            views.first?.announceTraitChanges(in: views) { userInterfaceStyleOverride = newValue }
            if views.isEmpty { userInterfaceStyleOverride = newValue }
            for (controller, previous) in zip(controllers, before) where controller.traitCollection != previous {
                controller.traitCollectionDidChange(previous)
            }
        }
    }

    /// The style that holds for the controller: the nearest override among it, the views
    /// around its view, and its parents and presenters; `.unspecified` with none.
    var inheritedUserInterfaceStyle: UserInterfaceStyle {
        var up: ViewController? = self
        while let vc = up {
            if vc.userInterfaceStyleOverride != .unspecified { return vc.userInterfaceStyleOverride }
            if let style = vc.viewIfLoaded?.superview?.inheritedUserInterfaceStyle, style != .unspecified {
                return style
            }
            up = vc.parent ?? vc.presentingViewController
        }
        return .unspecified
    }
}
