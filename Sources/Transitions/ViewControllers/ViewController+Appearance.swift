extension ViewController {
    /// Starts an appearance change (`beginAppearanceTransition(_:animated:)`): calls
    /// `viewWillAppear` or `viewWillDisappear` unless the controller is already headed
    /// that way, and forwards to the children that show with it unless
    /// `shouldAutomaticallyForwardAppearanceMethods` is false.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            appearanceState = .appearing
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            viewWillDisappear(animated)
        }
        lastAppearanceAnimated = animated
        for child in forwardedAppearanceChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the change begun by `beginAppearanceTransition`: `viewDidAppear` or
    /// `viewDidDisappear`, forwarded to the same children.
    public func endAppearanceTransition() {
        let animated = lastAppearanceAnimated
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(animated)
        default: return
        }
        for child in forwardedAppearanceChildren { child.endAppearanceTransition() }
    }

    /// The children the callbacks reach by themselves: none when the controller forwards
    /// them by hand.
    var forwardedAppearanceChildren: [ViewController] {
        shouldAutomaticallyForwardAppearanceMethods ? childrenForAppearance : []
    }
}
