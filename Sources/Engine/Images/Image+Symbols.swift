import Geometry
import LayerTree

extension Image {
    /// What an image is asked to look like (`UIImage.Configuration`); the only kind here is
    /// a symbol's (`SymbolConfiguration`), which the other UIKit kinds would join.
    open class Configuration: @unchecked Sendable {
        /// A configuration that says nothing; an image given it keeps its own.
        public init() {}
    }

    /// The weight of a symbol's strokes (`UIImage.SymbolWeight`), with UIKit's raw values.
    public enum SymbolWeight: Int, Sendable, CaseIterable {
        /// No weight asked for: the configuration's other part, or regular, decides.
        case unspecified = 0
        /// The thinnest strokes.
        case ultraLight = 1
        /// Thin strokes.
        case thin = 2
        /// Light strokes.
        case light = 3
        /// The default.
        case regular = 4
        /// A little heavier than regular.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavier than bold.
        case heavy = 8
        /// The heaviest strokes.
        case black = 9

        /// A stroke's width as a share of the point size; every glyph's lines are this wide.
        var strokeShare: Double {
            switch self {
            case .ultraLight: 0.035
            case .thin: 0.05
            case .light: 0.07
            case .unspecified, .regular: 0.09
            case .medium: 0.105
            case .semibold: 0.12
            case .bold: 0.14
            case .heavy: 0.165
            case .black: 0.19
            }
        }
    }

    /// A symbol's size beside text of the same point size (`UIImage.SymbolScale`), with
    /// UIKit's raw values.
    public enum SymbolScale: Int, Sendable, CaseIterable {
        /// The context's default: medium here.
        case `default` = -1
        /// No scale asked for: the configuration's other part, or medium, decides.
        case unspecified = 0
        /// Smaller than the text beside it.
        case small = 1
        /// As large as the text beside it.
        case medium = 2
        /// Larger than the text beside it.
        case large = 3

        /// The glyph's side as a multiple of the point size. Small and large are this
        /// project's own round ratios, chosen to read as a step down and up from medium.
        var sizeFactor: Double {
            switch self {
            case .small: 0.8
            case .large: 1.3
            case .default, .unspecified, .medium: 1
            }
        }
    }

    /// A symbol image's size and weight (`UIImage.SymbolConfiguration`). Every part may be
    /// unspecified; `applying(_:)` merges two, the other's specified parts winning, which is
    /// how an image view's preferred configuration meets an image's own.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable, Equatable {
        /// The point size of the text the symbol goes with; nil when unspecified (17, body
        /// text's size, is drawn).
        public let pointSize: Double?
        /// The stroke weight.
        public let weight: SymbolWeight
        /// The size beside text.
        public let scale: SymbolScale
        /// The text style the point size came from (`UIFont.TextStyle`'s raw value), kept
        /// so two configurations of the same style compare equal; nil for none.
        package let textStyleName: String?

        /// A configuration of the parts given; the rest unspecified.
        package init(pointSize: Double?, weight: SymbolWeight, scale: SymbolScale, textStyle: String? = nil) {
            self.pointSize = pointSize.map { max(0, $0) }
            self.weight = weight
            self.scale = scale
            self.textStyleName = textStyle
        }

