import Foundation
import PlaygroundKit
import UIKitCompatibility
import XCTest

/// `.kern` in string measuring and drawing, as Core Text lines take it: the space after
/// each character, in every width measured and between the characters drawn. Measured with
/// the labels' estimate (no window here), which is the same with and without kern, so the
/// differences are exact.
///
/// Apple (`NSAttributedString.Key.kern`): "The value of this attribute is an NSNumber object
/// containing a floating-point value. This value specifies the number of points by which to
/// adjust kern-pair characters. Kerning prevents unwanted space from occurring between
/// specific characters and depends on the font. The value 0 means kerning is disabled. The
/// default value for this attribute is 0."
final class StringKernTests: XCTestCase {
    private static let font = UIFont.systemFont(ofSize: 10)

    /// `size(withAttributes:)` grows by the kern once per character, for `String`,
    /// `NSString` and `NSAttributedString` alike; the height stays one line's.
    func testSizeAddsTheKernAfterEachCharacter() {
        MainActor.assumeIsolated {
            let plain = "Hello".size(withAttributes: [.font: Self.font])
            let kerned = "Hello".size(withAttributes: [.font: Self.font, .kern: 3.0])
            XCTAssertEqual(kerned.width - plain.width, 15, accuracy: 0.001)
            XCTAssertEqual(kerned.height, plain.height)
            let viaNSString = ("Hello" as NSString).size(withAttributes: [.font: Self.font, .kern: 3])
            XCTAssertEqual(viaNSString.width, kerned.width, accuracy: 0.001, "an integer kern counts the same")
            let attributed = NSAttributedString(string: "Hello", attributes: [.font: Self.font, .kern: 3.0])
            XCTAssertEqual(attributed.size().width, kerned.width, accuracy: 0.001)
            let negative = "Hello".size(withAttributes: [.font: Self.font, .kern: -1.0])
            XCTAssertEqual(plain.width - negative.width, 5, accuracy: 0.001)
        }
    }

    /// `boundingRect(with:options:attributes:context:)` wraps by the kerned widths: text
    /// that fits one line unkerned takes two when kerned.
    func testBoundingRectWrapsByTheKernedWidth() {
        MainActor.assumeIsolated {
            let text = "aaaa bbbb"
            let plain = text.size(withAttributes: [.font: Self.font])
            let box = CGSize(width: plain.width, height: 1000)
            let one = text.boundingRect(
                with: box, options: .usesLineFragmentOrigin, attributes: [.font: Self.font], context: nil)
            let two = NSAttributedString(string: text, attributes: [.font: Self.font, .kern: 2.0])
                .boundingRect(with: box, options: .usesLineFragmentOrigin, context: nil)
            XCTAssertEqual(two.height, 2 * one.height, accuracy: 0.001)
            // Each line is "aaaa" or "bbbb": four characters and four kerns.
            let word = "aaaa".size(withAttributes: [.font: Self.font]).width
            XCTAssertEqual(two.width, word + 8, accuracy: 0.001)
        }
    }

    /// `draw(at:withAttributes:)` draws a kerned string character by character, each
    /// character's box starting where the characters before it and their kerns end.
    func testDrawingPlacesEachCharacterPastTheKern() {
        MainActor.assumeIsolated {
            final class Kerned: UIView {
                override func draw(_ rect: CGRect) {
                    "abc".draw(
                        at: CGPoint(x: 5, y: 7),
                        withAttributes: [
                            .font: UIFont.systemFont(ofSize: 10), .kern: 4.0, .foregroundColor: UIColor.red,
                        ])
                }
            }
            let node = Kerned(frame: CGRect(x: 0, y: 0, width: 100, height: 40)).makeLayer()
            let drawn = node.sublayers.compactMap { layer -> (String, Double, Double)? in
                guard case .text(let text) = layer.content else { return nil }
                XCTAssertEqual(text.color, .red)
                return (text.string, layer.transform.tx, layer.transform.ty)
            }
            XCTAssertEqual(drawn.map(\.0), ["a", "b", "c"])
            for (index, (_, x, y)) in drawn.enumerated() {
                let before = String("abc".prefix(index)).size(withAttributes: [.font: Self.font]).width
                XCTAssertEqual(x, 5 + before + 4 * Double(index), accuracy: 0.001, "character \(index)")
                XCTAssertEqual(y, 7)
            }
        }
    }
}
