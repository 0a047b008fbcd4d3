import XCTest

@testable import Renderer

/// A fallback lookup whose configuration was loaded on another thread answers as one that
/// loaded it on the first question: the same font file and face for every character.
final class FontconfigPreloadTests: XCTestCase {
    func testALookupLoadedAheadAnswersAsOneLoadedOnDemand() {
        let ahead = FontconfigLookup()
        ahead.loadInBackground()
        let onDemand = FontconfigLookup()
        // Latin, Chinese (address-picker's place names), an emoji, and one no font has.
        let scalars: [Unicode.Scalar] = ["A", "\u{5317}", "\u{4EAC}", "\u{1F600}", "\u{10FFFD}"]
        for scalar in scalars {
            for bold in [false, true] {
                let a = ahead.font(covering: scalar, bold: bold)
                let b = onDemand.font(covering: scalar, bold: bold)
                XCTAssertEqual(a?.path, b?.path, "U+\(String(scalar.value, radix: 16)) bold \(bold)")
                XCTAssertEqual(a?.index, b?.index, "U+\(String(scalar.value, radix: 16)) bold \(bold)")
            }
        }
    }
}
