import Engine
import Geometry
import Transitions

/// The content of a presented (or pushed) controller: a coloured card with a white
/// title and a `dismiss-button` ("Dismiss", "Back"...). It lays itself out from its
/// bounds, so it works at any size the presentation gives it.
@MainActor
final class CardScreen {
    /// The card's view (the presented controller's view).
    let view = View()
    /// The white title (id `card-title`).
    let titleLabel = Label()
    /// A smaller line under the title (id `card-detail`).
    let detailLabel = Label()
    /// The button that takes the card away (id `dismiss-button`).
    let dismissButton: Button
    /// Space kept clear of the content along the card's edges: a sheet whose frame runs
    /// below the window's bottom edge (to hide its bottom corners) centres its content
    /// in the part that shows.
    var contentInsets = EdgeInsets.zero {
        didSet {
            let insets = contentInsets
            view.onLayoutSubviews = { v in CardScreen.layout(v, insets: insets) }
        }
    }

    init(
        title: String, detail: String = "", color: Color, buttonTitle: String = "Dismiss",
        action: @escaping (Button) -> Void
    ) {
        view.backgroundColor = color
        titleLabel.text = title
        titleLabel.styled(
            id: "card-title", size: 24, weight: .bold, color: .white, alignment: .center, passesTouches: true)
        detailLabel.text = detail
        detailLabel.styled(
            id: "card-detail", size: 14, color: Color(white: 1, alpha: 0.85), alignment: .center, passesTouches: true)
        dismissButton = Button(title: buttonTitle, action: action)
        dismissButton.accessibilityIdentifier = "dismiss-button"
        dismissButton.setTintColor(.white)
        // A system button's regular 17-point title, as on the presenting screen.
        dismissButton.titleLabel.fontSize = 17
        dismissButton.titleLabel.fontWeight = .regular
        view.addSubview(titleLabel)
        view.addSubview(detailLabel)
        view.addSubview(dismissButton)
        // The layout finds the parts by id, so the closure holds nothing that holds the view.
        view.onLayoutSubviews = { v in CardScreen.layout(v, insets: .zero) }
    }

    /// Places the title, detail line and dismiss button of a card, centred in its
    /// bounds less `insets`.
    private static func layout(_ card: View, insets: EdgeInsets) {
        let b = card.bounds.inset(by: insets)
        let width = max(0, b.width - 24)
        card.viewWithID("card-title")?.frame = Rect(x: b.minX + 12, y: b.midY - 64, width: width, height: 32)
        card.viewWithID("card-detail")?.frame = Rect(x: b.minX + 12, y: b.midY - 28, width: width, height: 20)
        if let button = card.viewWithID("dismiss-button") {
            button.bounds = Rect(x: 0, y: 0, width: min(180, width), height: 44)
            button.center = Point(x: b.midX, y: b.midY + 32)
        }
    }
}

extension CardScreen {
    /// The card a presented `controller` shows (id `modal`), whose button dismisses it; the
    /// card holds the controller weakly, as its view's button must.
    static func modal(of controller: ViewController, title: String, detail: String, color: Color) -> CardScreen {
        let card = CardScreen(title: title, detail: detail, color: color) { [weak controller] _ in
            controller?.dismiss(animated: true)
        }
        card.view.accessibilityIdentifier = "modal"
        return card
    }
}
