import Geometry
import Renderer

/// Channel access for ARGB32 premultiplied test pixels.
extension UInt32 {
    var alpha8: Int { Int(self >> 24) }
    var red8: Int { Int(self >> 16 & 0xFF) }
    var green8: Int { Int(self >> 8 & 0xFF) }
    var blue8: Int { Int(self & 0xFF) }
}

extension CoverageMask {
    /// Coverage at a device pixel, 0 outside.
    func at(_ x: Int, _ y: Int) -> Int {
        let lx = x - originX
        let ly = y - originY
        if lx < 0 || ly < 0 || lx >= width || ly >= height { return 0 }
        return Int(coverage[ly * width + lx])
    }

    /// Total covered area in pixels.
    var area: Double { coverage.reduce(0.0) { $0 + Double($1) / 255 } }
}

/// The coverage mask of a rounded rectangle on a canvas of the given size.
func coverage(
    of rect: Rect, radius: Double = 0, transform: AffineTransform = .identity,
    size: Int = 64
) -> CoverageMask {
    let canvas = Canvas(framebuffer: Framebuffer(width: size, height: size))
    var edges = EdgeList()
    edges.addRoundedRect(rect, cornerRadius: radius, transform: transform)
    return canvas.coverage(of: edges)
}
