import CRenderKernels
import Geometry
import LayerTree

/// How a material's Gaussian blur is approximated: the choice of pyramid level and of the
/// three box blurs run there.
///
/// Three successive box blurs approach a Gaussian closely (the central limit theorem; W.
/// Jarosz's and I. Kutskir's "boxes for Gauss" pick their integer widths), but at full size
/// they cost six passes over every pixel whatever the radius, far too many for a full
/// window. So the backdrop is first halved `shift` times (each level the 2x2 mean of the
/// one before, cached while the backdrop stays), blurred there by three boxes, and drawn
/// back by bilinear interpolation: the halvings are a box of `factor` pixels and the
/// interpolation a tent of `factor` pixels each side, whose variances are taken out of what
/// the boxes must add. The level is the coarsest that keeps at least four texels per sigma
/// (the boxes' integer widths then miss the variance by a few percent at most; a finer
/// level would cost four times the work for little), or coarser still until it holds at
/// most `texelBudget` texels: the smallest blurs of a large area so come out a little wider
/// than asked (a full window's never below about four pixels).
struct BackdropBlurPlan: Equatable {
    /// Levels halved: the texels are `1 << shift` device pixels wide (1...4).
    var shift: Int
    /// The three box radii, in texels (a radius of 0 is no pass).
    var radii: [Int]

    /// Texels a level may hold and still be blurred directly.
    static let texelBudget = 1 << 16
    /// The deepest level.
    static let maxShift = 4

    /// The plan for a Gaussian of `sigma` device pixels over an area of `pixels`.
    init(sigma: Double, pixels: Int) {
        let sigma = sigma.isFinite ? min(max(sigma, 0), 2000) : 0
        var shift = 1
        while shift < Self.maxShift && Double(1 << (shift + 1)) * 4 <= sigma { shift += 1 }
        while shift < Self.maxShift && pixels >> (2 * shift) > Self.texelBudget { shift += 1 }
        self.shift = shift
        let s = Double(1 << shift)
        // Variance left for the boxes, in texels squared.
        let rest = max(0, sigma * sigma - (s * s - 1) / 12 - s * s / 6) / (s * s)
        radii = Self.boxRadii(variance: rest)
    }

    /// The device pixels one texel spans.
    var factor: Int { 1 << shift }

    /// Radii of three boxes whose variances sum close to `variance` (texels squared): widths
    /// `wl` (odd) for the first `m` and `wl + 2` for the rest, with `wl` and `m` from the
    /// boxes-for-Gauss formulas.
    static func boxRadii(variance: Double) -> [Int] {
        if variance < 0.25 { return [0, 0, 0] }
        let n = 3.0
        let ideal = (12 * variance / n + 1).squareRoot()
        var wl = Int(ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        wl = max(wl, 1)
        let wu = wl + 2
        let w = Double(wl)
        let m = Int(((12 * variance - n * w * w - 4 * n * w - 3 * n) / (-4 * w - 4)).rounded())
        return (0..<3).map { i in ((i < m ? wl : wu) - 1) / 2 }
    }

    /// The variance in device pixels squared that the plan really blurs with: the halvings'
    /// box, the boxes' (each `((2r + 1)^2 - 1) / 12` texels squared) and the interpolation.
    var deviceVariance: Double {
        let s = Double(factor)
        let boxes = radii.reduce(0.0) { $0 + Double((2 * $1 + 1) * (2 * $1 + 1) - 1) / 12 }
        return (s * s - 1) / 12 + boxes * s * s + s * s / 6
    }

    /// How far outside a shape the backdrop can reach into its blur, in device pixels.
    var reach: Int {
        let s = factor
        return (radii.reduce(0, +) + 2) * s
    }
}

/// The saturation matrix of CSS's `saturate()` (the Filter Effects spec, Rec. 709
/// luminance weights 0.213, 0.715, 0.072), in the kernels' fixed point (4096 = 1).
func saturationMatrix(_ s: Double) -> [Int32] {
    let rows: [Double] = [
        0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
        0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
        0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s,
    ]
    return rows.map { Int32(($0 * 4096).rounded()) }
}

/// A block of premultiplied pixels owned by the backdrop code (pyramid levels, blurred
/// images), rows `stride` pixels apart.
final class PixelImage: @unchecked Sendable {
    let width: Int
    let height: Int
    let stride: Int
    let pixels: UnsafeMutablePointer<UInt32>

    init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        stride = max(16, (self.width + 15) / 16 * 16)
        pixels = .allocate(capacity: stride * max(self.height, 1))
        rk_zero(pixels, stride * max(self.height, 1) * 4)
    }

    deinit { pixels.deallocate() }

    /// An image of `width` x `height` from `spares` that nothing else holds (removed from
    /// it), else a new one. A reused image keeps its old pixels: only for a caller that
    /// writes every pixel before reading it.
    static func reused(width: Int, height: Int, from spares: inout [PixelImage]) -> PixelImage {
        for i in spares.indices where spares[i].width == width && spares[i].height == height {
            if isKnownUniquelyReferenced(&spares[i]) { return spares.remove(at: i) }
        }
        return PixelImage(width: width, height: height)
    }

    var bytes: Int { stride * max(height, 1) * 4 }

    @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { pixels + y * stride }

    /// The 2x2 mean of this image (the next pyramid level).
    func halved() -> PixelImage {
        let out = PixelImage(width: (width + 1) / 2, height: (height + 1) / 2)
        rk_blur_downsample2(out.pixels, out.stride, pixels, stride, width, height, PixelMath.kernelLevel)
        return out
    }

    /// This image blurred by `plan`'s boxes, then saturated and tinted (`material`), in
    /// images of its size taken from `spares` where one is free (the scratch one is put
    /// back there).
    func blurred(_ plan: BackdropBlurPlan, material: Material, spares: inout [PixelImage]) -> PixelImage {
        let a = PixelImage.reused(width: width, height: height, from: &spares)
        let b = PixelImage.reused(width: width, height: height, from: &spares)
        defer { spares.append(b) }
        rk_copy_rows(
            UnsafeMutableRawPointer(a.pixels).assumingMemoryBound(to: UInt8.self), a.stride * 4,
            UnsafeRawPointer(pixels).assumingMemoryBound(to: UInt8.self), stride * 4, width * 4, height)
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, width * 4))
        defer { sums.deallocate() }
        for r in plan.radii where r > 0 {
            rk_blur_box_rows(b.pixels, b.stride, a.pixels, a.stride, width, height, r, PixelMath.kernelLevel)
            rk_blur_box_columns(a.pixels, a.stride, b.pixels, b.stride, width, height, r, sums, PixelMath.kernelLevel)
        }
        let m = saturationMatrix(material.saturation)
        m.withUnsafeBufferPointer { mp in
            rk_blur_saturate_tint(
                a.pixels, a.stride, width, height, mp.baseAddress!, PixelMath.pixel(material.tint),
                PixelMath.kernelLevel)
        }
        return a
    }
}
