import Geometry

/// Options of `View.animateKeyframes` (`UIView.KeyframeAnimationOptions`), with UIKit's bits.
///
/// The bits a block animation shares keep their meaning (`allowUserInteraction`,
/// `beginFromCurrentState`, `repeat`, `autoreverse`, the inherited-duration and -options
/// overrides). The calculation mode decides how each keyframe's values move through its share
/// of the time (`calculationModeLinear`, `Discrete` and `Paced`, and the cubic ones along a
/// spline through the keyframes' values); a curve passed in the
/// bits of `AnimationOptions` (bits 16-17, as UIKit code does with `rawValue`) shapes the
/// whole animation, ease-in-out when none is given.
public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
    /// The bits, laid out as UIKit's, so a value made from `AnimationOptions.rawValue` keeps its curve.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lay out the views' subviews as the animation starts; the engine lays out every frame anyway.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Let the animating views receive touches: `AnimationOptions.allowUserInteraction`'s bit.
    public static let allowUserInteraction = KeyframeAnimationOptions(sharing: .allowUserInteraction)
    /// Start from what is on screen: `AnimationOptions.beginFromCurrentState`'s bit.
    public static let beginFromCurrentState = KeyframeAnimationOptions(sharing: .beginFromCurrentState)
    /// Play the whole keyframe sequence again and again until removed:
    /// `AnimationOptions.repeat`'s bit.
    public static let `repeat` = KeyframeAnimationOptions(sharing: .repeat)
    /// Run the whole sequence forward and then back: `AnimationOptions.autoreverse`'s bit.
    public static let autoreverse = KeyframeAnimationOptions(sharing: .autoreverse)
    /// Inside another `animate` closure, keep this call's own duration:
    /// `AnimationOptions.overrideInheritedDuration`'s bit.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(sharing: .overrideInheritedDuration)
    /// Inside another `animate` closure, inherit none of its options:
    /// `AnimationOptions.overrideInheritedOptions`'s bit.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(sharing: .overrideInheritedOptions)
    /// Move linearly through each keyframe's share of the time (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions(mode: .linear)
    /// No values in between: each keyframe's values show from its relative start time on.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(mode: .discrete)
    /// An even pace: the keyframes' relative times and the curve are ignored, and each
    /// keyframe takes the share of the duration its change's length takes of the whole path.
    public static let calculationModePaced = KeyframeAnimationOptions(mode: .paced)
    /// A smooth path: the values between keyframes lie on a Catmull-Rom spline through the
    /// keyframes' values (`KeyframeAnimation`'s `.cubic` spline), each keyframe still reaching
    /// its value at the end of its share of the time, with no corner there.
    public static let calculationModeCubic = KeyframeAnimationOptions(mode: .cubic)
    /// The spline of `calculationModeCubic` at an even speed: as in `calculationModePaced`,
    /// the keyframes' relative times and the curve are ignored, and each keyframe takes the
    /// share of the duration its length along the spline takes of the whole.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(mode: .cubicPaced)

    /// The block-animation options whose bits keyframe animations give the same meaning.
    static let shared: AnimationOptions = [
        .allowUserInteraction, .beginFromCurrentState, .repeat, .autoreverse, .overrideInheritedDuration,
        .overrideInheritedOptions,
    ]

    /// The keyframe option with the bit of `option`, one of `shared`: UIKit defines these
    /// with the block animations' values.
    private init(sharing option: AnimationOptions) {
        self.init(rawValue: option.rawValue)
    }

    /// The calculation modes in UIKit's numbering of the bits from 10 up.
    private static let modes: [KeyframeAnimation.CalculationMode] = [.linear, .discrete, .paced, .cubic, .cubicPaced]

    /// The option choosing `mode`, one of `modes`: its index there is UIKit's number.
    private init(mode: KeyframeAnimation.CalculationMode) {
        self.init(rawValue: UInt(Self.modes.firstIndex(of: mode) ?? 0) << 10)
    }

    /// The calculation mode the bits from 10 up choose (`.linear` for a number UIKit has not).
    var calculationMode: KeyframeAnimation.CalculationMode {
        let index = Int((rawValue >> 10) & 7)
        return index < Self.modes.count ? Self.modes[index] : .linear
    }

    /// The block-animation options these bits also mean: interaction, current state,
    /// repetition, the inherited-duration override and the curve.
    var blockOptions: AnimationOptions {
        AnimationOptions(rawValue: rawValue & (Self.shared.rawValue | AnimationOptions.curveMask))
    }
}

