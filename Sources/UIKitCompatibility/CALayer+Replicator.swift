import Engine

/// `CAReplicatorLayer` (`ReplicatorLayer`): draws its sublayers `instanceCount` times.
public typealias CAReplicatorLayer = ReplicatorLayer

extension ReplicatorLayer {
    /// `instanceTransform`: the transform that takes copy `k - 1` to copy `k`, about the
    /// centre of the layer, as Core Animation applies it; drawn by its affine part, depth
    /// dropped.
    public var instanceTransform: CATransform3D {
        get { CATransform3D(instanceAffineTransform) }
        set { instanceAffineTransform = newValue.affineTransform }
    }
}
