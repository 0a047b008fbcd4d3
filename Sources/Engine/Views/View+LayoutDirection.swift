/// How a view's content follows the writing direction (`UISemanticContentAttribute`); the
/// raw values, in declaration order from 0, are UIKit's.
public enum SemanticContentAttribute: Int, Hashable, Sendable {
    /// Follows the writing direction of the user's language.
    case unspecified
    /// Playback controls, which keep left-to-right.
    case playback
    /// Spatial controls (directional pads), which keep left-to-right.
    case spatial
    /// Always left-to-right.
    case forceLeftToRight
    /// Always right-to-left.
    case forceRightToLeft
}

/// The direction a layout runs in (`UIUserInterfaceLayoutDirection`).
public enum UserInterfaceLayoutDirection: Int, Hashable, Sendable {
    /// Leading is the left edge.
    case leftToRight
    /// Leading is the right edge.
    case rightToLeft
}

extension View {
    /// The direction content with `attribute` runs in
    /// (`UIView.userInterfaceLayoutDirection(for:)`): right-to-left only when forced. The
    /// playground has no user language, so it runs left-to-right, as an app in English does;
    /// the engine's own layout (leading anchors, stack views) is left-to-right throughout.
    public static func userInterfaceLayoutDirection(
        for attribute: SemanticContentAttribute
    ) -> UserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The direction this view's content runs in (`effectiveUserInterfaceLayoutDirection`).
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        View.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }
}
