import Geometry
import XCTest

@testable import Engine

/// Keeps the rows the delegate was told are on screen.
@MainActor
private final class DisplayLedger: TableViewDataSource, TableViewDelegate {
    let rows: Int
    var shown: Set<IndexPath> = []
    var doubleShows = 0
    var unknownEnds = 0

    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        Double(30 + (indexPath.row * 7) % 40)
    }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        if !shown.insert(indexPath).inserted { doubleShows += 1 }
    }
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        if shown.remove(indexPath) == nil { unknownEnds += 1 }
    }
}

/// Which rows a table shows, and what it tells its delegate of them, at any offset.
///
/// Apple's documentation: `indexPathsForVisibleRows`, "An array of index paths each
/// identifying a visible row in the table view"; `tableView(_:willDisplay:forRowAt:)`, "Tells
/// the delegate the table view is about to draw a cell for a particular row";
/// `tableView(_:didEndDisplaying:forRowAt:)`, "Tells the delegate that the specified cell was
/// removed from the table."
final class TableDisplayConformanceTests: XCTestCase {
    func testVisibleRowsAreTheRowsInTheBoundsAndTheDelegateHearsEachComeAndGoOnce() {
        MainActor.assumeIsolated {
            var random = TableViewUpdateTests.SplitMix(state: 5)
            let h = Harness(size: Size(width: 300, height: 440))
            let ledger = DisplayLedger(rows: 400)
            let table = TableView(frame: Rect(x: 0, y: 0, width: 300, height: 440), style: .plain)
            table.register(TableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = ledger
            table.delegate = ledger
            h.root.addSubview(table)
            h.step()
            XCTAssertGreaterThan(table.contentSize.height, 440 * 10)
            for _ in 0..<80 {
                let top = Double.random(in: 0...(table.contentSize.height - 440), using: &random)
                table.contentOffset = Point(x: 0, y: top.rounded())
                h.step()
                let expected = (0..<400).map { IndexPath(row: $0, section: 0) }.filter {
                    let rect = table.rectForRow(at: $0)
                    return rect.maxY > table.bounds.minY && rect.minY < table.bounds.maxY
                }
                XCTAssertEqual(table.indexPathsForVisibleRows, expected, "at \(table.contentOffset.y)")
                XCTAssertEqual(ledger.shown, Set(expected), "the delegate's rows are the visible ones")
                XCTAssertEqual(table.visibleCells.count, expected.count)
            }
            XCTAssertEqual(ledger.doubleShows, 0, "a row on screen is not announced again")
            XCTAssertEqual(ledger.unknownEnds, 0, "only a row that was shown leaves")
        }
    }
}
