/// UIKit's colour spellings: `withAlphaComponent`, `cgColor`, and the system palette
/// (iOS light-mode values).
extension Color {
    /// The same colour with alpha `alpha` (`UIColor.withAlphaComponent`).
    public func withAlphaComponent(_ alpha: Double) -> Color { withAlpha(alpha) }
    /// The colour as a layer takes it (`layer.borderColor = c.cgColor`): a fixed colour is
    /// itself; a dynamic one is resolved now, for the light appearance that holds outside a
    /// view's drawing here, and stays so. UIKit's `cgColor` is a `CGColor`, which has no
    /// traits to follow, so a layer colour set from it is not resolved again either.
    public var cgColor: Color {
        guard isDynamic else { return self }
        let c = rgba
        return Color(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// `UIColor.systemRed`.
    public static let systemRed = Color(r8: 255, g8: 59, b8: 48)
    /// `UIColor.systemGreen`.
    public static let systemGreen = Color(r8: 52, g8: 199, b8: 89)
    /// `UIColor.systemOrange`.
    public static let systemOrange = Color(r8: 255, g8: 149, b8: 0)
    /// `UIColor.systemYellow`.
    public static let systemYellow = Color(r8: 255, g8: 204, b8: 0)
    /// `UIColor.systemPink`.
    public static let systemPink = Color(r8: 255, g8: 45, b8: 85)
    /// `UIColor.systemPurple`.
    public static let systemPurple = Color(r8: 175, g8: 82, b8: 222)
    /// `UIColor.systemTeal`.
    public static let systemTeal = Color(r8: 48, g8: 176, b8: 199)
    /// `UIColor.systemIndigo`.
    public static let systemIndigo = Color(r8: 88, g8: 86, b8: 214)
    /// `UIColor.systemGray`.
    public static let systemGray = Color(r8: 142, g8: 142, b8: 147)
    /// `UIColor.systemBackground` (light mode: white).
    public static let systemBackground = Color.white
    /// `UIColor.secondarySystemBackground` (light mode).
    public static let secondarySystemBackground = Color(r8: 242, g8: 242, b8: 247)
    /// `UIColor.label` (light mode: black).
    public static let label = Color.black
    /// `UIColor.red`.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// `UIColor.green`.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// `UIColor.blue`.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// `UIColor.gray`.
    public static let gray = Color(white: 0.5)
    /// `UIColor.lightGray`.
    public static let lightGray = Color(white: 2.0 / 3)
    /// `UIColor.darkGray`.
    public static let darkGray = Color(white: 1.0 / 3)
}
