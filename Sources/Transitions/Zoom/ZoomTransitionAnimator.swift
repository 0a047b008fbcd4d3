import Engine
import Geometry

/// The zoom (iOS 18): zooming in, the zoomed view grows from the source view's frame to
/// its own with the source's corner radius easing to square corners, while a snapshot of
/// the source (id `zoom-source`) stretches with it and fades out and a black shade dims
/// the rest; zooming out runs it backwards into the source's current frame. The source
/// view is hidden while its zoomed view is shown. A presented page (inside its
/// `zoom-destination` wrapper) is scaled with the frame, filling it as an aspect fill does,
/// so it looks like the tile growing rather than a window opening on it.
@MainActor
final class ZoomTransitionAnimator: AnimatedTransitioning {
    let isZoomingIn: Bool
    let provider: @MainActor (ZoomSourceContext) -> View?
    /// Length of the zoom, seconds.
    static let duration = 0.45
    /// Damping of the zoom's spring.
    static let dampingRatio = 0.9
    /// Alpha of the shade over the rest while zoomed.
    static let shadeAlpha = 0.3

    /// Views of the running transition, set up by `prepare`.
    var zoomedView: View?
    /// The page inside a presented zoom's wrapper, scaled along (nil for a navigation zoom).
    var contentView: View?
    var sourceView: View?
    var snapshot: View?
    let shade = View()
    var sourceFrame = Rect.zero
    var zoomedFrame = Rect.zero
    var sourceCornerRadius = 0.0
    var zoomedCornerRadius = 0.0

    init(isZoomingIn: Bool, provider: @escaping @MainActor (ZoomSourceContext) -> View?) {
        self.isZoomingIn = isZoomingIn
        self.provider = provider
        shade.backgroundColor = .black
        shade.isUserInteractionEnabled = false
    }

    func transitionDuration(using context: TransitionContext?) -> Double { Self.duration }

    /// Puts the views in place at the start: zooming in, at the source; zooming out, as shown now.
    func prepare(_ context: TransitionContext) -> Bool {
        let container = context.containerView
        guard let fromVC = context.viewController(forKey: .from), let toVC = context.viewController(forKey: .to),
              let zoomed = context.view(forKey: isZoomingIn ? .to : .from) else { return false }
        let zoomedVC = isZoomingIn ? toVC : fromVC
        let sourceVC = isZoomingIn ? fromVC : toVC
        // A navigation pop's view below comes back into the container under the zoomed one.
        if !isZoomingIn, let back = context.view(forKey: .to), back.superview !== container {
            back.frame = context.finalFrame(for: toVC).isEmpty ? container.bounds : context.finalFrame(for: toVC)
            container.insertSubview(back, belowSubview: zoomed)
        }
        let final = context.finalFrame(for: zoomedVC)
        zoomedFrame = isZoomingIn ? (final.isEmpty ? container.bounds : final) : zoomed.frame
        let source = provider(ZoomSourceContext(zoomedViewController: zoomedVC, sourceViewController: sourceVC))
        sourceView = source
        if let source, source.window != nil {
            sourceFrame = container.convert(source.bounds, from: source)
            sourceCornerRadius = source.cornerRadius
        } else {
            // No source on screen: grow from (and shrink into) the middle.
            sourceFrame = Rect(x: container.bounds.midX - 20, y: container.bounds.midY - 20, width: 40, height: 40)
            sourceCornerRadius = 10
        }
        zoomedView = zoomed
        zoomedCornerRadius = zoomed.cornerRadius
        zoomed.clipsToBounds = true
        shade.frame = container.bounds
        shade.alpha = isZoomingIn ? 0 : Self.shadeAlpha
        if isZoomingIn {
            zoomed.frame = sourceFrame
            zoomed.cornerRadius = sourceCornerRadius
            container.addSubview(zoomed)
        }
        // The shade darkens everything under the zoomed view.
        container.insertSubview(shade, belowSubview: zoomed)
        if let source, source.window != nil {
            let snap = source.snapshotView()
            snap.id = "zoom-source"
            snap.bounds = Rect(x: 0, y: 0, width: sourceFrame.width, height: sourceFrame.height)
            snap.center = sourceFrame.center
            snap.transform = isZoomingIn ? .identity : Self.mapping(from: sourceFrame, onto: zoomedFrame)
            snap.alpha = isZoomingIn ? 1 : 0
            container.addSubview(snap)
            snapshot = snap
        }
        if zoomed.id == "zoom-destination", let content = zoomed.subviews.first {
            contentView = content
            View.performWithoutAnimation {
                content.frame = Rect(x: 0, y: 0, width: zoomedFrame.width, height: zoomedFrame.height)
                content.transform = isZoomingIn ? contentTransform(for: sourceFrame) : .identity
            }
        }
        source?.isHidden = true
        return true
    }

