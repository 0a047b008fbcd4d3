// Tutorial: a card flip in perspective (Core Animation's `CATransform3D` with `m34`, as iOS
// has drawn layers since its first SDK), presented by a custom animator and dismissed by a
// drag that turns it back.
//
// UIKit concept: `layer.transform` is a 4x4 matrix; `m34 = -1 / distance` gives it depth, and
// a turn about y in an animation block is blended by parts, so the face turns on its axis
// instead of squashing. The presented screen is the card's back: the front turns to edge-on
// in the first half, the back from edge-on to flat in the second (two keyframes), and a
// sideways drag scrubs the same keyframes backwards through a percent-driven interaction.
// The lines that matter:
//     View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { front.layer.transform3D = turned(.pi / 2) }
//     View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { back.layer.transform3D = turned(0) }

import DemoKit
import Engine
import Geometry
import Transitions

/// A page that flips over in perspective to show its back (id `modal`), UIKit style: a
/// transitioning delegate hands out an animator that turns the page about its vertical axis,
/// the front to edge-on and the back from edge-on, with the eye 900 points away. Dragging the
/// back sideways flips it home under the finger, towards the side the drag goes; the release
/// finishes past half way or on a fling, and otherwise turns back, leaving at the finger's speed.
public struct FlipDemo: ListedDemo {
    /// `--demo flip`, its catalog row and summary.
    public static let entry = DemoEntry(
        "flip", title: "Flip", summary: "A page flips over in perspective; drag its back sideways to flip it home")

    /// Creates the demo with its default parameters.
    public init() {}

    /// A page whose `present-button` flips it over.
    public func makeRootViewController() -> ViewController {
        DemoRootViewController(
            Self.entry, subtitle: "layer.transform with m34, blended by parts",
            buttons: [.present { $0.present(FlipBackViewController(), animated: true) }])
    }
}

/// The back of the page. It keeps its transition object alive and drives it from its drag.
@MainActor
final class FlipBackViewController: DemoViewController {
    let transition = CardFlipTransition()

    convenience init() {
        self.init(named: "flip.back")
        modalPresentationStyle = .fullScreen
        transitioningDelegate = transition
    }

    override func loadView() {
        let card = CardScreen.modal(
            of: self, title: "The back", detail: "Drag sideways to flip it home", color: Palette.indigo)
        card.view.addGestureRecognizer(PanGestureRecognizer { [weak self] pan in self?.handleDrag(pan) })
        view = card.view
    }

    /// A drag across the whole width turns the page all the way home, towards the drag's side.
    private func handleDrag(_ pan: PanGestureRecognizer) {
        let distance = max(view.bounds.width, 1)
        let dx = pan.translation(in: nil).x
        if pan.state == .began { transition.dismissalTurn = dx < 0 ? 1 : -1 }
        let towards = -transition.dismissalTurn
        transition.drag.follow(
            pan, progress: max(0, dx * towards) / distance, speed: pan.velocity(in: nil).x * towards,
            distance: distance
        ) { dismiss(animated: true) }
    }
}

/// Delegate and animator of both directions: the leaving face turns to edge-on over the first
/// half, the arriving one from edge-on to flat over the second.
@MainActor
final class CardFlipTransition: SelfAnimatingTransition, DragDismissedTransition {
    /// The drag in progress, whose interaction drives the dismissal it started.
    let drag = InteractiveDrag(finishFraction: 0.5, flingSpeed: 600)
    /// The sense of the turn home: 1 brings the left side towards the viewer (a drag to the
    /// left), -1 the right side (a drag to the right, and a tap on Close).
    var dismissalTurn = -1.0
    /// How far the eye is from the page, in points.
    static let eyeDistance = 900.0
    /// What shows around the turning page (the window's background): a dark table under a
    /// card, so the white page's edges read against it as a book's would.
    static let backdrop = Color(r8: 28, g8: 28, b8: 30)

    /// A turn by `angle` about the vertical axis through the view's centre, seen in perspective.
    static func turned(_ angle: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
            .concatenating(Transform3D(perspectiveDistance: eyeDistance))
    }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.7 }

    func animateTransition(using context: TransitionContext) {
        let presenting = context.kind == .present
        guard let fromVC = context.viewController(forKey: .from), let toVC = context.viewController(forKey: .to),
            let front = context.view(forKey: .from) ?? fromVC.view, let back = context.view(forKey: .to) ?? toVC.view
        else {
            context.completeTransition(false)
            return
        }
        back.frame = context.finalFrame(for: toVC)
        // Where the page has turned away the window shows: dark, as a table under a card. The
        // container stays clear, since the page being presented over lies beneath it.
        context.containerView.window?.backgroundColor = Self.backdrop
        context.containerView.addSubview(back)
        let quarter = Double.pi / 2 * (presenting ? 1 : dismissalTurn)
        front.layer.transform3D = Self.turned(0)
        // Edge-on until its half, so the leaving face is what shows first.
        back.layer.transform3D = Self.turned(-quarter)
        let curve: AnimationOptions = context.isInteractive ? .curveLinear : .curveEaseInOut
        View.animateKeyframes(
            withDuration: transitionDuration(using: context),
            options: KeyframeAnimationOptions(rawValue: curve.rawValue),
            animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    front.layer.transform3D = Self.turned(quarter)
                }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    back.layer.transform3D = Self.turned(0)
                }
            },
            completion: { _ in
                // Both faces rest flat: the one left behind is shown flat when it comes back.
                front.layer.transform3D = .identity
                back.layer.transform3D = .identity
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}
