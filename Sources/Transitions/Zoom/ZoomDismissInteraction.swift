import Engine
import Geometry

/// Drives a zoom dismissal from a drag down (beyond UIKit's percent-driven kind, as the
/// zoom's own gesture is): the zoomed view follows the finger and shrinks, down to
/// `minimumScale` half a window below, while the shade lifts; on release it zooms home
/// into the source's current frame, or springs back, on a spring leaving at the finger's
/// velocity.
@MainActor
final class ZoomDismissInteraction: InteractiveTransitioning {
    let animator: ZoomTransitionAnimator
    private weak var context: TransitionContext?
    /// The smallest the zoomed view gets while dragged.
    static let minimumScale = 0.6
    /// Damping of the release spring.
    static let dampingRatio = 0.9
    /// Response (period) of the release spring, seconds.
    static let releaseResponse = 0.4

    init(animator: ZoomTransitionAnimator) { self.animator = animator }

    /// The height the drag is measured against.
    var containerHeight: Double { context?.containerView.bounds.height ?? 1 }

    func startInteractiveTransition(_ context: TransitionContext) {
        self.context = context
        if !animator.prepare(context) { context.completeTransition(false) }
    }

    /// The zoomed view's frame for a drag by `t`.
    func frame(for t: Point) -> Rect {
        let start = animator.zoomedFrame
        let p = min(max(t.y / max(containerHeight * 0.5, 1), 0), 1)
        let s = 1 - (1 - Self.minimumScale) * p
        let w = start.width * s, h = start.height * s
        return Rect(x: start.midX + t.x - w / 2, y: start.midY + max(t.y, t.y * 0.3) - h / 2, width: w, height: h)
    }

    /// Follows the finger.
    func update(translation t: Point) {
        guard let context, let zoomed = animator.zoomedView else { return }
        let p = min(max(t.y / max(containerHeight * 0.5, 1), 0), 1)
        View.performWithoutAnimation {
            let f = frame(for: t)
            zoomed.frame = f
            zoomed.cornerRadius = animator.sourceCornerRadius * p
            animator.contentView?.transform = animator.contentTransform(for: f)
            // The source's snapshot (transparent until the release) rides with the page, so
            // on the way home it fades in where the page is.
            animator.snapshot?.transform = ZoomTransitionAnimator.mapping(from: animator.sourceFrame, onto: f)
            animator.shade.alpha = ZoomTransitionAnimator.shadeAlpha * (1 - p)
        }
        context.updateInteractiveTransition(p)
    }

    /// Zooms home into the source, leaving at `velocity` (points per second).
    func finish(velocity: Point) {
        guard let context else { return }
        release(context, home: true, velocity: velocity)
        context.finishInteractiveTransition()
    }

    /// Springs back to full size, leaving at `velocity`.
    func cancel(velocity: Point) {
        guard let context else { return }
        release(context, home: false, velocity: velocity)
        context.cancelInteractiveTransition()
    }

    private func release(_ context: TransitionContext, home: Bool, velocity: Point) {
        guard let zoomed = animator.zoomedView else { return }
        let from = zoomed.frame
        let to = home ? animator.sourceFrame : animator.zoomedFrame
        // The centre leaves at the finger's velocity: in distances per second along y (or x).
        let dy = to.midY - from.midY, dx = to.midX - from.midX
        let v = abs(dy) > 1 ? velocity.y / dy : (abs(dx) > 1 ? velocity.x / dx : 0)
        let timing = SpringTimingParameters(spring: Spring(response: Self.releaseResponse, dampingRatio: Self.dampingRatio),
                                            initialVelocity: max(-20, min(20, v)))
        View.animate(with: timing, animations: {
            self.animator.applyEnd(zoomedIn: !home)
        }) { _ in
            self.animator.end(context, completed: home)
        }
    }
}
