// UIKit's names for table views, so a UITableView data source, delegate or cell subclass
// compiles with its import changed. `IndexPath` is Foundation's, with `row`, `section` and
// `item` added by the engine as UIKit adds them.

/// `UITableView` (`TableView`); `UITableView.Style`, `.ScrollPosition`, `.RowAnimation` and
/// `.automaticDimension` come with it. What differs from UIKit's: row insertions and
/// deletions apply at once (their animations are not played), there is no editing mode
/// or swipe actions, and no prefetching data source.
public typealias UITableView = TableView
/// `UITableViewCell` (`TableViewCell`); `.CellStyle`, `.SelectionStyle` and `.AccessoryType`
/// come with it. A registered subclass is made through its own
/// `init(style:reuseIdentifier:)`, so it must override that initializer (or declare none).
public typealias UITableViewCell = TableViewCell
/// `UITableViewHeaderFooterView` (`TableViewHeaderFooterView`).
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
/// `UITableViewDataSource` (`TableViewDataSource`): the counts, the cells and the section
/// titles.
public typealias UITableViewDataSource = TableViewDataSource
/// `UITableViewDelegate` (`TableViewDelegate`), a scroll-view delegate as in UIKit, so the
/// table's `delegate` hears its scrolling too.
public typealias UITableViewDelegate = TableViewDelegate

extension TableViewCell {
    /// `UITableViewCell.SeparatorStyle`, where UIKit declares it.
    public typealias SeparatorStyle = TableView.SeparatorStyle
}
