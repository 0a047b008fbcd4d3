import Engine
import Geometry

/// The built-in zoom (iOS 18's `.zoom` preferred transition) for a presentation or a
/// push, and back for the dismissal or pop: the zoomed view grows out of the source
/// view's frame and corner radius to its full frame while everything behind it dims, and
/// shrinks back into the source's frame as it is at that moment (the provider is asked
/// again). The source view is hidden while the zoom runs, as it "becomes" the zoomed view.
///
/// The shape is a pure function of the transition's progress (`ZoomGeometry`), set each
/// frame, so pausing, scrubbing and the interactive drag see the same zoom; the dimming is
/// an ordinary captured animation whose completion ends the transition. While a drag
/// drives a dismissal, the zoomed view's centre follows the finger; after the release
/// that offset fades out as the progress runs to whichever end it goes.
@MainActor
final class ZoomTransitionAnimator: AnimatedTransitioning {
    let state: ZoomTransitionState
    /// True for a presentation or push, false for the way back.
    let opening: Bool
    /// The run's shape once `animateTransition` measured it (for tests and the HUD).
    private(set) var geometry: ZoomGeometry?
    /// The curve of a zoom that runs on its own: quick out of the start, a long soft
    /// landing, close to the spring UIKit uses.
    static let curve = CubicBezier(0.2, 0.9, 0.25, 1)

    /// The finger's offset after the release, as the progress runs from `held` to the end
    /// it goes to: a cubic Hermite in the share `s` of that run, from the offset at the lift
    /// to nothing, arriving at rest (so the view lands exactly on its frame) and leaving with
    /// the slope that makes the centre move at the finger's velocity at the lift (the
    /// progress itself leaves at the finger's speed, `finish(velocity:)`): position, size
    /// and speed all continue through the release.
    static func releasedOffset(
        progress p: Double, held: Double, offset o: Point, towardsEnd: Bool,
        drag: ZoomDismissInteraction, geometry: ZoomGeometry, limit: Double
    ) -> Point {
        let span = (towardsEnd ? 1 : 0) - held
        guard abs(span) > 1e-6 else { return Point(x: 0, y: 0) }
        let s = min((p - held) / span, 1)
        let pv = drag.releaseProgressVelocity
        // d(centre)/d(progress) of the zoom alone: the centre runs from the full frame's to the source's.
        let dc = Point(x: geometry.source.midX - geometry.full.midX, y: geometry.source.midY - geometry.full.midY)
        func slope(_ fingerSpeed: Double, _ zoomSlope: Double) -> Double {
            guard abs(pv) > 0.05 else { return 0 }
            return min(max((fingerSpeed - zoomSlope * pv) * span / pv, -limit), limit)
        }
        func hermite(_ a: Double, _ v: Double) -> Double { (1 - s) * (1 - s) * (a + (v + 2 * a) * s) }
        return Point(
            x: hermite(o.x, slope(drag.releaseVelocity.x, dc.x)),
            y: hermite(o.y, slope(drag.releaseVelocity.y, dc.y)))
    }

    init(state: ZoomTransitionState, opening: Bool) {
        self.state = state
        self.opening = opening
    }

    func transitionDuration(using context: TransitionContext?) -> Double { opening ? 0.5 : 0.45 }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let zoomedKey: TransitionKey = opening ? .to : .from
        guard let zoomedVC = context.viewController(forKey: zoomedKey),
            let sourceVC = context.viewController(forKey: opening ? .from : .to),
            let zoomed = context.view(forKey: zoomedKey)
        else {
            return context.completeTransition(!context.transitionWasCancelled)
        }
        let full: Rect
        if opening {
            full = context.finalFrame(for: zoomedVC)
            View.performWithoutAnimation { zoomed.frame = full }
            container.addSubview(zoomed)
        } else {
            full = zoomed.frame
            // The side zoomed back into, when the container does not hold it yet (a
            // full-screen presenter, a popped-to page), is laid out where it ends first,
            // so the source's frame is the one it shows now.
            if let back = context.view(forKey: .to), back.superview == nil {
                View.performWithoutAnimation {
                    back.frame = context.finalFrame(for: sourceVC)
                    container.insertSubview(back, belowSubview: zoomed)
                    back.layoutIfNeeded()
                }
            }
        }
        zoomed.layoutIfNeeded()

