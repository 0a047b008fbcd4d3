import Geometry
import XCTest

@testable import Engine

/// A data source and delegate that counts what a table asks and tells.
@MainActor
final class TableRecorder: TableViewDataSource, TableViewDelegate {
    var rows: [Int]
    var height: (IndexPath) -> Double
    var events: [String] = []
    var cellRequests = 0
    var cellsMade: Set<ObjectIdentifier> = []
    var countRequests = 0

    init(rows: [Int], height: @escaping (IndexPath) -> Double = { _ in 44 }) {
        self.rows = rows
        self.height = height
    }

    func numberOfSections(in tableView: TableView) -> Int {
        countRequests += 1
        return rows.count
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cellsMade.insert(ObjectIdentifier(cell))
        cell.textLabel?.text = "row \(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { height(indexPath) }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        events.append("select \(indexPath.row)")
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        events.append("deselect \(indexPath.row)")
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { events.append("willBeginDragging") }
}

/// A cell that counts its reuses.
final class CountingCell: TableViewCell {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// UITableView's rows, reuse, selection and sizing, on the engine's window and virtual clock.
///
/// Apple's documentation of `dequeueReusableCell(withIdentifier:)`: "For performance
/// reasons, a table view's data source should generally reuse UITableViewCell objects when
/// it assigns cells to rows in its tableView(_:cellForRowAt:) method. A table view maintains
/// a queue or list of UITableViewCell objects"; and of `prepareForReuse()`: "the table view
/// invokes this method just before returning the object from the UITableView method
/// dequeueReusableCell(withIdentifier:)".
final class TableViewTests: XCTestCase {
    /// A 300 x 440 table at the window's origin: ten 44-point rows fill it exactly, each a
    /// `cellClass` cell.
    @MainActor
    static func makeTable(
        _ h: Harness, _ recorder: TableRecorder, cellClass: TableViewCell.Type = CountingCell.self
    ) -> TableView {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 300, height: 440), style: .plain)
        table.register(cellClass, forCellReuseIdentifier: "row")
        table.dataSource = recorder
        table.delegate = recorder
        h.root.addSubview(table)
        h.step()
        return table
    }

    @MainActor
    static func check(_ table: TableView, file: StaticString = #filePath, line: UInt = #line) {
        for cell in table.visibleCells {
            guard let indexPath = table.indexPath(for: cell) else {
                XCTFail("a visible cell has no row", file: file, line: line)
                continue
            }
            XCTAssertEqual(
                cell.textLabel?.text, "row \(indexPath.section).\(indexPath.row)", "a cell shows its own row",
                file: file, line: line)
            XCTAssertEqual(cell.frame, table.rectForRow(at: indexPath), file: file, line: line)
        }
    }

