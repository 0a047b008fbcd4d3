// Tutorial: a blur material animated in behind a modal, then scrubbed by a drag (iOS 13's
// UIBlurEffect materials in a UIVisualEffectView, driven by iOS 10's UIViewPropertyAnimator).
//
// UIKit concept: `VisualEffectView.effect` animates like any view property, so a
// `PropertyAnimator` going from no effect to a `BlurEffect` grows the blur, and a paused
// animator's `fractionComplete` holds it anywhere in between. The lines that matter, the
// classic scrubbable blur as a person builds it:
//     effectView.effect = nil
//     let scrubber = PropertyAnimator(duration: 0.5, curve: .easeInOut) {
//         effectView.effect = BlurEffect(style: .systemThickMaterial)
//     }
//     scrubber.pausesOnCompletion = true   // stays scrubbable at either end
//     scrubber.fractionComplete = drag     // while the finger moves
//     scrubber.continueAnimation(withTimingParameters: nil, durationFactor: 0)  // on release

import DemoKit
import Engine
import Geometry
import Transitions

/// A modal presented over a busy, colourful page while a full-window blur material
/// animates in behind it; a vertical drag anywhere scrubs the blur (and the card with it)
/// through a paused `PropertyAnimator`, and the release runs it on to the nearer end.
public struct MaterialsDemo: ListedDemo {
    /// `--demo materials`, its catalog row and summary.
    public static let entry = DemoEntry(
        "materials", title: "Materials", summary: "A blur animated in behind a modal; drag to scrub it")

    /// Creates the demo with its default parameters.
    public init() {}

    /// The busy page the blur goes over, with its `present-button`.
    public func makeRootViewController() -> ViewController {
        let present = DemoButton.present { $0.present(MaterialsModalViewController(), animated: true) }
        return DemoRootViewController(
            Self.entry, subtitle: "A blur animates in behind the modal", buttons: [present], onLoad: MaterialsArt.add)
    }
}

/// The busy art under the first screen's title and buttons: detail for the blur to soften.
@MainActor
enum MaterialsArt {
    /// Puts the art (id `materials.art`) under everything on `screen`, filling it.
    static func add(to screen: DemoScreen) {
        let art = View()
        art.accessibilityIdentifier = "materials.art"
        art.isUserInteractionEnabled = false
        art.onLayoutSubviews = { v in MaterialsArt.layOut(v) }
        screen.view.insertSubview(art, at: 0)
        let previousLayout = screen.view.onLayoutSubviews
        screen.view.onLayoutSubviews = { v in
            v.subviews.first?.frame = v.bounds
            previousLayout?(v)
        }
    }

    /// Rows of overlapping coloured discs and bars, filling any size: detail for the blur
    /// to soften.
    static func layOut(_ art: View) {
        let colors = [
            Palette.red, Palette.orange, Palette.yellow, Palette.green, Palette.teal, Palette.blue, Palette.indigo,
            Palette.purple, Palette.pink,
        ]
        let b = art.bounds
        // Few, large shapes: as busy to the eye, and a short list for the renderer to walk.
        let cell = 120.0
        let columns = Int((b.width / cell).rounded(.up)) + 1
        let rows = Int((b.height / cell).rounded(.up)) + 1
        let wanted = columns * rows
        while art.subviews.count < wanted { art.addSubview(View()) }
        while art.subviews.count > wanted { art.subviews.last?.removeFromSuperview() }
        for (i, v) in art.subviews.enumerated() {
            let row = i / columns
            let column = i % columns
            let size = (i * 7 % 5 == 0) ? 104.0 : 76.0
            let shift = row % 2 == 0 ? 0 : cell / 2
            v.frame = Rect(
                x: Double(column) * cell + shift - size / 2, y: Double(row) * cell + 12, width: size,
                height: i % 3 == 0 ? size / 2 : size)
            v.cornerRadius = i % 3 == 0 ? 6 : size / 2
            v.backgroundColor = colors[(row * 4 + column * 3) % colors.count]
        }
    }
}

/// The modal: a full-window `VisualEffectView` whose content view holds the card (id
/// `modal`). It owns the scrubbing animator once the presentation has ended.
@MainActor
final class MaterialsModalViewController: DemoViewController {
    /// The full-window blur (id `materials.blur`).
    let effectView = VisualEffectView(effect: nil)
    /// The card in the middle (id `modal`).
    let card = View()
    /// The blur the modal shows.
    static let blur = BlurEffect(style: .systemThickMaterial)

    let transition = MaterialsTransition()
    /// The paused animator a drag scrubs; nil until the presentation ends.
    private(set) var scrubber: PropertyAnimator?
    private var fractionAtDragStart = 1.0

    convenience init() {
        self.init(named: "materials.modal")
        // The page stays underneath: the blur draws it.
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = transition
    }

