/// Which way up the interface is drawn (`UIInterfaceOrientation`). UIKit names the landscape
/// cases from the interface's point of view, the reverse of `UIDeviceOrientation`'s: a
/// device turned to `.landscapeLeft` shows its interface `.landscapeRight`.
public enum InterfaceOrientation: Int, Hashable, Sendable {
    /// Not known (no window yet).
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// The top of the interface on the left of the device.
    case landscapeLeft = 4
    /// The top of the interface on the right of the device.
    case landscapeRight = 3

    /// True for the two landscape orientations.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// True for the two portrait orientations.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}
