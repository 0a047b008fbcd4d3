// Colour literals and Display P3 colours, as UIKit code writes them: Xcode's colour picker
// leaves `#colorLiteral(red:green:blue:alpha:)` in the source, often with no type to infer
// it from, and wide-gamut palettes come as `UIColor(displayP3Red:green:blue:alpha:)`.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The type a `#colorLiteral(...)` has when nothing else says (`let c = #colorLiteral(...)`):
/// `UIColor`, as UIKit declares it.
public typealias _ColorLiteralType = UIColor

extension Color {
    /// `UIColor(displayP3Red:green:blue:alpha:)`: a colour given in the Display P3 space,
    /// converted to the sRGB the framebuffer holds. Both spaces share the sRGB transfer
    /// curve and the D65 white, so greys are unchanged; a colour outside sRGB's gamut (a
    /// saturated P3 red) is clipped to the nearest sRGB components, since the renderer has
    /// no extended range to keep it in.
    public convenience init(displayP3Red red: Double, green: Double, blue: Double, alpha: Double) {
        let r = Self.sRGBLinear(red)
        let g = Self.sRGBLinear(green)
        let b = Self.sRGBLinear(blue)
        // Linear Display P3 to linear sRGB: the two spaces' primaries through CIE XYZ (D65).
        let sr = 1.224_940_2 * r - 0.224_940_2 * g
        let sg = -0.042_056_9 * r + 1.042_056_9 * g
        let sb = -0.019_637_6 * r - 0.078_636_1 * g + 1.098_273_7 * b
        self.init(
            red: Self.sRGBEncoded(sr), green: Self.sRGBEncoded(sg), blue: Self.sRGBEncoded(sb),
            alpha: min(max(alpha, 0), 1))
    }

    /// The sRGB transfer curve undone: an encoded component in 0...1 to linear light.
    private static func sRGBLinear(_ v: Double) -> Double {
        let c = min(max(v, 0), 1)
        return c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// Linear light to an encoded sRGB component, clipped to 0...1.
    private static func sRGBEncoded(_ v: Double) -> Double {
        let c = min(max(v, 0), 1)
        return c <= 0.003_130_8 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }
}
