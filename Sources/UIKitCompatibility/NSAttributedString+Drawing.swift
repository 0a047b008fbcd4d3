// UIKit's string drawing and measuring (`NSString`'s and `NSAttributedString`'s drawing
// additions): a tooltip or toast measures its text with `boundingRect(with:options:...)`,
// sizes itself, then draws the text in its `draw(_:)` with `draw(in:withAttributes:)`. Both
// lay the text out here the same way, with the fonts the renderer draws with, so what is
// drawn fills exactly the rectangle that was measured.
import Engine
import Foundation
import Geometry
import LayerTree

/// Text laid out as UIKit's string drawing lays it out: in the font, colour and paragraph
/// style of its attributes, broken into lines no wider than a width when it wraps.
struct StringLayout {
    /// The lines, top to bottom.
    var lines: [String]
    /// The widest line's width.
    var width: Double
    /// One line's height in the font.
    var lineHeight: Double
    /// The font (UIKit's default, the system font at 12 points, when the attributes name none).
    var font: UIFont
    /// The text colour (black when the attributes name none).
    var color: Color
    /// The paragraph style (the default one when the attributes name none).
    var style: NSParagraphStyle
    /// The space added after each character (`.kern`, 0 when the attributes name none), as
    /// Core Text lines add it: measured into every width and drawn between the characters.
    var kern: Double
    /// What measured the lines (the key window's fonts; nil, the labels' estimate), kept to
    /// place a kerned line's characters by the same widths.
    var measurer: (any TextMeasuring)?

    /// The box of the lines: the widest line, and every line's height with the paragraph's
    /// line spacing between them.
    var size: CGSize {
        let count = Double(lines.count)
        return CGSize(width: width, height: count * lineHeight + max(0, count - 1) * style.lineSpacing)
    }

    /// Lays `string` out in `attributes` for a box `width` wide. With `wraps` each paragraph
    /// is broken into lines that fit, when the paragraph style wraps (a truncating or
    /// clipping style keeps each paragraph on one line, cut to the width); without, the
    /// string is one line.
    @preconcurrency @MainActor
    init(_ string: String, attributes: [NSAttributedString.Key: Any]?, width: Double, wraps: Bool) {
        font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        color = attributes?[.foregroundColor] as? Color ?? .black
        style = attributes?[.paragraphStyle] as? NSParagraphStyle ?? NSParagraphStyle()
        let kern = (attributes?[.kern] as? Double) ?? (attributes?[.kern] as? Int).map(Double.init) ?? 0
        self.kern = kern
        let font = font
        let weight: FontWeight = font.isDrawnBold ? .bold : .regular
        let measurer = WindowScene.current?.keyWindow?.textMeasurer
        self.measurer = measurer
        func measure(_ line: String) -> Size {
            var size =
                measurer?.size(of: line, fontSize: font.pointSize, weight: weight)
                ?? Size(width: Double(line.count) * font.pointSize * 0.55, height: (font.pointSize * 1.2).rounded(.up))
            size.width += kern * Double(line.count)
            return size
        }
        lineHeight = measure("X").height
        if !wraps {
            lines = [string]
        } else if style.lineBreakMode == .byWordWrapping {
            lines = string.wrapped(toWidth: width, measure: measure)
        } else {
            let style = style
            let paragraphs = style.wraps ? [string] : string.split(separator: "\n").map(String.init)
            lines = paragraphs.flatMap { paragraph in
                TextWrapping.labelLines(
                    paragraph, width: width, maxLines: style.wraps ? 0 : 1,
                    breaksCharacters: style.lineBreakMode == .byCharWrapping,
                    truncatesTail: style.lineBreakMode != .byClipping && !style.wraps,
                    measure: { measure($0).width })
            }
        }
        self.width = lines.map { measure($0).width }.max() ?? 0
    }

    /// Draws the lines from the top of `rect` into the current drawing context, each aligned
    /// in the rectangle's width, stopping at the first line that would cross its bottom (the
    /// first line is always drawn). Outside a drawing it does nothing, as UIKit's does.
    func draw(in rect: CGRect) {
        guard let context = currentDrawingContext() else { return }
        let weight: FontWeight = font.isDrawnBold ? .bold : .regular
        var y = rect.minY
        for (index, line) in lines.enumerated() {
            if index > 0, y + lineHeight > rect.maxY + 0.5 { break }
            if kern == 0 {
                context.drawText(
                    [line], in: CGRect(x: rect.minX, y: y, width: rect.width, height: lineHeight),
                    lineHeight: lineHeight, fontSize: font.pointSize, weight: weight, color: color,
                    alignment: style.alignment)
            } else {
                drawKerned(line, in: CGRect(x: rect.minX, y: y, width: rect.width, height: lineHeight), context)
            }
            y += lineHeight + style.lineSpacing
        }
    }

