extension ViewController {
    /// `attemptRotationToDeviceOrientation()`: does nothing. Here the window's shape is the
    /// orientation and a resize is the rotation, which already reaches every controller
    /// (`viewWillTransition(to:with:)`); there is no device orientation to rotate to.
    public class func attemptRotationToDeviceOrientation() {}
}

extension ViewController {
    /// The orientation to present the controller in (`preferredInterfaceOrientationForPresentation`):
    /// the status bar's current orientation, UIKit's answer for a controller that does not
    /// override it, so `.landscapeRight` while the key window is wider than tall and
    /// `.portrait` otherwise.
    public var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        UIApplication.shared.statusBarOrientation
    }
}
