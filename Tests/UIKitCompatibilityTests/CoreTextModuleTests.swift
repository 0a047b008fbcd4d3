// CoreText and UIKit together: what a drawing file of a UIKit library imports. The file
// compiling is half the test: the Core Text names must come through `import CoreText`
// without clashing with the same names `import UIKit` brings.
import CoreText
import UIKit
import XCTest

/// `import CoreText` brings Core Text's names on Linux, where Apple's framework is absent.
final class CoreTextModuleTests: XCTestCase {
    /// Apple, `CTFramesetterCreateWithAttributedString`: "Creates an immutable framesetter
    /// object from an attributed string." `CTFramesetterSuggestFrameSizeWithConstraints`:
    /// "Determines the frame size needed for a string range." A framesetter made through
    /// this module measures its string: a longer string needs a wider frame, and a
    /// constraint half as wide wraps it onto more lines, never wider than the constraint.
    func testFramesetterFromCoreTextMeasuresTheString() {
        MainActor.assumeIsolated {
            let font = UIFont.systemFont(ofSize: 17)
            let short = NSAttributedString(string: "Tap", attributes: [.font: font])
            let long = NSAttributedString(string: "Tap here to continue", attributes: [.font: font])
            let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
            @MainActor func size(_ string: NSAttributedString, _ constraint: CGSize) -> CGSize {
                let setter = CTFramesetterCreateWithAttributedString(string)
                return CTFramesetterSuggestFrameSizeWithConstraints(
                    setter, CFRangeMake(0, string.length), nil, constraint, nil)
            }
            let shortSize = size(short, unbounded)
            let longSize = size(long, unbounded)
            XCTAssertGreaterThan(shortSize.width, 0)
            XCTAssertGreaterThan(longSize.width, shortSize.width * 2)
            let wrapped = size(long, CGSize(width: longSize.width / 2, height: .greatestFiniteMagnitude))
            XCTAssertLessThanOrEqual(wrapped.width, longSize.width / 2)
            XCTAssertGreaterThan(wrapped.height, longSize.height, "a narrow frame wraps to more lines")
        }
    }
}
