// Tutorial: springs in a custom presentation (the original Popping project's modal,
// built on Facebook POP).
//
// UIKit concept: a `.custom` modal whose animator runs two springs at once, a position
// spring that drops the card in and a scale spring that makes it land with a wobble, while
// a presentation controller owns the grey dimming and the presenter's tint goes `.dimmed`.
// The lines that matter:
//     modal.modalPresentationStyle = .custom; modal.transitioningDelegate = self
//     View.animate(with: SpringTimingParameters(spring: positionSpring)) { modal.center = ... }
//     View.animate(with: SpringTimingParameters(spring: scaleSpring)) { modal.transform = .identity }
//     context.completeTransition(!cancelled)   // once, when the position spring settles
//
// A port of the original's own shape: the presenting screen is the transitioning delegate,
// as it is there, so this demo keeps that controller rather than a separate transition object.

import DemoKit
import Engine
import Geometry
import Transitions

/// Popping's custom modal: a blue card drops from above the top edge to the
/// centre on a POP position spring (bounciness 10, speed 12) while a scale spring takes
/// it from (1.2, 1.4) to 1 (bounciness 20); a grey dimming view fades to 0.2 and the
/// presenting view goes `.dimmed` and ignores input until the card is sent back up.
public struct PoppingDemo: ListedDemo {
    /// `--demo popping`, its catalog row and summary.
    public static let entry = DemoEntry(
        "popping", title: "Popping", summary: "A modal drops in on POP springs over a dimmed, tinted-grey presenter")

    /// The springs, shared with the animators so live tuning reaches the next run.
    let settings = PoppingSettings()

    /// Creates the demo with its default parameters.
    public init() {}

    /// The demo's first screen, with its `present-button`.
    public func makeRootViewController() -> ViewController {
        PoppingRootViewController(settings: settings)
    }

    /// "[" / "]" lower / raise the position spring's bounciness, "-" / "=" its speed.
    public var tuning: Tuning? {
        Tuning(
            "position spring",
            [
                TunableSetting("bounciness", of: settings, \.bounciness, step: 1, in: 0...20, decimals: 0),
                TunableSetting("speed", of: settings, \.speed, step: 1, in: 0...20, decimals: 0),
            ])
    }

    /// Both POP springs; they share the speed, as the animator does.
    public func springSettings() -> [SpringSetting] {
        [
            .pop("position", of: settings, bounciness: \.bounciness, speed: \.speed),
            .pop("scale", of: settings, bounciness: \.scaleBounciness, speed: \.speed),
        ]
    }
}

/// The popping springs, in POP's terms (each 0...20).
@MainActor
final class PoppingSettings {
    /// Bounciness of the drop (position) spring.
    var bounciness = 10.0
    /// Speed of both springs.
    var speed = 12.0
    /// Bounciness of the scale spring.
    var scaleBounciness = 20.0
}

