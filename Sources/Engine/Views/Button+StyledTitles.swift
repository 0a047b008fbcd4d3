import Geometry
import LayerTree

/// A button title with a look of its own for one state: what UIKit's attributed title
/// (`setAttributedTitle(_:for:)`) is, reduced to what a label draws here, one font and one
/// colour. While it shows, its colour and font replace the ones the button's plain title
/// would be drawn in; nil members keep those.
public struct StyledTitle: Hashable, Sendable {
    /// The text shown.
    public var text: String
    /// The colour the text is drawn in; nil draws it as the plain title would be.
    public var color: Color?
    /// The font size in points; nil keeps the title label's.
    public var fontSize: Double?
    /// The font weight; nil keeps the title label's.
    public var fontWeight: FontWeight?

    /// A styled title of `text`, drawn in `color` at `fontSize` and `fontWeight` where given.
    public init(text: String, color: Color? = nil, fontSize: Double? = nil, fontWeight: FontWeight? = nil) {
        self.text = text
        self.color = color
        self.fontSize = fontSize
        self.fontWeight = fontWeight
    }
}

extension Button {
    /// Sets the styled title shown in `state`; nil removes it. A state with a styled title
    /// shows it instead of its plain title (UIKit prefers the attributed title when both are
    /// set); a state with none of its own falls back as plain titles do: to its strongest
    /// part's, then to the `.normal` one.
    public func setStyledTitle(_ title: StyledTitle?, for state: ControlState) {
        stateStyledTitles[state] = title
        updateTitleAppearance()
    }

    /// The styled title shown in `state`: its own, else its strongest part's, else the
    /// `.normal` one; nil when none of those has one.
    public func styledTitle(for state: ControlState) -> StyledTitle? { state.pick(from: stateStyledTitles) }

    /// Puts the styled title's font on the title label while it shows, and gives the label
    /// back the font it had once a title without a font of its own shows again.
    func applyStyledTitleFont(_ styled: StyledTitle?) {
        if let styled, styled.fontSize != nil || styled.fontWeight != nil {
            let plain = plainTitleFont ?? (titleLabel.fontSize, titleLabel.fontWeight)
            plainTitleFont = plain
            titleLabel.fontSize = styled.fontSize ?? plain.size
            titleLabel.fontWeight = styled.fontWeight ?? plain.weight
            invalidateIntrinsicContentSize()
        } else if let plain = plainTitleFont {
            plainTitleFont = nil
            titleLabel.fontSize = plain.size
            titleLabel.fontWeight = plain.weight
            invalidateIntrinsicContentSize()
        }
    }
}
