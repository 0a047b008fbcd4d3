/// A colour as straight (not premultiplied) sRGB components in 0...1.
///
/// The engine speaks only in `Color`; the renderer converts to premultiplied pixels.
/// It is a class, as `UIColor` is, so that code extending it with `convenience init`s and
/// `class var`s compiles as written; its components never change after creation, so it is
/// shared freely across threads and compares and hashes by value, as a value would.
///
/// It is `open`, as `UIColor` is, so that a library's `extension UIColor { open class var
/// brand: UIColor }` compiles as written. It stays `Sendable` on trust (`@unchecked`): every
/// stored component is a `let`, and a subclass that adds mutable state gives that up.
open class Color: GraphicsObject, Hashable, @unchecked Sendable, CustomStringConvertible, _ExpressibleByColorLiteral {
    /// Red, straight (not multiplied by alpha), 0...1.
    public let red: Double
    /// Green, straight, 0...1.
    public let green: Double
    /// Blue, straight, 0...1.
    public let blue: Double
    /// Opacity, 0 (clear) ... 1 (opaque).
    public let alpha: Double
    /// What a dynamic colour (`UIColor(dynamicProvider:)`) is resolved from again for the
    /// traits of each view that draws it; nil for a fixed colour. Only the initializer that
    /// makes such a colour sets it, so a colour still never changes once made.
    package var dynamicSource: AnyObject?

    /// Creates a colour from straight components in 0...1: the one designated initializer,
    /// which every other initializer, here or in an extension, ends in.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        super.init()
    }

    /// Creates a colour from a `#colorLiteral(red:green:blue:alpha:)`: straight sRGB
    /// components, as Xcode's colour picker writes them. Required, so that a subclass made
    /// from a literal is the subclass.
    public required convenience init(
        _colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float
    ) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// `UIColor()`: the initializer every class inherits from `NSObject`, for which UIKit
    /// documents no colour. Here it is transparent black (all components 0, as `.clear`),
    /// so a colour made this way as a placeholder draws nothing until it is replaced.
    public override convenience init() {
        self.init(red: 0, green: 0, blue: 0, alpha: 0)
    }

    /// Creates a grey.
    public convenience init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from 8-bit components, as design tools give them.
    public convenience init(r8: Int, g8: Int, b8: Int, alpha: Double = 1) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: alpha)
    }

    /// Creates a colour from `0xRRGGBB`.
    public convenience init(hex: UInt32, alpha: Double = 1) {
        self.init(r8: Int(hex >> 16 & 0xFF), g8: Int(hex >> 8 & 0xFF), b8: Int(hex & 0xFF), alpha: alpha)
    }

    /// The four straight components at once, for code that also sees a `static` colour
    /// named `red`, `green` or `blue` (UIKit's palette), where the instance names are hidden.
    public var rgba: (red: Double, green: Double, blue: Double, alpha: Double) {
        (red, green, blue, alpha)
    }

    /// Equal when all four components are: two colours made alike are the same colour,
    /// whichever objects hold them (the identity check only skips the comparison).
    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs === rhs
            || (lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue
                && lhs.alpha == rhs.alpha)
    }

    /// Hashes the components, so equal colours hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// Fully transparent black.
    public static let clear = Color(white: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    /// UIKit's default tint (systemBlue).
    public static let systemBlue = Color(r8: 0, g8: 122, b8: 255)
    /// The grey UIKit draws tints in while a modal dims the screen.
    public static let dimmedTint = Color(r8: 142, g8: 142, b8: 147)

    /// The same colour with another alpha.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Component-wise linear interpolation in straight sRGB, for animations.
    public func interpolated(to other: Color, fraction f: Double) -> Color {
        Color(
            red: red + (other.red - red) * f, green: green + (other.green - green) * f,
            blue: blue + (other.blue - blue) * f, alpha: alpha + (other.alpha - alpha) * f)
    }

    /// `#rrggbb`, the form traces print.
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let n = Int((min(max(v, 0), 1) * 255).rounded())
            let s = String(n, radix: 16)
            return n < 16 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    /// `#rrggbb`, with `@alpha` when not opaque.
    public var description: String { alpha >= 1 ? hexString : "\(hexString)@\(alpha)" }
}
