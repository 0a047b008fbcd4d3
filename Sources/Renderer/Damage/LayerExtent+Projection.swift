import Geometry
import LayerTree

extension LayerExtent {
    /// True when the layer's projection needs the projective path: it bends the plane
    /// (perspective acting on x or y). A projection that maps the plane affinely draws by its
    /// affine part, so affine layers keep today's path and bytes.
    static func isProjected(_ layer: Layer) -> Bool {
        guard let m = layer.projection else { return false }
        return !m.mapsPlaneAffinely
    }

    /// The layer's subtree in its own coordinates, flattened as the projective path draws it:
    /// its own transform left out.
    static func flatExtent(_ layer: Layer) -> Rect? {
        var flat = layer
        flat.transform = .identity
        flat.projection = nil
        flat.opacity = 1
        return subtree(flat, parent: .identity)
    }

    /// The device matrix of a projected layer: its projection, then the parent's affine
    /// device transform.
    static func deviceProjection(_ layer: Layer, parent: AffineTransform) -> Transform3D {
        (layer.projection ?? Transform3D(layer.transform)).concatenating(Transform3D(parent))
    }

    /// The bounds of the projected quad of the subtree (its damage); `.everything`-sized when
    /// a corner lies at or behind the eye, where the visible part reaches the horizon.
    static func projectedSubtree(_ layer: Layer, parent: AffineTransform) -> Rect? {
        if layer.isHidden || layer.opacity <= 0 { return nil }
        guard let flat = flatExtent(layer) else { return nil }
        let m = deviceProjection(layer, parent: parent)
        var points: [Point] = []
        for c in [
            Point(x: flat.minX, y: flat.minY), Point(x: flat.maxX, y: flat.minY), Point(x: flat.minX, y: flat.maxY),
            Point(x: flat.maxX, y: flat.maxY),
        ] {
            guard let p = m.project(c), p.x.isFinite, p.y.isFinite else {
                return Rect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)
            }
            points.append(p)
        }
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            .insetBy(dx: -1, dy: -1)
    }
}
