import Geometry
import LayerTree

/// `CATransformLayer`: a layer whose sublayers keep their depth in one 3D space instead of
/// being flattened into its plane, so six faces turned and pushed out with their own
/// transforms draw as one cube, each face in perspective, the nearer ones over the farther.
///
/// As Apple documents for it, only the sublayers are rendered: the layer's own background,
/// contents, border, shadow, mask and `masksToBounds` are ignored, and its opacity applies to
/// each sublayer on its own rather than fading them as a group. Its `transform` and
/// `sublayerTransform` reach every sublayer in 3D. The faces are drawn in painter's order by
/// the depth of their centres, with no z-buffer (see `Layer.resolvingPreservedDepth()`), and a
/// face with `isDoubleSided == false` turned away from the viewer is not drawn.
@preconcurrency @MainActor
open class TransformLayer: ViewLayer {
    /// A transform layer on its own (`CATransformLayer()`).
    public override init() {
        super.init()
    }

    /// `CATransformLayer(layer:)`: a copy of `layer`'s model values.
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    /// `CATransformLayer(coder:)`: always fails, as `ViewLayer.init?(coder:)` does.
    public required init?(coder: ViewCoder) {
        return nil
    }

    override func contribute(to node: inout Layer) {
        super.contribute(to: &node)
        node.preservesDepth = true
    }
}

extension ViewLayer {
    /// True when this layer keeps its sublayers' depth (a transform layer, or a replicator
    /// with `preservesDepth`): its own node is then resolved by its parent, not here.
    var keepsSublayerDepth: Bool {
        self is TransformLayer || (self as? ReplicatorLayer)?.preservesDepth == true
    }
}
