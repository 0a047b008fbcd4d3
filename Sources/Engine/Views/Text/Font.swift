import Geometry
import LayerTree

/// A font (`UIFont`): a name, a point size and a weight on UIKit's scale.
///
/// The renderer has one face in two weights, so a font draws regular below `.semibold` and
/// bold from it up (`isDrawnBold`); the name is kept for code that reads it back, and a named
/// font draws in the playground's face too, bold when its name says so. It lives in the
/// engine, below the views that hold one, so that `Label.font`, `TextField.font` and
/// `TextView.font` are declared in those classes' bodies and a subclass can override them,
/// as UIKit code does (`override var font: UIFont! { didSet { … } }`).
///
/// A class, as UIKit's is, so that code adding `convenience init`s and `class func`s in an
/// extension compiles as written; it never changes after creation, and compares and hashes
/// by name, size and weight.
public final class Font: GraphicsObject, Hashable, @unchecked Sendable {
    /// `UIFont.Weight`: UIKit's weight scale, from `-1` (ultra light) to `1` (black).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight on UIKit's scale; `0` is regular.
        public var rawValue: Double
        /// A weight from UIKit's scale.
        public init(rawValue: Double) { self.rawValue = rawValue }
        /// `-0.8`.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// `-0.6`.
        public static let thin = Weight(rawValue: -0.6)
        /// `-0.4`.
        public static let light = Weight(rawValue: -0.4)
        /// `0`.
        public static let regular = Weight(rawValue: 0)
        /// `0.23`.
        public static let medium = Weight(rawValue: 0.23)
        /// `0.3`: the lightest weight drawn bold here.
        public static let semibold = Weight(rawValue: 0.3)
        /// `0.4`: `boldSystemFont(ofSize:)`'s weight.
        public static let bold = Weight(rawValue: 0.4)
        /// `0.56`.
        public static let heavy = Weight(rawValue: 0.56)
        /// `0.62`.
        public static let black = Weight(rawValue: 0.62)
    }

    /// The name of the system font's family, as UIKit reports it on iOS.
    public static let systemFamilyName = ".SF UI Text"

    /// The font's name: the one given to `init?(name:size:)`, or the system font's.
    public let fontName: String
    /// The size, in points.
    public let pointSize: Double
    /// The weight on UIKit's scale.
    public let weight: Weight

    /// True from `.semibold` up: the renderer draws those weights bold, lighter ones regular.
    public var isDrawnBold: Bool { weight.rawValue >= Weight.semibold.rawValue }

    /// The weight the renderer draws this font in: bold from `.semibold` up, else regular.
    public var drawnWeight: FontWeight { isDrawnBold ? .bold : .regular }

    /// A font named `name` at `size` points and `weight`, taken as given. The designated
    /// initializer the UIKit names' `convenience init`s delegate to; not public, as UIKit has
    /// no such initializer for a library's own extension to collide with.
    package init(name: String, size: Double, weight: Weight) {
        fontName = name
        pointSize = size
        self.weight = weight
    }

    /// `UIFont()`: the initializer every class inherits from `NSObject`, for which UIKit
    /// documents no font. Here it is the system font, regular, at `labelFontSize` (17
    /// points): what a label draws with when its font is nil, so text set in it measures
    /// and draws as a label's default would.
    public override convenience init() {
        self.init(name: Self.systemFamilyName, size: Self.labelFontSize, weight: .regular)
    }

    /// A font named `name` at `size` points; nil for an empty name. The playground draws it
    /// in its own face, bold when the name has a bold style (`"Avenir-Bold"`,
    /// `"Montserrat-SemiBold"`), since it cannot tell which fonts an app bundles.
    public convenience init?(name: String, size: Double) {
        guard !name.isEmpty else { return nil }
        let style = name.lowercased()
        let isBold = ["bold", "heavy", "black"].contains { style.contains($0) }
        self.init(name: name, size: size, weight: isBold ? .bold : .regular)
    }

    /// Equal when name, size and weight are: two fonts made alike are the same font.
    public static func == (lhs: Font, rhs: Font) -> Bool {
        lhs === rhs
            || (lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight)
    }

    /// Hashes name, size and weight, so equal fonts hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
        hasher.combine(weight)
    }

    /// `isEqual(_:)`: true for a font with the same name, size and weight.
    public func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? Font else { return false }
        return self == other
    }

    /// `UIFont.systemFont(ofSize:)`: the system font, regular.
    public class func systemFont(ofSize size: Double) -> Font {
        Font(name: systemFamilyName, size: size, weight: .regular)
    }

    /// `UIFont.systemFont(ofSize:weight:)`.
    public class func systemFont(ofSize size: Double, weight: Weight) -> Font {
        Font(name: systemFamilyName, size: size, weight: weight)
    }

    /// `UIFont.boldSystemFont(ofSize:)`: the system font at `.bold`.
    public class func boldSystemFont(ofSize size: Double) -> Font {
        Font(name: systemFamilyName, size: size, weight: .bold)
    }

    /// `UIFont.labelFontSize`: 17 points, a label's default.
    public class var labelFontSize: Double { 17 }

    /// `UIFont.systemFontSize`: 14 points.
    public class var systemFontSize: Double { 14 }

    /// `UIFont.smallSystemFontSize`: 12 points, the size of small print (a badge, a
    /// segment's caption).
    public class var smallSystemFontSize: Double { 12 }

    /// `UIFont.buttonFontSize`: 18 points.
    public class var buttonFontSize: Double { 18 }

    /// The same font at another size (`withSize(_:)`).
    public func withSize(_ size: Double) -> Font {
        Font(name: fontName, size: size, weight: weight)
    }

    /// The same name and size drawn in `drawn`: the font itself when it already draws so
    /// (so a `.semibold` font stays `.semibold`), else `.bold` or `.regular`. What an engine
    /// user's `fontWeight` setter gives a view's font.
    public func drawn(in drawn: FontWeight) -> Font {
        if drawnWeight == drawn { return self }
        return Font(name: fontName, size: pointSize, weight: drawn == .bold ? .bold : .regular)
    }
}
