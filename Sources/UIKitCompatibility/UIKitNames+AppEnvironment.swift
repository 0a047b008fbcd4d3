import Engine
import Geometry
import Transitions

// The members of `UIScreen`, `UIApplication` and `NSObject` that photo browsers and other
// presentation libraries read; each says what it answers here.

extension UIScreen {
    /// The screen's size in device pixels (`nativeBounds`): `bounds` times `scale`, at the
    /// origin. UIKit measures it in the portrait-up orientation; a window here does not
    /// rotate, so that is the window as it is.
    public var nativeBounds: Rect {
        Rect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
}

/// `UIApplicationDelegate`: an app's delegate. A playground run has none (`delegate` is
/// nil), so the protocol asks for nothing.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {}

extension UIApplicationDelegate {
    /// The delegate's window as UIKit code reads it through the protocol, where `window` is
    /// an optional requirement: doubly optional, so `if let w = delegate?.window, let window
    /// = w` compiles as written. Nil here: no delegate exists to hold one.
    public var window: Window?? { nil }
}

extension UIApplication {
    /// `delegate`: always nil. A playground run has no application delegate; its windows
    /// are `windows` and `keyWindow`, which code reading `delegate?.window` falls back on.
    public var delegate: (any UIApplicationDelegate)? { nil }

    /// `isStatusBarHidden`: false, as the scene's `statusBarManager` answers; the status
    /// bar's frame is empty, so code that makes room for a shown bar makes none. Setting it
    /// is accepted and changes nothing: there is no status bar to hide.
    public var isStatusBarHidden: Bool {
        get { false }
        set {}
    }

    /// `supportedInterfaceOrientations(for:)`: every orientation. The app-wide default comes
    /// from an Info.plist there is none of here, and a window may be resized to any shape
    /// (this platform's rotation).
    public func supportedInterfaceOrientations(for window: Window?) -> InterfaceOrientationMask { .all }

    /// `beginReceivingRemoteControlEvents()`: does nothing; no media keys or headset
    /// controls reach the playground.
    public func beginReceivingRemoteControlEvents() {}

    /// `endReceivingRemoteControlEvents()`: does nothing, as the begin does nothing.
    public func endReceivingRemoteControlEvents() {}
}

extension NSObject {
    /// `cancelPreviousPerformRequests(withTarget:)`: does nothing. Delayed performs
    /// (`perform(_:with:afterDelay:)`) send selectors, which need the Objective-C runtime, so
    /// none can be pending here; a delayed call written as a `Timer` or a dispatch work item
    /// is cancelled through that instead.
    public class func cancelPreviousPerformRequests(withTarget target: Any) {}
}
