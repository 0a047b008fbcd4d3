/// A set of a rectangle's edges (`UIRectEdge`): which sides a view is pinned to, which
/// edges a bar extends under, where an edge pan may start.
///
/// The raw values are UIKit's, so `.all` is the four edges and `[]` is none.
public struct RectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// A set from UIKit's raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = Self(rawValue: 1 << 0)
    /// The left edge.
    public static let left = Self(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = Self(rawValue: 1 << 2)
    /// The right edge.
    public static let right = Self(rawValue: 1 << 3)
    /// Every edge.
    public static let all: Self = [.top, .left, .bottom, .right]
}
