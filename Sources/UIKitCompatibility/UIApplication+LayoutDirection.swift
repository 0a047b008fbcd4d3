import Engine

extension UIApplication {
    /// The direction the app's interface runs in (`userInterfaceLayoutDirection`): always
    /// left to right here, as UIKit answers for an app whose language is written left to
    /// right; a view forced right to left says so through its own
    /// `effectiveUserInterfaceLayoutDirection`.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}
