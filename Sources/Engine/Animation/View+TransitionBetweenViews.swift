import Geometry

extension AnimationOptions {
    /// In `View.transition(from:to:)`, hide the old view and show the new one instead of
    /// taking the old one out of the hierarchy and putting the new one in.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
}

extension View {
    /// Replaces `fromView` by `toView` in `fromView`'s superview with a transition
    /// (`UIView.transition(from:to:duration:options:completion:)`), drawn as
    /// `transition(with:)` draws it over that superview.
    ///
    /// `toView` takes `fromView`'s place in the drawing order and `fromView` leaves its
    /// superview; with `.showHideTransitionViews` both stay where they are and `fromView` is
    /// hidden while `toView` is shown. A `fromView` with no superview has no place to give:
    /// nothing changes, and `completion` runs at the next tick with true, as for a transition
    /// with nothing to animate.
    public static func transition(
        from fromView: View, to toView: View, duration: Double, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = fromView.superview else {
            animate(withDuration: 0, animations: {}, completion: completion)
            return
        }
        transition(
            with: container, duration: duration, options: options,
            animations: {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else {
                    container.insertSubview(toView, aboveSubview: fromView)
                    fromView.removeFromSuperview()
                }
            }, completion: completion)
    }
}