/// The presenting screen: a title and a centred, tinted "Present" button.
@MainActor
final class PoppingRootViewController: DemoRootViewController, CustomPresentationDelegate,
    DirectionalAnimatorDelegate
{
    let settings: PoppingSettings

    init(settings: PoppingSettings) {
        self.settings = settings
        super.init(PoppingDemo.entry, subtitle: "POP springs, a dimmed presenter")
    }

    /// Always fails (nil), as the base class does: there are no storyboards to decode from.
    required init?(coder: ViewCoder) {
        return nil
    }

    override func screenDidLoad(_ screen: DemoScreen) {
        screen.addButton("Present", id: "present-button") { [weak self] _ in
            guard let self else { return }
            self.present(PoppingModalViewController(), transitioningDelegate: self)
        }
        // As in the original, the title is drawn in the tint, so dimming turns it grey too.
        let title = screen.titleLabel
        title.textColor = title.tintColor
        title.onTintColorDidChange = { v in (v as? Label)?.textColor = v.tintColor }
    }

    func animator(presenting: Bool) -> any AnimatedTransitioning {
        presenting ? PoppingPresentAnimator(settings: settings) : PoppingDismissAnimator()
    }

    func makePresentationController(presenting: ViewController, presented: ViewController) -> PresentationController {
        PoppingPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// The blue card with its "Dismiss" button; its view has the id `modal`.
@MainActor
final class PoppingModalViewController: ViewController {
    override func loadView() {
        let card = CardScreen.modal(of: self, title: "Hello", detail: "Dropped in on a spring", color: Palette.blue)
        card.view.cornerRadius = 8
        Elevation.raise(card.view, as: Elevation.card)
        view = card.view
    }
}

/// Sizes the card to (W - 104) x (H - 288), centred — but never smaller than its content
/// needs (`minimumCardSize`, or the window less an 8-point margin when even that does not
/// fit), so a short or narrow window still shows a card that can be dismissed. The grey
/// (84, 84, 84) dimming view behind it is the library's `DimmingPresentationController`'s,
/// which puts it in place and takes it away; it starts clear and the animators fade it, as
/// the original did (it found the dimming view in the container; here it asks for it by id).
@MainActor
final class PoppingPresentationController: DimmingPresentationController {
    /// The smallest card that holds its title, subtitle and Dismiss button.
    static let minimumCardSize = Size(width: 220, height: 200)

    override init(presentedViewController: ViewController, presenting presentingViewController: ViewController) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingColor = Palette.poppingDimming
        dimmedAlpha = 0.2
        dismissesOnDimmingTap = false
        fadesDimmingAlongsideTransition = false
    }

    override var frameOfPresentedViewInContainerView: Rect {
        let b = containerView?.bounds ?? .zero
        let floor = Self.minimumCardSize
        let size = Size(
            width: max(b.width - 104, min(floor.width, b.width - 16), 0),
            height: max(b.height - 288, min(floor.height, b.height - 16), 0))
        return Rect(x: b.midX - size.width / 2, y: b.midY - size.height / 2, width: size.width, height: size.height)
    }
}

/// Drops the card in: POP position spring from above the top edge, POP scale spring
/// from (1.2, 1.4), the dimming to 0.2, the presenter dimmed and deaf to input.
///
/// As in the original: the card starts with its centre at minus the container's centre y
/// (fully off screen); the transition completes when the position spring settles, as the
/// original's completion block on that animation does, while the bouncier scale spring may
/// still run on; POP animations never refuse touches, so every animation here runs with
/// `.allowUserInteraction` and the card takes taps while it still wobbles. The dimming
/// fades over POP's basic-animation default, 0.4 s along Core Animation's default curve.
@MainActor
final class PoppingPresentAnimator: AnimatedTransitioning {
    let positionSpring: Spring
    let scaleSpring: Spring
    /// `POPBasicAnimation`'s default duration.
    static let basicDuration = 0.4
    /// `kCAMediaTimingFunctionDefault`, the pacing of a POP basic animation with no timing function.
    static let basicCurve = TimingCurve.cubic(CubicBezier(0.25, 0.1, 0.25, 1))

    init(settings: PoppingSettings) {
        positionSpring = Spring(bounciness: settings.bounciness, speed: settings.speed)
        scaleSpring = Spring(bounciness: settings.scaleBounciness, speed: settings.speed)
    }

    /// The position spring's settling time: the transition ends with it (about 0.72 s at the
    /// original's bounciness 10 and speed 12).
    func transitionDuration(using context: TransitionContext?) -> Double {
        SpringTimingParameters(spring: positionSpring).duration
    }

    func animateTransition(using context: TransitionContext) {
        guard let fromVC = context.viewController(forKey: .from), let toVC = context.viewController(forKey: .to),
            let card = context.view(forKey: .to)
        else {
            context.completeTransition(false)
            return
        }
        // In a .custom presentation the presenter stays where it is (view(forKey: .from) is
        // nil); it is only dimmed and made deaf here, never moved.
        let presenter: View = fromVC.view
        presenter.tintAdjustmentMode = .dimmed
        presenter.isUserInteractionEnabled = false

        let container = context.containerView
        let final = context.finalFrame(for: toVC)
        card.frame = final
        card.center = Point(x: final.midX, y: -container.center.y)
        card.transform = AffineTransform(scaleX: 1.2, y: 1.4)
        container.addSubview(card)

        let dimming = container.viewWithID("dimming")
        View.animate(
            with: CubicTimingParameters(curve: Self.basicCurve, duration: Self.basicDuration),
            options: [.allowUserInteraction]
        ) {
            dimming?.alpha = 0.2
        }
        View.animate(with: SpringTimingParameters(spring: scaleSpring), options: [.allowUserInteraction]) {
            card.transform = .identity
        }
        View.animate(
            with: SpringTimingParameters(spring: positionSpring), options: [.allowUserInteraction],
            animations: {
                card.center = Point(x: final.midX, y: final.midY)
            },
            completion: { _ in
                let cancelled = context.transitionWasCancelled
                if cancelled {
                    presenter.tintAdjustmentMode = .automatic
                    presenter.isUserInteractionEnabled = true
                }
                context.completeTransition(!cancelled)
            })
    }
}

/// Sends the card back up to where it came from (its centre at minus the container's
/// centre y) and fades the dimming out; the presenter
/// gets its tint and its input back at once, as in the original.
@MainActor
final class PoppingDismissAnimator: AnimatedTransitioning {
    func transitionDuration(using context: TransitionContext?) -> Double { 0.4 }

    func animateTransition(using context: TransitionContext) {
        guard let presenterVC = context.viewController(forKey: .to), let card = context.view(forKey: .from) else {
            context.completeTransition(false)
            return
        }
        let presenter: View = presenterVC.view
        presenter.tintAdjustmentMode = .automatic
        presenter.isUserInteractionEnabled = true
        let dimming = context.containerView.viewWithID("dimming")
        // Where the card came from: its centre at minus the container's centre y.
        let offscreen = Point(x: card.center.x, y: -context.containerView.center.y)
        View.animate(
            withDuration: transitionDuration(using: context), options: [.curveEaseInOut],
            animations: {
                dimming?.alpha = 0
                card.center = offscreen
            }
        ) { _ in
            let cancelled = context.transitionWasCancelled
            if cancelled {
                presenter.tintAdjustmentMode = .dimmed
                presenter.isUserInteractionEnabled = false
            }
            context.completeTransition(!cancelled)
        }
    }
}
