// UIKit's names for table views, so a UITableView data source, delegate or cell subclass
// compiles with its import changed. `IndexPath` is Foundation's, with `row`, `section` and
// `item` added by the engine as UIKit adds them.

/// `UITableView` (`TableView`); `UITableView.Style`, `.ScrollPosition` and
/// `.automaticDimension` come with it.
public typealias UITableView = TableView
/// `UITableViewCell` (`TableViewCell`); `.CellStyle`, `.SelectionStyle` and `.AccessoryType`
/// come with it.
public typealias UITableViewCell = TableViewCell
/// `UITableViewHeaderFooterView` (`TableViewHeaderFooterView`).
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
/// `UITableViewDataSource` (`TableViewDataSource`).
public typealias UITableViewDataSource = TableViewDataSource
/// `UITableViewDelegate` (`TableViewDelegate`), a scroll-view delegate as in UIKit.
public typealias UITableViewDelegate = TableViewDelegate

extension TableViewCell {
    /// `UITableViewCell.SeparatorStyle`, where UIKit declares it.
    public typealias SeparatorStyle = TableView.SeparatorStyle
}
