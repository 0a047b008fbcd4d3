import PlaygroundKit

/// An orange card on a clear backdrop, so the screen under it stays in view.
final class CardController: ViewController {
    override func loadView() {
        let backdrop = View()
        backdrop.accessibilityIdentifier = "backdrop"
        let card = View(frame: Rect(x: 50, y: 160, width: 300, height: 360))
        card.accessibilityIdentifier = "card"
        card.backgroundColor = Color(r8: 255, g8: 149, b8: 0)
        card.cornerRadius = 24
        backdrop.addSubview(card)
        view = backdrop
    }
}

/// A grey screen whose button presents the card with the transition; a tap dismisses it.
final class GrowDemoController: ViewController {
    let grow = GrowDelegate()

    override func viewDidLoad() {
        view.backgroundColor = Color(white: 0.92)
        let button = Button(title: "Grow") { [unowned self] _ in
            let card = CardController()
            card.modalPresentationStyle = .overFullScreen
            card.transitioningDelegate = grow
            card.view.addGestureRecognizer(
                TapGestureRecognizer { [unowned card] _ in
                    card.dismiss(animated: true)
                })
            present(card, animated: true)
        }
        button.accessibilityIdentifier = "present-button"
        button.frame = Rect(x: 100, y: 600, width: 200, height: 44)
        view.addSubview(button)
    }
}

/// The catalog entry: `swift run my-transition --demo grow` opens it directly.
public struct GrowDemo: Demo {
    public static let name = "grow"
    public static let title = "Grow"
    public static let summary = "A card grows out of the centre while it fades in"
    public init() {}
    public func makeRootViewController() -> ViewController { GrowDemoController() }
}
