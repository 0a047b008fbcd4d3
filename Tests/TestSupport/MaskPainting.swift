import Geometry
import Renderer

/// Test-only painting by the plainest possible loops, independent of the real compositor,
/// so text and PNG tests can make pictures without depending on it.
package enum TestPainting {
    /// Fills the framebuffer with an opaque colour.
    package static func fill(_ fb: Framebuffer, with color: Color) {
        let pixel = premultiplied(color)
        for y in 0..<fb.height {
            let row = fb.row(y)
            for x in 0..<fb.width { row[x] = pixel }
        }
    }

    /// Composites `color` through `mask` over the framebuffer (source-over, premultiplied),
    /// clipped to the framebuffer.
    package static func paint(_ mask: CoverageMask, color: Color, into fb: Framebuffer) {
        let src = premultiplied(color)
        let area = mask.rect.intersection(fb.bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            let row = fb.row(y)
            for x in area.x..<area.maxX {
                let coverage = UInt32(mask.coverage[(y - mask.originY) * mask.width + (x - mask.originX)])
                if coverage == 0 { continue }
                var out: UInt32 = 0
                let sa = ((src >> 24) * coverage + 127) / 255
                for shift in stride(from: 0, through: 24, by: 8) {
                    let s = ((src >> UInt32(shift) & 0xFF) * coverage + 127) / 255
                    let d = row[x] >> UInt32(shift) & 0xFF
                    out |= (s + (d * (255 - sa) + 127) / 255) << UInt32(shift)
                }
                row[x] = out
            }
        }
    }

    /// A straight colour as a premultiplied ARGB32 pixel.
    package static func premultiplied(_ c: Color) -> UInt32 {
        func byte(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
        let a = byte(c.alpha)
        return PNGFile.premultiply(r: UInt8(byte(c.red)), g: UInt8(byte(c.green)), b: UInt8(byte(c.blue)), a: UInt8(a))
    }
}
