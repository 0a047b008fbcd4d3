// Colours, fonts and a control as UIKit libraries write them: `convenience init`s and
// `class var`s in extensions of UIColor and UIFont, components read through pointers, and a
// `UIControl` subclass. Compiled as written; nothing here was edited for Linux.
import Foundation
import UIKit

extension UIColor {
    /// A colour from `"#RRGGBB"` or `"RRGGBB"`; black for anything else.
    public convenience init(cardHex hex: String) {
        var string = hex.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
        if string.hasPrefix("#") { string.removeFirst() }
        var rgb: UInt64 = 0
        if string.count != 6 || !Scanner(string: string).scanHexInt64(&rgb) { rgb = 0 }
        self.init(
            red: CGFloat((rgb & 0xFF0000) >> 16) / 255.0,
            green: CGFloat((rgb & 0x00FF00) >> 8) / 255.0,
            blue: CGFloat(rgb & 0x0000FF) / 255.0,
            alpha: 1.0)
    }

    /// A colour from 0...255 components, as design specs give them.
    public convenience init(cardRed red: Int, green: Int, blue: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

    /// The brand colour.
    public static let cardBrand = UIColor(cardHex: "#FF5A5F")

    /// The card's background, light or dark with the appearance.
    public class var cardBackground: UIColor {
        UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
    }

    /// `"#RRGGBB"`, read back through `getRed`.
    public var cardHexString: String {
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        var a: CGFloat = 0
        guard getRed(&r, green: &g, blue: &b, alpha: &a) else { return "#000000" }
        return String(format: "#%02X%02X%02X", Int(r * 255), Int(g * 255), Int(b * 255))
    }

    /// The same hue, darker by `amount` of brightness.
    public func cardDarker(by amount: CGFloat = 0.2) -> UIColor {
        var h: CGFloat = 0
        var s: CGFloat = 0
        var b: CGFloat = 0
        var a: CGFloat = 0
        getHue(&h, saturation: &s, brightness: &b, alpha: &a)
        return UIColor(hue: h, saturation: s, brightness: max(b - amount, 0), alpha: a)
    }

    /// True for a colour light enough to want dark text on it.
    public var cardIsLight: Bool {
        var white: CGFloat = 0
        getWhite(&white, alpha: nil)
        return white > 0.6
    }
}

extension UIFont {
    /// The card's title font: a bundled face when registered, else the system's bold.
    public convenience init?(cardTitleOfSize size: CGFloat) {
        self.init(name: "Montserrat-Bold", size: size)
    }

    /// The card's body font.
    public class func cardBody(ofSize size: CGFloat) -> UIFont {
        UIFont(name: "Montserrat-Regular", size: size) ?? .systemFont(ofSize: size)
    }
}

/// A grabber the user taps to expand the card: a control of the library's own.
public final class CardGrabber: UIControl {
    public override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.5 : 1 }
    }

    /// Styles the grabber in the brand colour.
    public func style() {
        backgroundColor = UIColor.cardBrand.withAlphaComponent(0.8)
        layer.shadowColor = UIColor.black.cgColor
        if !UIColor.cardBrand.isEqual(UIColor(cardHex: "FF5A5F")) { backgroundColor = .red }
    }

    /// True for any control, as libraries test a touched view (`view is UIControl`).
    public static func isControl(_ view: UIView) -> Bool { view is UIControl }
}