/// A keyframe's share of the whole animation, from `start` (0 is the start, 1 the end) for
/// `length`. A class, so that a paced animation can hand the shares out by distance once
/// every keyframe's change is known, after its animations were made.
final class KeyframeShare: @unchecked Sendable {
    /// Set on the main actor while the `animateKeyframes` call runs, read-only afterwards.
    var start: Double
    /// Set with `start`.
    var length: Double
    init(start: Double, length: Double) {
        self.start = start
        self.length = length
    }
}

/// One keyframe's motion: the whole animation's clock, shaped by its curve, of which the
/// keyframe takes its share; before its share it holds its starting value and after it its
/// end value, as a Core Animation keyframe fills both ways. A discrete keyframe does not
/// move through its share: its value is shown from the share's start on.
struct KeyframeTiming: TimingParameters {
    /// The whole animation's curve and duration.
    let whole: CubicTimingParameters
    /// The keyframe's share of the whole.
    let share: KeyframeShare
    /// True jumps to the end value at the share's start (`calculationModeDiscrete`).
    var isDiscrete = false

    init(whole: CubicTimingParameters, share: KeyframeShare, isDiscrete: Bool = false) {
        self.whole = whole
        self.share = share
        self.isDiscrete = isDiscrete
    }

    init(whole: CubicTimingParameters, start: Double, length: Double) {
        self.init(whole: whole, share: KeyframeShare(start: start, length: length))
    }

    /// Where the keyframe's share starts, from 0 (the start) to 1 (the end).
    var start: Double { share.start }
    /// How much of the whole the share takes, from 0 to 1.
    var length: Double { share.length }

    var duration: Double { whole.duration }
    var initialVelocity: Double { whole.initialVelocity }
    var timingCurveType: TimingCurveType { .cubic }
    var cubicTimingParameters: CubicTimingParameters? { whole }
    var springTimingParameters: SpringTimingParameters? { nil }

    func duration(initialVelocity v: Double) -> Double { duration }

    func fraction(at t: Double) -> Double {
        let progress = whole.fraction(at: t)
        if isDiscrete { return t > 0 && progress >= start ? 1 : 0 }
        guard length > 0 else { return progress >= start ? 1 : 0 }
        return min(1, max(0, (progress - start) / length))
    }

    func fractionVelocity(at t: Double) -> Double {
        let progress = whole.fraction(at: t)
        guard !isDiscrete, length > 0, progress > start, progress < start + length else { return 0 }
        return whole.fractionVelocity(at: t) / length
    }

    func velocityResponse(at t: Double) -> Double { whole.velocityResponse(at: t) }
    func velocityResponseRate(at t: Double) -> Double { whole.velocityResponseRate(at: t) }

    func withDuration(_ duration: Double) -> any TimingParameters {
        let whole = CubicTimingParameters(curve: whole.curve, duration: duration, initialVelocity: initialVelocity)
        return KeyframeTiming(whole: whole, share: share, isDiscrete: isDiscrete)
    }

    func withInitialVelocity(_ velocity: Double) -> any TimingParameters {
        let whole = CubicTimingParameters(curve: whole.curve, duration: duration, initialVelocity: velocity)
        return KeyframeTiming(whole: whole, share: share, isDiscrete: isDiscrete)
    }
}

/// The keyframes `addKeyframe` hands the `animateKeyframes` call whose closure is running.
@MainActor
final class KeyframeCollector: Sendable {
    /// A keyframe's share of the whole and the changes it makes.
    struct Frame {
        let start: Double
        let length: Double
        let animations: () -> Void
    }

    /// The collector of the innermost `animateKeyframes` closure running now, if any.
    @TaskLocal static var current: KeyframeCollector?

    /// The keyframes in the order they were added.
    var frames: [Frame] = []
}

