/// `UIView.AnimationCurve`'s numbers: UIKit's curve is an `Int` enum, and code moves it
/// through integers (a keyboard notification's curve, `AnimationOptions(rawValue:
/// UInt(curve.rawValue << 16))`).
extension TimingCurve {
    /// The standard curves in UIKit's order: `rawValue` is the index.
    private static let numbered: [TimingCurve] = [.easeInOut, .easeIn, .easeOut, .linear]

    /// UIKit's number for the curve: `.easeInOut` 0, `.easeIn` 1, `.easeOut` 2, `.linear` 3,
    /// the same numbers `AnimationOptions` keeps in its curve bits. A custom Bezier has no
    /// number in UIKit and reports `.easeInOut`'s 0, the curve `AnimationOptions` falls back on.
    public var rawValue: Int { Self.numbered.firstIndex(of: self) ?? 0 }

    /// The standard curve numbered `rawValue` (0...3), or nil for any other number. The
    /// keyboard's notifications carry 7, a private curve UIKit does not name; code that reads
    /// it falls back on a named curve (`AnimationCurve(rawValue: n) ?? .easeInOut`).
    public init?(rawValue: Int) {
        guard Self.numbered.indices.contains(rawValue) else { return nil }
        self = Self.numbered[rawValue]
    }
}
