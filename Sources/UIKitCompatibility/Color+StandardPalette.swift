import Geometry

// UIKit's fixed colours that the system palette in `Color+UIKit.swift` leaves out: the
// plain component colours (`UIColor.orange` and the rest, defined by their RGB components
// and the same in light and dark), and the grey steps of the system palette.

extension Color {
    /// `UIColor.cyan`: red 0, green 1, blue 1.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// `UIColor.yellow`: red 1, green 1, blue 0.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// `UIColor.magenta`: red 1, green 0, blue 1.
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// `UIColor.orange`: red 1, green 0.5, blue 0.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// `UIColor.purple`: red 0.5, green 0, blue 0.5.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// `UIColor.brown`: red 0.6, green 0.4, blue 0.2.
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    /// `UIColor.darkText`: black, for text on a light background.
    public static let darkText = Color.black
    /// `UIColor.lightText`: white at 60 % opacity, for text on a dark background.
    public static let lightText = Color(white: 1, alpha: 0.6)

    /// `UIColor.systemGray2` (light mode).
    public static let systemGray2 = Color(r8: 174, g8: 174, b8: 178)
    /// `UIColor.systemGray3` (light mode).
    public static let systemGray3 = Color(r8: 199, g8: 199, b8: 204)
    /// `UIColor.systemGray4` (light mode).
    public static let systemGray4 = Color(r8: 209, g8: 209, b8: 214)
    /// `UIColor.systemGray5` (light mode).
    public static let systemGray5 = Color(r8: 229, g8: 229, b8: 234)
    /// `UIColor.systemGray6` (light mode).
    public static let systemGray6 = Color(r8: 242, g8: 242, b8: 247)
}
