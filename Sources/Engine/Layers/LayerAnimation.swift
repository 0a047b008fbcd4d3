/// `CAAnimation`: the timing every explicit layer animation shares (`CAMediaTiming`) and the
/// delegate told when it starts and stops. `BasicAnimation` is the one that animates a key.
///
/// Times follow Core Animation's: the animation's local time is
/// `(now - start) * speed + timeOffset`, it is active for `repeatDuration` seconds when that is
/// set (otherwise `repeatCount` passes of `duration`, doubled by `autoreverses`), and a
/// `timeOffset` inside the active time wraps around it, so the whole active time still runs.
@preconcurrency @MainActor
open class LayerAnimation: LayerAction {
    /// Seconds for one pass; 0 (the default) means Core Animation's 0.25.
    public var duration: Double = 0
    /// The pacing of each pass; nil is linear, as in Core Animation.
    public var timingFunction: MediaTimingFunction?
    /// Passes to run (fractions allowed; `.infinity` repeats for ever); 0 runs one.
    public var repeatCount: Float = 0
    /// Seconds to repeat for, in place of `repeatCount` when above 0.
    public var repeatDuration: Double = 0
    /// True runs each pass forwards and then backwards.
    public var autoreverses = false
    /// Multiplies the layer's time: 2 runs twice as fast.
    public var speed: Float = 1
    /// Seconds added to the animation's local time: it starts that far in, and the part
    /// skipped runs at the end (Core Animation's wrap-around).
    public var timeOffset: Double = 0
    /// When the animation starts (`beginTime`, `CAMediaTiming`): for one added to a layer, a
    /// time on the window's clock (`CACurrentMediaTime() + 0.3` starts it 0.3 seconds from
    /// now), 0 (the default) for when it is added; for a group's child, seconds after the
    /// group's start. Before it, the model shows, or with a `.backwards` or `.both` fill the
    /// start value.
    public var beginTime: Double = 0
    /// True (the default) removes the animation from its layer when it ends.
    public var isRemovedOnCompletion = true
    /// What is drawn once the animation has ended but is still on its layer.
    public var fillMode: MediaTimingFillMode = .removed
    /// Told when the animation starts and stops; retained, as Core Animation retains it.
    public var delegate: (any LayerAnimationDelegate)?
    /// Values stored by `setValue(_:forKey:)` under keys the animation has no property for.
    var customValues: [String: Any] = [:]

    /// An animation with Core Animation's default timing.
    public init() {}

    /// `copy()` (`NSCopying`): a new animation with this one's settings, which later changes
    /// to this one do not reach; each subclass copies its own settings too, so the copy is
    /// of the same class. A layer keeps such a copy of what `add(_:forKey:)` is given.
    open func copy() -> LayerAnimation {
        let other = LayerAnimation()
        other.copyTiming(from: self)
        return other
    }

    /// Copies the timing and the delegate of `other`.
    func copyTiming(from other: LayerAnimation) {
        duration = other.duration
        timingFunction = other.timingFunction
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        speed = other.speed
        timeOffset = other.timeOffset
        beginTime = other.beginTime
        isRemovedOnCompletion = other.isRemovedOnCompletion
        fillMode = other.fillMode
        delegate = other.delegate
        customValues = other.customValues
    }

    /// `CAAction`: an animation with no key path changes nothing when run.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}

    /// Seconds of one pass as run: 0 means 0.25.
    var passDuration: Double { duration > 0 ? duration : 0.25 }

    /// Seconds of local time from start to end, every pass and reversal counted.
    var activeLocalDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        let passes = repeatCount > 0 ? Double(repeatCount) : 1
        return passDuration * passes * (autoreverses ? 2 : 1)
    }

    /// Seconds of the layer's time from start to end, at the animation's speed.
    var activeDuration: Double {
        activeLocalDuration / Double(max(speed, 1e-6))
    }

    /// Progress along the values (timing applied) at `elapsed` seconds after the start.
    func fraction(atElapsed elapsed: Double) -> Double {
        let active = activeLocalDuration
        var local = max(0, min(elapsed, activeDuration)) * Double(speed)
        if timeOffset != 0 && active > 0 {
            // Inside the active time the offset wraps around it; at the very end it stays there.
            let shifted = (local + timeOffset).truncatingRemainder(dividingBy: active)
            local = local >= active ? active : (shifted < 0 ? shifted + active : shifted)
        }
        let cycle = passDuration * (autoreverses ? 2 : 1)
        var t = local.truncatingRemainder(dividingBy: cycle)
        // The very end of the last pass lands on its end, not on the next pass's start.
        if t == 0 && local > 0 { t = cycle }
        var passTime = min(t, passDuration)
        if autoreverses && t > passDuration { passTime = 2 * passDuration - t }
        return progress(atPassTime: passTime)
    }

    /// Which pass (from 0) runs at `elapsed` seconds after the start, a cycle of an
    /// autoreversing animation counting as one; the last pass at and after the end.
    func passIndex(atElapsed elapsed: Double) -> Int {
        let cycle = passDuration * (autoreverses ? 2 : 1)
        let local = max(0, min(elapsed, activeDuration)) * Double(speed)
        guard cycle > 0, local > 0 else { return 0 }
        let passes = (activeLocalDuration / cycle).rounded(.up)
        // The very end of a pass is still that pass, not the start of the next.
        let index = (local / cycle).rounded(.up) - 1
        return Int(min(max(index, 0), max(passes - 1, 0)))
    }

    /// Progress along the values `t` seconds into a pass (counted backwards on the way
    /// back of an autoreversing pass): the timing function of `t / duration`. A spring
    /// animation overrides it with its own motion.
    func progress(atPassTime t: Double) -> Double {
        let x = t / passDuration
        return timingFunction?.bezier.value(at: x) ?? x
    }
}

/// `CAAnimationDelegate`: told when an animation added to a layer starts and stops. Both
/// methods are optional in UIKit; here they have empty defaults.
@preconcurrency @MainActor
public protocol LayerAnimationDelegate: AnyObject {
    /// The animation began: the first frame at or after its start on the window's clock.
    func animationDidStart(_ anim: LayerAnimation)
    /// The animation stopped: `flag` is true when it ran its whole active duration, false
    /// when it was removed (or replaced under its key) before that.
    func animationDidStop(_ anim: LayerAnimation, finished flag: Bool)
}

extension LayerAnimationDelegate {
    /// Nothing, by default.
    public func animationDidStart(_ anim: LayerAnimation) {}
    /// Nothing, by default.
    public func animationDidStop(_ anim: LayerAnimation, finished flag: Bool) {}
}
