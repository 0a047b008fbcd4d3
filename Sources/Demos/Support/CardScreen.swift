import Engine
import Geometry

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

    init(title: String, detail: String = "", color: Color, buttonTitle: String = "Dismiss",
         action: @escaping (Button) -> Void) {
        view.backgroundColor = color
        titleLabel.text = title
        titleLabel.id = "card-title"
        titleLabel.fontSize = 24
        titleLabel.fontWeight = .bold
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        detailLabel.text = detail
        detailLabel.id = "card-detail"
        detailLabel.fontSize = 14
        detailLabel.textColor = Color(white: 1, alpha: 0.85)
        detailLabel.textAlignment = .center
        dismissButton = Button(title: buttonTitle, action: action)
        dismissButton.id = "dismiss-button"
        dismissButton.setTintColor(.white)
        dismissButton.titleLabel.fontSize = 19
        dismissButton.titleLabel.fontWeight = .bold
        for l in [titleLabel, detailLabel] { l.isUserInteractionEnabled = false }
        view.addSubview(titleLabel)
        view.addSubview(detailLabel)
        view.addSubview(dismissButton)
        // Strong: nothing else keeps the page object alive once its view is handed over,
        // and a weak capture left the page never laid out (the view and page now live together).
        view.layout = { v in self.layout(in: v.bounds) }
    }

    private func layout(in b: Rect) {
        let width = max(0, b.width - 24)
        titleLabel.frame = Rect(x: 12, y: b.midY - 64, width: width, height: 32)
        detailLabel.frame = Rect(x: 12, y: b.midY - 28, width: width, height: 20)
        dismissButton.bounds = Rect(x: 0, y: 0, width: min(180, width), height: 44)
        dismissButton.center = Point(x: b.midX, y: b.midY + 32)
    }
}
