import Geometry
import LayerTree

/// `CGGradient`: colours at locations 0...1, drawn with `drawLinearGradient` or
/// `drawRadialGradient`. Without locations the colours are spread evenly, the first at 0
/// and the last at 1, as Core Graphics spreads them.
public struct Gradient: Hashable, Sendable {
    /// The colours, in order.
    public var colors: [Color]
    /// Where each colour sits; nil spreads them evenly.
    public var locations: [Double]?

    /// A gradient of `colors` at `locations` (`CGGradient(colorsSpace:colors:locations:)`).
    /// The colour space is accepted and ignored: every colour here is device RGB. Returns
    /// nil for no colours or a locations list of another length, where Core Graphics
    /// returns nil.
    public init?(colorsSpace: ColorSpace?, colors: [Color], locations: [Double]?) {
        if colors.isEmpty { return nil }
        if let locations, locations.count != colors.count { return nil }
        self.colors = colors
        self.locations = locations
    }

    /// The stops, each colour's alpha multiplied by `alpha`.
    func stops(alpha: Double) -> [GradientStop] {
        let n = colors.count
        return colors.indices.map { i in
            let location = locations?[i] ?? (n == 1 ? 0 : Double(i) / Double(n - 1))
            let c = colors[i]
            return GradientStop(color: c.withAlpha(c.alpha * alpha), location: location)
        }
    }
}

/// `CGColorSpace`: every colour here is device RGB, so a colour space carries nothing;
/// it exists so that `CGGradient(colorsSpace:colors:locations:)` reads as it does in UIKit.
public struct ColorSpace: Hashable, Sendable {
    /// The device RGB space (`CGColorSpaceCreateDeviceRGB()`).
    public init() {}
}

/// `CGGradientDrawingOptions`: whether a gradient paints beyond its ends with the end colours.
public struct GradientDrawingOptions: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Paints before the start with the first colour.
    public static let drawsBeforeStartLocation = GradientDrawingOptions(rawValue: 1)
    /// Paints after the end with the last colour.
    public static let drawsAfterEndLocation = GradientDrawingOptions(rawValue: 2)
}
