import Engine
import Geometry

/// The navigation transition used when the delegate supplies none, as iOS draws it:
/// on push the incoming view slides in from the right over the outgoing one, which
/// moves left by 30 % of the width under a shade darkening to `shadeAlpha`; a pop runs
/// it backwards (the view below comes back from the left as its shade lifts). Linear
/// while a finger drives it (the edge-swipe pop), so the page stays under the finger.
@MainActor
final class DefaultNavigationAnimator: AnimatedTransitioning {
    let operation: NavigationOperation
    /// How far the view underneath moves, as a fraction of the width.
    static let parallax = 0.3
    /// The darkness of the shade over the view underneath.
    static let shadeAlpha = 0.1

    init(operation: NavigationOperation) { self.operation = operation }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.35 }

    func animateTransition(using context: TransitionContext) {
        guard let from = context.view(forKey: .from), let to = context.view(forKey: .to) else {
            context.completeTransition(true)
            return
        }
        let container = context.containerView
        let width = container.bounds.width
        let behind = AffineTransform(translationX: -width * Self.parallax, y: 0)
        let offRight = AffineTransform(translationX: width, y: 0)
        let shade = View(frame: container.bounds)
        shade.backgroundColor = .black
        shade.isUserInteractionEnabled = false
        to.frame = context.viewController(forKey: .to).map { context.finalFrame(for: $0) } ?? container.bounds
        let push = operation == .push
        if push {
            shade.alpha = 0
            container.addSubview(shade)
            container.addSubview(to)
            to.transform = offRight
        } else {
            container.insertSubview(to, belowSubview: from)
            container.insertSubview(shade, belowSubview: from)
            to.transform = behind
            shade.transform = behind
            shade.alpha = Self.shadeAlpha
        }
        let options: AnimationOptions = context.isInteractive ? [.curveLinear] : [.curveEaseInOut]
        View.animate(
            withDuration: transitionDuration(using: context), options: options,
            animations: {
                if push {
                    to.transform = .identity
                    from.transform = behind
                    shade.transform = behind
                    shade.alpha = Self.shadeAlpha
                } else {
                    to.transform = .identity
                    shade.transform = .identity
                    shade.alpha = 0
                    from.transform = offRight
                }
            }
        ) { _ in
            shade.removeFromSuperview()
            from.transform = .identity
            to.transform = .identity
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
