extension PropertyAnimator {
    /// An animator already running its animations
    /// (`runningPropertyAnimator(withDuration:delay:options:animations:completion:)`): made
    /// along the curve `options` names, with `completion` added, and started at once or
    /// after `delay` seconds. The other options (repeat, autoreverse, transitions) are
    /// ignored, as UIKit ignores them for this animator.
    @discardableResult
    public static func runningPropertyAnimator(
        withDuration duration: Double, delay: Double, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Position) -> Void)? = nil
    ) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        if delay > 0 {
            animator.startAnimation(afterDelay: delay)
        } else {
            animator.startAnimation()
        }
        return animator
    }
}
