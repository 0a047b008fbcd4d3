import Geometry

/// The iOS system palette (light appearance) the demos colour themselves with, so every
/// demo looks like it belongs to one app.
enum Palette {
    static let blue = Color(r8: 0, g8: 122, b8: 255)
    static let green = Color(r8: 52, g8: 199, b8: 89)
    static let indigo = Color(r8: 88, g8: 86, b8: 214)
    static let orange = Color(r8: 255, g8: 149, b8: 0)
    static let pink = Color(r8: 255, g8: 45, b8: 85)
    static let purple = Color(r8: 175, g8: 82, b8: 222)
    static let red = Color(r8: 255, g8: 59, b8: 48)
    static let teal = Color(r8: 48, g8: 176, b8: 199)
    static let yellow = Color(r8: 255, g8: 204, b8: 0)
    /// `systemGroupedBackground`: the light grey behind grouped content.
    static let groupedBackground = Color(r8: 242, g8: 242, b8: 247)
    /// `secondaryLabel`: grey explanatory text.
    static let secondaryLabel = Color(r8: 60, g8: 60, b8: 67, alpha: 0.6)
    /// `separator`.
    static let separator = Color(r8: 198, g8: 198, b8: 200)
    /// The popping demo's dimming grey, (84, 84, 84) as in the original.
    static let poppingDimming = Color(r8: 84, g8: 84, b8: 84)
}
