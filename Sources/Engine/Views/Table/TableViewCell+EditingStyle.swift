extension TableViewCell {
    /// The control an editing table shows beside a row (`UITableViewCell.EditingStyle`), what
    /// a delegate's `tableView(_:editingStyleForRowAt:)` returns and a data source's
    /// `tableView(_:commit:forRowAt:)` receives, with UIKit's raw values.
    public enum EditingStyle: Int, Sendable {
        /// No control.
        case none = 0
        /// The red minus: the row can be deleted.
        case delete = 1
        /// The green plus: a row can be inserted.
        case insert = 2
    }
}
