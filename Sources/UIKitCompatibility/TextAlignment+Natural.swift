import LayerTree

extension TextAlignment {
    /// `NSTextAlignment.natural`: the script's own alignment; text here is laid out left to
    /// right, so it is `.left`.
    public static let natural = TextAlignment.left
    /// `NSTextAlignment.justified`: lines stretched to both edges. Text here is drawn with
    /// its natural spacing, so a justified paragraph is drawn left-aligned.
    public static let justified = TextAlignment.left
}
