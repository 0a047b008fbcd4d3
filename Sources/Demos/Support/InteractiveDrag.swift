import Engine
import Transitions

/// A drag that drives a transition through a `PercentDrivenInteractiveTransition`, UIKit's
/// drag-to-dismiss pattern as the bottom-sheet, overlay and direction demos use it:
///
///     case .began:   interaction = PercentDrivenInteractiveTransition(); dismiss(animated: true)
///     case .changed: interaction.update(progress)
///     case .ended:   progress > 0.5 || speed > 700 ? interaction.finish(velocity:) : interaction.cancel(velocity:)
///
/// The release hands its velocity on (in fractions of the drag's full distance per
/// second), so the rest of the transition leaves at the finger's speed; a drag that
/// starts while a transition runs drives nothing.
@MainActor
final class InteractiveDrag {
    /// The interaction while a drag drives a transition: what the transitioning delegate
    /// hands out as the interaction controller (nil otherwise, so a tap runs on its own).
    private(set) var interaction: PercentDrivenInteractiveTransition?
    /// A release past this share of the distance finishes.
    let finishFraction: Double
    /// A release faster than this towards the end (points per second) finishes too.
    let flingSpeed: Double

    /// A drag that finishes past `finishFraction` or on a fling faster than `flingSpeed`.
    init(finishFraction: Double = 0.5, flingSpeed: Double = 700) {
        self.finishFraction = finishFraction
        self.flingSpeed = flingSpeed
    }

    /// Follows `pan`: `progress` is how far the drag has taken the transition (0...1),
    /// `speed` the finger's speed towards its end (points per second) and `distance` the
    /// points that make all of it; `start` presents or dismisses when the drag begins.
    func follow(_ pan: PanGestureRecognizer, progress: Double, speed: Double, distance: Double, start: () -> Void) {
        switch pan.state {
        case .began:
            guard pan.view?.window?.currentTransitionContext == nil else { return }
            interaction = PercentDrivenInteractiveTransition()
            start()
            interaction?.update(progress)
        case .changed:
            interaction?.update(progress)
        case .ended, .cancelled:
            guard let interaction else { return }
            self.interaction = nil
            let velocity = speed / distance
            if pan.state == .ended && (progress > finishFraction || speed > flingSpeed) {
                interaction.finish(velocity: velocity)
            } else {
                interaction.cancel(velocity: velocity)
            }
        default:
            break
        }
    }
}
