// A table view controller, for code that names one: a library that checks
// `controller is UITableViewController`, or an app whose screen is one long list.

/// `UITableView`, as far as this platform has one: a vertically scrolling `UIScrollView`.
///
/// UIKit's table view is a scroll view whose rows come from a data source. There are no
/// cells, data sources or reuse queues here, so rows are subviews the code adds, and the
/// scrolling, bouncing and the `panGestureRecognizer` that other code attaches to are the
/// scroll view's own.
open class UITableView: UIScrollView {
    /// `UITableView.Style`: how UIKit groups rows; kept, since no rows are drawn here.
    public enum Style: Sendable {
        /// Rows run edge to edge.
        case plain
        /// Rows sit in grouped sections.
        case grouped
        /// Grouped sections inset from the edges.
        case insetGrouped
    }

    /// The style the table was made with.
    public let style: Style

    /// A table of `style` occupying `frame` (`init(frame:style:)`).
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// A plain table occupying `frame`.
    public override init(frame: CGRect) {
        style = .plain
        super.init(frame: frame)
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }
}

/// `UITableViewController`: a controller whose view is its table view.
///
/// As in UIKit, "a view controller that specializes in managing a table view": `loadView()`
/// makes a table of the controller's style and `tableView` is the controller's `view`.
open class UITableViewController: UIViewController {
    /// The style of the table `loadView()` makes.
    public let style: UITableView.Style

    /// A controller whose table will have `style` (`init(style:)`).
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
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
        view = UITableView(frame: .zero, style: style)
    }

    /// The table this controller manages: its `view`, loaded on first access (`tableView`).
    public var tableView: UITableView! {
        get { view as? UITableView }
        set {
            if let table = newValue { view = table }
        }
    }
}
