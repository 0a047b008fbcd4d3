/// `UIFontDescriptor`: a font's name, size and symbolic traits, from which
/// `UIFont(descriptor:size:)` makes a font. The renderer draws one face in two weights, so of
/// the traits only bold changes what is drawn; the others are kept for code that reads them.
public final class UIFontDescriptor: Hashable, Sendable {
    /// `UIFontDescriptor.SymbolicTraits`: a font's style, with UIKit's bit values.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The traits' bits.
        public let rawValue: UInt32
        /// Traits from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold: the one trait the renderer draws.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Wider glyphs.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Narrower glyphs.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every glyph as wide as the others.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Tighter line spacing.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The name of the font described.
    public let postscriptName: String
    /// The size, in points; 0 leaves the size to `UIFont(descriptor:size:)`.
    public let pointSize: Double
    /// The font's style.
    public let symbolicTraits: SymbolicTraits

    /// A descriptor of the font named `fontName` at `size` points (`init(name:size:)`).
    public convenience init(name fontName: String, size: Double) {
        self.init(name: fontName, size: size, traits: [])
    }

    init(name: String, size: Double, traits: SymbolicTraits) {
        postscriptName = name
        pointSize = size
        symbolicTraits = traits
    }

    /// The same font with exactly `traits` (`withSymbolicTraits(_:)`); never nil here, since
    /// every trait can be described, whether or not it is drawn.
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(name: postscriptName, size: pointSize, traits: traits)
    }

    /// The same font at `newPointSize` (`withSize(_:)`).
    public func withSize(_ newPointSize: Double) -> UIFontDescriptor {
        UIFontDescriptor(name: postscriptName, size: newPointSize, traits: symbolicTraits)
    }

    /// Equal when name, size and traits are.
    public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool {
        lhs.postscriptName == rhs.postscriptName && lhs.pointSize == rhs.pointSize
            && lhs.symbolicTraits == rhs.symbolicTraits
    }

    /// Hashes name, size and traits.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(postscriptName)
        hasher.combine(pointSize)
        hasher.combine(symbolicTraits.rawValue)
    }
}

extension UIFont {
    /// The font's descriptor (`fontDescriptor`): its name and size, bold when it is drawn bold.
    public var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(name: fontName, size: pointSize, traits: isDrawnBold ? .traitBold : [])
    }

    /// The font `descriptor` describes at `size` points, or at the descriptor's own size when
    /// `size` is 0 (`init(descriptor:size:)`); bold when the descriptor has `.traitBold`.
    public convenience init(descriptor: UIFontDescriptor, size: Double) {
        let bold = descriptor.symbolicTraits.contains(.traitBold)
        self.init(
            name: descriptor.postscriptName, size: size == 0 ? descriptor.pointSize : size,
            weight: bold ? .bold : .regular)
    }
}
