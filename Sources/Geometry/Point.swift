/// A location in a two-dimensional coordinate space, in points unless stated otherwise.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate; grows to the right.
    public var x: Double
    /// The vertical coordinate; grows downwards, as in UIKit.
    public var y: Double

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The distance from this point to `other`.
    public func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }

    // Core Graphics declares no arithmetic on `CGPoint` (this type's UIKit name), so UIKit
    // libraries declare their own `+`, `-` and `*` with these very signatures; the engine's
    // are disfavored so that a library's own is the one its code calls, not an ambiguity.

    /// Component-wise sum, as moving a point by a vector.
    @_disfavoredOverload
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// Component-wise difference: the vector from `b` to `a`.
    @_disfavoredOverload
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// Scales both coordinates.
    @_disfavoredOverload
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }

    /// `(x, y)`, for logs.
    public var description: String { "(\(x), \(y))" }
}
