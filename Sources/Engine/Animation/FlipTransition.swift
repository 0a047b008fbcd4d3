import Geometry
import LayerTree

/// The flips of `View.transition(with:duration:options:animations:completion:)`
/// (`.transitionFlipFromLeft/Right/Top/Bottom`), drawn as UIKit draws them: the view turns
/// about its centre in perspective; the old content (a snapshot over the view) shows until the
/// view is edge-on at 90 degrees, then it is removed and the new content turns the last 90
/// degrees back to flat.
///
/// Rule it keeps, from UIKit's option names: flipping from the left turns the left side towards
/// the viewer (a positive turn about y in Core Animation's convention), from the top the top
/// side; the progress follows the options' curve. The eye distance is an estimate of the
/// perspective UIKit shows: twice the view's larger side, at least 500 points.
struct FlipTransition {
    /// The rotation axis (x or y) and the sign of the turn.
    let axis: (x: Double, y: Double)

    /// The flip the options ask for; nil for the other transitions.
    init?(options: AnimationOptions) {
        switch options.transitionKind {
        case AnimationOptions.transitionFlipFromLeft.transitionKind: axis = (0, 1)
        case AnimationOptions.transitionFlipFromRight.transitionKind: axis = (0, -1)
        case AnimationOptions.transitionFlipFromTop.transitionKind: axis = (-1, 0)
        case AnimationOptions.transitionFlipFromBottom.transitionKind: axis = (1, 0)
        default: return nil
        }
    }

    /// The view's projection at `progress` (0 to 1): the turn about its centre (the old face to
    /// 90 degrees, then the new one from -90), then the perspective, then its place.
    static func projection(
        progress: Double, axis: (x: Double, y: Double), bounds: Rect, centre: Point
    ) -> Transform3D {
        let angle = progress < 0.5 ? progress * .pi : (progress - 1) * .pi
        let distance = max(500, 2 * max(bounds.width, bounds.height))
        return Transform3D(translationX: -bounds.midX, y: -bounds.midY, z: 0)
            .concatenating(Transform3D(rotationAngle: angle, x: axis.x, y: axis.y, z: 0))
            .concatenating(Transform3D(perspectiveDistance: distance))
            .concatenating(Transform3D(translationX: centre.x, y: centre.y, z: 0))
    }

    /// Runs the flip of `view` with `cover` (the old content's snapshot, its last subview).
    /// The progress is a hidden probe's animated alpha, so the options' curve, the animation
    /// clock and the completion's `finished` are the block animations' own.
    @MainActor
    func run(
        on view: View, cover: View, duration: Double, options: AnimationOptions,
        completion: ((Bool) -> Void)?
    ) {
        let probe = View(frame: .zero)
        probe.isHidden = true
        probe.alpha = 0
        cover.addSubview(probe)
        let axis = axis
        view.layer.projectionDriver = { [weak probe, weak view] node in
            guard let probe, let view else { return }
            let progress = min(max(probe.presentationAlpha, 0), 1)
            node.projection = FlipTransition.projection(
                progress: progress, axis: axis, bounds: view.presentationBounds,
                centre: view.presentationCenter)
            // Past 90 degrees the new face shows: the old content's snapshot goes.
            if progress >= 0.5, !node.sublayers.isEmpty { node.sublayers[node.sublayers.count - 1].isHidden = true }
        }
        View.animate(
            withDuration: duration, options: options, animations: { probe.alpha = 1 },
            completion: { [weak view] finished in
                view?.layer.projectionDriver = nil
                cover.removeFromSuperview()
                completion?(finished)
            })
    }
}
