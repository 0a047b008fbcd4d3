import Geometry
import LayerTree

/// Rasterises a line of text into coverage, so the compositor can draw a layer's text with
/// the layer's colour, opacity and clip. The FreeType `TextRasterizer` is the real one.
package protocol TextMaskProviding: AnyObject {
    /// Coverage of `text` laid out in a box of `box` size at the origin of a space that
    /// `transform` maps to device pixels; nil when nothing would be drawn.
    func mask(for text: TextContent, box: Size, transform: AffineTransform) -> CoverageMask?
}
