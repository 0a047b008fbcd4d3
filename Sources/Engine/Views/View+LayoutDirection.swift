/// How a view's content follows the writing direction (`UISemanticContentAttribute`).
public enum SemanticContentAttribute: Int, Hashable, Sendable {
    /// Follows the writing direction of the user's language.
    case unspecified = 0
    /// Playback controls, which keep left-to-right.
    case playback = 1
    /// Spatial controls (directional pads), which keep left-to-right.
    case spatial = 2
    /// Always left-to-right.
    case forceLeftToRight = 3
    /// Always right-to-left.
    case forceRightToLeft = 4
}

/// The direction a layout runs in (`UIUserInterfaceLayoutDirection`).
public enum UserInterfaceLayoutDirection: Int, Hashable, Sendable {
    /// Leading is the left edge.
    case leftToRight = 0
    /// Leading is the right edge.
    case rightToLeft = 1
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