extension View {
    /// Animates the keyframes `animations` adds with `addKeyframe` over `duration` seconds
    /// after `delay` (`UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`).
    ///
    /// Each keyframe moves its changes from their earlier values to its own, linearly through
    /// its share of the whole (along a spline through the keyframes' values in the cubic
    /// modes); before its share what it changes shows the earlier values, and
    /// keyframes changing the same property follow each other without a jump (the block
    /// animations are additive). Changes made in `animations` outside any keyframe move over
    /// the whole duration. A duration of 0 or less makes the changes at once. `completion`
    /// runs once, when the whole animation is over, with `false` if any part was removed.
    public static func animateKeyframes(
        withDuration duration: Double, delay: Double = 0,
        options: KeyframeAnimationOptions = [],
        animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let blockOptions = inheritedOptions(options.blockOptions)
        let outer = inheritedTiming(
            CubicTimingParameters(curve: blockOptions.curve, duration: duration), options: blockOptions)
        let mode = options.calculationMode
        let paced = mode == .paced || mode == .cubicPaced
        // The paced modes ignore the timing curves, as Core Animation's do.
        let whole = CubicTimingParameters(curve: paced ? .linear : blockOptions.curve, duration: outer.duration)
        let collector = KeyframeCollector()
        let group = AnimationGroup(completion: completion)
        let direct = AnimationTransaction.record(timing: whole, options: blockOptions) {
            KeyframeCollector.$current.withValue(collector) { animations() }
        }
        var views = direct.map(\.view)
        // No duration (and no delay) makes the changes without animating them.
        let animates = whole.duration > 0 || delay > 0
        func make(_ changes: [AnimationTransaction.Change], _ timing: any TimingParameters) -> [Animation] {
            guard animates else { return [] }
            return makeAnimations(
                changes, timing: timing, delay: delay, options: blockOptions, state: .running, group: group)
        }
        var made = make(direct, whole)
        var shares: [(share: KeyframeShare, made: [Animation])] = []
        for frame in collector.frames {
            let share = KeyframeShare(start: frame.start, length: frame.length)
            let timing = KeyframeTiming(whole: whole, share: share, isDiscrete: mode == .discrete)
            let changes = AnimationTransaction.record(timing: timing, options: blockOptions, frame.animations)
            views += changes.map(\.view)
            let frameMade = make(changes, timing)
            made += frameMade
            shares.append((share, frameMade))
        }
        if mode == .cubic || mode == .cubicPaced { smooth(shares.flatMap(\.made), paced: paced) }
        if paced { pace(shares.map { ($0.share, $0.made.map(\.pathLength).reduce(0, +)) }) }
        completeIfNothingAnimated(made, views: views, group: group)
    }

    /// The cubic modes' path: each run of keyframe animations of one property of one view,
    /// each starting where the one before it ends (in the order the keyframes were added),
    /// follows one Catmull-Rom spline through their values, as Core Animation's cubic mode
    /// does ("a default Catmull-Rom spline that passes through the keyframe values"); paced,
    /// each segment is travelled at an even speed along the curve.
    private static func smooth(_ animations: [Animation], paced: Bool) {
        var runs: [[Animation]] = []
        var last: [AnimationTransaction.Key: Int] = [:]
        for a in animations {
            guard let view = a.view else { continue }
            let key = AnimationTransaction.Key(view: ObjectIdentifier(view), property: a.property)
            if let i = last[key], runs[i].last?.to == a.from {
                runs[i].append(a)
            } else {
                last[key] = runs.count
                runs.append([a])
            }
        }
        for run in runs {
            let points = [run[0].from] + run.map(\.to)
            for (i, a) in run.enumerated() { a.spline = KeyframeSpline(points: points, segment: i, paced: paced) }
        }
    }

    /// The paced modes' timing: the keyframes' relative start times and durations are
    /// ignored, and each takes, one after the other, the share of the whole duration its
    /// change's length takes of all of them (the lengths of every property it changes added),
    /// so the motion keeps an even pace. Nothing moving leaves the shares as given.
    private static func pace(_ shares: [(share: KeyframeShare, distance: Double)]) {
        let total = shares.map(\.distance).reduce(0, +)
        guard total > 0 else { return }
        var start = 0.0
        for (share, distance) in shares {
            share.start = start
            share.length = distance / total
            start += share.length
        }
    }

    /// Adds a keyframe to the `animateKeyframes` call whose closure is running
    /// (`UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`): the changes
    /// `animations` makes run from `frameStartTime` for `frameDuration`, both fractions of
    /// that call's duration (clamped to 0...1). Called anywhere else, the changes are made
    /// at once, unanimated.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let collector = KeyframeCollector.current else {
            performWithoutAnimation(animations)
            return
        }
        let start = min(1, max(0, frameStartTime))
        let length = min(1 - start, max(0, frameDuration))
        collector.frames.append(KeyframeCollector.Frame(start: start, length: length, animations: animations))
    }
}

extension Animation {
    /// The length of the change the animation was made for: the distance between its start
    /// and end values, all components together, along its spline when it has one and in a
    /// straight line otherwise.
    fileprivate var pathLength: Double {
        if let spline { return spline.length }
        return zip(originalFrom, originalTo).map { ($1 - $0) * ($1 - $0) }.reduce(0, +).squareRoot()
    }
}
