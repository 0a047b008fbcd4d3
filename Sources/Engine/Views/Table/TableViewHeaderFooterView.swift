import Geometry

/// A section's header or footer view (`UITableViewHeaderFooterView`): a `contentView`
/// and a `textLabel`, on a light grey background. A table makes one for a section title;
/// a delegate may return its own, or a subclass, from `tableView(_:viewForHeaderInSection:)`.
@preconcurrency @MainActor
open class TableViewHeaderFooterView: View {
    /// The identifier it was made with, for code that dequeues by it.
    public let reuseIdentifier: String?
    /// The view that holds the header's content, laid out to its bounds.
    public let contentView = View()
    private var storedTextLabel: Label?

    /// A header or footer view for `reuseIdentifier` (`init(reuseIdentifier:)`).
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        settingDefaults { backgroundColor = Color(r8: 242, g8: 242, b8: 247) }
        addSubview(contentView)
    }

    /// A header with no reuse identifier at `frame`.
    public override convenience init(frame: Rect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a view of a registered class: `init(reuseIdentifier:)`, which runs
    /// a subclass's override of it. Subclasses inherit it as long as they override
    /// `init(reuseIdentifier:)` (or declare no initializer). Only the Swift 6 language mode
    /// sees it, so a Swift 5 subclass with an initializer of its own need not write it, as
    /// `TableViewCell.init(registeredWith:)` explains.
    @available(swift, introduced: 6)
    public required convenience init(registeredWith reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// The title label, made on first use: bold, 16 points in from the leading edge.
    open var textLabel: Label? {
        if let storedTextLabel { return storedTextLabel }
        let label = Label()
        label.fontWeight = .bold
        label.fontSize = 15
        storedTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// A view behind the content view, sized to the bounds (`backgroundView`); nil by
    /// default. Setting another removes the old one.
    open var backgroundView: View? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, belowSubview: contentView) }
            setNeedsLayout()
        }
    }

    /// Fills the bounds with the content view and lays the title out in it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        storedTextLabel?.frame = Rect(x: 16, y: 0, width: max(0, bounds.width - 32), height: bounds.height)
    }
}

extension TableView {
    /// Makes header and footer views of `viewClass` for `identifier`
    /// (`register(_:forHeaderFooterViewReuseIdentifier:)`); nil forgets the identifier.
    public func register(
        _ viewClass: TableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String
    ) {
        registeredHeaderFooterClasses[identifier] = viewClass
    }

    /// A new view of the class registered for `identifier`, or nil when none is. Headers
    /// are few, so they are made afresh rather than queued.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        registeredHeaderFooterClasses[identifier].map { $0.init(registeredWith: identifier) }
    }
}
