/// UIKit's semantic text colours in their light-mode values, which libraries use for
/// secondary text and links; the playground draws light mode.
extension Color {
    /// `UIColor.secondaryLabel`: grey text, (60, 60, 67) at 60 % opacity.
    public static let secondaryLabel = Color(r8: 60, g8: 60, b8: 67).withAlpha(0.6)
    /// `UIColor.tertiaryLabel`: (60, 60, 67) at 30 % opacity.
    public static let tertiaryLabel = Color(r8: 60, g8: 60, b8: 67).withAlpha(0.3)
    /// `UIColor.quaternaryLabel`: (60, 60, 67) at 18 % opacity.
    public static let quaternaryLabel = Color(r8: 60, g8: 60, b8: 67).withAlpha(0.18)
    /// `UIColor.link`: the system blue links are drawn in.
    public static let link = Color.systemBlue
}
