// Dynamic Type scaling, as UIKit code asks for it when it builds a font of its own from a
// text style. The playground has one content size, the default (large), at which every
// text style has its base size, so scaling leaves fonts and values as they are.
import Transitions

/// `UIFontMetrics`: scales a font or a length for a text style by the reader's content
/// size. Fonts scale from the default content size, the only one here, so a scaled font is
/// the font itself and a scaled value the value; a maximum point size still caps it.
public struct UIFontMetrics: Sendable {
    /// The text style whose scaling this follows.
    public let textStyle: UIFont.TextStyle

    /// `UIFontMetrics(forTextStyle:)`.
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// `UIFontMetrics.default`: the body style's metrics.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// `scaledFont(for:)`: `font` at the reader's content size (here the default: unchanged).
    public func scaledFont(for font: UIFont) -> UIFont { font }

    /// `scaledFont(for:maximumPointSize:)`: scaled, then no larger than `maximumPointSize`
    /// (0 for no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: Double) -> UIFont {
        let scaled = scaledFont(for: font)
        guard maximumPointSize > 0, scaled.pointSize > maximumPointSize else { return scaled }
        return scaled.withSize(maximumPointSize)
    }

    /// `scaledFont(for:compatibleWith:)`: as `scaledFont(for:)`, whatever the traits say.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: TraitCollection?) -> UIFont {
        scaledFont(for: font)
    }

    /// `scaledValue(for:)`: a length scaled as the style's text is (here unchanged).
    public func scaledValue(for value: Double) -> Double { value }

    /// `scaledValue(for:compatibleWith:)`: as `scaledValue(for:)`.
    public func scaledValue(for value: Double, compatibleWith traitCollection: TraitCollection?) -> Double {
        value
    }
}

extension UIFontDescriptor {
    /// `preferredFontDescriptor(withTextStyle:)`: the descriptor of the style's preferred
    /// font (its size at the default content size).
    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// `preferredFontDescriptor(withTextStyle:compatibleWith:)`: the same, whatever the traits say.
    public class func preferredFontDescriptor(
        withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: TraitCollection?
    ) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style)
    }
}
