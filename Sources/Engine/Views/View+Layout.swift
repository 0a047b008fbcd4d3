extension View {
    /// Asks for `layout` to run in the next layout pass (the window's tick).
    public func setNeedsLayout() {
        needsLayout = true
        setNeedsDisplay()
    }

    /// Runs any pending layout of this view and its subtree now, parents first, so a
    /// child's layout sees its parent's final bounds. Inside `View.animate` the changes
    /// it makes animate, as in UIKit.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for s in subviews { s.layoutIfNeeded() }
    }

    /// Centres the view in `parent`'s bounds (a layout helper for `layout` closures).
    public func centre(in parent: View) {
        center = parent.bounds.center
    }
}
