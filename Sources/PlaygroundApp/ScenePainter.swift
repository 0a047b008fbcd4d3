import Geometry
import LayerTree
import Renderer

/// Draws successive layer trees into a framebuffer, `scale` pixels per point, and says
/// which device rectangles it redrew (what the backend must present).
@MainActor
protocol ScenePainter {
    /// Draws `tree`; everything when `fullRedraw` (a new or resized buffer), otherwise only
    /// what changed since the last call. Returns the redrawn rectangles, empty when none.
    func paint(_ tree: Layer, into framebuffer: Framebuffer, scale: Double, fullRedraw: Bool) -> [PixelRect]
}

/// The real painter: the renderer's compositor with FreeType text, redrawing only the
/// damage its tracker finds between two trees.
final class RendererPainter: ScenePainter {
    let renderer: Renderer
    /// What shows where no layer draws (the window's own fill sits in the tree).
    let background: Color

    /// Draws text through `text` (nil draws none).
    init(text: TextRasterizer?, background: Color = .black) {
        renderer = Renderer(textMasks: text)
        self.background = background
    }

    func paint(_ tree: Layer, into framebuffer: Framebuffer, scale: Double, fullRedraw: Bool) -> [PixelRect] {
        if fullRedraw { renderer.invalidate() }
        return renderer.render(tree, into: framebuffer, scale: scale, background: background)
    }
}