    /// Draws a kerned line character by character: each starts where the text before it
    /// ends plus `kern` after every character before it, and the line is aligned by its
    /// kerned width.
    private func drawKerned(_ line: String, in rect: CGRect, _ context: LayerDrawingContext) {
        let weight: FontWeight = font.isDrawnBold ? .bold : .regular
        let fontSize = font.pointSize
        func width(_ text: String) -> Double {
            measurer?.size(of: text, fontSize: fontSize, weight: weight).width ?? Double(text.count) * fontSize * 0.55
        }
        let characters = Array(line)
        let lineWidth = width(line) + kern * Double(characters.count)
        let free = rect.width.isFinite ? rect.width - lineWidth : 0
        var x = rect.minX
        switch style.alignment {
        case .left: break
        case .center: x += free / 2
        case .right: x += free
        }
        for (index, character) in characters.enumerated() where character != " " {
            let start = x + width(String(characters[..<index])) + kern * Double(index)
            context.drawText(
                [String(character)],
                in: CGRect(x: start, y: rect.minY, width: width(String(character)) + 2, height: rect.height),
                lineHeight: lineHeight, fontSize: fontSize, weight: weight, color: color)
        }
    }
}

extension String {
    /// The string broken into lines at newlines, then greedily at spaces so that each line's
    /// measured width stays within `width` (a word wider than that keeps a line of its own).
    func wrapped(toWidth width: Double, measure: (String) -> Size) -> [String] {
        var lines: [String] = []
        for paragraph in split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if line.isEmpty || measure(candidate).width <= width {
                    line = candidate
                } else {
                    lines.append(line)
                    line = String(word)
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// Draws the string in `rect` (`draw(in:withAttributes:)`): broken into lines that fit
    /// the rectangle's width as the paragraph style says, from its top, in the attributes'
    /// font, colour and alignment; lines below the rectangle are not drawn. Only inside a
    /// drawing (`draw(_:)`, an image context).
    @preconcurrency @MainActor
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringLayout(self, attributes: attributes, width: rect.width, wraps: true).draw(in: rect)
    }

    /// Draws the string on one line with its top-left corner at `point`
    /// (`draw(at:withAttributes:)`).
    @preconcurrency @MainActor
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        let layout = StringLayout(self, attributes: attributes, width: .infinity, wraps: false)
        layout.draw(in: CGRect(origin: point, size: layout.size))
    }

    /// Draws the string in `rect` (`draw(with:options:attributes:context:)`): wrapped as
    /// `draw(in:withAttributes:)` with `.usesLineFragmentOrigin`, on one line without it.
    @preconcurrency @MainActor
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        let wraps = options.contains(.usesLineFragmentOrigin)
        StringLayout(self, attributes: attributes, width: rect.width, wraps: wraps).draw(in: rect)
    }

    /// The size of the string on one line (`size(withAttributes:)`).
    @preconcurrency @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringLayout(self, attributes: attributes, width: .infinity, wraps: false).size
    }
}

extension NSAttributedString {
    /// The attributes the whole string is laid out in: its first character's. Text here is
    /// drawn in one font and colour per string, so runs that differ are laid out like the first.
    private var leadingAttributes: [NSAttributedString.Key: Any] {
        length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
    }

    /// The font, colour and paragraph style of the first character, where it names them: what
    /// a label, text field or text view, each drawn in one style here, takes from attributed
    /// text set on it (all nil for an empty string).
    var leadingStyle: (font: UIFont?, color: Color?, paragraph: NSParagraphStyle?) {
        let first = leadingAttributes
        return (
            first[.font] as? UIFont, first[.foregroundColor] as? Color, first[.paragraphStyle] as? NSParagraphStyle
        )
    }

    /// The rectangle the string needs (`boundingRect(with:options:context:)`), laid out as
    /// `String.boundingRect(with:options:attributes:context:)` lays it out in the first
    /// character's attributes.
    @preconcurrency @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?)
        -> CGRect
    {
        string.boundingRect(with: size, options: options, attributes: leadingAttributes, context: context)
    }

    /// The size of the string on one line (`size()`).
    @preconcurrency @MainActor
    public func size() -> CGSize { string.size(withAttributes: leadingAttributes) }

    /// Draws the string in `rect`, wrapped to its width (`draw(in:)`).
    @preconcurrency @MainActor
    public func draw(in rect: CGRect) { string.draw(in: rect, withAttributes: leadingAttributes) }

    /// Draws the string on one line from `point` (`draw(at:)`).
    @preconcurrency @MainActor
    public func draw(at point: CGPoint) { string.draw(at: point, withAttributes: leadingAttributes) }

    /// Draws the string in `rect` (`draw(with:options:context:)`): wrapped with
    /// `.usesLineFragmentOrigin`, on one line without it.
    @preconcurrency @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        string.draw(with: rect, options: options, attributes: leadingAttributes, context: context)
    }
}

extension UIFont {
    /// `lineHeight`: the height of one line of text in the font, as labels and string
    /// drawing space their lines; measured with the newest window's fonts, or estimated as
    /// 1.2 em before there is a window.
    @preconcurrency @MainActor
    public var lineHeight: CGFloat {
        StringLayout("X", attributes: [.font: self], width: .infinity, wraps: false).lineHeight
    }
}
