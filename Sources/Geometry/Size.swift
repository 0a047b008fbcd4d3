/// A width and a height, in points unless stated otherwise.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its extents.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size.
    public static let zero = Size(width: 0, height: 0)

    /// Scales both extents. Disfavored, as `Point`'s arithmetic is: a UIKit library's own
    /// `CGSize * CGFloat` wins over it.
    @_disfavoredOverload
    public static func * (a: Size, s: Double) -> Size { Size(width: a.width * s, height: a.height * s) }

    /// `WxH`, for logs.
    public var description: String { "\(width)x\(height)" }
}