        let source = state.provider(
            ZoomSourceViewProviderContext(sourceViewController: sourceVC, zoomedViewController: zoomedVC))
        let placed = source.flatMap { s in s.window != nil && s.window === container.window ? s : nil }
        let sourceFrame =
            placed.map { container.convert($0.bounds, from: $0) }
            ?? Rect(
                x: full.midX - full.width / 4, y: full.midY - full.height / 4, width: full.width / 2,
                height: full.height / 2)
        let alignment = placed.flatMap { sourceView in
            state.options.alignmentRectProvider?(
                ZoomAlignmentRectContext(sourceView: sourceView, zoomedViewController: zoomedVC))
        }
        let keptBounds = zoomed.bounds
        let geometry = ZoomGeometry(
            source: sourceFrame, sourceRadius: placed?.cornerRadius ?? 0,
            full: full, fullRadius: zoomed.cornerRadius,
            alignment: alignment)
        self.geometry = geometry
        let keptClips = zoomed.clipsToBounds
        let keptHidden = placed?.isHidden ?? false

        // The library's dimming view, put in place by the animator: a push has no
        // presentation controller to own it, and its fade is what ends the transition.
        let dimming = DimmingView(color: state.dimmingColor)
        dimming.isUserInteractionEnabled = false
        dimming.install(in: container, alpha: opening ? 0 : 1, below: zoomed)

        let drag = opening ? nil : state.drag
        drag?.distance = max(container.bounds.height / 2, 1)
        var heldProgress = 0.0
        var heldOffset = Point(x: 0, y: 0)
        var ended = false
        // The zoom follows the system context's progress frame by frame (interactive
        // scrubbing included); a context of another kind has none, so only the fade runs.
        let system = context as? SystemTransitionContext
        let shape: () -> Void = { [weak system] in
            guard let context = system, !ended else { return }
            let p = context.progress
            let t: Double
            if drag != nil {
                t = 1 - p
            } else {
                let eased = Self.curve.value(at: p)
                t = self.opening ? eased : 1 - eased
            }
            var offset = Point(x: 0, y: 0)
            if let drag {
                if context.phase == .interactive {
                    let centre = geometry.frame(at: t).center
                    offset = Point(
                        x: full.midX + drag.translation.x - centre.x, y: full.midY + drag.translation.y - centre.y)
                    heldProgress = p
                    heldOffset = offset
                } else {
                    offset = Self.releasedOffset(
                        progress: p, held: heldProgress, offset: heldOffset,
                        towardsEnd: !context.transitionWasCancelled, drag: drag,
                        geometry: geometry, limit: 4 * max(full.width, full.height))
                }
            }
            geometry.apply(to: zoomed, at: t, offset: offset)
            placed?.isHidden = true
        }
        shape()
        container.window?.animator.onEveryTick { [weak system] in
            guard let context = system, !context.isComplete, !ended else { return false }
            shape()
            return true
        }

        View.animate(
            withDuration: transitionDuration(using: context), curve: drag != nil ? .linear : .cubic(Self.curve),
            animations: { dimming.alpha = self.opening ? 1 : 0 },
            completion: { [weak self] _ in
                ended = true
                let cancelled = context.transitionWasCancelled
                dimming.removeFromSuperview()
                placed?.isHidden = keptHidden
                View.performWithoutAnimation {
                    zoomed.transform = .identity
                    zoomed.frame = full
                    zoomed.bounds.origin = keptBounds.origin
                    zoomed.cornerRadius = geometry.fullRadius
                    zoomed.clipsToBounds = keptClips
                }
                if let self, self.opening, !cancelled { self.state.installDismissGesture(on: zoomedVC) }
                context.completeTransition(!cancelled)
            })
    }
}
