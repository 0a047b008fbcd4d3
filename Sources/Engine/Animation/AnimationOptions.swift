/// Options of `View.animate` (`UIView.AnimationOptions`).
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The bits, laid out and typed as UIKit's (`UInt`, curve in bits 16-17), so a raw
    /// value read from a keyboard notification's curve makes options unchanged.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Start from what is on screen (and at its velocity) instead of the old model value.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Let the animating views receive touches (otherwise hit-testing skips them).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Plays the animation again and again until it is removed (`.repeat`); its completion
    /// runs only then, with `false`.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs each play forward and then back to the start value (`.autoreverse`); after the
    /// last play the view shows the model value, the end value the closure set.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Inside another `animate` closure, keep this call's own duration instead of the
    /// enclosing animation's remaining duration.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Inside another `animate` closure, keep this call's own curve (or spring) instead of
    /// the enclosing animation's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Inside another `animate` closure, inherit none of its options (user interaction,
    /// current state, repetition) and keep this call's own curve or spring.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    /// Curve choice; `easeInOut` when none is given, as in UIKit.
    /// Slow start and slow end.
    public static let curveEaseInOut = AnimationOptions(choosing: .easeInOut)
    /// Slow start.
    public static let curveEaseIn = AnimationOptions(choosing: .easeIn)
    /// Slow end.
    public static let curveEaseOut = AnimationOptions(choosing: .easeOut)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(choosing: .linear)

    /// The curves of the two curve bits' values, in UIKit's numbering.
    private static let curves: [TimingCurve] = [.easeInOut, .easeIn, .easeOut, .linear]
    /// Where the curve's two bits start, as in UIKit.
    static let curveShift: UInt = 16
    /// The bits the curve takes.
    static let curveMask: UInt = 3 << curveShift

    /// The option choosing `curve`, one of `curves`: its index there is UIKit's number.
    private init(choosing curve: TimingCurve) {
        self.init(rawValue: UInt(Self.curves.firstIndex(of: curve) ?? 0) << Self.curveShift)
    }

    /// The curve the options choose.
    public var curve: TimingCurve { Self.curves[Int((rawValue & Self.curveMask) >> Self.curveShift)] }
}
