// Paragraph styles, as UIKit code hands them to text drawing and labels through the
// `.paragraphStyle` attribute: how lines are aligned, broken and spaced.
import Engine
import Foundation

/// `NSParagraphStyle`: how a paragraph's lines are aligned (`alignment`), broken
/// (`lineBreakMode`) and spaced (`lineSpacing`). A class, as in UIKit; the immutable one's
/// values never change, `NSMutableParagraphStyle`'s may be set before it is handed over.
/// Text drawing and measuring (`draw(in:withAttributes:)`, `boundingRect(with:...)`) honour
/// all three; a label takes its alignment and line break mode from the first character's.
public class NSParagraphStyle: GraphicsObject, Hashable, @unchecked Sendable {
    /// How lines sit in the width (`.natural`, read as left-to-right, by default).
    public internal(set) var alignment: NSTextAlignment = .left
    /// How text that does not fit breaks: the wrapping modes (`.byWordWrapping`, the
    /// default, and `.byCharWrapping`) wrap it into lines; the others keep it on one line,
    /// clipped or truncated with "…", as UIKit's string drawing does.
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Extra points between one line's bottom and the next line's top (0 by default).
    public internal(set) var lineSpacing: CGFloat = 0
    /// Extra points after the paragraph; measured text adds none after its last one.
    public internal(set) var paragraphSpacing: CGFloat = 0
    /// The least height of a line (`minimumLineHeight`), 0 by default: a TextKit layout
    /// manager makes shorter lines this tall, the room added above the text.
    public internal(set) var minimumLineHeight: CGFloat = 0
    /// The greatest height of a line (`maximumLineHeight`); 0, the default, sets no limit.
    /// A TextKit layout manager holds its lines to it.
    public internal(set) var maximumLineHeight: CGFloat = 0
    /// What a line's natural height is multiplied by (`lineHeightMultiple`); 0, the default,
    /// leaves it. Core Text frames space their lines by it; other text drawing keeps it.
    public internal(set) var lineHeightMultiple: CGFloat = 0
    /// The indent of a paragraph's first line from the leading edge (`firstLineHeadIndent`):
    /// a layout manager's lines (TextKit) start there; labels keep it.
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    /// The indent of the other lines from the leading edge (`headIndent`): a layout
    /// manager's lines start there; labels keep it.
    public internal(set) var headIndent: CGFloat = 0
    /// The trailing indent (`tailIndent`), from the leading edge when positive, from the
    /// trailing edge when negative or zero: a layout manager's lines end there; labels keep it.
    public internal(set) var tailIndent: CGFloat = 0

    /// UIKit's default style: natural alignment, word wrapping, no extra spacing.
    public class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// A style with the default values.
    public override init() {}

    /// Equal when every value is.
    public static func == (lhs: NSParagraphStyle, rhs: NSParagraphStyle) -> Bool {
        lhs.alignment == rhs.alignment && lhs.lineBreakMode == rhs.lineBreakMode
            && lhs.lineSpacing == rhs.lineSpacing && lhs.paragraphSpacing == rhs.paragraphSpacing
            && lhs.minimumLineHeight == rhs.minimumLineHeight && lhs.maximumLineHeight == rhs.maximumLineHeight
            && lhs.lineHeightMultiple == rhs.lineHeightMultiple && lhs.firstLineHeadIndent == rhs.firstLineHeadIndent
            && lhs.headIndent == rhs.headIndent && lhs.tailIndent == rhs.tailIndent
    }

    /// Hashes every value, so equal styles hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(alignment)
        hasher.combine(lineBreakMode)
        hasher.combine(lineSpacing)
        hasher.combine(paragraphSpacing)
        hasher.combine(minimumLineHeight)
        hasher.combine(maximumLineHeight)
        hasher.combine(lineHeightMultiple)
        hasher.combine(headIndent)
    }

    /// `mutableCopy()`: an independent mutable style with the same values.
    public func mutableCopy() -> NSMutableParagraphStyle {
        let copy = NSMutableParagraphStyle()
        copy.setParagraphStyle(self)
        return copy
    }

    /// True when lines that do not fit wrap onto the next line rather than being cut.
    var wraps: Bool { lineBreakMode == .byWordWrapping || lineBreakMode == .byCharWrapping }
}

/// `NSMutableParagraphStyle`: a paragraph style whose values may be set.
public final class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// How lines sit in the width.
    public override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    /// How text that does not fit breaks (see `NSParagraphStyle.lineBreakMode`).
    public override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    /// Extra points between lines.
    public override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    /// Extra points after the paragraph.
    public override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }

    /// The least height of a line (see `NSParagraphStyle.minimumLineHeight`).
    public override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = newValue }
    }
    /// The greatest height of a line (see `NSParagraphStyle.maximumLineHeight`).
    public override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = newValue }
    }
    /// What a line's height is multiplied by (see `NSParagraphStyle.lineHeightMultiple`).
    public override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }
    /// The first line's indent (see `NSParagraphStyle.firstLineHeadIndent`).
    public override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = newValue }
    }
    /// The other lines' indent (see `NSParagraphStyle.headIndent`).
    public override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = newValue }
    }
    /// The trailing indent (see `NSParagraphStyle.tailIndent`).
    public override var tailIndent: CGFloat {
        get { super.tailIndent }
        set { super.tailIndent = newValue }
    }

    /// `setParagraphStyle(_:)`: takes every value of `style`.
    public func setParagraphStyle(_ style: NSParagraphStyle) {
        alignment = style.alignment
        lineBreakMode = style.lineBreakMode
        lineSpacing = style.lineSpacing
        paragraphSpacing = style.paragraphSpacing
        minimumLineHeight = style.minimumLineHeight
        maximumLineHeight = style.maximumLineHeight
        lineHeightMultiple = style.lineHeightMultiple
        firstLineHeadIndent = style.firstLineHeadIndent
        headIndent = style.headIndent
        tailIndent = style.tailIndent
    }
}

extension NSAttributedString.Key {
    /// `.paragraphStyle`: the `NSParagraphStyle` of the text.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
