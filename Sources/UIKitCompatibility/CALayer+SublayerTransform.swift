import Engine

extension ViewLayer {
    /// `CALayer.sublayerTransform`: the transform the layers added to this one
    /// (`addSublayer`) are drawn with, about its anchor point, as Core Animation applies
    /// it; drawn by its affine part, depth dropped. The layers of the view's subviews are
    /// not added layers here and keep their own transforms.
    public var sublayerTransform: CATransform3D {
        get { CATransform3D(sublayerAffineTransform) }
        set { sublayerAffineTransform = newValue.affineTransform }
    }
}
