import Geometry
import LayerTree

extension ViewLayer {
    /// Puts the layer's 3D transform on its frozen node, about its anchor point, as Core
    /// Animation composes `position`, `anchorPoint` and `transform`.
    ///
    /// Rule it keeps: `view.transform` is the affine part of `layer.transform`, so the 3D
    /// matrix counts only while its affine part is still the view's transform; a later
    /// `view.transform = ...` replaces the whole matrix, as in UIKit.
    func contributeProjection(to node: inout Layer) {
        node.isDoubleSided = isDoubleSidedValue
        if let projectionDriver {
            projectionDriver(&node)
            return
        }
        guard let m = transform3DValue, m.affineTransform == view.transform else { return }
        let bounds = view.presentationBounds
        let anchor = view.anchorPoint
        let centre = view.presentationCenter
        let toAnchor = Transform3D(
            translationX: -(bounds.minX + bounds.width * anchor.x), y: -(bounds.minY + bounds.height * anchor.y), z: 0)
        node.projection = toAnchor.concatenating(m).concatenating(
            Transform3D(translationX: centre.x, y: centre.y, z: 0))
    }

    /// Sets `layer.transform`: the affine part goes to the view's `transform` (so it animates
    /// inside an animation block as it always did); a matrix with depth or perspective is kept
    /// whole (an `m34` alone gives a later `transform.rotation.y` animation its perspective),
    /// and the renderer takes the projective path when it bends the plane.
    package func setTransform3D(_ m: Transform3D) {
        transform3DValue = m.isAffine ? nil : m
        view.transform = m.affineTransform
    }

    /// `layer.transform` as set, or the view's affine transform as a matrix.
    package var transform3D: Transform3D {
        if let m = transform3DValue, m.affineTransform == view.transform { return m }
        return Transform3D(view.transform)
    }
}
