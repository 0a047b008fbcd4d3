import Geometry

/// A backdrop material (`UIVisualEffectView`'s blur): what lies below the layer, within its
/// rounded bounds, blurred, then saturated, then covered by a tint, before the layer's own
/// background and content are drawn on top.
///
/// The renderer blurs with a Gaussian of standard deviation `blurRadius` (points, scaled to
/// device pixels like every length), as CSS's `backdrop-filter: blur()` reads its length.
/// A material whose radius is 0, saturation 1 and tint clear changes nothing and is skipped,
/// which is what an effect animated in from nil starts as.
public struct Material: Hashable, Sendable {
    /// The Gaussian's standard deviation in points; 0 is no blur.
    public var blurRadius: Double
    /// Colour saturation applied after the blur: 1 leaves colours alone, 0 is grey, above
    /// 1 more vivid (CSS `saturate()`'s matrix, Rec. 709 luminance weights).
    public var saturation: Double
    /// A colour laid source-over on the saturated blur; its alpha says how much.
    public var tint: Color

    /// A material of `blurRadius` points, `saturation` and `tint`.
    public init(blurRadius: Double, saturation: Double = 1, tint: Color = .clear) {
        self.blurRadius = blurRadius
        self.saturation = saturation
        self.tint = tint
    }

    /// True when the material changes what is below it (a blur, a saturation other than 1,
    /// or a visible tint); an identity material is not drawn at all.
    public var isVisible: Bool {
        (blurRadius.isFinite && blurRadius > 0.01) || abs(saturation - 1) > 0.001 || tint.alpha > 0.001
    }

    /// The material a fraction `f` of the way from none (no blur, saturation 1, the tint's
    /// colour clear) to this one: radius, saturation and tint alpha grow together, which is
    /// how an effect animated from nil looks at each instant.
    public func scaled(by f: Double) -> Material {
        Material(
            blurRadius: blurRadius * f, saturation: 1 + (saturation - 1) * f,
            tint: tint.withAlpha(tint.alpha * f))
    }
}
