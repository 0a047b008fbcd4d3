import Engine
import Foundation

extension Label {
    /// The label's text with attributes (`attributedText`). The label draws in one font and
    /// one colour, so setting it shows the string in the font, colour, alignment and line
    /// break mode of its first character (`.font`, `.foregroundColor`, `.paragraphStyle`)
    /// where it names them; runs that differ are drawn like the first. The first
    /// character's paragraph indents (`firstLineHeadIndent`, `headIndent`, `tailIndent`) and
    /// `.kern` shape every line: each starts at its indent and wraps at the narrowed width,
    /// its characters spaced by the kern, in drawing and in `sizeThatFits(_:)`,
    /// `intrinsicContentSize` and `textRect(forBounds:limitedToNumberOfLines:)` alike.
    /// Setting `text` afterwards drops them, as in UIKit. Reading it back gives the text
    /// with the label's font and colour.
    public var attributedText: NSAttributedString? {
        get {
            guard let text else { return nil }
            return NSAttributedString(
                string: text, attributes: [.font: font as Any, .foregroundColor: textColor as Color])
        }
        set {
            if let style = newValue?.leadingStyle {
                if let font = style.font { self.font = font }
                if let color = style.color { textColor = color }
                if let paragraph = style.paragraph {
                    textAlignment = paragraph.alignment
                    lineBreakMode = paragraph.lineBreakMode
                }
            }
            text = newValue?.string
            // After the text, which drops the old shape.
            var shape = LineShape()
            if let newValue, newValue.length > 0 {
                let first = newValue.attributes(at: 0, effectiveRange: nil)
                shape.kern = (first[.kern] as? Double) ?? (first[.kern] as? Int).map(Double.init) ?? 0
                if let paragraph = first[.paragraphStyle] as? NSParagraphStyle {
                    shape.firstLineHeadIndent = paragraph.firstLineHeadIndent
                    shape.headIndent = paragraph.headIndent
                    shape.tailIndent = paragraph.tailIndent
                }
            }
            lineShape = shape
        }
    }
}
