import Engine
import Geometry

/// A `CATransform3D` as the `fromValue`, `toValue` or keyframe value of a `"transform"` or
/// `"sublayerTransform"` animation: an affine one animates as the affine transform it is
/// (the 2D path, unchanged); between matrices with depth the animation blends them by parts
/// (scale, skew, rotation, translation, perspective), as Core Animation does, and the layer
/// is drawn in perspective.
extension Geometry.Transform3D: LayerValueConvertible {
    /// The affine transform for an affine matrix, else the matrix itself.
    public var layerValue: Any? { isAffine ? affineTransform : self }
}
