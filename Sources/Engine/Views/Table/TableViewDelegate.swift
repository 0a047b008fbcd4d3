/// Sizes a table's rows and hears what happens to them (`UITableViewDelegate`). It is a
/// scroll-view delegate too: a table's `delegate` hears scrolling as a scroll view's does.
/// Every method has a default, so a delegate implements only what it needs.
///
/// Selection by touch runs `tableView(_:shouldHighlightRowAt:)`, then
/// `tableView(_:willSelectRowAt:)`, the deselection of the row selected before
/// (`tableView(_:didDeselectRowAt:)`), and `tableView(_:didSelectRowAt:)`. Selection in
/// code (`selectRow(at:animated:scrollPosition:)`, `deselectRow(at:animated:)`) calls none
/// of them, as in UIKit.
@preconcurrency @MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// The height of a row; by default the table's `rowHeight`. `TableView.automaticDimension`
    /// sizes the row from its cell's constraints.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
    /// A cell is about to come on screen for `indexPath`: the last moment to style it.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A cell went off screen (or the table reloaded) and may be reused.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// False keeps a touch from highlighting the row, and so from selecting it.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row a touch is about to select: `indexPath` (the default), another row, or nil
    /// to select nothing.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected the row at `indexPath` with a tap.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// A tap on another row deselected the row at `indexPath`.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// The view above `section`'s rows; nil (the default) shows the data source's title, if any.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// The view below `section`'s rows; nil (the default) shows the data source's title, if any.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// The height of `section`'s header; by default the table's `sectionHeaderHeight`.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double
    /// The height of `section`'s footer; by default the table's `sectionFooterHeight`.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double
    /// A section's header view left the table (`tableView(_:didEndDisplayingHeaderView:forSection:)`):
    /// here when a reload replaces it.
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int)
    /// A section's footer view left the table (`tableView(_:didEndDisplayingFooterView:forSection:)`):
    /// here when a reload replaces it.
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int)
}

extension TableViewDelegate {
    /// The table's `rowHeight`.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        tableView.rowHeight
    }
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {}
    /// True: every row highlights.
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// `indexPath`: the touched row is selected.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// No view of its own.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// No view of its own.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// The table's `sectionHeaderHeight`.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        tableView.sectionHeaderHeight
    }
    /// The table's `sectionFooterHeight`.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        tableView.sectionFooterHeight
    }
    /// Nothing to release when a header leaves.
    public func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    /// Nothing to release when a footer leaves.
    public func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}
}
