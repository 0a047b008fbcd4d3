import Geometry

extension View {
    /// Whether the superview's margins also bound this view's content
    /// (`preservesSuperviewLayoutMargins`); false by default, as in UIKit. When true, each
    /// edge of `layoutMarginsGuide` (and of the margin attributes) moves in by the least
    /// that keeps it inside the superview's own margin guide as well, so a view whose frame
    /// reaches closer to its superview's edge than the superview's margin lines its content
    /// up with the superview's. `layoutMargins` itself reads back as set.
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutState?.preservesSuperviewLayoutMargins ?? false }
        set {
            if newValue == preservesSuperviewLayoutMargins { return }
            autoLayout.preservesSuperviewLayoutMargins = newValue
            marginGuidesDidChange()
        }
    }

    /// Has the margins guide solved again in the next layout pass, after a change to what
    /// it is measured from.
    func marginGuidesDidChange() {
        rootLayoutEngine()?.setNeedsSolve()
        setNeedsLayout()
    }

    /// `margins`, each edge grown to reach the superview's margin guide where the frame
    /// lies outside it; `margins` unchanged when not preserving or there is no superview.
    func preservingSuperviewLayoutMargins(_ margins: EdgeInsets) -> EdgeInsets {
        guard preservesSuperviewLayoutMargins, let superview else { return margins }
        // The superview's margin guide in its own coordinates, where `frame` is measured.
        let inner = superview.bounds.inset(by: superview.effectiveLayoutMargins)
        let f = frame
        return EdgeInsets(
            top: max(margins.top, inner.minY - f.minY), left: max(margins.left, inner.minX - f.minX),
            bottom: max(margins.bottom, f.maxY - inner.maxY), right: max(margins.right, f.maxX - inner.maxX))
    }
}
