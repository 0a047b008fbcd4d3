// Tutorial: a scrolling list in a sheet with detents (iOS 15's prefersScrollingExpandsWhenScrolledToEdge).
//
// UIKit concept: one finger on a scroll view inside a sheet moves the sheet first and the
// content after. Dragged up at a smaller detent the sheet grows to its largest before the
// list scrolls; dragged down with the list at its top the sheet shrinks, and away past half
// way, instead of the list rubber-banding. The lines that matter:
//     sheet.detents = [.medium(), .large()]
//     sheet.prefersScrollingExpandsWhenScrolledToEdge = true   // the default
//     list.contentSize = Size(width: w, height: 200 * rowHeight); list.delegate = self

import DemoKit
import Engine
import Geometry
import Transitions

/// A 200-row list in a page sheet at medium and large detents. Drag the list up: the sheet
/// grows to large, then the list scrolls on under the same finger; flick it and it glides;
/// drag it down at its top and the sheet follows, and goes away past half way.
///
/// Ids: `present-button`; the sheet `sheet` (with `grabber` and `dimming`), the list
/// `list`, its rows `list-row-N` (only the rows on screen are in the tree, as a table view
/// reuses its cells).
public struct SheetListDemo: ListedDemo {
    /// `--demo sheet-list`, its catalog row and summary.
    public static let entry = DemoEntry(
        "sheet-list", title: "Sheet list",
        summary: "A 200-row list in a sheet: the sheet grows first, then the list scrolls")

    /// Creates the demo.
    public init() {}

    /// The page whose `present-button` presents the list in a sheet at medium and large.
    public func makeRootViewController() -> ViewController {
        let present = DemoButton.present("Show the list") { root in
            let list = SheetListViewController()
            if let sheet = list.sheetPresentationController {
                sheet.detents = [.medium(), .large()]
                sheet.prefersGrabberVisible = true
                sheet.prefersScrollingExpandsWhenScrolledToEdge = true
            }
            root.present(list, animated: true)
        }
        return DemoRootViewController(
            Self.entry, subtitle: "Drag the list up: the sheet grows, then it scrolls",
            background: Palette.groupedBackground, buttons: [present])
    }
}

/// The list: a scroll view of 200 rows of text under a small heading; only the rows in
/// view are subviews.
@MainActor
final class SheetListViewController: DemoViewController, ScrollViewDelegate {
    /// Height of a row, points.
    static let rowHeight = 44.0
    /// The rows' text inset from the list's sides, points.
    static let rowInset = 20.0
    /// The number of rows.
    static let rowCount = 200
    /// Height of the heading above the list, points.
    static let headingHeight = 52.0

    let list = ScrollView()
    /// Every row, made once; the ones on screen are in the list.
    private var rows: [View] = []
    private var shown: Range<Int> = 0..<0

    convenience init() {
        self.init(named: "sheet-list.sheet")
    }

    override func loadView() {
        let page = View()
        page.accessibilityIdentifier = "sheet-content"
        let header = View()
        header.accessibilityIdentifier = "sheet.header"
        header.backgroundColor = .white
        let heading = SheetParts.heading("200 rows")
        heading.isUserInteractionEnabled = false
        header.addSubview(heading)
        list.accessibilityIdentifier = "list"
        list.delegate = self
        // The sheet clips already, and the opaque header above covers rows scrolled past the
        // list's top, so the list needs no clip of its own: one clip fewer for every glyph
        // drawn in a frame of scrolling.
        list.clipsToBounds = false
        rows = (0..<Self.rowCount).map(Self.makeRow)
        page.addSubview(list)
        page.addSubview(header)
        let list = list
        page.onLayoutSubviews = { [weak self] v in
            let b = v.bounds
            header.frame = Rect(x: 0, y: 0, width: b.width, height: Self.headingHeight)
            heading.frame = Rect(x: 16, y: 18, width: max(0, b.width - 32), height: 24)
            list.frame = Rect(
                x: 0, y: Self.headingHeight, width: b.width, height: max(0, b.height - Self.headingHeight))
            list.contentSize = Size(width: b.width, height: Double(Self.rowCount) * Self.rowHeight)
            self?.showVisibleRows()
        }
        view = page
    }

    private static func makeRow(_ i: Int) -> View {
        // One label a row, with no fill of its own (the sheet's white shows through): every
        // layer is walked in every band of every frame of scrolling, so a row is one layer.
        Label(text: "Row \(i + 1)").styled(id: "list-row-\(i)", size: 17, passesTouches: true)
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        showVisibleRows()
    }

    /// Puts the rows that intersect the visible part in the list and takes the others out.
    private func showVisibleRows() {
        let b = list.bounds
        let first = max(0, Int((b.minY / Self.rowHeight).rounded(.down)))
        let last = min(Self.rowCount, Int((b.maxY / Self.rowHeight).rounded(.up)) + 1)
        let visible = first..<max(first, last)
        for i in shown where !visible.contains(i) { rows[i].removeFromSuperview() }
        for i in visible {
            let row = rows[i]
            if row.frame.width != b.width - 2 * Self.rowInset {
                row.frame = Rect(
                    x: Self.rowInset, y: Double(i) * Self.rowHeight, width: max(0, b.width - 2 * Self.rowInset),
                    height: Self.rowHeight)
            }
            if row.superview !== list { list.insertSubview(row, at: 0) }
        }
        shown = visible
    }
}
