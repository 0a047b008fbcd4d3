import Geometry
import LayerTree

extension ViewLayer {
    /// Puts the layer's 3D transform on its frozen node, about its anchor point, as Core
    /// Animation composes `position`, `anchorPoint` and `transform`.
    ///
    /// Rule it keeps: `view.transform` is the affine part of `layer.transform`, so the 3D
    /// matrix counts only while its affine part is still the view's transform; a later
    /// `view.transform = ...` replaces the whole matrix, as in UIKit. While an animated change
    /// of the matrix runs, the node shows the two matrices blended by their parts.
    func contributeProjection(to node: inout Layer) {
        node.isDoubleSided = isDoubleSidedValue
        if let projectionDriver {
            projectionDriver(&node)
            return
        }
        if let blended = blendedTransform3D {
            node.transform = View.transformToSuperview(
                center: view.presentationCenter, bounds: view.presentationBounds,
                transform: blended.affineTransform, anchor: view.anchorPoint)
            node.projection = blended.isAffine ? nil : placed(blended)
            return
        }
        guard let m = transform3DValue, m.affineTransform == view.transform else { return }
        node.projection = placed(m)
    }

    /// `m` about the layer's anchor point, then moved to its presented position: the map from
    /// the layer's own coordinates into its superlayer's.
    func placed(_ m: Transform3D) -> Transform3D {
        let bounds = view.presentationBounds
        let anchor = view.anchorPoint
        let centre = view.presentationCenter
        let toAnchor = Transform3D(
            translationX: -(bounds.minX + bounds.width * anchor.x), y: -(bounds.minY + bounds.height * anchor.y), z: 0)
        return toAnchor.concatenating(m).concatenating(Transform3D(translationX: centre.x, y: centre.y, z: 0))
    }

    /// The matrix an animated change of `layer.transform` shows now: the matrices before and
    /// after it blended by the running `depthTransform` progress; nil when none runs (or the
    /// view's transform was set since, which replaces the matrix).
    var blendedTransform3D: Transform3D? {
        guard let depthBlend, view.animation(for: .depthTransform) != nil,
            depthBlend.to.affineTransform == view.transform
        else { return nil }
        let progress = view.presentationVector(for: .depthTransform)[0]
        return depthBlend.from.interpolated(to: depthBlend.to, fraction: progress)
    }

    /// Sets `layer.transform`: the affine part goes to the view's `transform` (so it animates
    /// inside an animation block as it always did); a matrix with depth or perspective is kept
    /// whole (an `m34` alone gives a later `transform.rotation.y` animation its perspective),
    /// and the renderer takes the projective path when it bends the plane.
    ///
    /// Inside an animation block (`View.animate`, a property animator), a change to or from a
    /// matrix with depth animates as Core Animation animates `transform`: from what is shown
    /// now to the new matrix, blended by parts (`Transform3D.interpolated(to:fraction:)`),
    /// along the block's timing. A change between two affine matrices animates as before.
    package func setTransform3D(_ m: Transform3D) {
        let shown = blendedTransform3D ?? transform3D
        transform3DValue = m.isAffine ? nil : m
        if AnimationTransaction.isRecording, shown != m, !(shown.isAffine && m.isAffine) {
            // A new blend starts from what is shown, so an earlier one is replaced, not added to.
            view.animation(for: .depthTransform)?.remove()
            depthBlend = (shown, m)
            view.change(.depthTransform, from: [0]) { view._depthProgress = 1 }
        } else if !AnimationTransaction.isRecording {
            view.animation(for: .depthTransform)?.remove()
            depthBlend = nil
        }
        view.transform = m.affineTransform
    }

    /// The layer's transform as a 4x4 matrix (Core Animation's `CALayer.transform`), about
    /// its anchor point: the matrix as set, or the view's affine transform as a matrix.
    /// Setting it follows `setTransform3D(_:)`: in an animation block a change to or from a
    /// matrix with depth blends by parts; the affine part is always the view's `transform`.
    public var transform3D: Transform3D {
        get {
            if let m = transform3DValue, m.affineTransform == view.transform { return m }
            return Transform3D(view.transform)
        }
        set { setTransform3D(newValue) }
    }
}
