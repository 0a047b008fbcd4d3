import Geometry
import LayerTree

extension Renderer {
    /// Material backdrops drawn so far (the tree below a material redrawn into its cache):
    /// stays put while what is below every material is still.
    package var backdropRenders: Int { backdropCache.renders }
    /// Material blurs computed so far: stays put while the materials and what is below them
    /// are still (an animated radius adds one a frame).
    package var backdropBlurs: Int { backdropCache.blurs }
    /// Bytes the material backdrops hold between frames.
    package var backdropBytes: Int { backdropCache.bytes }

    /// Makes the backdrops of `root`'s materials ready for this frame's drawing.
    func prepareBackdrops(_ root: Layer, framebuffer: Framebuffer, scale: Double, background: Color) {
        backdropCache.prepare(
            root, scale: scale, background: background, bounds: framebuffer.bounds, compositor: compositor)
    }
}
