import Geometry

/// A material's finished backdrop: what lies below it, blurred, saturated and tinted, held
/// at a pyramid level (texels `1 << shift` device pixels wide, the texel grid starting at
/// device pixel (`originX`, `originY`)). A `Paint` carrying one draws it back at full size
/// by bilinear interpolation, through the shape's coverage.
package final class BackdropImage: @unchecked Sendable, Equatable {
    let image: PixelImage
    let shift: Int
    let originX: Int
    let originY: Int

    init(image: PixelImage, shift: Int, originX: Int, originY: Int) {
        self.image = image
        self.shift = shift
        self.originX = originX
        self.originY = originY
    }

    /// Two backdrops are the same paint only when they are the same image.
    package static func == (a: BackdropImage, b: BackdropImage) -> Bool { a === b }
}

/// A material layer's backdrop made ready before a frame's bands are drawn: the compositor
/// finds it again by the layer's device transform and bounds.
struct PreparedBackdrop {
    var transform: AffineTransform
    var bounds: Rect
    var image: BackdropImage
    /// True when every pixel of the backdrop is opaque (drawn over an opaque background),
    /// so the material stores over what it covers.
    var isOpaque: Bool

    /// True when it belongs to a layer with `bounds` drawn through `t` (in the framebuffer's
    /// own space; a group image's offset already taken back out).
    func matches(_ t: AffineTransform, _ bounds: Rect) -> Bool {
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(a)) }
        return bounds == self.bounds && near(t.a, transform.a) && near(t.b, transform.b)
            && near(t.c, transform.c) && near(t.d, transform.d) && near(t.tx, transform.tx)
            && near(t.ty, transform.ty)
    }
}
