import Foundation
import UIKitCompatibility
import XCTest

/// Fonts built from text styles, and text measured through `NSString`.
///
/// Apple (`UIFontMetrics.scaledFont(for:)`): "Returns a version of the specified font that
/// adopts the current font metrics", scaled for the content size category; at the default
/// category, the only one here, that is the font itself. (`scaledFont(for:maximumPointSize:)`)
/// caps the scaled size. (`preferredFontDescriptor(withTextStyle:)`): "Returns a font
/// descriptor containing the default attributes for the specified text style."
final class FontMetricsTests: XCTestCase {
    func testMetricsScaleFromTheDefaultContentSize() {
        for style in [UIFont.TextStyle.body, .headline, .caption1, .largeTitle] {
            let font = UIFont.systemFont(ofSize: 20, weight: .semibold)
            let metrics = UIFontMetrics(forTextStyle: style)
            XCTAssertEqual(metrics.scaledFont(for: font), font)
            XCTAssertEqual(metrics.scaledFont(for: font, maximumPointSize: 16).pointSize, 16)
            XCTAssertEqual(metrics.scaledFont(for: font, maximumPointSize: 0).pointSize, 20)
            XCTAssertEqual(metrics.scaledValue(for: 11), 11)
            XCTAssertEqual(
                UIFontDescriptor.preferredFontDescriptor(withTextStyle: style).pointSize,
                UIFont.preferredFont(forTextStyle: style).pointSize)
        }
        XCTAssertEqual(UIFontMetrics.default.textStyle, .body)
    }

    /// An `NSString` measures as the same Swift string does (10-point text with no window:
    /// 5.5 points a character, 12-point lines).
    func testNSStringMeasuresAsAString() {
        MainActor.assumeIsolated {
            let attributes = [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 10)]
            let size = CGSize(width: 50, height: .infinity)
            let text = "aaaa bbbb cccc"
            XCTAssertEqual(
                NSString(string: text).boundingRect(
                    with: size, options: .usesLineFragmentOrigin, attributes: attributes, context: nil),
                text.boundingRect(with: size, options: .usesLineFragmentOrigin, attributes: attributes, context: nil))
            XCTAssertEqual((text as NSString).size(withAttributes: attributes), CGSize(width: 14 * 5.5, height: 12))
            XCTAssertEqual(UIColor.separator.rgba.alpha, 0.29, accuracy: 1e-9)
        }
    }
}
