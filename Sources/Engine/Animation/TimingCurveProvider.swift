import Geometry

/// `UITimingCurveType`: which of a `TimingCurveProvider`'s parameters an animator reads.
public enum TimingCurveType: Int, Hashable, Sendable {
    /// One of the standard curves, given as `cubicTimingParameters`.
    case builtin
    /// A cubic Bezier, given as `cubicTimingParameters`.
    case cubic
    /// A spring, given as `springTimingParameters`.
    case spring
    /// The cubic curve modified by the spring: both are given.
    case composed
}

/// `UITimingCurveProvider`: an object that hands a property animator its timing, as cubic
/// parameters, spring parameters or both (`timingCurveType` says which are read). The
/// parameters are objects, as in UIKit (`CubicTimingProvider`, `SpringTimingProvider`), so a
/// library's own provider declares them with UIKit's types; the engine's values
/// (`CubicTimingParameters`, `SpringTimingParameters`) provide themselves too, so either goes
/// to the same initializer.
public protocol TimingCurveProvider {
    /// Which parameters to read.
    var timingCurveType: TimingCurveType { get }
    /// The curve, for `.builtin`, `.cubic` and `.composed`.
    var cubicTimingParameters: CubicTimingProvider? { get }
    /// The spring, for `.spring` and `.composed`.
    var springTimingParameters: SpringTimingProvider? { get }
}

extension TimingCurveProvider {
    /// The motion an animator runs for this provider: the provider itself when it already
    /// is one; otherwise the parameters `timingCurveType` names, a composed motion for
    /// `.composed`, and UIKit's ease-in-out when the named parameters are missing.
    public var resolvedTimingParameters: any TimingParameters {
        if let own = self as? any TimingParameters { return own }
        let cubic = cubicTimingParameters?.parameters
        let spring = springTimingParameters?.parameters
        switch timingCurveType {
        case .builtin, .cubic:
            if let cubic { return cubic }
        case .spring:
            if let spring { return spring }
        case .composed:
            if let cubic, let spring { return ComposedTimingParameters(cubic: cubic, spring: spring) }
            if let cubic { return cubic }
            if let spring { return spring }
        }
        return CubicTimingParameters(curve: .easeInOut, duration: 0.5)
    }
}

extension CubicTimingParameters {
    /// `.builtin` for the four standard curves, `.cubic` for any other Bezier.
    public var timingCurveType: TimingCurveType {
        if case .cubic = curve { return .cubic }
        return .builtin
    }
    /// The parameters themselves, as an object.
    public var cubicTimingParameters: CubicTimingProvider? { CubicTimingProvider(self) }
    /// None: a curve has no spring.
    public var springTimingParameters: SpringTimingProvider? { nil }

    /// `UICubicTimingParameters(animationCurve:)`: a standard curve, stretched to the
    /// duration of the animator it is given to.
    public init(animationCurve curve: TimingCurve) {
        self.init(curve: curve, duration: 0.5)
    }

    /// `UICubicTimingParameters()`: ease-in-out, UIKit's default curve.
    public init() {
        self.init(curve: .easeInOut, duration: 0.5)
    }

    /// `UICubicTimingParameters(controlPoint1:controlPoint2:)`: a Bezier through (0, 0),
    /// the two control points and (1, 1).
    public init(controlPoint1 point1: Point, controlPoint2 point2: Point) {
        self.init(curve: .cubic(CubicBezier(point1.x, point1.y, point2.x, point2.y)), duration: 0.5)
    }
}

extension SpringTimingParameters {
    /// `.spring`.
    public var timingCurveType: TimingCurveType { .spring }
    /// None: a spring has no curve.
    public var cubicTimingParameters: CubicTimingProvider? { nil }
    /// The parameters themselves, as an object.
    public var springTimingParameters: SpringTimingProvider? { SpringTimingProvider(self) }
}

extension TimingParameters {
    /// `.cubic`: a motion of the engine's own reads as a curve of itself.
    public var timingCurveType: TimingCurveType { .cubic }
    /// None, unless the motion is a curve.
    public var cubicTimingParameters: CubicTimingProvider? { nil }
    /// None, unless the motion is a spring.
    public var springTimingParameters: SpringTimingProvider? { nil }
}
