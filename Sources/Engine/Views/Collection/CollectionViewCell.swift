import Geometry

/// One item of a collection view (`UICollectionViewCell`): a `contentView` for what the item
/// shows, over an optional `backgroundView` and, while selected or highlighted, the
/// `selectedBackgroundView`.
///
/// Put subviews in `contentView` so they sit above the backgrounds. `isSelected` and
/// `isHighlighted` are set by the collection view; a subclass may override them with a
/// `didSet` to restyle itself, as UIKit code does.
@preconcurrency @MainActor
open class CollectionViewCell: CollectionReusableView {
    /// The view that holds the item's content, filling the cell.
    public let contentView = View()
    /// A view behind everything else in the cell, filling it; nil shows the cell's colour.
    open var backgroundView: View? {
        didSet { installBackgroundView(backgroundView, replacing: oldValue) }
    }
    /// The view behind `contentView` while the cell is selected or highlighted; nil shows none.
    open var selectedBackgroundView: View? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            updateSelectedBackground()
        }
    }
    /// True while the item is selected.
    open var isSelected = false {
        didSet { updateSelectedBackground() }
    }
    /// True while a touch is down on the item.
    open var isHighlighted = false {
        didSet { updateSelectedBackground() }
    }

    /// A cell at `frame` (`init(frame:)`).
    public override init(frame: Rect) {
        super.init(frame: frame)
        contentView.frame = bounds
        contentView.accessibilityIdentifier = "collection-cell.content"
        addSubview(contentView)
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// Clears the highlight a recycled cell may still show; overrides call `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
        if isHighlighted { isHighlighted = false }
    }

    /// Keeps the backgrounds and the content view filling the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        contentView.frame = bounds
    }

    /// Shows the selection background, between the background view and the content, only
    /// while the cell is selected or highlighted.
    private func updateSelectedBackground() {
        guard let selected = selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            if selected.superview !== self {
                selected.isUserInteractionEnabled = false
                insertSubview(selected, belowSubview: contentView)
            }
            selected.frame = bounds
        } else {
            selected.removeFromSuperview()
        }
    }
}
