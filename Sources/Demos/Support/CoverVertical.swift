import Engine
import Geometry
import Transitions

/// BTCoverVertical's sheet motion, as the bottom-sheet and address-picker demos port it:
/// presenting raises the sheet from below the container on a UIKit spring, dismissing
/// slides it back down, linearly while a finger drives it so the sheet stays under the
/// pointer. Each demo's transition object states its numbers and runs this.
struct CoverVerticalMotion: Sendable {
    /// The present spring: it settles in `presentDuration` seconds.
    var presentDuration: Double
    /// The present spring's damping ratio.
    var damping: Double
    /// The present spring's initial velocity, in distances per second.
    var velocity: Double
    /// How long the sheet takes to slide back down.
    var dismissDuration: Double

    /// BTCoverVertical's own numbers.
    static let original = CoverVerticalMotion(presentDuration: 0.3, damping: 0.9, velocity: 1, dismissDuration: 0.25)

    /// The presentation's duration with no context (UIKit may ask before there is one), the
    /// dismissal's for a dismissal.
    @MainActor
    func duration(for context: TransitionContext?) -> Double {
        context?.kind == .dismiss ? dismissDuration : presentDuration
    }

    /// Runs `context`'s presentation or dismissal, and completes it when the sheet arrives.
    @MainActor
    func animate(_ context: TransitionContext) {
        if context.kind == .present {
            guard let sheet = SheetParts.sheetBelowItsPlace(in: context) else { return }
            View.animate(
                withDuration: presentDuration, usingSpringWithDamping: damping, initialSpringVelocity: velocity,
                animations: { sheet.transform = .identity }
            ) { _ in context.completeTransition(!context.transitionWasCancelled) }
        } else {
            guard let sheet = context.view(forKey: .from) else {
                context.completeTransition(false)
                return
            }
            let options: AnimationOptions = context.isInteractive ? [.curveLinear] : [.curveEaseInOut]
            View.animate(
                withDuration: dismissDuration, options: options,
                animations: { sheet.transform = AffineTransform(translationX: 0, y: sheet.bounds.height) }
            ) { _ in context.completeTransition(!context.transitionWasCancelled) }
        }
    }
}

/// Puts a BTCoverVertical sheet along the container's bottom: `sheetHeight` tall (at most
/// the container's height), with `cornerRadius` more hidden below the bottom edge so only
/// its top corners show. The dimming behind it (black at 0.4, faded with the transition
/// coordinator so it follows a drag and a cancel, a tap on it dismisses) is the library's
/// `DimmingPresentationController`'s.
@MainActor
final class CoverVerticalPresentationController: DimmingPresentationController {
    private let sheetHeight: Double
    private let cornerRadius: Double

    init(presented: ViewController, presenting: ViewController, sheetHeight: Double, cornerRadius: Double) {
        self.sheetHeight = sheetHeight
        self.cornerRadius = cornerRadius
        super.init(presentedViewController: presented, presenting: presenting)
        dimmedAlpha = 0.4
    }

    override var frameOfPresentedViewInContainerView: Rect {
        let b = containerView?.bounds ?? .zero
        let h = min(sheetHeight, b.height)
        return Rect(x: b.minX, y: b.maxY - h, width: b.width, height: h + cornerRadius)
    }
}
