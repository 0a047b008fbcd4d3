/// `UIRectEdge`: a set of a rectangle's edges, as a screen-edge pan names the edges it
/// starts from.
public struct RectEdge: OptionSet, Hashable, Sendable {
    /// The edges' bits, as UIKit numbers them.
    public let rawValue: UInt
    /// An edge set from its bits (UIKit's: top 1, left 2, bottom 4, right 8).
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No edge.
    public static let none = RectEdge([])
    /// The top edge.
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = RectEdge(rawValue: 1 << 3)
    /// All four.
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}
