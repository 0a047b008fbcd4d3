import Geometry
import LayerTree

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
        snapshot.accessibilityIdentifier = accessibilityIdentifier.map { $0 + ".snapshot" }
        snapshot._bounds = presentationBounds
        snapshot._center = presentationCenter
        snapshot._transform = presentationTransform
        snapshot.anchorPoint = anchorPoint
        var frozen = makeLayer()
        frozen.transform = .identity
        frozen.id = accessibilityIdentifier.map { $0 + ".frozen" }
        snapshot.frozenContent = frozen
        snapshot.isUserInteractionEnabled = false
        return snapshot
    }

    /// True for views made by `snapshotView()`.
    public var isSnapshot: Bool { frozenContent != nil }

    /// The frozen content drawn into the snapshot's bounds now: stretched to fill them when
    /// they differ from the captured ones, as UIKit's snapshot scales to fill (a snapshot
    /// grown or shrunk by a transition shows the whole capture at its new size).
    var frozenContentFittingBounds: Layer? {
        guard var frozen = frozenContent else { return nil }
        let captured = frozen.bounds
        let now = presentationBounds
        guard captured.size != now.size, captured.width > 0, captured.height > 0 else { return frozen }
        frozen.transform = AffineTransform(translationX: -captured.minX, y: -captured.minY)
            .concatenating(AffineTransform(scaleX: now.width / captured.width, y: now.height / captured.height))
            .concatenating(AffineTransform(translationX: now.minX, y: now.minY))
        return frozen
    }
}
