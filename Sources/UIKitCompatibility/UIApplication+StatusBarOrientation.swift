import Foundation

extension UIApplication {
    /// `UIApplication.willChangeStatusBarOrientationNotification`: the name exists so that
    /// code observing it compiles; the window is this platform's screen and never rotates,
    /// so it is never posted.
    nonisolated public static let willChangeStatusBarOrientationNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarOrientationNotification")
    /// `UIApplication.didChangeStatusBarOrientationNotification`: never posted, as
    /// `willChangeStatusBarOrientationNotification`.
    nonisolated public static let didChangeStatusBarOrientationNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarOrientationNotification")
}
