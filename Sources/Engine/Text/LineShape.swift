import Geometry

/// Where each line of a label's text sits across its box beyond the alignment: paragraph
/// indents (`NSParagraphStyle`'s `firstLineHeadIndent`, `headIndent`, `tailIndent`), regions
/// no line crosses (a text container's exclusion paths, by their bounding boxes), the padding
/// at both ends of each line fragment, and the space after each character (`.kern`).
///
/// The default shape places nothing: a label with it breaks, measures and draws its lines as
/// one text block, unchanged. Any other shape gives each line its own fragment, worked out
/// as TextKit's layout manager works out a line fragment rectangle, so what a label draws is
/// what a layout manager reports for the same text.
package struct LineShape: Equatable, Sendable {
    /// The first line of each paragraph starts this far from the leading edge.
    package var firstLineHeadIndent = 0.0
    /// The other lines of each paragraph start this far from the leading edge.
    package var headIndent = 0.0
    /// Where lines end: a positive value is measured from the leading edge, zero or a
    /// negative one from the trailing edge, as UIKit measures `tailIndent`.
    package var tailIndent = 0.0
    /// Space added after each character, points.
    package var kern = 0.0
    /// Rectangles in the box's coordinates (the first line's top at y = 0) that lines flow
    /// around: a line takes the widest stretch of its fragment they leave free.
    package var exclusions: [Rect] = []
    /// Space kept free at both ends of each fragment (a text container's
    /// `lineFragmentPadding`); the text is set between.
    package var lineFragmentPadding = 0.0

    /// The default shape: no indents, exclusions, padding or kern.
    package init() {}

    /// True when the shape places nothing, so the lines are drawn as one block.
    package var isPlain: Bool { self == LineShape() }

    /// Line `index`'s fragment in a box `width` wide (infinite: no limit), each line
    /// `lineHeight` tall: its start and width, before the padding. The box's width less the
    /// indents, then the widest stretch of that no exclusion crosses in the line's band.
    package func fragment(line index: Int, startsParagraph: Bool, width: Double, lineHeight: Double) -> (
        x: Double, width: Double
    ) {
        let head = startsParagraph ? firstLineHeadIndent : headIndent
        let end = tailIndent > 0 ? tailIndent : width + tailIndent
        var stretches = [(head, max(head, end))]
        let top = Double(index) * lineHeight
        for box in exclusions where box.minY < top + lineHeight && box.maxY > top && box.width > 0 {
            stretches = stretches.flatMap { lower, upper -> [(Double, Double)] in
                guard box.minX < upper, box.maxX > lower else { return [(lower, upper)] }
                return [(lower, box.minX), (box.maxX, upper)].filter { $0.1 > $0.0 }
            }
        }
        let widest = stretches.max { $0.1 - $0.0 < $1.1 - $1.0 } ?? (head, head)
        return (widest.0, widest.1 - widest.0)
    }
}

/// One line of a shaped label: the text drawn and the stretch of the box it is set in.
package struct ShapedLine: Equatable, Sendable {
    /// The line as drawn.
    package var string: String
    /// Where the text's stretch starts in the box (the fragment's start plus the padding).
    package var x: Double
    /// The stretch's width, which the alignment places the text in.
    package var width: Double
}
