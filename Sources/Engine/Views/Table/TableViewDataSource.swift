/// Gives a table its sections, rows and cells (`UITableViewDataSource`).
///
/// The table asks for counts when it loads (`reloadData()`, or its first layout) and for a
/// cell only when that row comes on screen; a cell should come from
/// `dequeueReusableCell(withIdentifier:for:)`, so the ones that scrolled off are reused.
@preconcurrency @MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of sections; 1 unless implemented, as in UIKit.
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell that shows the row at `indexPath`, asked for when the row comes on screen.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The title of `section`'s header, shown in a standard header view; nil (the default)
    /// for none.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer; nil (the default) for none.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}
