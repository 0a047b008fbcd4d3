import Geometry

/// One row of a table (`UITableViewCell`): a `contentView` for what the row shows, the
/// standard labels and image of UIKit's four styles, an accessory, and the selected and
/// highlighted looks.
///
/// A cell is made by the table for a registered class (`register(_:forCellReuseIdentifier:)`)
/// or by the data source, and reused once its row scrolls off: `prepareForReuse()` runs
/// before it comes back from the queue. Put subviews in `contentView`, not in the cell, so
/// they sit above the selection background and beside the accessory. Subclass it as UIKit's
/// is subclassed: `override init(style:reuseIdentifier:)` calling `super`, and
/// `required init?(coder:)`.
@preconcurrency @MainActor
open class TableViewCell: View {
    /// The standard layouts of a cell's labels (`UITableViewCell.CellStyle`).
    public enum CellStyle: Sendable {
        /// A left-aligned title; no detail label.
        case `default`
        /// A title on the left and a grey detail right-aligned on the same line.
        case value1
        /// A small blue right-aligned title in a narrow column, the detail after it.
        case value2
        /// A title with a smaller grey detail line under it.
        case subtitle
    }

    /// How a selected or highlighted cell looks (`UITableViewCell.SelectionStyle`).
    public enum SelectionStyle: Sendable {
        /// No selection background; the cell still tracks its state.
        case none
        /// The grey background UIKit uses since iOS 7 (`.blue` looks the same, as there).
        case blue
        /// The grey background.
        case gray
        /// The grey background.
        case `default`
    }

