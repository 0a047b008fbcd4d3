import Foundation

// The application's life-cycle notification names. The playground's window is the app, in the
// foreground and active for as long as it runs (`applicationState` is `.active`), so none of
// these moments happens and none is posted; the names exist so that code observing them
// compiles and waits, as it would in an app that is never sent to the background.

extension UIApplication {
    /// `UIApplication.didEnterBackgroundNotification`: never posted; the app never goes to
    /// the background here.
    public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// `UIApplication.willEnterForegroundNotification`: never posted; the app never leaves
    /// the foreground, so it never comes back to it.
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// `UIApplication.didBecomeActiveNotification`: never posted; the app is active from its
    /// first frame, before any observer could be added.
    public static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    /// `UIApplication.willResignActiveNotification`: never posted; nothing interrupts the
    /// app (no calls, no app switcher).
    public static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    /// `UIApplication.willTerminateNotification`: never posted; the process ends with its
    /// window.
    public static let willTerminateNotification = Notification.Name(
        "UIApplicationWillTerminateNotification")
    /// `UIApplication.didReceiveMemoryWarningNotification`: never posted; there is no
    /// memory-pressure signal here.
    public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    /// `UIApplication.willChangeStatusBarFrameNotification`: never posted; there is no status
    /// bar, so its frame never changes (as `didChangeStatusBarFrameNotification`).
    public static let willChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarFrameNotification")
}
