import Geometry

extension AnimationOptions {
    /// No transition: `View.transition(with:)` makes its changes at once.
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    /// Flips the view around its vertical axis from left to right, the left side
    /// moving towards the viewer; drawn in perspective.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Flips from right to left, the right side moving towards the viewer.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Curls the old content up; drawn as a cross-dissolve.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// Curls the new content down; drawn as a cross-dissolve.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// Fades the old content out over the new.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Flips around the horizontal axis, the top moving towards the viewer.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Flips around the horizontal axis, the bottom moving towards the viewer.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    /// Changes made inside a transition's `animations` animate with the transition's
    /// duration and curve, instead of taking effect at once under the transition. UIKit's
    /// bit, apart from `.autoreverse`'s, so a block animation given it does not reverse.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)

    /// The transition bits (20-23) of the options, 0 for none.
    var transitionKind: UInt { (rawValue >> 20) & 0xF }
}

extension View {
    /// Changes `view`'s content in `animations` and shows the change with a transition
    /// (`UIView.transition(with:duration:options:animations:completion:)`).
    ///
    /// `animations` holds the changes to make to the view. The old content, frozen as a
    /// snapshot over the view, fades out over the new along the options' curve; the curls
    /// are drawn as that cross-dissolve; the flips turn the view in perspective (`FlipTransition`). The changes take effect at once under
    /// it, unless `.allowAnimatedContent` animates them too. `completion` gets true when
    /// the fade ran to its end. As in UIKit, a duration of 0 or less makes the changes
    /// without animation; so do options with no transition, or a view in no window (there
    /// is nothing drawn to fade); `completion` then runs at the next tick.
    public static func transition(
        with view: View, duration: Double, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        guard options.transitionKind != 0, duration > 0, view.window != nil else {
            animate(withDuration: 0, animations: { animations?() }, completion: completion)
            return
        }
        guard let cover = view.snapshotView(afterScreenUpdates: false) else { return }
        cover.transform = .identity
        cover.frame = view.bounds
        view.addSubview(cover)
        if let animations {
            if options.contains(.allowAnimatedContent) {
                animate(withDuration: duration, options: options, animations: animations)
            } else {
                animations()
            }
        }
        view.bringSubviewToFront(cover)
        if let flip = FlipTransition(options: options) {
            flip.run(on: view, cover: cover, duration: duration, options: options, completion: completion)
            return
        }
        animate(
            withDuration: duration, options: options, animations: { cover.alpha = 0 },
            completion: { finished in
                cover.removeFromSuperview()
                completion?(finished)
            })
    }
}
