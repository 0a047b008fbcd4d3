extension AnimationOptions {
    /// Lays out the changed views' subviews when the animation is committed
    /// (`.layoutSubviews`), so frames their `layoutSubviews` sets animate along with the
    /// parent's change; without it they take their new frames at once at the next layout
    /// pass, as in UIKit.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
}