    override func loadView() {
        effectView.accessibilityIdentifier = "materials.blur"
        card.accessibilityIdentifier = "modal"
        card.backgroundColor = Color(white: 1, alpha: 0.92)
        card.cornerRadius = 20
        Elevation.raise(card, as: Elevation.card)
        let heading = Label(text: "Thick material").styled(size: 22, weight: .bold, alignment: .center)
        let hint = Label(text: "Drag up or down to scrub the blur").styled(
            size: 15, color: Palette.secondaryLabel, alignment: .center)
        let dismissButton = Button(title: "Dismiss") { [weak self] _ in self?.dismiss(animated: true) }
        dismissButton.accessibilityIdentifier = "dismiss-button"
        for v in [heading, hint, dismissButton] { card.addSubview(v) }
        card.onLayoutSubviews = { c in
            let w = c.bounds.width
            c.subviews[0].frame = Rect(x: 16, y: 28, width: w - 32, height: 30)
            c.subviews[1].frame = Rect(x: 16, y: 66, width: w - 32, height: 22)
            c.subviews[2].frame = Rect(x: (w - 160) / 2, y: 140, width: 160, height: 44)
        }
        effectView.contentView.addSubview(card)
        effectView.onLayoutSubviews = { v in
            let w = min(v.bounds.width - 48, 340)
            let h = 210.0
            // A card placed by frame keeps its transform (the scrub's offset) on top.
            let t = (v as? VisualEffectView)?.contentView.subviews.first?.transform ?? .identity
            let card = (v as? VisualEffectView)?.contentView.subviews.first
            card?.transform = .identity
            card?.frame = Rect(x: (v.bounds.width - w) / 2, y: (v.bounds.height - h) / 2, width: w, height: h)
            card?.transform = t
        }
        effectView.addGestureRecognizer(PanGestureRecognizer { [weak self] pan in self?.handleDrag(pan) })
        view = effectView
    }

    /// Where the card waits while the blur is out: just below the window.
    var awayTransform: AffineTransform {
        AffineTransform(translationX: 0, y: scrubDistance)
    }

    /// Points of vertical drag that scrub the whole blur: the card's own travel, so the
    /// card stays under the finger as a view moved by a pan's translation does.
    /// Measured from the card's centre, not its frame, which its transform moves.
    var scrubDistance: Double { max(view.bounds.height - (card.center.y - card.bounds.height / 2), 1) }

    /// After the presentation: the blur and the card put back at their start and a paused
    /// animator holding them at the end, ready to be scrubbed.
    func makeScrubber() {
        effectView.effect = nil
        card.transform = awayTransform
        let scrubber = PropertyAnimator(duration: 0.5, curve: .easeInOut) { [effectView, card] in
            effectView.effect = MaterialsModalViewController.blur
            card.transform = .identity
        }
        scrubber.pausesOnCompletion = true
        scrubber.fractionComplete = 1
        self.scrubber = scrubber
    }

    /// Ends the scrubbing where it is, before the dismissal animates from there.
    func endScrubbing() {
        scrubber?.stopAnimation(true)
        scrubber = nil
    }

    private func handleDrag(_ pan: PanGestureRecognizer) {
        guard let scrubber else { return }
        switch pan.state {
        case .began:
            scrubber.pauseAnimation()
            fractionAtDragStart = scrubber.fractionComplete
        case .changed:
            let f = fractionAtDragStart - pan.translation(in: nil).y / scrubDistance
            scrubber.fractionComplete = min(max(f, 0), 1)
        case .ended, .cancelled:
            // Down takes the blur out, up brings it in; a fling decides, else the nearer end.
            let v = pan.velocity(in: nil).y
            scrubber.isReversed = v > 700 || (v > -700 && scrubber.fractionComplete < 0.5)
            scrubber.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }
}

/// Delegate and animator: the blur grows while the card rises into the middle, and both
/// go back on dismissal.
@MainActor
final class MaterialsTransition: SelfAnimatingTransition {
    func transitionDuration(using context: TransitionContext?) -> Double { 0.5 }

    func animateTransition(using context: TransitionContext) {
        let presenting = context.kind == .present
        guard let modal = context.viewController(forKey: presenting ? .to : .from) as? MaterialsModalViewController
        else {
            context.completeTransition(false)
            return
        }
        let duration = transitionDuration(using: context)
        if presenting {
            let view: View = modal.view
            view.frame = context.finalFrame(for: modal)
            context.containerView.addSubview(view)
            view.layoutIfNeeded()
            modal.card.transform = modal.awayTransform
            let animator = PropertyAnimator(duration: duration, curve: .easeInOut) {
                modal.effectView.effect = MaterialsModalViewController.blur
                modal.card.transform = .identity
            }
            animator.addCompletion { _ in
                context.completeTransition(!context.transitionWasCancelled)
                modal.makeScrubber()
            }
            animator.startAnimation()
        } else {
            modal.endScrubbing()
            View.animate(
                withDuration: duration * 0.8, options: [.curveEaseIn],
                animations: {
                    modal.effectView.effect = nil
                    modal.card.transform = modal.awayTransform
                }
            ) { _ in context.completeTransition(!context.transitionWasCancelled) }
        }
    }
}
