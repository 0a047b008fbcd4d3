/// `UIOffset`: a horizontal and vertical displacement, as UIKit Dynamics and bar-button
/// appearance take them.
public struct UIOffset: Hashable, Sendable {
    /// The horizontal displacement, in points.
    public var horizontal: Double
    /// The vertical displacement, in points.
    public var vertical: Double
    /// Makes an offset.
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// `UIOffset()`: no displacement, as UIKit's zero-filled C struct is.
    public init() { self.init(horizontal: 0, vertical: 0) }
    /// No displacement.
    public static let zero = UIOffset()
}
