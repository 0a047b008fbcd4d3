import Engine

extension ViewLayer {
    /// `CALayer.sublayerTransform`: the transform the sublayers are drawn with, about this
    /// layer's anchor point, as Core Animation applies it. An affine one applies to the layers
    /// added with `addSublayer`, as before; one with depth (the classic `m34 = -1.0 / 500`
    /// of a cube or a card flip) applies to every sublayer, the subviews' layers too, and
    /// gives them one shared perspective. It animates with `CABasicAnimation(keyPath:
    /// "sublayerTransform")`.
    public var sublayerTransform: CATransform3D {
        get { sublayerTransform3D }
        set { sublayerTransform3D = newValue }
    }
}
