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

    /// The lookup sorts the installed fonts once per weight and takes the first that has the
    /// character; fontconfig asked with the character in the request must give the same font
    /// and face for every character: Latin, Greek, Cyrillic, Hebrew, Arabic, Devanagari,
    /// Thai, Hangul, kana, a sample of the CJK ideographs (address-picker's place names among
    /// them), symbols and emoji, and characters no font has, in both weights.
    func testTheSortedLookupAnswersAsFontconfigAskedPerCharacter() {
        let lookup = FontconfigLookup()
        var scalars: [Unicode.Scalar] = ["A", "\u{5317}", "\u{4EAC}", "\u{5E7F}", "\u{4E1C}", "\u{10FFFD}", "\u{E000}"]
        let ranges: [(ClosedRange<UInt32>, UInt32)] = [
            (0x0370...0x03FF, 7), (0x0400...0x04FF, 11), (0x0590...0x05FF, 5), (0x0600...0x06FF, 9),
            (0x0900...0x097F, 7), (0x0E00...0x0E7F, 5), (0x3040...0x30FF, 13), (0xAC00...0xD7A3, 997),
            (0x4E00...0x9FFF, 211), (0x2190...0x27BF, 37), (0x1F300...0x1FAFF, 61),
        ]
        for (range, step) in ranges {
            scalars += stride(from: range.lowerBound, through: range.upperBound, by: Int(step)).compactMap(
                Unicode.Scalar.init)
        }
        var differing: [String] = []
        for scalar in scalars {
            for bold in [false, true] {
                let sorted = lookup.font(covering: scalar, bold: bold)
                let asked = lookup.referenceFont(covering: scalar, bold: bold)
                if sorted?.path != asked?.path || sorted?.index != asked?.index {
                    differing.append(
                        "U+\(String(scalar.value, radix: 16)) bold \(bold): \(String(describing: sorted)) against \(String(describing: asked))"
                    )
                }
            }
        }
        XCTAssertEqual(differing, [], "of \(scalars.count) characters")
    }
}