    func testATenThousandRowTableMakesAScreenfulOfCells() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 440))
            let recorder = TableRecorder(rows: [10_000])
            let table = Self.makeTable(h, recorder)
            XCTAssertEqual(table.contentSize.height, 440_000, "content is the rows' heights")
            XCTAssertEqual(recorder.cellRequests, 10, "only the ten rows on screen are asked for")
            XCTAssertEqual(recorder.cellsMade.count, 10)
            XCTAssertEqual(table.visibleCells.count, 10)
            XCTAssertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 0, section: 0))
            XCTAssertEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: 9, section: 0))
            Self.check(table)
        }
    }

    func testScrollingReusesTheCellsThatLeftTheScreen() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 440))
            let recorder = TableRecorder(rows: [10_000])
            let table = Self.makeTable(h, recorder)
            // Half a row at a time through 400 rows: at most eleven rows are ever in view.
            for step in 1...800 {
                table.contentOffset = Point(x: 0, y: Double(step) * 22)
                h.step()
            }
            Self.check(table)
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 400, section: 0))?.textLabel?.text, "row 0.400")
            XCTAssertNil(table.cellForRow(at: IndexPath(row: 0, section: 0)), "a row off screen has no cell")
            XCTAssertLessThanOrEqual(recorder.cellsMade.count, 12, "cells are reused, not made per row")
            XCTAssertGreaterThan(recorder.cellRequests, 400)
            let reuses = table.visibleCells.compactMap { ($0 as? CountingCell)?.reuses }.reduce(0, +)
            XCTAssertGreaterThan(reuses, 0, "prepareForReuse ran on the way out of the queue")
        }
    }

    func testAFlickThroughTheWindowScrollsAndReusesCells() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 440))
            let recorder = TableRecorder(rows: [10_000])
            let table = Self.makeTable(h, recorder)
            ScrollViewTests.drag(h, from: 400, to: 100, frames: 6)
            for _ in 0..<300 where table.isDecelerating { h.step() }
            XCTAssertGreaterThan(table.contentOffset.y, 1000, "the flick glided on")
            XCTAssertEqual(recorder.events, ["willBeginDragging"], "the drag selected nothing")
            XCTAssertLessThanOrEqual(recorder.cellsMade.count, 12)
            Self.check(table)
        }
    }

    /// Apple's documentation of `canCancelContentTouches`: "If the value of this property is
    /// true and a view in the content has begun tracking a finger touching it, and if the user
    /// drags the finger enough to initiate a scroll, the view receives a
    /// touchesCancelled(_:with:) message and the scroll view handles the touch as a scroll."
    /// So a tap selects the row under it, and a drag that starts on a row only scrolls.
    func testATapHighlightsThenSelectsAndADragOnlyScrolls() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 440))
            let recorder = TableRecorder(rows: [50])
            let table = Self.makeTable(h, recorder)
            let row2 = table.cellForRow(at: IndexPath(row: 2, section: 0))!
            h.send(.pointerDown(Point(x: 150, y: 100)))
            XCTAssertFalse(row2.isHighlighted, "held back while it may still become a scroll (delaysContentTouches)")
            h.advance(ScrollView.contentTouchDelay + 0.01)
            XCTAssertTrue(row2.isHighlighted, "the row lights up while the finger is down")
            XCTAssertEqual(recorder.events, [], "nothing is selected before the lift")
            h.clock.advance(by: 0.1)
            h.send(.pointerUp(Point(x: 150, y: 100)))
            XCTAssertFalse(row2.isHighlighted)
            XCTAssertTrue(row2.isSelected)
            XCTAssertEqual(recorder.events, ["select 2"])
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))

            // A tap on another row moves the single selection, deselecting first.
            h.clock.advance(by: 0.5)
            h.send(.pointerDown(Point(x: 150, y: 200)), .pointerUp(Point(x: 150, y: 200)))
            XCTAssertEqual(recorder.events, ["select 2", "deselect 2", "select 4"])
            XCTAssertFalse(row2.isSelected)

            // A drag that starts on row 6 scrolls and selects nothing.
            h.clock.advance(by: 0.5)
            recorder.events = []
            let row6 = table.cellForRow(at: IndexPath(row: 6, section: 0))!
            ScrollViewTests.drag(h, from: 280, to: 180, frames: 8)
            XCTAssertFalse(row6.isHighlighted, "the drag took the touch away from the row")
            XCTAssertEqual(recorder.events, ["willBeginDragging"], "the scroll view delegate's method reached it")
            XCTAssertGreaterThan(table.contentOffset.y, 50)
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 4, section: 0), "the selection stays")
        }
    }

    func testATouchThatStopsAGlideSelectsNothing() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 440))
            let recorder = TableRecorder(rows: [1000])
            let table = Self.makeTable(h, recorder)
            ScrollViewTests.drag(h, from: 400, to: 100, frames: 6)
            h.step(3)
            XCTAssertTrue(table.isDecelerating)
            recorder.events = []
            h.send(.pointerDown(Point(x: 150, y: 200)), .pointerUp(Point(x: 150, y: 200)))
            XCTAssertFalse(table.isDecelerating, "the touch stopped the glide")
            XCTAssertEqual(recorder.events, [], "and selected nothing")
            XCTAssertNil(table.indexPathForSelectedRow)
        }
    }

    /// Apple's documentation of `selectRow(at:animated:scrollPosition:)`: "Calling this
    /// method does not cause the delegate to receive a tableView:willSelectRowAtIndexPath:
    /// or tableView:didSelectRowAtIndexPath: message".
    func testSelectionInCodeTellsTheDelegateNothing() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 440))
            let recorder = TableRecorder(rows: [3, 100])
            let table = Self.makeTable(h, recorder)
            let target = IndexPath(row: 50, section: 1)
            table.selectRow(at: target, animated: false, scrollPosition: .top)
            h.step()
            XCTAssertEqual(recorder.events, [])
            XCTAssertEqual(table.indexPathForSelectedRow, target)
            XCTAssertEqual(table.contentOffset.y, 53 * 44, "section 0's three rows, then fifty")
            XCTAssertEqual(table.cellForRow(at: target)?.isSelected, true, "the cell shows the selection")
            table.deselectRow(at: target, animated: false)
            XCTAssertEqual(table.cellForRow(at: target)?.isSelected, false)
            XCTAssertNil(table.indexPathForSelectedRow)
            XCTAssertEqual(recorder.events, [])
        }
    }

    func testScrollToRowPutsTheRowAtEachPositionWithinTheRange() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 440))
            let recorder = TableRecorder(rows: [100])
            let table = Self.makeTable(h, recorder)
            let row = IndexPath(row: 30, section: 0)
            let top = 30.0 * 44
            for (position, expected) in [
                (TableView.ScrollPosition.top, top), (.middle, top + 22 - 220), (.bottom, top + 44 - 440),
            ] {
                table.scrollToRow(at: row, at: position, animated: false)
                XCTAssertEqual(table.contentOffset.y, expected, "\(position)")
            }
            table.contentOffset = .zero
            table.scrollToRow(at: row, at: .none, animated: false)
            XCTAssertEqual(table.contentOffset.y, top + 44 - 440, "the least scroll that shows it")
            table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
            XCTAssertEqual(table.contentOffset.y, 100 * 44 - 440, "never past the last row")
            h.step()
            Self.check(table)
        }
    }

    func testHeaderAndFooterFrameTheRowsAndCountInTheContentSize() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 440))
            let recorder = TableRecorder(rows: [5]) { indexPath in 30 + Double(indexPath.row) * 10 }
            let table = Self.makeTable(h, recorder)
            table.tableHeaderView = View(frame: Rect(x: 0, y: 0, width: 10, height: 60))
            table.tableFooterView = View(frame: Rect(x: 0, y: 0, width: 10, height: 25))
            h.step()
            // Rows of 30, 40, 50, 60 and 70 points under a 60-point header.
            XCTAssertEqual(
                table.rectForRow(at: IndexPath(row: 0, section: 0)), Rect(x: 0, y: 60, width: 300, height: 30))
            XCTAssertEqual(
                table.rectForRow(at: IndexPath(row: 3, section: 0)), Rect(x: 0, y: 180, width: 300, height: 60))
            XCTAssertEqual(table.contentSize.height, 60 + 250 + 25)
            XCTAssertEqual(table.tableHeaderView?.frame, Rect(x: 0, y: 0, width: 300, height: 60))
            XCTAssertEqual(table.tableFooterView?.frame, Rect(x: 0, y: 310, width: 300, height: 25))
            XCTAssertEqual(table.indexPathForRow(at: Point(x: 5, y: 100)), IndexPath(row: 1, section: 0))
            XCTAssertNil(table.indexPathForRow(at: Point(x: 5, y: 30)), "the header is no row")
            Self.check(table)
        }
    }

    func testTheBackgroundViewStaysBehindTheRowsAndInView() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 440))
            let recorder = TableRecorder(rows: [100])
            let table = Self.makeTable(h, recorder)
            let background = View()
            table.backgroundView = background
            table.contentOffset = Point(x: 0, y: 1000)
            h.step()
            XCTAssertEqual(background.frame, Rect(x: 0, y: 1000, width: 300, height: 440), "it covers the visible part")
            let backgroundIndex = table.subviews.firstIndex { $0 === background }!
            for cell in table.visibleCells {
                XCTAssertGreaterThan(table.subviews.firstIndex { $0 === cell }!, backgroundIndex, "rows draw above it")
            }
        }
    }

    func testReloadDataAsksAgainAndClearsTheSelection() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 440))
            let recorder = TableRecorder(rows: [20])
            let table = Self.makeTable(h, recorder)
            table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
            recorder.rows = [2, 3]
            table.reloadData()
            h.step()
            XCTAssertEqual(table.numberOfSections, 2)
            XCTAssertEqual(table.numberOfRows(inSection: 1), 3)
            XCTAssertEqual(table.numberOfRows(inSection: 7), 0)
            XCTAssertNil(table.indexPathForSelectedRow)
            XCTAssertEqual(table.visibleCells.count, 5)
            XCTAssertEqual(table.contentSize.height, 5 * 44)
            XCTAssertEqual(table.visibleCells.filter(\.isSelected).count, 0, "a reused cell loses the old selection")
            Self.check(table)
        }
    }

    /// A cell whose content view holds a box pinned 10 points from the top and 12 from the
    /// bottom, `20 + 3 * row` points tall: under `automaticDimension` the row is
    /// `42 + 3 * row` points.
    final class SizingCell: TableViewCell {
        let box = View()
        let boxHeight: LayoutConstraint
        override init(style: CellStyle, reuseIdentifier: String?) {
            boxHeight = box.heightAnchor.constraint(equalToConstant: 20)
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            box.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(box)
            LayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                box.widthAnchor.constraint(equalToConstant: 40),
                boxHeight,
            ])
        }
        required init?(coder: ViewCoder) { nil }
    }

    @MainActor
    final class SizingSource: TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "sizing", for: indexPath) as! SizingCell
            cell.boxHeight.constant = 20 + 3 * Double(indexPath.row)
            return cell
        }
    }

    func testSelfSizingRowsTakeTheHeightTheirConstraintsGive() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 440))
            let source = SizingSource()
            let table = TableView(frame: Rect(x: 0, y: 0, width: 300, height: 440), style: .plain)
            table.register(SizingCell.self, forCellReuseIdentifier: "sizing")
            table.rowHeight = TableView.automaticDimension
            table.estimatedRowHeight = 50
            table.dataSource = source
            h.root.addSubview(table)
            h.step()
            func height(_ row: Int) -> Double { 42 + 3 * Double(row) }
            // Rows of 42, 45, 48, ... points: eight reach 420, the ninth ends at 486, past the 440 in view.
            let visible = table.indexPathsForVisibleRows ?? []
            XCTAssertEqual(visible.map(\.row), Array(0..<9))
            for row in 0..<9 {
                let top = (0..<row).map(height).reduce(0, +)
                XCTAssertEqual(
                    table.rectForRow(at: IndexPath(row: row, section: 0)),
                    Rect(x: 0, y: top, width: 300, height: height(row)), "row \(row)")
            }
            let measured = (0..<9).map(height).reduce(0, +)
            XCTAssertEqual(measured, 486)
            XCTAssertEqual(table.contentSize.height, measured + 91 * 50, "rows not yet shown count as the estimate")
            XCTAssertEqual((table.visibleCells[3] as? SizingCell)?.box.frame, Rect(x: 16, y: 10, width: 40, height: 29))
            // Further down, the rows measured on the way keep their own heights.
            table.contentOffset = Point(x: 0, y: 3000)
            h.step()
            for indexPath in table.indexPathsForVisibleRows ?? [] {
                XCTAssertEqual(table.rectForRow(at: indexPath).height, height(indexPath.row), "row \(indexPath.row)")
                XCTAssertEqual(table.cellForRow(at: indexPath)?.frame, table.rectForRow(at: indexPath))
            }
        }
    }
}
