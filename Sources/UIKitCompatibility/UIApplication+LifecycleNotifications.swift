import Foundation

// The application's lifecycle, as notification names. The playground's window is the app:
// it is active and in the foreground from its first frame to its last, so none of these is
// ever posted; an observer waits as it would in an app the user never leaves.
extension UIApplication {
    /// `didBecomeActiveNotification`: never posted (the app is active from the start).
    nonisolated public static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    /// `willResignActiveNotification`: never posted (nothing interrupts the app).
    nonisolated public static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    /// `didEnterBackgroundNotification`: never posted (the app is never sent to the background).
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// `willEnterForegroundNotification`: never posted (the app never leaves the foreground).
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
}
