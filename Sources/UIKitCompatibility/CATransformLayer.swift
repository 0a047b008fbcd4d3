import Engine

/// `CATransformLayer` (`TransformLayer`): its sublayers keep their depth in one 3D space, drawn
/// farthest first, instead of flattening into its plane; it draws nothing of its own.
public typealias CATransformLayer = TransformLayer
