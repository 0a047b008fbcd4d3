import Geometry
import LayerTree
import XCTest

@testable import Engine

/// A multi-line `UILabel`: `numberOfLines`, `lineBreakMode` and the sizes that follow.
///
/// Apple's `numberOfLines`: "The default value for this property is `1`. To remove any
/// maximum limit, and use as many lines as needed, set the value of this property to `0`.
/// If you constrain your text using this property, the label truncates any text that
/// doesn't fit within the maximum number of lines and inside the bounding rectangle."
///
/// With no window and no measurer, a label estimates 0.55 em per character and 1.2 em of
/// line height: at 10 points, 5.5 points a character and 12 a line, so every width below
/// is hand-countable.
final class LabelLinesTests: XCTestCase {
    @MainActor private static func label(_ text: String, width: Double, lines: Int) -> Label {
        let label = Label(text: text, frame: Rect(x: 0, y: 0, width: width, height: 100))
        label.fontSize = 10
        label.numberOfLines = lines
        return label
    }

    @MainActor private static func drawn(_ label: Label) -> [String] {
        guard case .text(let text) = label.makeLayer().content else { return [] }
        return text.string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    func testOneLineIsTheDefaultAndNeverBreaks() {
        MainActor.assumeIsolated {
            let label = Label(text: "aaa bbb ccc", frame: Rect(x: 0, y: 0, width: 20, height: 20))
            XCTAssertEqual(label.numberOfLines, 1)
            XCTAssertEqual(label.lineBreakMode, .byTruncatingTail)
            XCTAssertEqual(Self.drawn(label), ["aaa bbb ccc"])
        }
    }

    func testZeroLinesBreaksAtSpacesToTheBoundsWidth() {
        MainActor.assumeIsolated {
            // "aaa bbb" is 7 characters, 38.5 points: it fits 40; adding " ccc" does not.
            let label = Self.label("aaa bbb ccc ddd eee", width: 40, lines: 0)
            XCTAssertEqual(Self.drawn(label), ["aaa bbb", "ccc ddd", "eee"])
            XCTAssertEqual(label.intrinsicContentSize, Size(width: 38.5, height: 36))
        }
    }

    func testALimitTruncatesTheLastLineWithAnEllipsis() {
        MainActor.assumeIsolated {
            let label = Self.label("aaa bbb ccc ddd eee", width: 40, lines: 2)
            let lines = Self.drawn(label)
            XCTAssertEqual(lines.count, 2)
            XCTAssertEqual(lines[0], "aaa bbb")
            XCTAssertTrue(lines[1].hasSuffix("…"), "left-over text is marked: \(lines[1])")
            XCTAssertLessThanOrEqual(Double(lines[1].count) * 5.5, 40, "the truncated line still fits")
            label.lineBreakMode = .byWordWrapping
            XCTAssertEqual(Self.drawn(label), ["aaa bbb", "ccc ddd"], "word wrapping cuts without a mark")
        }
    }

    func testNewlinesBreakAndLongWordsBreakBetweenCharacters() {
        MainActor.assumeIsolated {
            let label = Self.label("ab\ncdefghijkl", width: 22, lines: 0)
            // 22 points hold four characters.
            XCTAssertEqual(Self.drawn(label), ["ab", "cdef", "ghij", "kl"])
            label.lineBreakMode = .byCharWrapping
            label.text = "ab cdefg"
            XCTAssertEqual(Self.drawn(label), ["ab c", "defg"])
        }
    }

    func testSizeThatFitsBreaksAtTheOfferedWidth() {
        MainActor.assumeIsolated {
            let label = Self.label("aaa bbb ccc", width: 200, lines: 0)
            XCTAssertEqual(label.sizeThatFits(Size(width: 25, height: 0)), Size(width: 16.5, height: 36))
            let unlimited = label.sizeThatFits(Size(width: 0, height: 0))
            XCTAssertEqual(unlimited.width, 60.5, accuracy: 1e-9, "0: no limit, one line")
            XCTAssertEqual(unlimited.height, 12)
            label.numberOfLines = 2
            XCTAssertEqual(label.sizeThatFits(Size(width: 25, height: 0)).height, 24, "at most two lines")
        }
    }

    func testPreferredMaxLayoutWidthSetsTheIntrinsicWidth() {
        MainActor.assumeIsolated {
            let label = Self.label("aaa bbb ccc", width: 0, lines: 0)
            XCTAssertEqual(label.intrinsicContentSize.height, 12, "no width yet: one line")
            label.preferredMaxLayoutWidth = 40
            XCTAssertEqual(label.intrinsicContentSize, Size(width: 38.5, height: 24))
        }
    }

    func testAWidthChangeAsksForANewIntrinsicSize() {
        MainActor.assumeIsolated {
            let label = Self.label("aaa bbb ccc", width: 40, lines: 0)
            XCTAssertEqual(label.intrinsicContentSize.height, 24)
            label.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
            label.layoutIfNeeded()
            XCTAssertEqual(label.intrinsicContentSize.height, 12, "the wider label needs one line")
        }
    }
}
