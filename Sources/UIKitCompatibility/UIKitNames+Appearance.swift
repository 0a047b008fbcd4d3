import Engine

/// A font member of an `appearance()` proxy (`UIFont`, as a drop-down's text font is) reads,
/// when never set, as the system font at UIKit's body size.
extension UIFont: AppearanceValue {
    /// The system font of 17 points.
    public static var unsetAppearanceValue: UIFont { .systemFont(ofSize: 17) }
}

/// `UIAppearance` (`AppearanceCustomizable`): what every view adopts, so that
/// `appearance()` reaches it.
public typealias UIAppearance = AppearanceCustomizable
