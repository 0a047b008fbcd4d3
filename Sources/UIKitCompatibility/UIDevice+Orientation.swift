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
    /// upside down, and needs no `beginGeneratingDeviceOrientationNotifications()`.
    public var orientation: UIDeviceOrientation {
        guard let size = WindowScene.current?.keyWindow?.size else { return .unknown }
        return size.width > size.height ? .landscapeLeft : .portrait
    }
}
