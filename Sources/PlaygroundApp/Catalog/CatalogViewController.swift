import Engine
import Geometry
import LayerTree
import Transitions

/// The catalog screen: a title, one row per demo (id `demo-NAME`, title and summary), and
/// the key legend at the bottom. Tapping a row calls `onSelect` with the demo's name.
@MainActor
final class CatalogViewController: ViewController {
    /// The rows' demos, in order.
    let demos: [PlaygroundDemo]
    /// Called with a demo's name when its row is tapped.
    var onSelect: ((String) -> Void)?

    /// The legend's lines, also printed by `--help`'s key list in the README.
    static let legend = [
        "s slow motion · space pause · ←/→ scrub · h HUD",
        "[ ] - = tune the spring · Esc catalog · q quit",
    ]
    /// Geometry of the list, points.
    static let rowHeight = 56.0, rowGap = 6.0, top = 60.0, inset = 12.0

    init(demos: [PlaygroundDemo]) {
        self.demos = demos
        super.init()
        title = "Catalog"
    }

    override func loadView() {
        let root = View()
        root.id = "catalog"
        root.backgroundColor = Color(r8: 242, g8: 242, b8: 247)

        let heading = Label(text: "Transition Playground")
        heading.id = "catalog-title"
        heading.fontSize = 22
        heading.fontWeight = .bold
        heading.textColor = Color(r8: 28, g8: 28, b8: 30)
        root.addSubview(heading)

        var rows: [View] = []
        var summaries: [(label: Label, text: String)] = []
        for demo in demos {
            let row = View()
            row.id = "demo-\(demo.name)"
            row.backgroundColor = .white
            row.cornerRadius = 10
            row.clipsToBounds = true
            let title = Label(text: demo.title)
            title.fontSize = 17
            title.fontWeight = .bold
            title.textColor = Color(r8: 0, g8: 122, b8: 255)
            let summary = Label(text: demo.summary)
            summary.fontSize = 12
            summary.textColor = Color(r8: 99, g8: 99, b8: 102)
            row.addSubview(title)
            row.addSubview(summary)
            summaries.append((summary, demo.summary))
            let name = demo.name
            row.addGestureRecognizer(TapGestureRecognizer { [weak self] tap in
                if tap.state == .recognized { self?.onSelect?(name) }
            })
            root.addSubview(row)
            rows.append(row)
        }

        let legend = Self.legend.map { line -> Label in
            let l = Label(text: line)
            l.fontSize = 13
            l.textColor = Color(r8: 72, g8: 72, b8: 74)
            l.textAlignment = .center
            root.addSubview(l)
            return l
        }
        legend.first?.id = "catalog-legend"

        root.layout = { view in
            let width = view.bounds.width
            let inset = Self.inset
            heading.frame = Rect(x: inset + 4, y: 16, width: width - 2 * inset, height: 30)
            for (i, row) in rows.enumerated() {
                let y = Self.top + Double(i) * (Self.rowHeight + Self.rowGap)
                row.frame = Rect(x: inset, y: y, width: width - 2 * inset, height: Self.rowHeight)
                row.subviews[0].frame = Rect(x: 12, y: 7, width: width - 2 * inset - 24, height: 24)
                row.subviews[1].frame = Rect(x: 12, y: 31, width: width - 2 * inset - 24, height: 18)
            }
            if let measurer = view.window?.textMeasurer {
                for (label, text) in summaries {
                    label.text = Self.truncated(text, toWidth: width - 2 * inset - 24, fontSize: label.fontSize,
                                                measurer: measurer)
                }
            }
            let legendTop = view.bounds.height - 16 - Double(legend.count) * 20
            for (i, l) in legend.enumerated() {
                l.frame = Rect(x: 0, y: legendTop + Double(i) * 20, width: width, height: 20)
            }
        }
        view = root
    }

    /// `text` as it fits in `width` points: whole, or cut after a word with an ellipsis.
    static func truncated(_ text: String, toWidth width: Double, fontSize: Double,
                          measurer: any TextMeasuring) -> String {
        func fits(_ s: String) -> Bool { measurer.size(of: s, fontSize: fontSize, weight: .regular).width <= width }
        if fits(text) { return text }
        var words = text.split(separator: " ").map(String.init)
        while words.count > 1 {
            words.removeLast()
            let candidate = words.joined(separator: " ") + "…"
            if fits(candidate) { return candidate }
        }
        return "…"
    }
}
