import Engine

/// UIKit's backgrounds for grouped content (a grouped table and the cells on it), in their
/// light-mode values, the mode the playground draws: a light grey behind, white on it.
extension Color {
    /// `UIColor.systemGroupedBackground`: behind grouped content; (242, 242, 247).
    public static let systemGroupedBackground = Color(r8: 242, g8: 242, b8: 247)
    /// `UIColor.secondarySystemGroupedBackground`: content on the grouped background; white.
    public static let secondarySystemGroupedBackground = Color.white
    /// `UIColor.tertiarySystemGroupedBackground`: content on the secondary level;
    /// (242, 242, 247).
    public static let tertiarySystemGroupedBackground = Color(r8: 242, g8: 242, b8: 247)
    /// `UIColor.groupTableViewBackground`: the grouped table's background from before
    /// iOS 13, which Apple deprecated for `systemGroupedBackground`; the same colour here.
    public static var groupTableViewBackground: Color { systemGroupedBackground }
}
