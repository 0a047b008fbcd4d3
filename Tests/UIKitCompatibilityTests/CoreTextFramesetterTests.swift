import UIKitCompatibility
import XCTest

/// Core Text's framesetter measurement, as banner libraries (wxxsw/GSMessages) size
/// their text with it.
final class CoreTextFramesetterTests: XCTestCase {
    /// Apple, `CTFramesetterSuggestFrameSizeWithConstraints`: "Determines the frame size
    /// needed for a string range." and, of `stringRange`, "If the length portion of the range
    /// is set to 0, then the framesetter continues to add lines until it runs out of text or
    /// space." On random strings and widths: the size of the text broken to the width, never
    /// beyond the constraints, and the range measured reported back.
    func testTheSuggestedSizeIsTheWrappedTextsWithinTheConstraints() {
        MainActor.assumeIsolated {
            var random = SystemRandomNumberGenerator()
            let words = ["banner", "a", "message", "that", "wraps", "over", "several", "lines", "here"]
            for _ in 0..<100 {
                let text = (0..<Int.random(in: 1...30, using: &random)).map { _ in words.randomElement()! }
                    .joined(separator: " ")
                let font = UIFont.systemFont(ofSize: .random(in: 10...24, using: &random))
                let string = NSAttributedString(string: text, attributes: [.font: font])
                let width = Double.random(in: 40...400, using: &random)
                let height = Double.random(in: 10...400, using: &random)
                let framesetter = CTFramesetterCreateWithAttributedString(string)
                var fit = CFRange(location: 9, length: 9)
                let size = CTFramesetterSuggestFrameSizeWithConstraints(
                    framesetter, CFRange(), nil, CGSize(width: width, height: height), &fit)
                let wrapped = string.boundingRect(
                    with: CGSize(width: width, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                    context: nil
                ).size
                XCTAssertEqual(size.width, min(wrapped.width, width), accuracy: 1e-9)
                XCTAssertEqual(size.height, min(wrapped.height, height), accuracy: 1e-9)
                XCTAssertEqual(fit, CFRange(location: 0, length: string.length), "length 0: to the end")
            }
        }
    }

    /// A range with a length measures that part of the string alone.
    func testARangeMeasuresItsPartOnly() {
        MainActor.assumeIsolated {
            let string = NSAttributedString(
                string: "short and a much longer tail", attributes: [.font: UIFont.systemFont(ofSize: 17)])
            let framesetter = CTFramesetterCreateWithAttributedString(string)
            let unbounded = CGSize(width: 10_000, height: 10_000)
            let part = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRangeMake(0, 5), nil, unbounded, nil)
            let whole = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRange(), nil, unbounded, nil)
            XCTAssertEqual(
                part, NSAttributedString(string: "short", attributes: [.font: UIFont.systemFont(ofSize: 17)]).size())
            XCTAssertLessThan(part.width, whole.width)
        }
    }
}
