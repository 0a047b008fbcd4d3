import Geometry
import LayerTree

/// Where a line of text sits in its label's box, in the layer's own coordinates (points).
package struct TextLineMetrics: Sendable, Equatable {
    /// The pen position of the first glyph's baseline origin.
    package var origin: Point
    /// The advance width of the line.
    package var width: Double
    /// Ascender above the baseline.
    package var ascender: Double
    /// Descent below the baseline (positive).
    package var descent: Double
    /// The line box height, ascender plus descent: what `FontMeasurer` reports as height.
    package var lineHeight: Double { ascender + descent }
    /// The line box in layer coordinates.
    package var lineBox: Rect { Rect(x: origin.x, y: origin.y - ascender, width: width, height: lineHeight) }
}

extension TextRasterizer {
    /// Places `text` in a box of size `box` whose top-left is the layer origin: aligned
    /// horizontally per `text.alignment` and with the line box centred vertically, as UILabel
    /// does. A line wider than the box overflows on the side(s) the alignment leaves free.
    package func lineMetrics(for text: TextContent, box: Size) -> TextLineMetrics {
        let face = face(for: text.weight)
        let layout = self.layout(text.string, weight: text.weight)
        return metrics(of: layout, face: face, fontSize: text.fontSize, alignment: text.alignment, box: box)
    }

    func metrics(
        of layout: LineLayout, face: FontFace, fontSize: Double, alignment: TextAlignment,
        box: Size
    ) -> TextLineMetrics {
        let scale = fontSize / Double(face.unitsPerEm)
        let width = layout.advanceWidth * scale
        let ascender = Double(face.ascender) * scale
        let descent = Double(face.descent) * scale
        let x: Double
        switch alignment {
        case .left: x = 0
        case .center: x = (box.width - width) / 2
        case .right: x = box.width - width
        }
        let baseline = (box.height - (ascender + descent)) / 2 + ascender
        return TextLineMetrics(origin: Point(x: x, y: baseline), width: width, ascender: ascender, descent: descent)
    }
}
