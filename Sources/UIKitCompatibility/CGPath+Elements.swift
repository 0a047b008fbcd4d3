// Reading a path element by element as Core Graphics hands them out: a kind and a pointer to
// its points, valid only during the call, so code that walks a `CGPath` (to flatten it, to
// count its points, to copy it into another form) ports as written.
import Geometry

/// `CGPathElementType`: what one element of a path does.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a new sub-path at `points[0]`.
    case moveToPoint = 0
    /// A line to `points[0]`.
    case addLineToPoint = 1
    /// A quadratic curve to `points[1]`, bent towards `points[0]`.
    case addQuadCurveToPoint = 2
    /// A cubic curve to `points[2]`, bent towards `points[0]` and `points[1]`.
    case addCurveToPoint = 3
    /// Closes the sub-path; no points.
    case closeSubpath = 4
}

/// `CGPathElement`: one element, its points in the order Core Graphics gives them (control
/// points first, the end point last).
public struct CGPathElement {
    /// What the element does.
    public var type: CGPathElementType
    /// Its points; as many as `type` uses, valid only inside the call that hands it out.
    public var points: UnsafeMutablePointer<CGPoint>

    /// An element of `type` over `points`.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// `CGPathApplierFunction`: the function `apply(info:function:)` calls for each element. A
/// Swift function here, not a C one: the element is a Swift structure, which C cannot name;
/// a closure that captures nothing, what Core Graphics requires, is one either way.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

extension CGPath {
    /// `applyWithBlock(_:)`: calls `block` with each element in order. The element and its
    /// points live only during the call, as in Core Graphics: copy what is kept.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        withUnsafeTemporaryAllocation(of: CGPoint.self, capacity: 3) { buffer in
            guard let points = buffer.baseAddress else { return }
            for element in path.elements {
                let type: CGPathElementType
                switch element {
                case .move(let p):
                    type = .moveToPoint
                    points[0] = p
                case .line(let p):
                    type = .addLineToPoint
                    points[0] = p
                case .quadCurve(let p, let c):
                    type = .addQuadCurveToPoint
                    (points[0], points[1]) = (c, p)
                case .curve(let p, let c1, let c2):
                    type = .addCurveToPoint
                    (points[0], points[1], points[2]) = (c1, c2, p)
                case .closeSubpath:
                    type = .closeSubpath
                }
                var cgElement = CGPathElement(type: type, points: points)
                withUnsafePointer(to: &cgElement) { block($0) }
            }
        }
    }

    /// `apply(info:function:)`: calls `function` with `info` and each element in order.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }
}
