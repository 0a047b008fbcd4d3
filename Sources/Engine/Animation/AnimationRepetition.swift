/// How an animation plays again (`UIView.AnimationOptions.repeat` and `.autoreverse`, or an
/// iOS 3 block's `setAnimationRepeatCount(_:)` and `setAnimationRepeatAutoreverses(_:)`):
/// the number of plays and whether each play runs back to the start after it runs forward.
///
/// A play takes the animation's duration, twice that when it autoreverses. The model value
/// is the end value all along; what is drawn runs the plays and, once they are over, shows
/// the model, as UIKit snaps an autoreversed view to its end value.
public struct AnimationRepetition: Hashable, Sendable {
    /// How many times the motion plays, `infinity` for `.repeat` (until the animation is
    /// removed); a fraction stops part way through the last play. At least 1.
    public var count: Double
    /// True runs each play forward and then back to the start value.
    public var autoreverses: Bool

    /// `count` plays (1 at least), each run back when `autoreverses` is true.
    public init(count: Double, autoreverses: Bool) {
        self.count = count.isNaN ? 1 : max(1, count)
        self.autoreverses = autoreverses
    }

    /// The repetition `options` ask for: forever with `.repeat`, one play there and back
    /// with `.autoreverse` alone; nil (play once) with neither.
    public init?(options: AnimationOptions) {
        let repeats = options.contains(.repeat)
        let autoreverses = options.contains(.autoreverse)
        guard repeats || autoreverses else { return nil }
        self.init(count: repeats ? .infinity : 1, autoreverses: autoreverses)
    }

    /// The length of all the plays for a motion of `duration` seconds; infinite for `.repeat`.
    func totalDuration(of duration: Double) -> Double {
        duration > 0 ? count * duration * (autoreverses ? 2 : 1) : 0
    }

    /// Where in one forward run of `duration` seconds the motion is at `t` seconds since the
    /// first play began, and whether it is running back there (its velocity turned round).
    /// Before the start (a delay) and after the last play it gives what those show.
    func segmentTime(at t: Double, duration: Double) -> (time: Double, runningBack: Bool) {
        guard duration > 0, t > 0 else { return (t, false) }
        let cycle = autoreverses ? 2 * duration : duration
        if t >= totalDuration(of: duration) {
            // The last play's end: a whole play ends at the start when it autoreverses.
            let part = count.truncatingRemainder(dividingBy: 1)
            let last = part == 0 ? cycle : part * cycle
            return last > duration ? (2 * duration - last, true) : (last, false)
        }
        let k = t.truncatingRemainder(dividingBy: cycle)
        return k > duration ? (2 * duration - k, true) : (k, false)
    }
}
