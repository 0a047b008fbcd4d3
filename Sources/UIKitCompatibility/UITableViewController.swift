// A table view controller, for code that names one: a library that checks
// `controller is UITableViewController`, or an app whose screen is one long list.

/// `UITableViewController`: a controller whose view is its table view.
///
/// As in UIKit, "a view controller that specializes in managing a table view": `loadView()`
/// makes a table of the controller's style, `tableView` is the controller's `view`, and the
/// controller is the table's data source and delegate, so a subclass overrides the
/// `tableView(_:...)` methods it needs. Until it does, the table has no rows.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The style of the table `loadView()` makes.
    public let style: UITableView.Style

    /// A controller whose table will have `style` (`init(style:)`).
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table (UIKit's designated `init(nibName:bundle:)`), declared
    /// here so a subclass can override it and `Subclass(nibName: nil, bundle: nil)` compiles.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: ResourceBundle?) {
        self.style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller with a plain table.
    public convenience init() {
        self.init(style: .plain)
    }

    /// Always fails (nil), as the base class does: there are no storyboards to decode from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// Makes the table and sets it as the view; a subclass that overrides this calls super
    /// first, as UIKit asks.
    open override func loadView() {
        let table = UITableView(frame: .zero, style: style)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// The table this controller manages: its `view`, loaded on first access (`tableView`).
    public var tableView: UITableView! {
        get { view as? UITableView }
        set {
            if let table = newValue { view = table }
        }
    }

    /// The table's pull-to-refresh control (`refreshControl`): the table view's own, as
    /// UIKit's controller hands it to its table.
    open var refreshControl: UIRefreshControl? {
        get { tableView?.refreshControl }
        set { tableView?.refreshControl = newValue }
    }

    /// True deselects the selected row, animated, each time the view is about to appear
    /// (`clearsSelectionOnViewWillAppear`), as a list does on the way back from a row's screen.
    public var clearsSelectionOnViewWillAppear = true

    /// Deselects the selected rows when `clearsSelectionOnViewWillAppear` says so.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = tableView else { return }
        for row in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: row, animated: animated) }
    }

    // MARK: Data source and delegate, for subclasses to override

    /// One section.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// No rows.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// A `.default` cell; a subclass that has rows returns its own.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// The table's `rowHeight`.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }

    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// No header title.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No header view of its own.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

    /// The table's `sectionHeaderHeight`.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    {}

    /// True: every row highlights.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

    /// `indexPath`: the touched row is selected; a subclass may return another row, or nil
    /// to select none.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// No footer view of its own.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

    /// The table's `sectionFooterHeight`.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }

    // MARK: Scroll view delegate, for subclasses to override

    /// Does nothing; a subclass hears its list scroll here, as UIKit's controller, the
    /// list's delegate, does.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

    /// Leaves the target where the glide would land.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}

    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}

    /// Does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}

    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}

    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}

    /// Does nothing; a subclass hears its list's adjusted content inset change here.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
