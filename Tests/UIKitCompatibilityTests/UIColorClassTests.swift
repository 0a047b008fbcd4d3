import CoreGraphics
import Foundation
import UIKitCompatibility
import XCTest

/// `UIColor` is a class, as UIKit's is, and its component readers and HSB initializer keep
/// UIKit's rules.
final class UIColorClassTests: XCTestCase {
    /// A class lets a library add `convenience init`s; equality and hashing stay by value,
    /// so two colours made alike are interchangeable as dictionary keys.
    func testColoursMadeAlikeAreEqualAndHashAlikeWhicheverObjectsHoldThem() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let c = (
                Double.random(in: 0...1, using: &generator), Double.random(in: 0...1, using: &generator),
                Double.random(in: 0...1, using: &generator), Double.random(in: 0...1, using: &generator)
            )
            let a = UIColor(red: c.0, green: c.1, blue: c.2, alpha: c.3)
            let b = UIColor(red: c.0, green: c.1, blue: c.2, alpha: c.3)
            XCTAssertFalse(a === b)
            XCTAssertEqual(a, b)
            XCTAssertEqual(a.hashValue, b.hashValue)
            XCTAssertTrue(a.isEqual(b))
            XCTAssertNotEqual(a, b.withAlphaComponent(c.3 / 2 + 0.01))
        }
        XCTAssertFalse(UIColor.red.isEqual("red"), "not a colour: not equal")
        XCTAssertEqual(Set([UIColor(white: 1, alpha: 1), .white]).count, 1)
    }

    /// Apple, `getRed(_:green:blue:alpha:)`: "On return, the red component of the color
    /// object." Pointers given as nil are skipped; every colour here is RGB, so it returns
    /// true. Components are not clamped (`init(red:green:blue:alpha:)`: "the input value is
    /// never clamped").
    func testGetRedReadsBackTheComponentsGivenUnclamped() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let r = Double.random(in: -0.5...1.5, using: &generator)
            let g = Double.random(in: 0...1, using: &generator)
            let b = Double.random(in: 0...1, using: &generator)
            let a = Double.random(in: 0...1, using: &generator)
            let color = UIColor(red: r, green: g, blue: b, alpha: a)
            var out: (CGFloat, CGFloat, CGFloat, CGFloat) = (-9, -9, -9, -9)
            XCTAssertTrue(color.getRed(&out.0, green: &out.1, blue: &out.2, alpha: &out.3))
            XCTAssertEqual(out.0, r)
            XCTAssertEqual(out.1, g)
            XCTAssertEqual(out.2, b)
            XCTAssertEqual(out.3, a)
            var onlyAlpha: CGFloat = -1
            XCTAssertTrue(color.getRed(nil, green: nil, blue: nil, alpha: &onlyAlpha))
            XCTAssertEqual(onlyAlpha, a)
        }
    }

    /// `getHue(_:saturation:brightness:alpha:)` inverts `init(hue:saturation:brightness:alpha:)`
    /// on random colours (to rounding), and the hue wraps: 1 is red again, as 0 is.
    func testHueSaturationBrightnessRoundTripsAndTheHueWraps() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let h = Double.random(in: 0..<1, using: &generator)
            let s = Double.random(in: 0.05...1, using: &generator)
            let v = Double.random(in: 0.05...1, using: &generator)
            let color = UIColor(hue: h, saturation: s, brightness: v, alpha: 0.5)
            var out: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            XCTAssertTrue(color.getHue(&out.0, saturation: &out.1, brightness: &out.2, alpha: &out.3))
            XCTAssertEqual(out.0, h, accuracy: 1e-9)
            XCTAssertEqual(out.1, s, accuracy: 1e-9)
            XCTAssertEqual(out.2, v, accuracy: 1e-9)
            XCTAssertEqual(out.3, 0.5)
            // max of the RGB components is the brightness; min is brightness * (1 - saturation).
            let c = color.rgba
            XCTAssertEqual(max(c.red, c.green, c.blue), v, accuracy: 1e-12)
            XCTAssertEqual(min(c.red, c.green, c.blue), v * (1 - s), accuracy: 1e-12)
        }
        XCTAssertEqual(
            UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1), UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(
            UIColor(hue: 1 / 3, saturation: 1, brightness: 1, alpha: 1), UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        var h: CGFloat = -1
        var s: CGFloat = -1
        UIColor(white: 0.4, alpha: 1).getHue(&h, saturation: &s, brightness: nil, alpha: nil)
        XCTAssertEqual(h, 0, "a grey has hue 0")
        XCTAssertEqual(s, 0)
    }

    /// Apple, `getWhite(_:alpha:)`: "true if the color could be converted". A grey gives its
    /// own level back; a colour its luminance, so white reads 1, black 0, and pure green is
    /// lighter than pure blue.
    func testGetWhiteGivesAGreysLevelAndAColoursLuminance() {
        for level in stride(from: 0.0, through: 1.0, by: 0.125) {
            var w: CGFloat = -1
            var a: CGFloat = -1
            XCTAssertTrue(UIColor(white: level, alpha: 0.25).getWhite(&w, alpha: &a))
            XCTAssertEqual(w, level)
            XCTAssertEqual(a, 0.25)
        }
        var green: CGFloat = 0
        var blue: CGFloat = 0
        UIColor.green.getWhite(&green, alpha: nil)
        UIColor.blue.getWhite(&blue, alpha: nil)
        XCTAssertGreaterThan(green, blue)
    }

    /// `UIColor { traits in ... }` resolves with the one (light) appearance, and
    /// `UIColor(cgColor:)` and `cgColor` round-trip.
    func testDynamicProviderAndCGColorRoundTrip() {
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
        XCTAssertEqual(dynamic, .white)
        let brand = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        XCTAssertEqual(UIColor(cgColor: brand.cgColor), brand)
        XCTAssertEqual(brand.cgColor.components, [0.2, 0.4, 0.6, 0.8], "CGColor's components: RGB, then alpha")
        XCTAssertEqual(brand.cgColor.numberOfComponents, 4)
    }
}

