import Engine

extension View {
    /// `UIView.transform3D` (iOS 13): the view's transform as a 4x4 matrix, the same value as
    /// its layer's `transform`. Its affine part is `transform`; one with depth is drawn in
    /// perspective, and setting it inside an animation block blends the old matrix into the
    /// new one by parts, as Core Animation does.
    public var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }
}
