import Transitions

extension ViewController {
    /// `UIViewController.attemptRotationToDeviceOrientation()`: asks the window to turn the
    /// interface to the device's orientation now that the supported orientations may have
    /// changed. The window's shape is this platform's orientation, and a resize already lays
    /// the interface out again (`viewWillTransition(to:with:)`), so there is never a pending
    /// rotation to attempt and the call does nothing.
    public static func attemptRotationToDeviceOrientation() {}
}
