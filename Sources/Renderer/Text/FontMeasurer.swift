import Geometry
import LayerTree

/// Measures one line of text with the very faces and layout `TextRasterizer` draws with.
///
/// Width is the sum of design-unit advances (with kerning) scaled linearly to the font size,
/// height is ascender plus descent: the line box the rasterizer centres in a label. Both
/// are proportional to the font size, with no hinting or rounding, so a label sized from
/// this measure at any scale holds exactly the text drawn in it.
package final class FontMeasurer: TextMeasuring {
    private let rasterizer: TextRasterizer

    /// Shares `rasterizer`'s faces and caches.
    package init(rasterizer: TextRasterizer) {
        self.rasterizer = rasterizer
    }

    /// A measurer over the shipped fonts, found as `FontLocator` describes.
    package static func makeDefault() throws -> FontMeasurer {
        FontMeasurer(rasterizer: try TextRasterizer.makeDefault())
    }

    /// Advance width and line height in points; `.zero` for the empty string, as UILabel's
    /// intrinsic size is.
    package func size(of string: String, fontSize: Double, weight: FontWeight) -> Size {
        if string.isEmpty { return .zero }
        let text = TextContent(string: string, fontSize: fontSize, weight: weight, alignment: .left)
        let line = rasterizer.lineMetrics(for: text, box: .zero)
        return Size(width: line.width, height: line.lineHeight)
    }

    /// The face's own ascender and descent (the line box `size(of:)` reports), and the tops
    /// of its "H" and "x" as cap height and x-height, scaled to `fontSize`.
    package func fontMetrics(fontSize: Double, weight: FontWeight) -> FontMetrics {
        let face = rasterizer.face(for: weight)
        let scale = fontSize / Double(face.unitsPerEm)
        return FontMetrics(
            ascender: Double(face.ascender) * scale, descent: Double(face.descent) * scale,
            capHeight: Double(face.top(of: "H")) * scale, xHeight: Double(face.top(of: "x")) * scale)
    }
}
