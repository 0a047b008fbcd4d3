// The interface's orientation, judged from the key window's shape as the device's is: a
// window resize is this platform's rotation.

/// `UIInterfaceOrientation`: which way up the interface is drawn (see `InterfaceOrientation`).
public typealias UIInterfaceOrientation = InterfaceOrientation

extension UIApplication {
    /// `statusBarOrientation`: `.landscapeRight` while the key window is wider than tall
    /// (the interface of a device held `.landscapeLeft`, which `UIDevice.orientation`
    /// reports), `.portrait` otherwise, `.unknown` before any window exists.
    public var statusBarOrientation: UIInterfaceOrientation {
        switch UIDevice.current.orientation {
        case .unknown: .unknown
        case .landscapeLeft: .landscapeRight
        default: .portrait
        }
    }
}

extension WindowScene {
    /// `UIWindowScene.interfaceOrientation`: the scene's key window judged as
    /// `UIApplication.statusBarOrientation` judges it, `.landscapeRight` while wider than
    /// tall and `.portrait` otherwise; `.unknown` while the scene has no window.
    public var interfaceOrientation: UIInterfaceOrientation {
        guard let size = keyWindow?.size else { return .unknown }
        return size.width > size.height ? .landscapeRight : .portrait
    }
}

extension UIDevice {
    /// `systemVersion`: the iOS release whose UIKit behaviour the playground follows, for
    /// code that compares versions before using newer API.
    public var systemVersion: String { "18.0" }
    /// `model`: "iPad" when `userInterfaceIdiom` is `.pad`, "iPhone" otherwise.
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
}
