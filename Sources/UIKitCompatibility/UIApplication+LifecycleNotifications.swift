import Foundation

// The application's life-cycle notification names. The playground's window is the app, in the
// foreground and active for as long as it runs (`applicationState` is `.active`), so none of
// these moments happens and none is posted; the names exist so that code observing them
// compiles and waits, as it would in an app that is never sent to the background.

extension UIApplication {
    /// `UIApplication.didEnterBackgroundNotification`: UIKit posts it when the user leaves
    /// the app for the home screen or another app. Never posted here.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// `UIApplication.willEnterForegroundNotification`: posted on the way back from the
    /// background, which the app never reached.
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// `UIApplication.didBecomeActiveNotification`: never posted; the app is active from its
    /// first frame, before any observer could be added, and never stops being active.
    nonisolated public static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    /// `UIApplication.willResignActiveNotification`: UIKit posts it for an incoming call, the
    /// app switcher or Control Center. Nothing here interrupts the app.
    nonisolated public static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    /// `UIApplication.willTerminateNotification`: not posted; the process ends with its window.
    nonisolated public static let willTerminateNotification = Notification.Name(
        "UIApplicationWillTerminateNotification")
    /// `UIApplication.didReceiveMemoryWarningNotification`: UIKit posts it when the system
    /// runs low on memory and wants caches dropped; Linux sends an app no such signal, so it
    /// is never posted here.
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    /// `UIApplication.willChangeStatusBarFrameNotification`: never posted; there is no status
    /// bar, so its frame never changes (as with `didChangeStatusBarFrameNotification`).
    nonisolated public static let willChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarFrameNotification")
}
