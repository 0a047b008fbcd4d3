import Engine

// UIKit's spring initializers that take the starting velocity as a `CGVector`, a Core
// Graphics name the engine does not have. They are convenience initializers, so a library's
// own `convenience init` in an extension may delegate to them as it does in UIKit.

extension SpringTimingProvider {
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`: a spring of this damping
    /// ratio fitted to the animator's duration, starting with `velocity` (fractions of the
    /// animated distance per second, per axis; the larger component drives the engine's
    /// one-dimensional spring).
    public convenience init(dampingRatio: Double, initialVelocity velocity: CGVector) {
        self.init(
            SpringTimingParameters(dampingRatio: dampingRatio, initialVelocity: velocity),
            initialVelocity: (velocity.dx, velocity.dy))
    }

    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`: a physical spring
    /// that settles in its own time, whatever duration the animator was made with.
    public convenience init(mass: Double, stiffness: Double, damping: Double, initialVelocity velocity: CGVector) {
        self.init(
            SpringTimingParameters(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity),
            initialVelocity: (velocity.dx, velocity.dy))
    }

    /// iOS 17's `UISpringTimingParameters(duration:bounce:initialVelocity:)`: the spring of
    /// that perceptual duration and bounce, settling in its own time, starting with `velocity`
    /// (fractions of the animated distance per second; the larger component drives it).
    public convenience init(duration: Double, bounce: Double, initialVelocity velocity: CGVector) {
        let v = abs(velocity.dx) >= abs(velocity.dy) ? velocity.dx : velocity.dy
        self.init(
            SpringTimingParameters(duration: duration, bounce: bounce, initialVelocity: v),
            initialVelocity: (velocity.dx, velocity.dy))
    }

    /// `initialVelocity`: the starting velocity per axis, in fractions of the animated
    /// distance per second.
    public var initialVelocity: CGVector {
        CGVector(dx: initialVelocityComponents.dx, dy: initialVelocityComponents.dy)
    }
}
