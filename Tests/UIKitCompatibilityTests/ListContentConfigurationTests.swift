import UIKitCompatibility
import XCTest

/// A table written as UIKit tutorials write it since iOS 14: the cell's
/// `defaultContentConfiguration()`, filled in and set as its `contentConfiguration`.
final class ListContentConfigurationTests: XCTestCase {
    /// Rows made by a data source the iOS 14 way.
    @MainActor
    final class Rows: NSObject, UITableViewDataSource {
        let names = ["Apple", "Banana", "Cherry"]
        let style: UITableViewCell.CellStyle

        init(style: UITableViewCell.CellStyle) { self.style = style }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "row")
                ?? UITableViewCell(style: style, reuseIdentifier: "row")
            var content = cell.defaultContentConfiguration()
            content.text = names[indexPath.row]
            content.secondaryText = "\(indexPath.row + 1) kg"
            content.textProperties.color = .systemBlue
            cell.contentConfiguration = content
            return cell
        }
    }

    /// Apple, `defaultContentConfiguration()`: "The default content configuration has
    /// preconfigured default styling, but doesn't contain any content. After you get the
    /// default configuration, you assign your content to it, customize any other
    /// properties, and assign it to the cell as the current content configuration."
    func testEachRowShowsTheTextItsConfigurationWasGiven() {
        MainActor.assumeIsolated {
            let rows = Rows(style: .subtitle)
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
            table.dataSource = rows
            table.reloadData()
            table.layoutIfNeeded()
            for (row, name) in rows.names.enumerated() {
                let cell = table.cellForRow(at: IndexPath(row: row, section: 0))
                XCTAssertEqual(cell?.textLabel?.text, name)
                XCTAssertEqual(cell?.textLabel?.textColor, .systemBlue, "the customized text colour")
                XCTAssertEqual(cell?.detailTextLabel?.text, "\(row + 1) kg", "a subtitle cell shows the secondary text")
                let shown = cell?.contentConfiguration as? UIListContentConfiguration
                XCTAssertEqual(shown?.text, name, "the cell keeps the configuration it was given")
            }
        }
    }

    /// The configuration a cell hands out has no content, and its secondary text's look
    /// follows the cell's style: a small line under the text in a subtitle cell, full size
    /// beside it in a value cell.
    func testTheDefaultConfigurationIsEmptyAndFollowsTheCellStyle() {
        MainActor.assumeIsolated {
            let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration()
            let value = UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration()
            XCTAssertNil(subtitle.text)
            XCTAssertNil(subtitle.secondaryText)
            XCTAssertNil(subtitle.image)
            XCTAssertEqual(subtitle, .subtitleCell())
            XCTAssertEqual(value, .valueCell())
            XCTAssertLessThan(
                subtitle.secondaryTextProperties.font.pointSize, value.secondaryTextProperties.font.pointSize)
        }
    }

    /// Apple, `contentConfiguration`: "The default value is nil. After you set a content
    /// configuration to this property, setting this property back to nil replaces the
    /// current content view with a new, empty content view."
    func testSettingNilEmptiesTheCell() {
        MainActor.assumeIsolated {
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            XCTAssertNil(cell.contentConfiguration)
            var content = cell.defaultContentConfiguration()
            content.text = "Speed"
            content.secondaryText = "Fast"
            cell.contentConfiguration = content
            XCTAssertEqual(cell.detailTextLabel?.text, "Fast")
            cell.contentConfiguration = nil
            XCTAssertNil(cell.contentConfiguration)
            XCTAssertNil(cell.textLabel?.text)
            XCTAssertNil(cell.detailTextLabel?.text)
        }
    }
}
