import Foundation
import XCTest

@testable import PortKit

/// The lexer gives every file back byte for byte and never mistakes a comment or a string for code.
final class LexerTests: XCTestCase {
    func testNestedBlockCommentIsOneToken() {
        let tokens = Lexer.tokenize("a /* x /* @objc */ y */ b")
        XCTAssertEqual(tokens.map(\.kind), [.identifier, .whitespace, .blockComment, .whitespace, .identifier])
        XCTAssertEqual(tokens[2].text, "/* x /* @objc */ y */")
    }

    func testInterpolationWithNestedParenthesesAndStrings() {
        let source = #"let s = "a \(f("b)", (1 + 2))) c" + x"#
        let strings = Lexer.tokenize(source).filter { $0.kind == .string }
        XCTAssertEqual(strings.map(\.text), [#""a \(f("b)", (1 + 2))) c""#])
    }

    func testRawAndMultilineStrings() {
        let source =
            "let a = #\"q \"quoted\" \\(no) \\#(yes(\")\"))\"#\nlet b = \"\"\"\n  @objc \"inner\"\n  \"\"\"\n@objc x"
        let tokens = Lexer.tokenize(source)
        XCTAssertEqual(tokens.map(\.text).joined(), source)
        let strings = tokens.filter { $0.kind == .string }.map(\.text)
        XCTAssertEqual(strings, ["#\"q \"quoted\" \\(no) \\#(yes(\")\"))\"#", "\"\"\"\n  @objc \"inner\"\n  \"\"\""])
        XCTAssertEqual(tokens.filter { $0.kind == .attribute }.map(\.text), ["@objc"])
    }

    func testRandomSourcesRoundTrip() {
        // Fragments that stress the lexer's states, joined at random: whatever they make,
        // the tokens must join back to it.
        let fragments = [
            "\"", "\"\"\"", "#", "\\(", ")", "(", "/*", "*/", "//", "\n", "\r\n", " ", "@objc", "x", "é", "`",
            "#selector(", "1.5", "\\", "'", "}", "{",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let count = Int.random(in: 0..<40, using: &generator)
            let source = (0..<count).map { _ in fragments.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(Lexer.tokenize(source).map(\.text).joined(), source)
        }
    }

    /// Every Swift file of this repository's sources (and of the fetched libraries under
    /// /tmp/src when they are there) lexes and prints back byte for byte.
    func testRealFilesRoundTrip() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var roots = [here.appendingPathComponent("Sources").path]
        if FileManager.default.fileExists(atPath: "/tmp/src") { roots.append("/tmp/src") }
        var checked = 0
        for root in roots {
            guard let enumerator = FileManager.default.enumerator(atPath: root) else { continue }
            while let relative = enumerator.nextObject() as? String {
                guard relative.hasSuffix(".swift") else { continue }
                let path = root + "/" + relative
                guard let data = FileManager.default.contents(atPath: path),
                    let text = String(data: data, encoding: .utf8)
                else { continue }
                XCTAssertEqual(Lexer.tokenize(text).map(\.text).joined(), text, path)
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 300)
    }
}
