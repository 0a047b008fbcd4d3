import Foundation
import UIKitCompatibility
import XCTest

/// `boundingRect(with:options:attributes:context:)` as toasts and banners call it to size
/// themselves.
///
/// Apple (`NSString`): "Calculates and returns the bounding rect for the receiver drawn using
/// the given options and display characteristics, within the specified rectangle"; the size
/// is "the size of the rectangle to draw in", and the attributes "apply to the entire string".
/// With no window here, text is measured by the labels' estimate: 0.55 em a character and a
/// line 1.2 em tall, rounded up (10-point text: 5.5 points a character, 12-point lines).
final class StringMeasuringTests: XCTestCase {
    /// Wrapped to a width, the text breaks at spaces so each line fits, and is as tall as
    /// its lines; a newline always breaks; a word wider than the width keeps a line of its own.
    func testLineFragmentOriginWrapsToTheWidth() {
        MainActor.assumeIsolated {
            let font = UIFont.systemFont(ofSize: 10)
            let wrapped = "aaaa bbbb cccc".boundingRect(
                with: CGSize(width: 50, height: .greatestFiniteMagnitude),
                options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [.font: font], context: nil)
            XCTAssertEqual(wrapped.width, 9 * 5.5, accuracy: 1e-9, "'aaaa bbbb' fits in 50, 'cccc' does not")
            XCTAssertEqual(wrapped.height, 24, "two lines")

            let newline = "aa\nbb".boundingRect(
                with: CGSize(width: 500, height: 500), options: .usesLineFragmentOrigin,
                attributes: [.font: font], context: nil)
            XCTAssertEqual(newline.height, 24)

            let long = "abcdefghijklmnop qq".boundingRect(
                with: CGSize(width: 20, height: 500), options: .usesLineFragmentOrigin,
                attributes: [.font: font], context: NSStringDrawingContext())
            XCTAssertEqual(long.width, 16 * 5.5, accuracy: 1e-9, "the long word is not split")
            XCTAssertEqual(long.height, 24)
        }
    }

    /// Without `.usesLineFragmentOrigin` the string is one line, whatever the width; with no
    /// font attribute it is measured in UIKit's default, the system font at 12 points.
    func testWithoutLineFragmentOriginItIsOneLine() {
        MainActor.assumeIsolated {
            let font = UIFont.systemFont(ofSize: 10)
            let one = "aaaa bbbb cccc".boundingRect(
                with: CGSize(width: 50, height: 50), attributes: [.font: font], context: nil)
            XCTAssertEqual(one.width, 14 * 5.5, accuracy: 1e-9)
            XCTAssertEqual(one.height, 12)
            let plain = "ab".boundingRect(with: CGSize(width: 50, height: 50), attributes: nil, context: nil)
            XCTAssertEqual(plain.width, 2 * 12 * 0.55, accuracy: 1e-9)
        }
    }
}
