extension SpringTimingParameters {
    /// UIKit's `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`: a physical
    /// spring whose own settling time is the animation's duration, whatever duration the
    /// property animator was made with (UIKit ignores it for this form, as drawer code that
    /// passes 0 relies on). The velocity is a fraction of the animated distance per second;
    /// the engine's spring is one-dimensional, so the vector's larger component is used.
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: CGVector) {
        let v = abs(initialVelocity.dx) >= abs(initialVelocity.dy) ? initialVelocity.dx : initialVelocity.dy
        self.init(spring: Spring(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: v)
    }
}
