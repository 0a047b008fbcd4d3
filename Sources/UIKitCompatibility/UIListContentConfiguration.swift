import Engine

/// `UIContentConfiguration`: what a cell shows, as a value the cell applies.
///
/// Only `UIListContentConfiguration` is drawn here: a cell given any other conformer keeps
/// its content and reports a diagnostic, where UIKit would ask the configuration for a
/// content view of its own. Not tied to the main actor: a configuration is a plain value,
/// made and compared anywhere, and only applying it to a cell is main-actor work.
public protocol UIContentConfiguration {}

/// `UIListContentConfiguration`: a list row's text, secondary text and image, with the
/// text's look, as `UITableViewCell.defaultContentConfiguration()` hands it out (iOS 14).
///
/// Setting it as a cell's `contentConfiguration` shows it in the cell's standard labels
/// and image view, laid out by the cell's style: `.cell()` a single line (its secondary text
/// under the text, as UIKit draws it, needs the `.subtitle` style here), `.subtitleCell()`
/// the secondary text under the text, `.valueCell()` beside it on the trailing side.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The look of one of the configuration's texts (`TextProperties`).
    public struct TextProperties: Hashable {
        /// The text's font.
        public var font: UIFont
        /// The text's colour.
        public var color: UIColor
        /// The most lines the text wraps to; 0 for as many as it needs.
        public var numberOfLines: Int
    }

    /// The look of the image (`ImageProperties`).
    public struct ImageProperties: Hashable {
        /// The colour a template image is drawn in; nil takes the cell's tint colour.
        public var tintColor: UIColor?
    }

    /// The cell style the configuration lays out as; fixed by the constructor used.
    let style: TableViewCell.CellStyle
    /// The primary text; nil shows none.
    public var text: String?
    /// The secondary text; nil shows none.
    public var secondaryText: String?
    /// The image at the leading edge; nil shows none.
    public var image: UIImage?
    /// The primary text's look: 17-point system font in the label colour.
    public var textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .black, numberOfLines: 0)
    /// The image's look.
    public var imageProperties = ImageProperties(tintColor: nil)
    /// The secondary text's look: UIKit's secondary label grey, 15 points under the text
    /// (12 in the subtitle cell), 17 beside it in the value cell.
    public var secondaryTextProperties: TextProperties

    init(style: TableViewCell.CellStyle) {
        self.style = style
        let secondarySize: Double = style == .subtitle ? 12 : style == .default ? 15 : 17
        secondaryTextProperties = TextProperties(
            font: .systemFont(ofSize: secondarySize), color: UIColor(r8: 138, g8: 138, b8: 142), numberOfLines: 0)
    }

    /// The configuration of a plain list cell: a text and an image.
    public static func cell() -> Self { Self(style: .default) }
    /// The configuration of a cell with the secondary text under the text.
    public static func subtitleCell() -> Self { Self(style: .subtitle) }
    /// The configuration of a cell with the secondary text on the trailing side.
    public static func valueCell() -> Self { Self(style: .value1) }
}

/// The key under which a cell keeps the configuration it was last given.
@MainActor private var contentConfigurationKey: UInt8 = 0

extension TableViewCell {
    /// `defaultContentConfiguration()`: an empty configuration laid out as this cell's
    /// style lays out its labels (`.subtitle` gives `subtitleCell()`, `.value1` and
    /// `.value2` `valueCell()`, `.default` `cell()`), with the styles' fonts and colours.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// `contentConfiguration`: the content the cell shows. Setting a
    /// `UIListContentConfiguration` puts its texts and image into the cell's labels and
    /// image view, replacing what they showed; nil empties them.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get {
            withUnsafeMutablePointer(to: &contentConfigurationKey) {
                objc_getAssociatedObject(self, $0) as? any UIContentConfiguration
            }
        }
        set {
            withUnsafeMutablePointer(to: &contentConfigurationKey) {
                objc_setAssociatedObject(self, $0, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
            guard let newValue else { return apply(defaultContentConfiguration()) }
            guard let list = newValue as? UIListContentConfiguration else {
                return View.report(
                    "contentConfiguration.unsupported",
                    "a \(type(of: newValue)) as contentConfiguration: only UIListContentConfiguration is shown here",
                    on: self)
            }
            apply(list)
        }
    }

    /// Shows `configuration` in the standard labels and image view; an empty one empties them.
    private func apply(_ configuration: UIListContentConfiguration) {
        if let label = textLabel {
            label.text = configuration.text
            label.font = configuration.textProperties.font
            label.textColor = configuration.textProperties.color
            label.numberOfLines = configuration.textProperties.numberOfLines
        }
        if let detail = detailTextLabel {
            detail.text = configuration.secondaryText
            detail.font = configuration.secondaryTextProperties.font
            detail.textColor = configuration.secondaryTextProperties.color
            detail.numberOfLines = configuration.secondaryTextProperties.numberOfLines
        } else if configuration.secondaryText != nil {
            View.report(
                "contentConfiguration.secondaryTextHidden",
                "secondaryText needs a cell made with the .subtitle or .value1 style here; it is not shown",
                on: self)
        }
        if let imageView {
            imageView.image = configuration.image
            imageView.tintColor = configuration.imageProperties.tintColor
        }
        setNeedsLayout()
    }
}
