import Engine
import Foundation

extension Button {
    /// `setAttributedTitle(_:for:)`: the title shown in `state` with its own look, preferred
    /// over a plain title set for the same state, as UIKit prefers it. A button's label draws
    /// one font and one colour, so the string's first run gives both (`.font`,
    /// `.foregroundColor`); runs that differ are drawn like the first. Nil removes it, and
    /// the plain title shows again.
    public func setAttributedTitle(_ title: NSAttributedString?, for state: ControlState) {
        setStyledTitle(title.map(StyledTitle.init(attributed:)), for: state)
    }

    /// `attributedTitle(for:)`: the styled title of `state`, else of the `.normal` state, nil
    /// when neither has one; its text with the font and colour it is drawn in.
    public func attributedTitle(for state: ControlState) -> NSAttributedString? {
        styledTitle(for: state).map(NSAttributedString.init(styledTitle:))
    }

    /// `currentAttributedTitle`: the styled title shown in the button's current state.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
}

extension StyledTitle {
    /// The look of `string`'s first run: its text, colour and font.
    init(attributed string: NSAttributedString) {
        let first = string.length > 0 ? string.attributes(at: 0, effectiveRange: nil) : [:]
        let font = first[.font] as? UIFont
        self.init(
            text: string.string, color: first[.foregroundColor] as? Color, fontSize: font?.pointSize,
            fontWeight: font.map { $0.isDrawnBold ? .bold : .regular })
    }
}

extension NSAttributedString {
    /// `title`'s text with the font and colour it names, as attributes.
    convenience init(styledTitle title: StyledTitle) {
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let color = title.color { attributes[.foregroundColor] = color }
        if title.fontSize != nil || title.fontWeight != nil {
            let size = title.fontSize ?? UIFont.labelFontSize
            attributes[.font] = UIFont.systemFont(ofSize: size, weight: title.fontWeight == .bold ? .bold : .regular)
        }
        self.init(string: title.text, attributes: attributes)
    }
}