/// A library's palette extension, written as UIKit code writes it: it must compile.
extension UIColor {
    fileprivate convenience init(testHex hex: UInt32) {
        self.init(
            red: CGFloat(hex >> 16 & 0xFF) / 255, green: CGFloat(hex >> 8 & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
    }

    fileprivate class var testBrand: UIColor { UIColor(testHex: 0xFF5A5F) }
}

/// `UIFont` is a class too: extensions add `convenience init`s and `class func`s, and fonts
/// made alike are equal.
final class UIFontClassTests: XCTestCase {
    func testFontsMadeAlikeAreEqualAndAnExtensionsConvenienceInitDelegates() {
        XCTAssertEqual(UIColor.testBrand, UIColor(r8: 255, g8: 90, b8: 95))
        let a = UIFont.systemFont(ofSize: 15)
        let b = UIFont.systemFont(ofSize: 15)
        XCTAssertFalse(a === b)
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hashValue, b.hashValue)
        XCTAssertTrue(a.isEqual(b))
        XCTAssertNotEqual(a, .boldSystemFont(ofSize: 15))
        XCTAssertEqual(UIFont(testBodyOfSize: 12)?.fontName, "Montserrat-Regular")
        XCTAssertEqual(UIFont.testTitle().pointSize, 22)
    }

    /// `preferredFont(forTextStyle:)` at UIKit's default content size (Large), the one size
    /// here: iOS gives these sizes there, with the headline semibold and the rest regular.
    func testTextStylesGiveTheSystemFontAtTheDefaultContentSizes() {
        let expected: [(UIFont.TextStyle, Double)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in expected {
            let font = UIFont.preferredFont(forTextStyle: style)
            XCTAssertEqual(font.pointSize, size, style.rawValue)
            XCTAssertEqual(font.fontName, UIFont.systemFamilyName)
            XCTAssertEqual(font.isDrawnBold, style == .headline, style.rawValue)
        }
    }
}

extension UIFont {
    fileprivate convenience init?(testBodyOfSize size: CGFloat) {
        self.init(name: "Montserrat-Regular", size: size)
    }

    fileprivate class func testTitle() -> UIFont { .boldSystemFont(ofSize: 22) }
}
