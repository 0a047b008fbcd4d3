import Engine

extension View {
    /// `UIView.KeyframeAnimationOptions`, the options of `animateKeyframes`.
    public typealias KeyframeAnimationOptions = Engine.KeyframeAnimationOptions
}
