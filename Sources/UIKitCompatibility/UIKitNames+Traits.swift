// UIKit's names for the trait environment: text size and layout direction beside the size
// classes, so code that compares trait collections before adapting compiles unchanged.

/// `UITraitEnvironmentLayoutDirection` (`TraitEnvironmentLayoutDirection`).
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection
/// `UIContentSizeCategory` (`ContentSizeCategory`): a window's is `.large`, iOS's default;
/// this platform has no text-size setting, so it never changes.
public typealias UIContentSizeCategory = ContentSizeCategory

extension ContentSizeCategory {
    /// Never posted: the text size does not change here.
    nonisolated public static let didChangeNotification = Notification.Name(
        "UIContentSizeCategoryDidChangeNotification")
}
