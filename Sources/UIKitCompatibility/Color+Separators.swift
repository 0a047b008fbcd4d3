/// UIKit's separator colours in their light-mode values; the playground draws light mode.
extension Color {
    /// `UIColor.separator`: thin lines between content, (60, 60, 67) at 29 % opacity.
    public static let separator = Color(r8: 60, g8: 60, b8: 67).withAlpha(0.29)
    /// `UIColor.opaqueSeparator`: the same line opaque, (198, 198, 200).
    public static let opaqueSeparator = Color(r8: 198, g8: 198, b8: 200)
}
