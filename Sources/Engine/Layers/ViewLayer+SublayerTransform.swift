import Geometry
import LayerTree

extension ViewLayer {
    /// The transform every sublayer is drawn with, about this layer's anchor point (Core
    /// Animation's `CALayer.sublayerTransform`): one with depth (`m34`) gives all the
    /// sublayers, the subviews' layers included, one shared perspective; an affine one applies
    /// to the layers added with `addSublayer`.
    public var sublayerTransform3D: Transform3D {
        get { sublayerTransform3DValue ?? Transform3D(sublayerAffineTransform) }
        set {
            sublayerTransform3DValue = newValue.isAffine ? nil : newValue
            sublayerAffineTransform = newValue.affineTransform
        }
    }

    /// The sublayer transform drawn now: a running `"sublayerTransform"` animation's value
    /// (explicit animations change what is drawn, never the model), else the model's matrix
    /// with depth; nil when only an affine one (or none) applies.
    func drawnSublayerTransform3D() -> Transform3D? {
        if let now = layerTime,
            explicitAnimations.contains(where: {
                $0.animation.animation.keyPath == "sublayerTransform" && $0.animation.isShowing(at: now)
            }),
            let value = presentationValue(forKeyPath: "sublayerTransform").map(LayerValue.unwrapped)
        {
            if let m = value as? Transform3D { return m }
            if let t = value as? AffineTransform { return Transform3D(t) }
        }
        return sublayerTransform3DValue
    }

    /// Applies a `sublayerTransform` with depth to every sublayer's node (the subviews' and
    /// the added layers', not the layer's own content), about this layer's anchor point, as
    /// Core Animation does: each sublayer's own matrix first, then the sublayer transform,
    /// so one `m34` there gives all of them a shared perspective (a cube's faces, a flip's two
    /// cards). A sublayer that still maps the plane affinely keeps the 2D path.
    func applySublayerTransform3D(to node: inout Layer) {
        guard let sublayer = drawnSublayerTransform3D() else { return }
        let b = view.presentationBounds
        let ax = b.minX + view.anchorPoint.x * b.width
        let ay = b.minY + view.anchorPoint.y * b.height
        let about = Transform3D(translationX: -ax, y: -ay, z: 0).concatenating(sublayer)
            .concatenating(Transform3D(translationX: ax, y: ay, z: 0))
        let count = view.subviews.count + added.count
        for i in max(0, node.sublayers.count - count)..<node.sublayers.count {
            let child = node.sublayers[i]
            let m = (child.projection ?? Transform3D(child.transform)).concatenating(about)
            node.sublayers[i].transform = m.affineTransform
            node.sublayers[i].projection = m.isAffine ? nil : m
        }
    }
}
