import Geometry

/// `UICubicTimingParameters`: a timing curve as an object, the form UIKit code makes, passes
/// to a property animator and extends with its own `convenience init`. The motion is the
/// engine's `CubicTimingParameters` value, stretched to the animator's duration; this object
/// only carries it, so a curve made here moves exactly as the same value does.
///
/// Every stored property is a constant of a `Sendable` type, so an instance may be shared
/// across tasks as UIKit's main-actor class may; a subclass keeps that by adding only
/// constants.
open class CubicTimingProvider: TimingCurveProvider, @unchecked Sendable {
    /// The motion an animator runs, stretched to the animator's duration.
    public let parameters: CubicTimingParameters

    /// A curve carrying `parameters`.
    public init(_ parameters: CubicTimingParameters) {
        self.parameters = parameters
    }

    /// `UICubicTimingParameters()`: the engine's default curve, ease-in-out.
    public init() {
        self.parameters = CubicTimingParameters()
    }

    /// `UICubicTimingParameters(animationCurve:)`: one of the standard curves.
    public init(animationCurve curve: TimingCurve) {
        self.parameters = CubicTimingParameters(animationCurve: curve)
    }

    /// `UICubicTimingParameters(controlPoint1:controlPoint2:)`: a Bezier through (0, 0), the
    /// two control points and (1, 1).
    public init(controlPoint1 point1: Point, controlPoint2 point2: Point) {
        self.parameters = CubicTimingParameters(controlPoint1: point1, controlPoint2: point2)
    }

    /// The curve: a standard one, or `.cubic` with its control points.
    public var animationCurve: TimingCurve { parameters.curve }
    /// The Bezier's first control point (a standard curve's published one).
    public var controlPoint1: Point {
        let bezier = parameters.curve.bezier
        return Point(x: bezier.x1, y: bezier.y1)
    }
    /// The Bezier's second control point (a standard curve's published one).
    public var controlPoint2: Point {
        let bezier = parameters.curve.bezier
        return Point(x: bezier.x2, y: bezier.y2)
    }

    /// `.builtin` for the four standard curves, `.cubic` for any other Bezier.
    open var timingCurveType: TimingCurveType { parameters.timingCurveType }
    /// The object itself.
    open var cubicTimingParameters: CubicTimingProvider? { self }
    /// None: a curve carries no spring.
    open var springTimingParameters: SpringTimingProvider? { nil }
}
