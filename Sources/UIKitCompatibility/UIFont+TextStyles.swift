import Transitions

// Dynamic Type's text styles and the system font's other faces, as UIKit code asks for them.
// There is one content size here, UIKit's default (Large), so a style is one size; the
// italic and monospaced faces draw in the playground's face, as every font does.

extension UIFont {
    /// `UIFont.TextStyle`: the text styles of Dynamic Type.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's name of the style (`UICTFontTextStyleBody`).
        public let rawValue: String
        /// A style from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// 34 points, regular.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 points, regular.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 points, regular.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 points, regular.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 points, semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 15 points, regular.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 17 points, regular.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 points, regular.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 13 points, regular.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 points, regular.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 points, regular.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The size and weight at the default content size; an unknown style reads as `body`.
        var sizeAndWeight: (size: Double, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// `preferredFont(forTextStyle:)`: the system font at the style's size and weight for
    /// the default content size, the only one here (no Dynamic Type setting to follow).
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let s = style.sizeAndWeight
        return .systemFont(ofSize: s.size, weight: s.weight)
    }

    /// `preferredFont(forTextStyle:compatibleWith:)`: the same, whatever the traits say.
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: TraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    /// `italicSystemFont(ofSize:)`: the system font, drawn upright here (one face).
    public class func italicSystemFont(ofSize size: Double) -> UIFont {
        .systemFont(ofSize: size)
    }

    /// `monospacedDigitSystemFont(ofSize:weight:)`: the system font at `weight`; the face
    /// drawn here keeps its own digit widths.
    public class func monospacedDigitSystemFont(ofSize size: Double, weight: Weight) -> UIFont {
        .systemFont(ofSize: size, weight: weight)
    }

    /// `monospacedSystemFont(ofSize:weight:)`: the system font at `weight`, drawn in the
    /// playground's proportional face.
    public class func monospacedSystemFont(ofSize size: Double, weight: Weight) -> UIFont {
        .systemFont(ofSize: size, weight: weight)
    }
}
