import Geometry
import XCTest

@testable import Engine

/// Section headers and footers: titles, views, heights, and plain-style floating headers.
///
/// Apple's documentation of `tableView(_:titleForHeaderInSection:)`: "The table view uses a
/// fixed font style for section header titles. If you want a different font style, return
/// a custom view (for example, a UILabel object) in the delegate method
/// tableView(_:viewForHeaderInSection:) instead."
final class TableViewSectionTests: XCTestCase {
    @MainActor
    final class Sections: TableViewDataSource, TableViewDelegate {
        var selected: [IndexPath] = []
        let footerView = View(frame: Rect(x: 0, y: 0, width: 10, height: 40))
        func numberOfSections(in tableView: TableView) -> Int { 3 }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            section == 2 ? nil : "Section \(section)"
        }
        func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
            section == 1 ? footerView : nil
        }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    func testSectionsSitBetweenTheirHeadersAndFootersAndHeadersFloat() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 440))
            let source = Sections()
            let table = TableView(frame: Rect(x: 0, y: 0, width: 300, height: 440), style: .plain)
            table.register(TableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = source
            table.delegate = source
            h.root.addSubview(table)
            h.step()
            // Section 0: a 28-point title header, ten 44-point rows. Section 1 the same and
            // its 40-point footer view. Section 2: no header, rows only.
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 28)
            let section1 = 28 + 440.0
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, section1 + 28)
            let section2 = section1 + 28 + 440 + 40
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 2)).minY, section2)
            XCTAssertEqual(table.contentSize.height, section2 + 440)
            XCTAssertEqual(source.footerView.frame, Rect(x: 0, y: section1 + 28 + 440, width: 300, height: 40))
            XCTAssertNil(table.indexPathForRow(at: Point(x: 10, y: section1 + 10)), "a header is no row")

            let header0 = table.subviews.compactMap { $0 as? TableViewHeaderFooterView }
                .first { $0.textLabel?.text == "Section 0" }!
            table.contentOffset = Point(x: 0, y: 200)
            h.step()
            XCTAssertEqual(header0.frame.minY, 200, "the header floats at the top of its scrolled section")
            table.contentOffset = Point(x: 0, y: 460)
            h.step()
            XCTAssertEqual(header0.frame.minY, 468 - 28, "the next section pushes it up")

            // A tap on the floating header selects nothing under it.
            table.contentOffset = Point(x: 0, y: 200)
            h.step()
            h.send(.pointerDown(Point(x: 150, y: 10)), .pointerUp(Point(x: 150, y: 10)))
            XCTAssertEqual(source.selected, [])
            h.send(.pointerDown(Point(x: 150, y: 100)), .pointerUp(Point(x: 150, y: 100)))
            XCTAssertEqual(source.selected, [table.indexPathForRow(at: Point(x: 150, y: 300))!])
        }
    }

    func testARegisteredHeaderSubclassIsMadeThroughItsOwnInitializer() {
        MainActor.assumeIsolated {
            final class Header: TableViewHeaderFooterView {
                var madeHere = false
                override init(reuseIdentifier: String?) {
                    super.init(reuseIdentifier: reuseIdentifier)
                    madeHere = true
                }
                required init?(coder: ViewCoder) { nil }
            }
            let table = TableView(frame: .zero, style: .grouped)
            table.register(Header.self, forHeaderFooterViewReuseIdentifier: "h")
            let header = table.dequeueReusableHeaderFooterView(withIdentifier: "h") as? Header
            XCTAssertEqual(header?.madeHere, true)
            XCTAssertEqual(header?.reuseIdentifier, "h")
            XCTAssertNil(table.dequeueReusableHeaderFooterView(withIdentifier: "other"))
        }
    }
}
