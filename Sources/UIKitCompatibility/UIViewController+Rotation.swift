extension ViewController {
    /// `attemptRotationToDeviceOrientation()`: does nothing. Here the window's shape is the
    /// orientation and a resize is the rotation, which already reaches every controller
    /// (`viewWillTransition(to:with:)`); there is no device orientation to rotate to.
    public class func attemptRotationToDeviceOrientation() {}
}
