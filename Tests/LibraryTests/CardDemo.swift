import PlaygroundKit

/// A user's demo as a package outside the repository writes it, with `import PlaygroundKit`
/// only: an orange card grows out of the centre over a grey screen.
final class CardGrowAnimator: AnimatedTransitioning {
    let isPresenting: Bool
    init(isPresenting: Bool) { self.isPresenting = isPresenting }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.4 }

    func animateTransition(using context: TransitionContext) {
        guard let card = context.view(forKey: isPresenting ? .to : .from) else {
            return context.completeTransition(false)
        }
        let small = AffineTransform(scaleX: 0.5, y: 0.5)
        if isPresenting, let controller = context.viewController(forKey: .to) {
            card.frame = context.finalFrame(for: controller)
            card.transform = small
            card.alpha = 0
            context.containerView.addSubview(card)
        }
        View.animate(
            withDuration: 0.4, options: [.curveEaseOut],
            animations: {
                card.transform = self.isPresenting ? .identity : small
                card.alpha = self.isPresenting ? 1 : 0
            }, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}

/// Hands the animator out both ways.
final class CardGrowDelegate: TransitioningDelegate {
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? { CardGrowAnimator(isPresenting: true) }
    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        CardGrowAnimator(isPresenting: false)
    }
}

/// The card: orange, rounded, centred, its view id `card`.
final class CardController: ViewController {
    override func loadView() {
        let backdrop = View()
        let card = View(frame: Rect(x: 60, y: 200, width: 280, height: 320))
        card.accessibilityIdentifier = "card"
        card.backgroundColor = Color(r8: 255, g8: 149, b8: 0)
        card.cornerRadius = 24
        backdrop.addSubview(card)
        backdrop.accessibilityIdentifier = "backdrop"
        view = backdrop
    }
}

/// A grey screen with a button; the card is presented over it.
final class CardHomeController: ViewController {
    let delegate = CardGrowDelegate()
    override func viewDidLoad() {
        view.backgroundColor = Color(white: 0.9)
        let button = Button(title: "Show card") { [unowned self] _ in
            let card = CardController()
            card.modalPresentationStyle = .overFullScreen
            card.transitioningDelegate = delegate
            card.view.addGestureRecognizer(TapGestureRecognizer { [unowned card] _ in card.dismiss(animated: true) })
            present(card, animated: true)
        }
        button.accessibilityIdentifier = "present-button"
        button.frame = Rect(x: 100, y: 600, width: 200, height: 44)
        view.addSubview(button)
    }
}

/// The demo entry a user's `Playground.main(demos:)` would list.
struct CardDemo: Demo {
    static let name = "card"
    static let title = "Card"
    static let summary = "An orange card grows out of the centre"
    func makeRootViewController() -> ViewController { CardHomeController() }
}
