import CRenderKernels
import Geometry
import LayerTree

/// What a fill puts down: a colour at an opacity, combined with the pixels under it by a
/// blend mode (tiny-skia's and Skia's `Paint`). The compositor builds one per fill and hands
/// it through `Canvas` and `SolidSink` to the C kernels, which pick the per-pixel function
/// from it; source-over, every layer's mode, keeps the vector paths.
///
/// A new blend mode is a case here and its per-pixel function in `kernels.c`; a new kind of
/// source (a gradient, a blurred backdrop) is a field here and a kernel beside them.
package struct Paint: Sendable, Equatable {
    /// How the paint's colour combines with a destination pixel (both premultiplied). Past
    /// source-over and multiply, each mode is a drawing command's `DrawingBlendMode`, whose
    /// Core Graphics raw value is the kernels' constant.
    package enum BlendMode: Sendable, Equatable {
        /// Porter-Duff source-over: `s + d * (1 - sa)`, what every layer draws with.
        case sourceOver
        /// The W3C compositing spec's multiply: `s * d + s * (1 - da) + d * (1 - sa)` per
        /// channel; darkens, and white leaves the destination as it was.
        case multiply
        /// Any other mode a drawing names (`DrawingBlendMode`), run by its scalar
        /// per-pixel function in the kernels.
        case drawing(DrawingBlendMode)

        /// The paint mode for a drawing command's mode: `.sourceOver` for normal, so a
        /// drawing without blend modes takes the vector paths it always took.
        package init(_ mode: DrawingBlendMode) {
            switch mode {
            case .normal: self = .sourceOver
            case .multiply: self = .multiply
            default: self = .drawing(mode)
            }
        }

        /// True for the modes that change a pixel even where the source is transparent
        /// (clear, copy, source-in, source-out, destination-in, destination-atop): a fill
        /// with a transparent colour still runs, and coverage mixes rather than scales.
        package var changesUnderTransparentSource: Bool { rk_blend_lerps_coverage(kernel) != 0 }
    }

    /// The straight (not premultiplied) colour.
    package var color: Color
    /// Scales the colour's alpha; clamped to 0...1.
    package var opacity: Double
    /// How the colour meets the pixels under it.
    package var blendMode: BlendMode
    /// When set, the paint's source is this blurred backdrop instead of the colour: each
    /// covered pixel becomes the backdrop's (mixed by coverage), as a material draws.
    package var backdrop: BackdropImage?
    /// When set, the paint's source is this gradient instead of the colour, evaluated at
    /// each covered pixel's centre (`Canvas.fillGradient`).
    package var gradient: GradientSource?

    /// A paint of `color` at `opacity`, source-over unless `blendMode` says otherwise.
    package init(_ color: Color, opacity: Double = 1, blendMode: BlendMode = .sourceOver) {
        self.color = color
        self.opacity = opacity
        self.blendMode = blendMode
    }

    /// The premultiplied source pixel the kernels blend.
    var source: UInt32 { PixelMath.pixel(color, opacity: opacity) }
}

extension Paint.BlendMode {
    /// The kernels' constant for this mode (`rk_paint.blend`).
    var kernel: Int32 {
        switch self {
        case .sourceOver: Int32(RK_BLEND_SOURCE_OVER)
        case .multiply: Int32(RK_BLEND_MULTIPLY)
        case .drawing(let mode): mode.rawValue
        }
    }
}
