import Engine
import Geometry
import LayerTree
import Transitions

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The catalog screen: a title, one row per demo (id `demo-NAME`, title and summary) in a
/// list that scrolls, and the key legend in a footer at the bottom. Tapping a row calls
/// `onSelect` with the demo's name.
///
/// Rules (UIScrollView's, kept small): the rows live in `catalog-content` inside the clipped
/// `catalog-list`, which ends above the footer, so a row never draws over or takes a press
/// meant for the legend at any window size. When the rows are taller than the list, a drag
/// on the list (a pan; a row's tap fails once it moves) or the wheel moves them, always
/// clamped to `0...maxContentOffset`; a drag released while moving glides on, its speed
/// decaying by `decelerationRate` per millisecond. The legend breaks into as many lines as
/// the width needs, between its items, inside `inset` from each edge (less in a very
/// narrow window). It never draws over the heading or past the window: in a short window it
/// shows the lines that fit, the last of them always the one with `q quit`, each cut with
/// "…" when even one item is too wide; a window too short for the heading and one line
/// hides the heading.
@MainActor
final class CatalogViewController: ViewController {
    /// The rows' demos, in order.
    let demos: [PlaygroundDemo]
    /// Called with a demo's name when its row is tapped.
    var onSelect: ((String) -> Void)?

    /// The legend's lines, also printed by `--help`'s key list in the README.
    static let legend = [
        "s slow motion · space pause · ←/→ scrub · h HUD · i springs",
        "[ ] - = tune the spring · Esc catalog · q quit",
    ]
    /// Geometry of the list, points.
    static let rowHeight = 56.0, rowGap = 6.0, top = 60.0, inset = 12.0
    /// The legend's type size and line height, points.
    static let legendFontSize = 13.0, legendLineHeight = 18.0
    /// The heading's place (from the top to below it) and the footer's margins around its
    /// lines, points.
    static let headingRoom = 50.0, footerMargins = 16.0
    /// UIScrollView's normal deceleration: the glide keeps this much of its speed per millisecond.
    static let decelerationRate = 0.998

    /// How far the rows are scrolled up, points (UIScrollView's `contentOffset.y`).
    private(set) var contentOffset = 0.0
    /// The largest offset: the rows' height beyond the list's, or 0 when they fit.
    private(set) var maxContentOffset = 0.0

    private var list = View()
    private var content = View()
    private var panStartOffset = 0.0
    /// Bumped to stop a glide: each glide's tick callback ends when it is no longer current.
    private var glideGeneration = 0

    init(demos: [PlaygroundDemo]) {
        self.demos = demos
        super.init(nibName: nil, bundle: nil)
        title = "Catalog"
    }

    /// Always fails (nil), as the base class does: there are no storyboards to decode from.
    required init?(coder: ViewCoder) {
        return nil
    }

