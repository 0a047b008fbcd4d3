import Engine
import Geometry

// System symbols as UIKit code asks for them: `UIImage(systemName:)`, its configurations
// by text style and font, and the preconfigured images (`UIImage.checkmark`). The glyphs
// are the engine's stand-ins (`Image.init?(systemName:configuration:)`); a name with none is
// nil, as UIKit's answer for a name it does not know, so `?? fallbackImage` still works.

extension Image {
    /// The system symbol called `name` drawn for `configuration`
    /// (`UIImage(systemName:withConfiguration:)`); a configuration that is not a symbol's
    /// draws the default size.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(systemName: name, configuration: configuration as? SymbolConfiguration)
    }

    /// The system symbol called `name` (`UIImage(systemName:compatibleWith:)`); the traits
    /// choose nothing here, as there is one appearance of each symbol.
    public convenience init?(systemName name: String, compatibleWith traits: TraitCollection?) {
        self.init(systemName: name, configuration: nil)
    }

    /// A check on a filled circle (`UIImage.checkmark`): `checkmark.circle.fill`.
    public static var checkmark: Image { Image(systemName: "checkmark.circle.fill")! }
    /// A check in a stroked circle (`UIImage.strokedCheckmark`): `checkmark.circle`.
    public static var strokedCheckmark: Image { Image(systemName: "checkmark.circle")! }
    /// The image for adding content (`UIImage.add`): `plus.circle`.
    public static var add: Image { Image(systemName: "plus.circle")! }
    /// The image for removing content (`UIImage.remove`): `minus.circle`.
    public static var remove: Image { Image(systemName: "minus.circle")! }
    /// The image for more actions (`UIImage.actions`): `ellipsis.circle`.
    public static var actions: Image { Image(systemName: "ellipsis.circle")! }
}

extension Image.SymbolConfiguration {
    /// Symbols for text in `textStyle` (`init(textStyle:)`): the style's point size.
    public convenience init(textStyle: UIFont.TextStyle) {
        self.init(textStyle: textStyle, scale: .unspecified)
    }

    /// Symbols for text in `textStyle`, sized by `scale` (`init(textStyle:scale:)`).
    public convenience init(textStyle: UIFont.TextStyle, scale: Image.SymbolScale) {
        self.init(
            pointSize: textStyle.sizeAndWeight.size, weight: .unspecified, scale: scale, textStyle: textStyle.rawValue)
    }

    /// Symbols for text in `font` (`init(font:)`): its point size and, to the nearest step,
    /// its weight.
    public convenience init(font: UIFont) {
        self.init(font: font, scale: .unspecified)
    }

    /// Symbols for text in `font`, sized by `scale` (`init(font:scale:)`).
    public convenience init(font: UIFont, scale: Image.SymbolScale) {
        self.init(pointSize: font.pointSize, weight: Image.SymbolWeight(font.weight), scale: scale, textStyle: nil)
    }

    /// The text style the configuration was made for (`textStyle`); nil for none.
    public var textStyle: UIFont.TextStyle? { textStyleName.map(UIFont.TextStyle.init(rawValue:)) }
}

extension Image.SymbolWeight {
    /// The symbol weight nearest a font weight on UIKit's scale.
    public init(_ weight: UIFont.Weight) {
        let steps: [(Double, Image.SymbolWeight)] = [
            (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium),
            (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black),
        ]
        self = steps.min { abs($0.0 - weight.rawValue) < abs($1.0 - weight.rawValue) }!.1
    }

    /// The font weight of the same step (`fontWeight()`); regular for unspecified.
    public func fontWeight() -> UIFont.Weight {
        switch self {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .unspecified, .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }
}
