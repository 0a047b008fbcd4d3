import Geometry
import XCTest

@testable import Engine

/// UITableViewCell's styles, states and reuse, without a table.
final class TableViewCellTests: XCTestCase {
    func testEachStyleHasItsLabelsWhereUIKitPutsThem() {
        MainActor.assumeIsolated {
            let plain = TableViewCell(style: .default, reuseIdentifier: "a")
            XCTAssertNil(plain.detailTextLabel, "the default style has no detail label")
            XCTAssertNotNil(plain.textLabel)
            for style in [TableViewCell.CellStyle.value1, .value2, .subtitle] {
                XCTAssertNotNil(TableViewCell(style: style, reuseIdentifier: nil).detailTextLabel, "\(style)")
            }
            let value1 = TableViewCell(style: .value1, reuseIdentifier: nil)
            value1.frame = Rect(x: 0, y: 0, width: 320, height: 44)
            value1.textLabel?.text = "Name"
            value1.detailTextLabel?.text = "Value"
            value1.layoutIfNeeded()
            XCTAssertEqual(value1.detailTextLabel?.textAlignment, .right, "value1's detail sits at the trailing edge")
            XCTAssertEqual(value1.detailTextLabel?.frame.maxX, 320 - 16)
            let subtitle = TableViewCell(style: .subtitle, reuseIdentifier: nil)
            subtitle.frame = Rect(x: 0, y: 0, width: 320, height: 60)
            subtitle.textLabel?.text = "Title"
            subtitle.layoutIfNeeded()
            XCTAssertLessThanOrEqual(subtitle.textLabel!.frame.maxY, subtitle.detailTextLabel!.frame.minY)
        }
    }

    func testTheAccessoryNarrowsTheContentView() {
        MainActor.assumeIsolated {
            let cell = TableViewCell(style: .default, reuseIdentifier: nil)
            cell.frame = Rect(x: 0, y: 0, width: 320, height: 44)
            cell.layoutIfNeeded()
            XCTAssertEqual(cell.contentView.frame.width, 320)
            cell.accessoryType = .disclosureIndicator
            cell.layoutIfNeeded()
            XCTAssertEqual(cell.contentView.frame.width, 320 - 38)
            let custom = View(frame: Rect(x: 0, y: 0, width: 50, height: 30))
            cell.accessoryView = custom
            cell.layoutIfNeeded()
            XCTAssertEqual(custom.frame, Rect(x: 320 - 16 - 50, y: 7, width: 50, height: 30))
        }
    }

    func testSelectionShowsTheBackgroundUnlessTheStyleIsNone() {
        MainActor.assumeIsolated {
            let cell = TableViewCell(style: .default, reuseIdentifier: "a")
            cell.frame = Rect(x: 0, y: 0, width: 320, height: 44)
            XCTAssertNil(cell.selectedBackgroundView?.superview)
            cell.setHighlighted(true, animated: false)
            XCTAssertTrue(cell.selectedBackgroundView?.superview === cell)
            XCTAssertEqual(cell.selectedBackgroundView?.frame, cell.bounds)
            XCTAssertTrue(
                cell.subviews.firstIndex { $0 === cell.selectedBackgroundView }! < cell.subviews.firstIndex {
                    $0 === cell.contentView
                }!, "behind the content")
            cell.prepareForReuse()
            XCTAssertFalse(cell.isHighlighted, "reuse undoes the highlight")
            XCTAssertNil(cell.selectedBackgroundView?.superview)
            cell.selectionStyle = .none
            cell.isSelected = true
            XCTAssertTrue(cell.isSelected, "the state is kept")
            XCTAssertNil(cell.selectedBackgroundView?.superview, "but nothing shows")
        }
    }
}