    override func loadView() {
        let root = View()
        root.accessibilityIdentifier = "catalog"
        root.backgroundColor = Color(r8: 242, g8: 242, b8: 247)

        let headingText = PlaygroundIdentity.current.title
        let heading = Label(text: headingText)
        heading.accessibilityIdentifier = "catalog-title"
        heading.fontSize = 22
        heading.fontWeight = .bold
        heading.textColor = Color(r8: 28, g8: 28, b8: 30)
        root.addSubview(heading)

        list = View()
        list.accessibilityIdentifier = "catalog-list"
        list.clipsToBounds = true
        content = View()
        content.accessibilityIdentifier = "catalog-content"
        list.addSubview(content)
        root.addSubview(list)
        list.addGestureRecognizer(PanGestureRecognizer { [weak self] pan in self?.handlePan(pan) })

        var rows: [View] = []
        // Every label whose text may be too wide, with its whole text: refitted at each layout.
        var fitted: [(label: Label, text: String)] = [(heading, headingText)]
        // Each row's summary on up to two lines, as a table cell's subtitle wraps.
        var summaries: [(first: Label, second: Label, text: String)] = []
        for demo in demos {
            let row = View()
            row.accessibilityIdentifier = "demo-\(demo.name)"
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
            let summaryEnd = Label(text: "")
            summaryEnd.fontSize = summary.fontSize
            summaryEnd.textColor = summary.textColor
            summaryEnd.isHidden = true
            row.addSubview(title)
            row.addSubview(summary)
            row.addSubview(summaryEnd)
            fitted.append((title, demo.title))
            summaries.append((summary, summaryEnd, demo.summary))
            let name = demo.name
            row.addGestureRecognizer(
                TapGestureRecognizer { [weak self] tap in
                    if tap.state == .recognized { self?.onSelect?(name) }
                })
            content.addSubview(row)
            rows.append(row)
        }

        let footer = View()
        footer.accessibilityIdentifier = "catalog-footer"
        root.addSubview(footer)
        let items = Self.legend.flatMap { $0.components(separatedBy: " · ") }
        // One label per item at most: the narrowest window puts each item on its own line.
        let legend = items.map { _ -> Label in
            let l = Label(text: "")
            l.fontSize = Self.legendFontSize
            l.textColor = Color(r8: 72, g8: 72, b8: 74)
            l.textAlignment = .center
            footer.addSubview(l)
            return l
        }
        legend.first?.accessibilityIdentifier = "catalog-legend"

        root.onLayoutSubviews = { [unowned self] view in
            let width = view.bounds.width
            let height = view.bounds.height
            let inset = min(Self.inset, width / 15)
            heading.frame = Rect(x: inset + 4, y: 16, width: width - 2 * inset, height: 30)
            // The legend keeps below the heading and inside the window; a window too short
            // for the heading and one line of it gives the heading's place to the legend.
            heading.isHidden = height < Self.headingRoom + Self.footerMargins + Self.legendLineHeight
            let room = height - (heading.isHidden ? 0 : Self.headingRoom) - Self.footerMargins
            let measurer = view.window?.textMeasurer
            let lines = Self.shownLegendLines(
                Self.legendLines(width: width - 2 * inset, measurer: measurer),
                fitting: max(0, Int(room / Self.legendLineHeight))
            ).map {
                TextWrapping.truncated(
                    $0, width: width - 2 * inset, fontSize: Self.legendFontSize, measurer: measurer)
            }
            for (i, l) in legend.enumerated() {
                l.isHidden = i >= lines.count
                l.text = i < lines.count ? lines[i] : ""
                l.frame = Rect(
                    x: 0, y: 4 + Double(i) * Self.legendLineHeight, width: width - 2 * inset,
                    height: Self.legendLineHeight)
            }
            let footerHeight = 8 + Double(lines.count) * Self.legendLineHeight
            footer.frame = Rect(x: inset, y: height - 8 - footerHeight, width: width - 2 * inset, height: footerHeight)

            let listTop = Self.top - Self.rowGap
            list.frame = Rect(x: 0, y: listTop, width: width, height: max(0, footer.frame.minY - 4 - listTop))
            for (i, row) in rows.enumerated() {
                let y = Self.rowGap + Double(i) * (Self.rowHeight + Self.rowGap)
                row.frame = Rect(x: inset, y: y, width: width - 2 * inset, height: Self.rowHeight)
                row.subviews[0].frame = Rect(x: 12, y: 7, width: width - 2 * inset - 24, height: 24)
                row.subviews[1].frame = Rect(x: 12, y: 31, width: width - 2 * inset - 24, height: 18)
            }
            let contentHeight = Self.rowGap + Double(rows.count) * (Self.rowHeight + Self.rowGap)
            content.frame = Rect(x: 0, y: -contentOffset, width: width, height: contentHeight)
            maxContentOffset = max(0, contentHeight - list.frame.height)
            // A window grown taller may leave the old offset past the end.
            setContentOffset(contentOffset)
            if let measurer = view.window?.textMeasurer {
                for (label, text) in fitted {
                    label.text = TextWrapping.truncated(
                        text, width: label.frame.width, fontSize: label.fontSize,
                        weight: label.fontWeight, measurer: measurer)
                }
                // A summary too long for one line takes two, in the same row height: the title
                // moves up a little and the lines sit 13 points apart ("…" only after the second),
                // leaving the second line 4 points above the row's bottom edge.
                for (row, summary) in zip(rows, summaries) {
                    let lines = TextWrapping.lines(
                        summary.text, width: summary.first.frame.width,
                        fontSize: summary.first.fontSize, maxLines: 2, measurer: measurer)
                    summary.first.text = lines.first ?? ""
                    summary.second.text = lines.count > 1 ? lines[1] : ""
                    summary.second.isHidden = lines.count < 2
                    guard lines.count > 1 else { continue }
                    let w = row.bounds.width - 24
                    row.subviews[0].frame = Rect(x: 12, y: 3, width: w, height: 22)
                    summary.first.frame = Rect(x: 12, y: 25, width: w, height: 14)
                    summary.second.frame = Rect(x: 12, y: 38, width: w, height: 14)
                }
            }
        }
        view = root
    }

