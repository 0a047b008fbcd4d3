import LayerTree
import Renderer

/// Paints layer trees into a backend's framebuffer through the compositor, reusing one
/// canvas (and its scan-converter scratch memory) until the framebuffer is replaced.
@MainActor
final class FramePainter {
    let compositor: Compositor
    private var canvas: Canvas?

    /// Draws text through `text`; nil leaves text out (tests that need no fonts).
    init(text: TextRasterizer?) {
        compositor = Compositor(textMasks: text)
    }

    /// Clears `rect` to transparent and draws `tree` into it at `scale`; pixels outside stay.
    func paint(_ tree: Layer, into framebuffer: Framebuffer, scale: Double, clip rect: PixelRect) {
        let canvas: Canvas
        if let c = self.canvas, c.framebuffer === framebuffer {
            canvas = c
        } else {
            canvas = Canvas(framebuffer: framebuffer)
            self.canvas = canvas
        }
        canvas.clipMask = nil
        canvas.clip = rect
        canvas.clear(to: .clear)
        compositor.draw(tree, on: canvas, scale: scale)
    }
}
