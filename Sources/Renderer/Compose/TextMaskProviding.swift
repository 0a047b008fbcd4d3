import Geometry
import LayerTree

/// Rasterises a line of text into coverage, so the compositor can draw a layer's text with
/// the layer's colour, opacity and clip. The FreeType `TextRasterizer` is the real one.
package protocol TextMaskProviding: AnyObject {
    /// Coverage of `text` laid out in a box of `box` size at the origin of a space that
    /// `transform` maps to device pixels; nil when nothing would be drawn.
    func mask(for text: TextContent, box: Size, transform: AffineTransform) -> CoverageMask?

    /// Does now, on the calling thread, the part of drawing `text` that reads files (opening
    /// a fallback face for a character the label's own faces lack), so that a later
    /// `mask(for:box:transform:)` on a band thread finds it done. The renderer calls it for
    /// every visible label before it starts the band threads: a band thread waiting on a
    /// disk holds the text lock every other band waits on. It changes no pixel.
    func prepare(_ text: TextContent)
}

extension TextMaskProviding {
    /// Nothing to prepare: a provider that reads no files while it draws.
    package func prepare(_ text: TextContent) {}
}