        /// Symbols for text of `pointSize` points (`init(pointSize:)`).
        public convenience init(pointSize: Double) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
        }

        /// Symbols for text of `pointSize` points, drawn at `weight`
        /// (`init(pointSize:weight:)`).
        public convenience init(pointSize: Double, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }

        /// Symbols for text of `pointSize` points at `weight`, sized by `scale`
        /// (`init(pointSize:weight:scale:)`).
        public convenience init(pointSize: Double, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }

        /// Symbols drawn at `weight` (`init(weight:)`).
        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: nil, weight: weight, scale: .unspecified)
        }

        /// Symbols sized by `scale` (`init(scale:)`).
        public convenience init(scale: SymbolScale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale)
        }

        /// A configuration that specifies nothing (`unspecified`).
        public static var unspecified: SymbolConfiguration {
            SymbolConfiguration(pointSize: nil, weight: .unspecified, scale: .unspecified)
        }

        /// This configuration with `other`'s specified parts in place of its own
        /// (`applying(_:)`); `other` nil, or not a symbol configuration, changes nothing.
        public func applying(_ other: Configuration?) -> SymbolConfiguration {
            guard let other = other as? SymbolConfiguration else { return self }
            return SymbolConfiguration(
                pointSize: other.pointSize ?? pointSize,
                weight: other.weight == .unspecified ? weight : other.weight,
                scale: other.scale == .unspecified || other.scale == .default ? scale : other.scale,
                textStyle: other.pointSize != nil ? other.textStyleName : textStyleName)
        }

        /// This configuration with no point size, text style or weight
        /// (`configurationWithoutPointSizeAndWeight()`): its scale alone.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: nil, weight: .unspecified, scale: scale)
        }

        /// True when `other` specifies the same parts as this one (`isEqual(to:)`).
        public func isEqual(to other: SymbolConfiguration?) -> Bool { other.map { self == $0 } ?? false }

        /// Equal when every part is.
        public static func == (a: SymbolConfiguration, b: SymbolConfiguration) -> Bool {
            a.pointSize == b.pointSize && a.weight == b.weight && a.scale == b.scale
                && a.textStyleName == b.textStyleName
        }

        /// The side of the square a glyph is drawn in, in points: the point size (17 when
        /// unspecified) times the scale's factor.
        var glyphSide: Double { (pointSize ?? 17) * scale.sizeFactor }
        /// The width of a glyph's strokes, in points.
        var strokeWidth: Double { (pointSize ?? 17) * weight.strokeShare }
    }
}

/// Which symbol an image draws and how it was asked for: what a new configuration needs to
/// draw it again.
package struct SymbolSource: Sendable {
    /// The system name (`"xmark.circle.fill"`).
    package var name: String
    /// The configuration it was drawn with.
    package var configuration: Image.SymbolConfiguration
}

extension Image {
    /// The system symbol called `name` drawn for `configuration` (`UIImage(systemName:
    /// withConfiguration:)`), or nil when `name` is not one of the stand-ins
    /// (`SymbolGlyphs.names`), as UIKit answers nil for a name it does not know.
    ///
    /// There are no SF Symbols on Linux: each stand-in is a glyph of this project's own,
    /// drawn from lines, arcs and circles in a square of the configuration's size, its strokes
    /// as wide as its weight asks. It is kept as drawing commands (sharp at any scale) and
    /// painted as a template: in the tint of the view showing it.
    public convenience init?(systemName name: String, configuration: SymbolConfiguration?) {
        let configuration = configuration ?? .unspecified
        guard let drawing = SymbolGlyphs.drawing(named: name, configuration: configuration) else { return nil }
        let pixels = (Int(drawing.size.width.rounded()), Int(drawing.size.height.rounded()))
        self.init(
            path: "", pixelSize: pixels, scale: 1, renderingMode: .automatic, drawing: drawing,
            symbol: SymbolSource(name: name, configuration: configuration))
    }

    /// The system symbol called `name` (`UIImage(systemName:)`), drawn at body text's size
    /// and regular weight; nil for a name with no stand-in here.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, configuration: nil)
    }

    /// True for an image made by `init(systemName:)` (`isSymbolImage`).
    public var isSymbolImage: Bool { symbol != nil }

    /// The configuration a symbol image was drawn with (`symbolConfiguration`); nil for any
    /// other image.
    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

    /// The image's configuration (`configuration`): a symbol's, or nil.
    public var configuration: Configuration? { symbol?.configuration }

    /// True when the image is painted in the tint of the view showing it: a template, or a
    /// symbol left in the automatic mode, which UIKit draws as a template.
    package var drawsAsTemplate: Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && symbol != nil)
    }

    /// The same symbol drawn for `configuration` in place of its own (`withConfiguration(_:)`),
    /// keeping its rendering mode and tint; any other image, or a configuration that is not
    /// a symbol's, gives the image itself.
    public func withConfiguration(_ configuration: Configuration) -> Image {
        guard let symbol, let configuration = configuration as? SymbolConfiguration else { return self }
        return redrawn(symbol.name, configuration)
    }

    /// The same symbol drawn for its configuration with `configuration`'s specified parts in
    /// place (`applyingSymbolConfiguration(_:)`); nil for an image that is not a symbol, as
    /// UIKit's.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
        guard let symbol else { return nil }
        return redrawn(symbol.name, symbol.configuration.applying(configuration))
    }

    private func redrawn(_ name: String, _ configuration: SymbolConfiguration) -> Image {
        guard let fresh = Image(systemName: name, configuration: configuration) else { return self }
        return fresh.variant(renderingMode: renderingMode, tintColor: tintColor)
    }
}
