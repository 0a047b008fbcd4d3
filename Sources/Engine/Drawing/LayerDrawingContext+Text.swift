import Geometry
import LayerTree

extension LayerDrawingContext {
    /// Draws `lines` of text from the top of `rect` (user space), one `lineHeight` apart,
    /// each placed in the rectangle's width by `alignment`: what `NSString.draw(in:)` and
    /// `NSAttributedString.draw(with:)` leave after they have broken the text into lines.
    /// Lines whose bottom falls below the rectangle are not drawn (the first always is), as
    /// Core Text stops at the rectangle's bottom. The text is drawn over the commands, in
    /// the current transform; the clip does not apply to it.
    public func drawText(
        _ lines: [String], in rect: Rect, lineHeight: Double, fontSize: Double, weight: FontWeight = .regular,
        color: Color, alignment: TextAlignment = .left
    ) {
        guard !lines.isEmpty, lineHeight > 0, rect.width > 0 else { return }
        let fitting = max(1, Int(((rect.height + 0.5) / lineHeight).rounded(.down)))
        let shown = Array(lines.prefix(fitting))
        guard shown.contains(where: { !$0.isEmpty }) else { return }
        // A text layer centres its lines vertically, so a box exactly as tall as the lines
        // puts the first one at the rectangle's top.
        let box = Rect(x: 0, y: 0, width: rect.width, height: Double(shown.count) * lineHeight)
        textLayers.append(
            Layer(
                bounds: box,
                transform: AffineTransform(translationX: rect.minX, y: rect.minY).concatenating(ctm),
                content: .text(
                    TextContent(
                        string: shown.joined(separator: "\n"), fontSize: fontSize, weight: weight, color: color,
                        alignment: alignment))))
    }

    /// Draws `string` on one line as Core Text draws a glyph run (`CTLineDraw`): its
    /// baseline starts `offset` points along the text position's baseline, in text space,
    /// which the text matrix (with the text position) and then the current transform map
    /// to the drawing. Text space has y upward, as Core Graphics' user space has: UIKit code
    /// flips its context before drawing Core Text, and unflipped text comes out upside down,
    /// as it does on iOS. `ascender` and `lineHeight` are the font's (the line box the
    /// renderer sets the text in, with the baseline `ascender` below its top).
    public func drawTextRun(
        _ string: String, offset: Double, width: Double, fontSize: Double, weight: FontWeight = .regular,
        color: Color, ascender: Double, lineHeight: Double
    ) {
        guard !string.isEmpty, lineHeight > 0 else { return }
        // The layer's y runs down from the top of the line box; text space's runs up from
        // the baseline.
        let toTextSpace = AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: offset, ty: ascender)
        textLayers.append(
            Layer(
                bounds: Rect(x: 0, y: 0, width: max(width, 1), height: lineHeight),
                transform: toTextSpace.concatenating(textMatrix).concatenating(ctm),
                content: .text(
                    TextContent(string: string, fontSize: fontSize, weight: weight, color: color, alignment: .left))))
    }
}
