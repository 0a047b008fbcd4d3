import Engine
import Foundation

extension Label {
    /// The label's text with attributes (`attributedText`). The label draws in one font and
    /// one colour, so setting it shows the string in the font, colour, alignment and line
    /// break mode of its first character (`.font`, `.foregroundColor`, `.paragraphStyle`)
    /// where it names them; runs that differ are drawn like the first. Reading it back
    /// gives the text with the label's font and colour.
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
        }
    }
}
