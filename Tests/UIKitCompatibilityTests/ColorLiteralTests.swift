import UIKitCompatibility
import XCTest

/// A library's own colour names, as UIKit code declares them: class properties in an
/// extension, and a subclass, which UIKit's open `UIColor` allows.
extension UIColor {
    public class var brandAccent: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
}

private final class BrandColor: UIColor, @unchecked Sendable {}

/// Colour literals and Display P3 colours.
///
/// A `#colorLiteral(red:green:blue:alpha:)` with no type to infer it from has the type
/// `_ColorLiteralType` names, which UIKit sets to `UIColor`; its components are sRGB, as
/// Xcode's picker writes them. Apple (`UIColor(displayP3Red:green:blue:alpha:)`): "Creates a
/// color object using the specified opacity and RGB component values in the Display P3 color
/// space." Display P3 shares sRGB's white point and transfer curve, so greys are the same
/// in both, and a P3 colour inside sRGB's gamut converts to the sRGB colour that matches it.
final class ColorLiteralTests: XCTestCase {
    // The literals are what is tested, as Xcode's colour picker leaves them in UIKit code.
    // swift-format-ignore: NoPlaygroundLiterals
    func testALiteralWithNoContextIsAUIColor() {
        let white = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)
        let grey: UIColor = #colorLiteral(red: 0.3764705882, green: 0.3921568627, blue: 0.431372549, alpha: 0.5)
        XCTAssertTrue(type(of: white) == UIColor.self)
        XCTAssertEqual(white, .white)
        XCTAssertEqual(grey.rgba.red, 0.3764705882, accuracy: 1e-6)
        XCTAssertEqual(grey.rgba.alpha, 0.5, accuracy: 1e-6)
        XCTAssertEqual(UIColor.brandAccent, UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        let brand: BrandColor = #colorLiteral(red: 0, green: 0.5, blue: 1, alpha: 1)
        XCTAssertTrue(type(of: brand) == BrandColor.self, "a literal makes the subclass it is typed as")
        XCTAssertEqual(brand, UIColor(red: 0, green: 0.5, blue: 1, alpha: 1))
    }

    /// Greys are unchanged; pure P3 red is outside sRGB and clips to sRGB red; a colour
    /// inside sRGB's gamut round-trips through the two spaces' matrices to within rounding.
    func testDisplayP3ConvertsToSRGB() {
        for white in stride(from: 0.0, through: 1, by: 0.125) {
            let grey = UIColor(displayP3Red: white, green: white, blue: white, alpha: 1).rgba
            XCTAssertEqual(grey.red, white, accuracy: 1e-6)
            XCTAssertEqual(grey.green, white, accuracy: 1e-6)
            XCTAssertEqual(grey.blue, white, accuracy: 1e-6)
        }
        let red = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 0.5).rgba
        XCTAssertEqual(red.red, 1, accuracy: 1e-9)
        XCTAssertEqual(red.green, 0, accuracy: 1e-9)
        XCTAssertEqual(red.alpha, 0.5)
        // sRGB (0.2, 0.6, 0.4) in Display P3, from the primaries through CIE XYZ: P3 is wider,
        // so its components sit nearer the grey axis.
        let srgb = UIColor(displayP3Red: 0.320_46, green: 0.591_81, blue: 0.416_34, alpha: 1).rgba
        XCTAssertEqual(srgb.red, 0.2, accuracy: 1e-4)
        XCTAssertEqual(srgb.green, 0.6, accuracy: 1e-4)
        XCTAssertEqual(srgb.blue, 0.4, accuracy: 1e-4)
    }
}