    /// The standard mark at a cell's trailing edge (`UITableViewCell.AccessoryType`).
    public enum AccessoryType: Sendable {
        /// No mark.
        case none
        /// A chevron: the row leads somewhere.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark in the tint colour.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// The style the cell was made with; it fixes which labels it has.
    public let style: CellStyle
    /// The identifier the table reuses the cell under, or nil for a cell that is not reused.
    public let reuseIdentifier: String?
    /// The view that holds the row's content, laid out to the cell's bounds less the accessory.
    public let contentView = View()
    /// A view behind everything else in the cell, filling it (`backgroundView`); nil shows
    /// the cell's background colour.
    open var backgroundView: View? {
        didSet { installBackgroundView(backgroundView, replacing: oldValue) }
    }
    /// The view behind `contentView` while the cell is selected or highlighted; nil shows none.
    open var selectedBackgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            updateSelectionBackground(animated: false)
        }
    }
    /// How the cell looks when selected or highlighted.
    open var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectionBackground(animated: false) }
    }
    /// The mark at the trailing edge.
    open var accessoryType: AccessoryType = .none {
        didSet {
            updateAccessoryMark()
            setNeedsLayout()
        }
    }
    /// A view shown at the trailing edge in place of `accessoryType`'s mark.
    open var accessoryView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            updateAccessoryMark()
            setNeedsLayout()
        }
    }
    /// The insets of the line under the row; the table's `separatorInset` applies until
    /// this is set.
    open var separatorInset: EdgeInsets {
        get { ownSeparatorInset ?? tableSeparatorInset }
        set {
            ownSeparatorInset = newValue
            setNeedsLayout()
        }
    }

    private var selectedState = false
    private var highlightedState = false
    private var editingState = false
    private var storedTextLabel: Label?
    private var storedDetailTextLabel: Label?
    private var storedImageView: ImageView?
    private var ownSeparatorInset: EdgeInsets?
    /// The mark `accessoryType` draws, when there is one and no `accessoryView`.
    private var accessoryMark: Label?
    /// The inset the table gives rows whose own inset is not set.
    var tableSeparatorInset = EdgeInsets(left: 16) { didSet { setNeedsLayout() } }
    /// The line under the row, drawn by the cell and styled by its table.
    let separatorLine = View()

    /// A cell of `style` that its table reuses under `reuseIdentifier`
    /// (`init(style:reuseIdentifier:)`).
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        settingDefaults { backgroundColor = .white }
        clipsToBounds = true
        addSubview(contentView)
        separatorLine.isUserInteractionEnabled = false
        separatorLine.accessibilityIdentifier = "table-cell.separator"
        addSubview(separatorLine)
        if style != .default {
            let detail = Label()
            detail.textColor = Self.secondaryTextColor
            detail.fontSize = style == .subtitle ? 12 : 17
            if style == .value1 { detail.textAlignment = .right }
            storedDetailTextLabel = detail
            contentView.addSubview(detail)
        }
    }

    /// A `.default` cell with no reuse identifier, at `frame`.
    public override convenience init(frame: Rect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a cell of a registered class: `init(style: .default,
    /// reuseIdentifier:)`, which runs a subclass's override of it. Subclasses inherit it as
    /// long as they override `init(style:reuseIdentifier:)` (or declare no initializer).
    ///
    /// Only the Swift 6 language mode sees it, so a Swift 5 subclass with a designated
    /// initializer of its own need not write it (Swift skips an unavailable required
    /// initializer in that check); registering such a class and dequeuing it stops with
    /// "Use of unimplemented initializer 'init(style:reuseIdentifier:)'", as on iOS.
    @available(swift, introduced: 6)
    public required convenience init(registeredWith reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// The grey of detail text (UIKit's secondary label colour over white).
    static let secondaryTextColor = Color(r8: 138, g8: 138, b8: 142)
    /// The grey behind a selected or highlighted row.
    static let selectionColor = Color(r8: 209, g8: 209, b8: 214)

    // MARK: Labels and image

    /// The title label, made on first use; every style has one.
    open var textLabel: Label? {
        if let storedTextLabel { return storedTextLabel }
        let label = Label()
        if style == .value2 {
            label.textColor = .systemBlue
            label.fontSize = 15
            label.textAlignment = .right
        }
        storedTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The detail label of the `.value1`, `.value2` and `.subtitle` styles; nil in `.default`.
    open var detailTextLabel: Label? { storedDetailTextLabel }

    /// The image at the leading edge, made on first use; it takes room only with an image.
    open var imageView: ImageView? {
        if let storedImageView { return storedImageView }
        let view = ImageView(frame: .zero)
        storedImageView = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    // MARK: State

    /// True while the row is selected; setting it is `setSelected(_:animated: false)`.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }

    /// True while a touch is down on the row; setting it is `setHighlighted(_:animated: false)`.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Sets the selected state and shows or hides the selection background, fading when
    /// `animated`. A subclass that overrides it calls `super`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
        updateSelectionBackground(animated: animated)
    }

    /// Sets the highlighted state and shows or hides the selection background, fading when
    /// `animated`. A subclass that overrides it calls `super`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedState = highlighted
        updateSelectionBackground(animated: animated)
    }

    /// True while the cell is in editing mode (`isEditing`), which its table view sets on
    /// every cell it shows while the table is being edited; setting it is
    /// `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode (`setEditing(_:animated:)`) and lays the cell out again.
    /// A subclass that overrides it to show its own editing state calls `super`. This table
    /// draws no delete or reorder controls of its own.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        setNeedsLayout()
    }

    /// Called before the table hands the cell out again from its queue: undoes the
    /// highlight. A subclass resets what is not content here (its content is set again by
    /// the data source) and calls `super`.
    open func prepareForReuse() {
        if highlightedState { setHighlighted(false, animated: false) }
    }

    /// The background shown now: the selection background when selected or highlighted
    /// with a selection style, below the content.
    private func updateSelectionBackground(animated: Bool) {
        let shows = (selectedState || highlightedState) && selectionStyle != .none
        if shows, selectedBackgroundView == nil {
            let background = View()
            background.backgroundColor = Self.selectionColor
            background.isUserInteractionEnabled = false
            background.accessibilityIdentifier = "table-cell.selected-background"
            selectedBackgroundView = background
            return
        }
        guard let background = selectedBackgroundView else { return }
        if shows {
            background.frame = bounds
            if background.superview !== self { insertSubview(background, belowSubview: contentView) }
            background.alpha = 1
        } else if background.superview === self {
            guard animated, window != nil else {
                background.removeFromSuperview()
                return
            }
            View.animate(withDuration: 0.25) {
                background.alpha = 0
            } completion: { [weak self, weak background] _ in
                // A new selection during the fade keeps the background.
                guard let self, let background, background.alpha == 0, !self.isSelected, !self.isHighlighted
                else { return }
                background.removeFromSuperview()
                background.alpha = 1
            }
        }
    }

    // MARK: Accessory

    /// The glyph of each accessory mark, or nil for none.
    private var accessoryGlyph: String? {
        guard accessoryView == nil else { return nil }
        switch accessoryType {
        case .none: return nil
        case .disclosureIndicator: return "\u{203A}"
        case .checkmark: return "\u{2713}"
        case .detailButton: return "\u{24D8}"
        case .detailDisclosureButton: return "\u{24D8} \u{203A}"
        }
    }

    private func updateAccessoryMark() {
        guard let glyph = accessoryGlyph else {
            accessoryMark?.removeFromSuperview()
            accessoryMark = nil
            return
        }
        let mark = accessoryMark ?? Label()
        mark.text = glyph
        mark.fontSize = accessoryType == .disclosureIndicator ? 24 : 17
        mark.fontWeight = accessoryType == .checkmark ? .bold : .regular
        mark.textColor = accessoryType == .disclosureIndicator ? Self.secondaryTextColor : tintColor
        mark.textAlignment = .right
        mark.isUserInteractionEnabled = false
        mark.accessibilityIdentifier = "table-cell.accessory"
        if mark.superview == nil { addSubview(mark) }
        accessoryMark = mark
    }

    // MARK: Layout

    /// The width the accessory takes at the trailing edge, margin included.
    private var accessoryWidth: Double {
        if let accessoryView { return accessoryView.bounds.width + 16 + 8 }
        switch accessoryType {
        case .none: return 0
        case .detailDisclosureButton: return 56
        default: return 38
        }
    }

    /// Places the content view, the accessory, the separator and the selection background,
    /// then the standard labels and image inside the content view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        let trailing = accessoryWidth
        contentView.frame = Rect(x: 0, y: 0, width: max(0, size.width - trailing), height: size.height)
        if let accessoryView {
            let s = accessoryView.bounds.size
            accessoryView.frame = Rect(
                x: size.width - 16 - s.width, y: ((size.height - s.height) / 2).rounded(), width: s.width,
                height: s.height)
        }
        accessoryMark?.frame = Rect(x: size.width - trailing, y: 0, width: trailing - 16, height: size.height)
        let inset = separatorInset
        separatorLine.frame = Rect(
            x: inset.left, y: size.height - 1, width: max(0, size.width - inset.left - inset.right), height: 1)
        backgroundView?.frame = bounds
        if let background = selectedBackgroundView, background.superview === self { background.frame = bounds }
        layoutStandardContent()
    }

    /// The standard styles' labels and image in `contentView`: a 16-point margin, the image
    /// first, then the labels as the style places them.
    private func layoutStandardContent() {
        let width = contentView.bounds.width
        let height = contentView.bounds.height
        var x = 16.0
        if let imageView = storedImageView, let image = imageView.image {
            let s = image.size
            imageView.frame = Rect(x: x, y: ((height - s.height) / 2).rounded(), width: s.width, height: s.height)
            x += s.width + 16
        }
        let room = max(0, width - x - 16)
        switch style {
        case .default, .value1:
            storedTextLabel?.frame = Rect(x: x, y: 0, width: room, height: height)
            storedDetailTextLabel?.frame = Rect(x: x, y: 0, width: room, height: height)
        case .value2:
            let column = min(84, room)
            storedTextLabel?.frame = Rect(x: x, y: 0, width: column, height: height)
            storedDetailTextLabel?.frame = Rect(
                x: x + column + 8, y: 0, width: max(0, room - column - 8), height: height)
        case .subtitle:
            storedTextLabel?.frame = Rect(x: x, y: (height / 2 - 21).rounded(), width: room, height: 22)
            storedDetailTextLabel?.frame = Rect(x: x, y: (height / 2 + 1).rounded(), width: room, height: 17)
        }
    }
}
