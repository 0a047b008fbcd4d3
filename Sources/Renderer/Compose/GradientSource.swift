import Geometry
import LayerTree

/// A gradient placed in device pixels: the paint source of `Paint.gradient`.
///
/// Each pixel takes the colour of its centre's parameter, computed exactly (a table of
/// colours would be off by many levels between stops that sit close together); a drawing
/// is rasterized once per invalidation, not once per frame, so the exact form is the
/// affordable one.
package struct GradientSource: Sendable, Equatable {
    /// The gradient in its own space.
    package let gradient: GradientPaint
    /// Maps device pixels into the gradient's space.
    package let deviceToGradient: AffineTransform
    /// Scales every colour's alpha.
    package let opacity: Double

    /// A gradient whose space `gradientToDevice` maps into device pixels; nil when that
    /// transform cannot be inverted (the gradient is squashed to nothing).
    package init?(_ gradient: GradientPaint, gradientToDevice: AffineTransform, opacity: Double = 1) {
        guard let inverse = gradientToDevice.inverse else { return nil }
        self.gradient = gradient
        self.deviceToGradient = inverse
        self.opacity = opacity
    }

    /// Writes the premultiplied source of `count` pixels of row `y` from `x` on into `out`;
    /// 0 (nothing) where the gradient paints nothing.
    package func fillSpan(_ out: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int) {
        // Along a row the gradient-space point moves by the transform's first column.
        let origin = Point(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(deviceToGradient)
        let step = (dx: deviceToGradient.a, dy: deviceToGradient.b)
        for i in 0..<count {
            let p = Point(x: origin.x + Double(i) * step.dx, y: origin.y + Double(i) * step.dy)
            out[i] = gradient.parameter(at: p).map { PixelMath.pixel(gradient.color(at: $0), opacity: opacity) } ?? 0
        }
    }

    /// The premultiplied source at device pixel (x, y), from that pixel's own centre: the
    /// reference `fillSpan`, which steps along the row, is tested against.
    package func referencePixel(x: Int, y: Int) -> UInt32 {
        let p = Point(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(deviceToGradient)
        guard let t = gradient.parameter(at: p) else { return 0 }
        return PixelMath.pixel(gradient.color(at: t), opacity: opacity)
    }

    package static func == (l: GradientSource, r: GradientSource) -> Bool {
        l.gradient == r.gradient && l.deviceToGradient == r.deviceToGradient && l.opacity == r.opacity
    }
}
