/// A horizontal and vertical displacement in points (`UIOffset`), as UIKit Dynamics, bar
/// items and bar-button appearance take them.
public struct Offset: Hashable, Sendable {
    /// The horizontal displacement, in points.
    public var horizontal: Double
    /// The vertical displacement, in points.
    public var vertical: Double
    /// Makes an offset.
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// No displacement, as UIKit's zero-filled C struct is (`UIOffset()`).
    public init() { self.init(horizontal: 0, vertical: 0) }
    /// No displacement.
    public static let zero = Offset()
}
