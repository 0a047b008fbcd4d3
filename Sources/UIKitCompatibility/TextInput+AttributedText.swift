import Engine
import Foundation

// A text field and a text view draw in one font, one colour and one alignment, as a label
// does here, so their attributed text is the plain text with those attributes, and setting
// one takes the first character's attributes as the view's (see `Label.attributedText`).

extension TextField {
    /// The field's text with attributes (`attributedText`): the text with the field's font
    /// and colour; nil, UIKit's default, while the field has no text. Setting it sets `text` to its string, as UIKit
    /// does, and the font, colour and alignment to its first character's where it names them.
    public var attributedText: NSAttributedString? {
        get {
            guard let text, !text.isEmpty else { return nil }
            return NSAttributedString(
                string: text, attributes: [.font: font as Any, .foregroundColor: textColor as Any])
        }
        set {
            if let style = newValue?.leadingStyle {
                if let font = style.font { self.font = font }
                if let color = style.color { textColor = color }
                if let paragraph = style.paragraph { textAlignment = paragraph.alignment }
            }
            text = newValue?.string
        }
    }
}

extension TextView {
    /// The view's text with attributes (`attributedText`): the text with the view's font and
    /// colour. Setting it sets `text` to its string (empty for nil), as UIKit does, and the
    /// font, colour and alignment to its first character's where it names them.
    public var attributedText: NSAttributedString! {
        get {
            NSAttributedString(string: text ?? "", attributes: [.font: font as Any, .foregroundColor: textColor])
        }
        set {
            if let style = newValue?.leadingStyle {
                if let font = style.font { self.font = font }
                if let color = style.color { textColor = color }
                if let paragraph = style.paragraph { textAlignment = paragraph.alignment }
            }
            text = newValue?.string ?? ""
        }
    }
}
