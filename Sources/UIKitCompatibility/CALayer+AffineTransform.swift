import Engine
import Geometry

extension ViewLayer {
    /// `CALayer.setAffineTransform(_:)`: sets the layer's transform to the affine one given,
    /// as `transform = CATransform3DMakeAffineTransform(m)`; a view's layer shares the view's
    /// transform, so inside an animation block the change animates like `view.transform`.
    public func setAffineTransform(_ m: Geometry.AffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    /// `CALayer.affineTransform()`: the affine part of the layer's transform.
    public func affineTransform() -> Geometry.AffineTransform {
        CATransform3DGetAffineTransform(transform)
    }
}
