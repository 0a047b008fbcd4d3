// The device's orientation, judged from the key window's shape: a window resize is this
// platform's rotation, so a window wider than tall is a device held in landscape.

/// `UIDeviceOrientation`: how the device is held.
public enum UIDeviceOrientation: Int, Hashable, Sendable {
    /// Not known (no window yet).
    case unknown = 0
    /// Upright, the front camera at the top.
    case portrait = 1
    /// Upright, the front camera at the bottom.
    case portraitUpsideDown = 2
    /// On its side, the front camera on the left.
    case landscapeLeft = 3
    /// On its side, the front camera on the right.
    case landscapeRight = 4
    /// Flat, screen up.
    case faceUp = 5
    /// Flat, screen down.
    case faceDown = 6

    /// True for the two landscape orientations.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// True for the two portrait orientations.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// True for the two flat orientations.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
}

extension UIDevice {
    /// `orientation`: `.landscapeLeft` while the key window is wider than tall, `.portrait`
    /// otherwise, `.unknown` before any window exists. A desktop window never lies flat or
    /// upside down; the orientation answers with or without
    /// `beginGeneratingDeviceOrientationNotifications()`.
    public var orientation: UIDeviceOrientation {
        guard let size = WindowScene.current?.keyWindow?.size else { return .unknown }
        return size.width > size.height ? .landscapeLeft : .portrait
    }
}

extension UIDevice {
    /// How many `beginGeneratingDeviceOrientationNotifications()` calls are not yet
    /// balanced by an end; one count for the one device, whichever `UIDevice` was asked.
    private static var orientationNotificationRequests = 0

    /// True while some code has asked for orientation notifications and not yet said it is
    /// done (`isGeneratingDeviceOrientationNotifications`).
    public var isGeneratingDeviceOrientationNotifications: Bool { Self.orientationNotificationRequests > 0 }

    /// Asks for orientation notifications (`beginGeneratingDeviceOrientationNotifications()`).
    /// Calls nest, as in UIKit: each is balanced by one
    /// `endGeneratingDeviceOrientationNotifications()`. The window here never rotates, so
    /// `orientationDidChangeNotification` is still never posted.
    public func beginGeneratingDeviceOrientationNotifications() {
        Self.orientationNotificationRequests += 1
    }

    /// Balances one `beginGeneratingDeviceOrientationNotifications()`
    /// (`endGeneratingDeviceOrientationNotifications()`); an unbalanced call changes nothing.
    public func endGeneratingDeviceOrientationNotifications() {
        Self.orientationNotificationRequests = max(0, Self.orientationNotificationRequests - 1)
    }
}
