/// How a label breaks and truncates text that does not fit (`NSLineBreakMode`), with
/// UIKit's raw values.
public enum LineBreakMode: Int, Sendable, Hashable {
    /// Lines break between words; a word wider than a line breaks between characters.
    case byWordWrapping = 0
    /// Lines break between characters.
    case byCharWrapping = 1
    /// Lines break between words, and what does not fit is cut off.
    case byClipping = 2
    /// Text that does not fit loses its start, shown by an ellipsis; drawn here as
    /// `byTruncatingTail` does for a single line, and as word wrapping for several.
    case byTruncatingHead = 3
    /// Lines break between words, and the last line ends in an ellipsis when text is left
    /// over: UILabel's default.
    case byTruncatingTail = 4
    /// Text that does not fit loses its middle; drawn here as word wrapping with the last
    /// line clipped.
    case byTruncatingMiddle = 5
}

/// How a label lines up its text when UIKit shrinks the font to fit (`UIBaselineAdjustment`).
public enum BaselineAdjustment: Int, Sendable, Hashable {
    /// The baselines stay where the unshrunk text's would be.
    case alignBaselines
    /// The shrunk text is centred where the unshrunk text's centre would be.
    case alignCenters
    /// The shrunk text's top stays at the unshrunk text's top.
    case none
}
