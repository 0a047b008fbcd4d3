/// UIKit's semantic fill colours for thin and small shapes (grabbers, track fills, search
/// fields' backgrounds) in their light-mode values, the mode the playground draws: grey
/// (120, 120, 128) and its neighbours at the falling opacities UIKit gives each level.
extension Color {
    /// `UIColor.systemFill`: for thin and small shapes, such as a slider's track or a
    /// sheet's grabber; (120, 120, 128) at 20 % opacity.
    public static let systemFill = Color(r8: 120, g8: 120, b8: 128).withAlpha(0.2)
    /// `UIColor.secondarySystemFill`: for medium shapes, such as a switch's background;
    /// (120, 120, 128) at 16 % opacity.
    public static let secondarySystemFill = Color(r8: 120, g8: 120, b8: 128).withAlpha(0.16)
    /// `UIColor.tertiarySystemFill`: for large shapes, such as input fields and buttons;
    /// (118, 118, 128) at 12 % opacity.
    public static let tertiarySystemFill = Color(r8: 118, g8: 118, b8: 128).withAlpha(0.12)
    /// `UIColor.quaternarySystemFill`: for large areas holding complex content, such as
    /// expanded table cells; (116, 116, 128) at 8 % opacity.
    public static let quaternarySystemFill = Color(r8: 116, g8: 116, b8: 128).withAlpha(0.08)
}