    // MARK: Scrolling

    /// Scrolls to `offset`, clamped to `0...maxContentOffset`.
    func setContentOffset(_ offset: Double) {
        contentOffset = min(max(offset, 0), maxContentOffset)
        var frame = content.frame
        frame.origin.y = -contentOffset
        content.frame = frame
    }

    /// The wheel: scrolls by `dy` points at once, stopping any glide.
    func scroll(by dy: Double) {
        glideGeneration += 1
        setContentOffset(contentOffset + dy)
    }

    private func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            glideGeneration += 1
            panStartOffset = contentOffset
        case .changed:
            setContentOffset(panStartOffset - pan.translation(in: list).y)
        case .ended:
            setContentOffset(panStartOffset - pan.translation(in: list).y)
            glide(velocity: -pan.velocity(in: list).y)
        default:
            break
        }
    }

    /// Carries on at `velocity` points per second after a release, slowing by
    /// `decelerationRate` per millisecond, until it is slow or reaches an end.
    private func glide(velocity: Double) {
        guard abs(velocity) > 20, let window = view.window else { return }
        glideGeneration += 1
        let generation = glideGeneration
        var speed = velocity
        var last = window.clock.now
        window.animator.onEveryTick { [weak self, weak window] in
            guard let self, let window, self.glideGeneration == generation else { return false }
            let now = window.clock.now
            let dt = max(0, now - last)
            last = now
            speed *= pow(Self.decelerationRate, dt * 1000)
            let before = self.contentOffset
            self.setContentOffset(before + speed * dt)
            let stopped = abs(speed) < 10 || (self.contentOffset == before && dt > 0)
            return !stopped
        }
    }

    // MARK: Text

    /// The legend `lines` that show when only `count` fit: all of them when they do; else
    /// the first `count - 1` and the last, so the way out (`q quit`) always shows.
    static func shownLegendLines(_ lines: [String], fitting count: Int) -> [String] {
        guard lines.count > count else { return lines }
        guard count > 0, let last = lines.last else { return [] }
        return Array(lines.prefix(count - 1)) + [last]
    }

    /// The legend's items packed into lines no wider than `width`, breaking between items;
    /// without a measurer, the two lines as written.
    static func legendLines(width: Double, measurer: (any TextMeasuring)?) -> [String] {
        guard let measurer else { return legend }
        func fits(_ s: String) -> Bool {
            measurer.size(of: s, fontSize: legendFontSize, weight: .regular).width <= width
        }
        var lines: [String] = []
        for item in legend.flatMap({ $0.components(separatedBy: " · ") }) {
            if let last = lines.last, fits(last + " · " + item) {
                lines[lines.count - 1] = last + " · " + item
            } else {
                lines.append(item)
            }
        }
        return lines
    }
}
