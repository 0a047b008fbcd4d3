import Engine
import Geometry

/// A `CATransform3D` as the `fromValue`, `toValue` or keyframe value of a `"transform"`
/// animation draws by its affine part, as the layer shows it; between two of them the
/// animation runs through the affine parts.
extension Geometry.Transform3D: LayerValueConvertible {
    /// The affine part.
    public var layerValue: Any? { affineTransform }
}
