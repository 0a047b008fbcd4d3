import Geometry

/// `UISpringTimingParameters`: a spring as an object, the form UIKit code makes, passes to a
/// property animator and extends with its own `convenience init`. The motion is the engine's
/// `SpringTimingParameters` value, which the animator runs; this object only carries it, so
/// a spring made here moves exactly as the same value does.
///
/// Every stored property is a constant of a `Sendable` type, so an instance may be shared
/// across tasks as UIKit's main-actor class may; a subclass keeps that by adding only
/// constants.
open class SpringTimingProvider: TimingCurveProvider, @unchecked Sendable {
    /// The motion an animator runs: fitted to the animator's duration when it was made from a
    /// damping ratio, its own settling time when it was made from mass, stiffness and damping.
    public let parameters: SpringTimingParameters
    /// The starting velocity per axis, in fractions of the animated distance per second
    /// (UIKit's `initialVelocity` vector). The engine's spring is one-dimensional: it starts
    /// with `parameters.initialVelocity`.
    public let initialVelocityComponents: (dx: Double, dy: Double)

    /// A spring carrying `parameters`; without components, both axes start with the value's
    /// own initial velocity.
    public init(_ parameters: SpringTimingParameters, initialVelocity components: (dx: Double, dy: Double)? = nil) {
        self.parameters = parameters
        self.initialVelocityComponents = components ?? (parameters.initialVelocity, parameters.initialVelocity)
    }

    /// `UISpringTimingParameters()`: UIKit documents a damping ratio of 4.56 and no initial
    /// velocity; the duration form clamps the ratio to 1, so this is a critically damped
    /// spring fitted to the animator's duration.
    public init() {
        self.parameters = SpringTimingParameters(dampingRatio: 4.56)
        self.initialVelocityComponents = (0, 0)
    }

    /// `UISpringTimingParameters(dampingRatio:)`: a spring of this damping ratio that starts
    /// at rest and is fitted to the animator's duration.
    public init(dampingRatio: Double) {
        self.parameters = SpringTimingParameters(dampingRatio: dampingRatio)
        self.initialVelocityComponents = (0, 0)
    }

    /// iOS 17's `UISpringTimingParameters(duration:bounce:)`: a spring of that perceptual
    /// duration and bounce, starting at rest, that settles in its own time whatever duration
    /// the animator was made with.
    public init(duration: Double, bounce: Double) {
        self.parameters = SpringTimingParameters(duration: duration, bounce: bounce)
        self.initialVelocityComponents = (0, 0)
    }

    /// `.spring`: an animator reads `springTimingParameters`.
    open var timingCurveType: TimingCurveType { .spring }
    /// None: a spring carries no curve.
    open var cubicTimingParameters: CubicTimingProvider? { nil }
    /// The object itself.
    open var springTimingParameters: SpringTimingProvider? { self }
}
