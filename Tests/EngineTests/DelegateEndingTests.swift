import Geometry
import XCTest

@testable import Engine

/// When an editing field or a section's header and footer stop being shown, the delegate
/// hears it through the methods UIKit declares for those moments.
final class DelegateEndingTests: XCTestCase {
    /// A field delegate that implements only the one-argument ending.
    final class OneArgument: TextFieldDelegate {
        var ended = 0
        func textFieldDidEndEditing(_ textField: TextField) { ended += 1 }
    }

    /// A field delegate that implements both endings.
    final class BothForms: TextFieldDelegate {
        var log: [String] = []
        func textFieldDidEndEditing(_ textField: TextField) { log.append("one") }
        func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
            log.append("reason \(reason)")
        }
    }

    // Apple, `textFieldDidEndEditing(_:reason:)`: "This method is called after the text field
    // resigns its first responder status ... UIKit calls this method in preference to the
    // textFieldDidEndEditing(_:) method." `.committed`: "The text field changes were
    // accepted by the user."
    func testReasonFormIsCalledInsteadOfTheOneArgumentFormWithCommitted() {
        MainActor.assumeIsolated {
            let h = Harness()
            let field = TextField(frame: Rect(x: 20, y: 20, width: 200, height: 34))
            h.root.addSubview(field)
            h.step()
            let both = BothForms()
            field.delegate = both
            XCTAssertTrue(field.becomeFirstResponder())
            XCTAssertEqual(both.log, [], "nothing has ended yet")
            XCTAssertTrue(field.resignFirstResponder())
            XCTAssertEqual(both.log, ["reason committed"])

            // A delegate with only the one-argument form still hears the end, once.
            let one = OneArgument()
            field.delegate = one
            XCTAssertTrue(field.becomeFirstResponder())
            XCTAssertTrue(field.resignFirstResponder())
            XCTAssertEqual(one.ended, 1)
        }
    }

    /// Two sections, each with a header view and a footer view, and a log of the ends.
    @MainActor
    final class Sections: TableViewDataSource, TableViewDelegate {
        var headers: [View] = [View(), View()]
        var footers: [View] = [View(), View()]
        var ended: [String] = []
        var removed: [View] = []
        func numberOfSections(in tableView: TableView) -> Int { headers.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { headers[section] }
        func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { footers[section] }
        func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { 30 }
        func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double { 20 }
        func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {
            ended.append("header \(section)")
            removed.append(view)
        }
        func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {
            ended.append("footer \(section)")
            removed.append(view)
        }
    }

    // Apple, `tableView(_:didEndDisplayingFooterView:forSection:)`: "Tells the delegate that
    // the specified footer view was removed from the table"; `view`: "The footer view that
    // was removed"; `section`: "The index of the section that contained the footer." The
    // header's method says the same of headers.
    func testReloadTellsTheDelegateEachHeaderAndFooterItRemoved() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 400))
            let source = Sections()
            let table = TableView(frame: Rect(x: 0, y: 0, width: 300, height: 400), style: .plain)
            table.register(TableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = source
            table.delegate = source
            h.root.addSubview(table)
            h.step()
            XCTAssertEqual(source.ended, [], "nothing has left a table that just loaded")
            let old = source.headers + source.footers
            XCTAssertTrue(old.allSatisfy { $0.superview === table })

            source.headers = [View()]
            source.footers = [View()]
            table.reloadData()
            h.step()
            // Each view shown before is handed back once, with the section that held it.
            XCTAssertEqual(source.ended, ["header 0", "header 1", "footer 0", "footer 1"])
            XCTAssertEqual(source.removed.map(ObjectIdentifier.init), old.map(ObjectIdentifier.init))
            XCTAssertTrue(old.allSatisfy { $0.superview == nil }, "the removed views left the table")
            XCTAssertTrue(source.headers[0].superview === table, "the new header is shown")
        }
    }
}
