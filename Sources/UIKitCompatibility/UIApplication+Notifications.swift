import Foundation

extension UIApplication {
    /// `UIApplication.didChangeStatusBarFrameNotification`: the name exists so that code
    /// observing it compiles, but it is never posted. There is no status bar here
    /// (`statusBarFrame` is zero-high and never changes), so an observer waits for a change
    /// that cannot happen, as it would on an iPhone whose status bar never resizes.
    nonisolated public static let didChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarFrameNotification")
}

extension UIDevice {
    /// `UIDevice.orientationDidChangeNotification`: the name exists so that code observing it
    /// compiles; the window is this platform's screen and never rotates, so it is never posted.
    nonisolated public static let orientationDidChangeNotification = Notification.Name(
        "UIDeviceOrientationDidChangeNotification")
}
