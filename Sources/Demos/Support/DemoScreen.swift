import Engine
import Geometry

/// The page every demo starts on: a bold title at the top, a grey line explaining
/// what to do, and a column of buttons centred in the window, the first of which has
/// the id `present-button`. It lays itself out from its bounds, so it fits any window.
///
/// Built only from public engine views; demos put its view in their root controller.
/// It is a builder: the page lays itself out from its own subviews, so dropping the
/// builder is fine and nothing forms a cycle with the view.
@MainActor
final class DemoScreen {
    /// The page's view (fills its controller).
    let view = View()
    /// The title at the top (id `title`).
    let titleLabel: Label
    /// The explanation under the title (id `subtitle`).
    let subtitleLabel: Label
    /// The buttons, top to bottom; the first is `present-button`.
    private(set) var buttons: [Button] = []
    /// The first status line under the buttons (id `status`), for demos that report
    /// what happened (the styles demo lists the container's views there).
    var statusLabel: Label { statusLine(0) }
    private var statusLabels: [Label] = []

    init(title: String, subtitle: String, background: Color = .white) {
        (titleLabel, subtitleLabel) = Self.headingLabels(title: title, subtitle: subtitle)
        view.backgroundColor = background
        for v in [titleLabel, subtitleLabel] { view.addSubview(v) }
        // The layout reads the page's subviews, so the closure holds nothing that holds the view.
        view.onLayoutSubviews = { v in DemoScreen.layout(v) }
    }

    /// Adds a button titled `title` with `id`, running `action` on tap.
    @discardableResult
    func addButton(_ title: String, id: String, action: @escaping (Button) -> Void) -> Button {
        let b = Button(title: title, action: action)
        b.accessibilityIdentifier = id
        // UIKit's system button: its title in the regular weight of the 17-point body text,
        // coloured by the tint (not a bold, larger label).
        b.titleLabel.fontSize = 17
        b.titleLabel.fontWeight = .regular
        buttons.append(b)
        view.addSubview(b)
        view.setNeedsLayout()
        return b
    }

    /// Status line `index` (ids `status`, `status-1`, ...), made on first use.
    func statusLine(_ index: Int) -> Label {
        while statusLabels.count <= index {
            let l = Label().styled(
                id: statusLabels.isEmpty ? "status" : "status-\(statusLabels.count)", size: 13,
                color: Palette.secondaryLabel, alignment: .center, passesTouches: true)
            statusLabels.append(l)
            view.addSubview(l)
            view.setNeedsLayout()
        }
        return statusLabels[index]
    }

    /// Places the title, subtitle, buttons (in order) and status lines of a page.
    private static func layout(_ page: View) {
        let b = page.bounds
        let width = max(0, b.width - 32)
        page.viewWithID("title")?.frame = Rect(x: 16, y: b.minY + 56, width: width, height: 36)
        page.viewWithID("subtitle")?.frame = Rect(x: 16, y: b.minY + 96, width: width, height: 22)
        // The buttons stack around the centre, 52 points apart, each 220 x 44.
        let buttons = page.subviews.compactMap { $0 as? Button }
        let spacing = 52.0
        let total = Double(max(buttons.count - 1, 0)) * spacing
        for (i, button) in buttons.enumerated() {
            button.bounds = Rect(x: 0, y: 0, width: min(220, width), height: 44)
            button.center = Point(x: b.midX, y: b.midY - total / 2 + Double(i) * spacing)
        }
        let below = b.midY + total / 2 + 40
        let lines = page.subviews.filter {
            $0.accessibilityIdentifier == "status" || $0.accessibilityIdentifier?.hasPrefix("status-") == true
        }
        for (i, l) in lines.enumerated() {
            l.frame = Rect(x: 8, y: below + Double(i) * 20, width: max(0, b.width - 16), height: 20)
        }
    }

    /// A page's title and the grey line under it (ids `title` and `subtitle`), as every
    /// demo page shows them, taking no touches: for pages a demo lays out itself too.
    static func headingLabels(title: String, subtitle: String) -> (title: Label, subtitle: Label) {
        let heading = Label(text: title).styled(
            id: "title", size: 28, weight: .bold, alignment: .center, passesTouches: true)
        let line = Label(text: subtitle).styled(
            id: "subtitle", size: 15, color: Palette.secondaryLabel, alignment: .center, passesTouches: true)
        return (heading, line)
    }
}
