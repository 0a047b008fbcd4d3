import XCTest

@testable import Engine

/// The text and caret a text view edits, against a plain array of characters as the
/// reference, over random key sequences: every insertion, deletion and move lands where
/// the reference says, and each replaced range, in UTF-16 units, is the reference's.
final class EditableTextTests: XCTestCase {
    func testRandomEditsMatchAnArrayOfCharacters() {
        var rng = SystemRandomNumberGenerator()
        let pieces: [Character] = ["a", "b", " ", "é", "😀", "中", "\n"]
        for _ in 0..<200 {
            var text = EditableText()
            var model: [Character] = []
            var caret = 0
            for _ in 0..<60 {
                let roll = Int.random(in: 0..<6, using: &rng)
                switch roll {
                case 0, 1:
                    let c = pieces.randomElement(using: &rng)!
                    let range = text.replacedRange(for: .insert(String(c)))!
                    XCTAssertEqual(range, caret..<caret)
                    text.replace(range, with: String(c))
                    model.insert(c, at: caret)
                    caret += 1
                case 2:
                    if let range = text.replacedRange(for: .deleteBackward) {
                        let utf16 = text.utf16Range(range)
                        XCTAssertEqual(utf16.count, model[caret - 1].utf16.count)
                        XCTAssertEqual(utf16.lowerBound, String(model[..<(caret - 1)]).utf16.count)
                        text.replace(range, with: "")
                        model.remove(at: caret - 1)
                        caret -= 1
                    } else {
                        XCTAssertEqual(caret, 0)
                    }
                case 3:
                    text.move(.moveLeft, multiline: false)
                    caret = max(0, caret - 1)
                case 4:
                    text.move(.moveRight, multiline: false)
                    caret = min(model.count, caret + 1)
                default:
                    text.move(.moveToLineStart, multiline: true)
                    while caret > 0, model[caret - 1] != "\n" { caret -= 1 }
                }
                XCTAssertEqual(Array(text.text), model)
                XCTAssertEqual(text.caret, caret)
            }
        }
    }

    /// Up and Down keep the column where the next line is long enough, else stop at its end.
    func testUpAndDownKeepTheColumnInAMultilineText() {
        var text = EditableText()
        text.text = "abcdef\nab\nabcd"
        text.caret = 5
        text.move(.moveDown, multiline: true)
        XCTAssertEqual(text.caret, 9, "column 5 of a two-character line: its end")
        text.move(.moveDown, multiline: true)
        XCTAssertEqual(text.caret, 12)
        text.move(.moveUp, multiline: true)
        XCTAssertEqual(text.caret, 9)
        text.move(.moveUp, multiline: true)
        XCTAssertEqual(text.caret, 2)
        text.move(.moveUp, multiline: true)
        XCTAssertEqual(text.caret, 0)
    }
}
