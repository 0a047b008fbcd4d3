/// The orientations a controller supports (`UIInterfaceOrientationMask`). A desktop window
/// does not rotate (a resize is this platform's rotation), so the answer is kept for code
/// that forwards it and decides nothing here.
public struct InterfaceOrientationMask: OptionSet, Hashable, Sendable {
    /// The mask's bits: UIKit's, one bit per orientation at that orientation's raw value.
    public let rawValue: UInt
    /// Makes a mask from UIKit's bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Home button at the bottom.
    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
    /// Home button at the top.
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
    /// Home button on the right.
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
    /// Home button on the left.
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    /// Both landscape orientations.
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    /// Every orientation but upside down.
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]
}
