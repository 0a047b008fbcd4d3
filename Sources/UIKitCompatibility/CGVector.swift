/// `CGVector`: a velocity or offset with `dx` and `dy`, as UIKit's spring timing takes it.
public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: Double
    /// The vertical component.
    public var dy: Double

    /// A vector of `dx` and `dy`.
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// `CGVector()`: both components zero, as Core Graphics' zero-filled C struct is.
    public init() { self.init(dx: 0, dy: 0) }

    /// No motion.
    public static let zero = CGVector()
}

extension SpringTimingParameters {
    /// UIKit's `UISpringTimingParameters(dampingRatio:initialVelocity:)`: the velocity is a
    /// fraction of the animated distance per second. The engine's spring is one-dimensional,
    /// so the vector's larger component is used (UIKit applies `dx` and `dy` to x and y
    /// separately; for a move along one axis the two agree).
    public init(dampingRatio: Double, initialVelocity: CGVector) {
        let v = abs(initialVelocity.dx) >= abs(initialVelocity.dy) ? initialVelocity.dx : initialVelocity.dy
        self.init(dampingRatio: dampingRatio, initialVelocity: v)
    }
}
