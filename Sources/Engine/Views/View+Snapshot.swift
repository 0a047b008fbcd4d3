extension View {
    /// A frozen copy of the view's current appearance (presentation values, whole
    /// subtree) that can be animated while the original is hidden or changes.
    ///
    /// The copy has the original's presentation centre, bounds and transform, so added
    /// to the same superview it covers the original exactly; its alpha is 1 with the
    /// original's opacity baked into the frozen content. It has no subviews and never
    /// changes when the original does.
    public func snapshotView() -> View {
        makeSnapshot(afterScreenUpdates: false)
    }

    /// `snapshotView()`, first running pending layout of the subtree when
    /// `afterScreenUpdates` is true (UIKit's flag: capture the state just set up).
    ///
    /// Optional as UIKit's is, so `if let` and `guard let` around it compile unchanged;
    /// UIKit returns nil when it cannot capture, and here a capture always succeeds.
    public func snapshotView(afterScreenUpdates: Bool) -> View? {
        makeSnapshot(afterScreenUpdates: afterScreenUpdates)
    }

    private func makeSnapshot(afterScreenUpdates: Bool) -> View {
        if afterScreenUpdates { layoutIfNeeded() }
        let snapshot = View()
        snapshot.id = id.map { $0 + ".snapshot" }
        snapshot._bounds = presentationBounds
        snapshot._center = presentationCenter
        snapshot._transform = presentationTransform
        var frozen = makeLayer()
        frozen.transform = .identity
        frozen.id = id.map { $0 + ".frozen" }
        snapshot.frozenContent = frozen
        snapshot.isUserInteractionEnabled = false
        return snapshot
    }

    /// True for views made by `snapshotView()`.
    public var isSnapshot: Bool { frozenContent != nil }
}
