// The application-wide status-bar appearance of iOS 8 and earlier, still read by libraries
// that restore it after showing a banner. There is no status bar here to draw.

extension UIApplication {
    /// `statusBarStyle`: always `.default`, the style iOS starts an app with. Setting it is
    /// accepted and changes nothing, since this platform has no status bar to restyle;
    /// the style a controller asks for is `preferredStatusBarStyle`.
    public var statusBarStyle: StatusBarStyle {
        get { .default }
        set {}
    }

    /// `setStatusBarStyle(_:animated:)`: accepted, as setting `statusBarStyle` is.
    public func setStatusBarStyle(_ style: StatusBarStyle, animated: Bool) {}

    /// `setStatusBarHidden(_:with:)`: accepted; `isStatusBarHidden` stays false.
    public func setStatusBarHidden(_ hidden: Bool, with animation: StatusBarAnimation) {}
}
