import Geometry

extension View {
    /// Lays out top-down; each view's safe area is brought up to date from its superview's
    /// first, so a change asks for this view's layout in the same pass.
    func layoutSubtreeIfNeeded(superviewSafeArea: EdgeInsets) {
        let safeArea = updateSafeArea(superviewInsets: superviewSafeArea)
        if needsLayout {
            controllerLayoutCallback?(false)
            applyConstraintFrames()
            needsLayout = false
            layoutSubviews()
            backingLayer?.layoutSublayers()
            controllerLayoutCallback?(true)
        }
        for s in subviews { s.layoutSubtreeIfNeeded(superviewSafeArea: safeArea) }
    }

    /// Centres the view in `parent`'s bounds (a layout helper for `onLayoutSubviews` closures).
    public func centre(in parent: View) {
        center = parent.bounds.center
    }
}
