/// Distances inward from each edge of a rectangle, with the horizontal ones named by the
/// reading direction (`NSDirectionalEdgeInsets`): `leading` is the edge a line of text
/// starts from. Text here runs left to right, so leading is left and trailing is right.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the leading (here left) edge.
    public var leading: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the trailing (here right) edge.
    public var trailing: Double

    /// Creates insets from the four distances.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset at all.
    public static let zero = DirectionalEdgeInsets()

    /// The same insets by left and right, for left-to-right text.
    public var edgeInsets: EdgeInsets { EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }
}
