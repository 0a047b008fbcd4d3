import Foundation
import UIKitCompatibility
import XCTest

/// Apple, `CTFramesetterSuggestFrameSizeWithConstraints(_:_:_:_:_:)`: "Determines the frame
/// size needed for a string range." `stringRange`: "If the length portion of the range is set
/// to 0, then the framesetter continues to add lines until it runs out of text or space."
final class CoreTextFramesetterTests: XCTestCase {
    private static let words = ["swipe", "to", "dismiss", "the", "message", "banner", "above", "a", "sheet"]

    /// Unconstrained in height, the suggested size is the size the text lays out to at that
    /// width (as a label measures it), the whole range fits, and the width stays within the
    /// constraint. Checked on random strings and widths.
    func testTheSuggestedSizeIsTheLaidOutSizeAndTheWholeRangeFits() {
        MainActor.assumeIsolated {
            var rng = SystemRandomNumberGenerator()
            for _ in 0..<30 {
                let text = (0..<Int.random(in: 1...30, using: &rng)).map { _ in Self.words.randomElement(using: &rng)! }
                    .joined(separator: " ")
                let string = NSAttributedString(
                    string: text,
                    attributes: [.font: UIFont.systemFont(ofSize: Double.random(in: 10...24, using: &rng))])
                let width = Double.random(in: 60...400, using: &rng)
                let constraints = CGSize(width: width, height: .greatestFiniteMagnitude)
                var fit = CFRange()
                let size = CTFramesetterSuggestFrameSizeWithConstraints(
                    CTFramesetterCreateWithAttributedString(string), CFRange(), nil, constraints, &fit)
                let laidOut = string.boundingRect(with: constraints, options: .usesLineFragmentOrigin, context: nil)
                XCTAssertEqual(size, laidOut.size)
                XCTAssertEqual(fit, CFRange(location: 0, length: string.length))
            }
        }
    }

    /// A height that cannot hold every line gets the lines that fit: the size is within the
    /// height, the fitted range is a shorter start of the string, and one unit more would
    /// not fit.
    func testAShortHeightFitsTheLinesThatFit() {
        MainActor.assumeIsolated {
            let text = Array(repeating: "the message banner above a sheet", count: 8).joined(separator: " ")
            let string = NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 17)])
            let framesetter = CTFramesetterCreateWithAttributedString(string)
            let full = string.boundingRect(
                with: CGSize(width: 200, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                context: nil)
            for share in [0.2, 0.5, 0.8] {
                let constraints = CGSize(width: 200, height: full.height * share)
                var fit = CFRange()
                let size = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRange(), nil, constraints, &fit)
                XCTAssertLessThanOrEqual(size.height, constraints.height)
                XCTAssertGreaterThan(fit.length, 0)
                XCTAssertLessThan(fit.length, string.length)
                let oneMore = string.attributedSubstring(from: NSRange(location: 0, length: fit.length + 1))
                    .boundingRect(with: constraints, options: .usesLineFragmentOrigin, context: nil)
                XCTAssertGreaterThan(oneMore.height, constraints.height)
            }
        }
    }

    /// A range with a length measures only that part of the string.
    func testARangeMeasuresItsPartOnly() {
        MainActor.assumeIsolated {
            let string = NSAttributedString(
                string: "short\nand a much longer second line", attributes: [.font: UIFont.systemFont(ofSize: 15)])
            let constraints = CGSize(width: 1000, height: .greatestFiniteMagnitude)
            var fit = CFRange()
            let size = CTFramesetterSuggestFrameSizeWithConstraints(
                CTFramesetterCreateWithAttributedString(string), CFRange(location: 0, length: 5), nil, constraints,
                &fit)
            XCTAssertEqual(fit, CFRange(location: 0, length: 5))
            XCTAssertEqual(
                size, NSAttributedString(string: "short", attributes: [.font: UIFont.systemFont(ofSize: 15)]).size())
        }
    }
}