    /// The page's transform when its wrapper shows `rect`: scaled to fill it (the larger of
    /// the two ratios) and centred in it.
    func contentTransform(for rect: Rect) -> AffineTransform {
        let full = zoomedFrame
        let s = max(rect.width / max(full.width, 1), rect.height / max(full.height, 1))
        return AffineTransform(a: s, b: 0, c: 0, d: s, tx: (rect.width - full.width) / 2, ty: (rect.height - full.height) / 2)
    }

    /// The transform that lays a view centred on `a` over `b` (scale about the centre, then move).
    static func mapping(from a: Rect, onto b: Rect) -> AffineTransform {
        AffineTransform(a: b.width / max(a.width, 0.001), b: 0, c: 0, d: b.height / max(a.height, 0.001),
                        tx: b.midX - a.midX, ty: b.midY - a.midY)
    }

    /// The end state of the zoom (in: the zoomed view's own frame; out: the source's).
    func applyEnd(zoomedIn: Bool) {
        guard let zoomed = zoomedView else { return }
        zoomed.frame = zoomedIn ? zoomedFrame : sourceFrame
        zoomed.cornerRadius = zoomedIn ? zoomedCornerRadius : sourceCornerRadius
        shade.alpha = zoomedIn ? Self.shadeAlpha : 0
        snapshot?.transform = zoomedIn ? Self.mapping(from: sourceFrame, onto: zoomedFrame) : .identity
        snapshot?.alpha = zoomedIn ? 0 : 1
        contentView?.transform = zoomedIn ? .identity : contentTransform(for: sourceFrame)
    }

    func animateTransition(using context: TransitionContext) {
        guard prepare(context) else { context.completeTransition(false); return }
        let options: AnimationOptions = context.isInteractive ? [.curveLinear] : []
        if context.isInteractive {
            View.animate(withDuration: Self.duration, options: options, animations: { self.applyEnd(zoomedIn: self.isZoomingIn) }) { _ in
                self.end(context, completed: !context.transitionWasCancelled)
            }
        } else {
            View.animate(withDuration: Self.duration, usingSpringWithDamping: Self.dampingRatio, initialSpringVelocity: 0,
                         animations: { self.applyEnd(zoomedIn: self.isZoomingIn) }) { _ in
                self.end(context, completed: !context.transitionWasCancelled)
            }
        }
    }

    /// Cleans up and completes: the shade and snapshot leave; the source shows again once
    /// its zoomed view is gone (or stays hidden behind it).
    func end(_ context: TransitionContext, completed: Bool) {
        shade.removeFromSuperview()
        snapshot?.removeFromSuperview()
        snapshot = nil
        let zoomedOut = isZoomingIn != completed
        if let zoomed = zoomedView {
            zoomed.cornerRadius = zoomedCornerRadius
            if !zoomedOut { zoomed.frame = zoomedFrame }
        }
        contentView?.transform = .identity
        sourceView?.isHidden = !zoomedOut
        context.completeTransition(completed)
    }
}
