import Geometry

extension View {
    /// Asks for `onLayoutSubviews` to run in the next layout pass (the window's tick).
    public func setNeedsLayout() {
        needsLayout = true
        requestFrame()
    }

    /// Runs any pending layout of this view and its subtree now, parents first, so a
    /// child's layout sees its parent's final bounds. Inside `View.animate` the changes
    /// it makes animate, as in UIKit.
    /// Constraints are solved first, and each view laid out by them gets its frame before
    /// its superview's `layoutSubviews` runs.
    public func layoutIfNeeded() {
        rootLayoutEngine()?.solveIfNeeded()
        layoutSubtreeIfNeeded(superviewSafeArea: superview?.safeAreaInsets ?? .zero)
    }

    /// Lays out top-down; each view's safe area is brought up to date from its superview's
    /// first, so a change asks for this view's layout in the same pass.
    private func layoutSubtreeIfNeeded(superviewSafeArea: EdgeInsets) {
        let safeArea = updateSafeArea(superviewInsets: superviewSafeArea)
        if needsLayout {
            controllerLayoutCallback?(false)
            applyConstraintFrames()
            needsLayout = false
            layoutSubviews()
            controllerLayoutCallback?(true)
        }
        for s in subviews { s.layoutSubtreeIfNeeded(superviewSafeArea: safeArea) }
    }

    /// Centres the view in `parent`'s bounds (a layout helper for `onLayoutSubviews` closures).
    public func centre(in parent: View) {
        center = parent.bounds.center
    }
}
