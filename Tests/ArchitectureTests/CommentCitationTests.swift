import Foundation
import XCTest

/// Comments are read by people who have only the repository: a comment that cites a
/// document they cannot open ("SPEC section 3", "issue 10", "seed 003") tells them nothing,
/// so it must say the fact itself instead.
final class CommentCitationTests: XCTestCase {
    func testNoCommentInSourcesCitesAnOutsideDocument() throws {
        let sources = LayeringTests.packageRoot.appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path)).compactMap {
            $0 as? String
        }
        let checked = files.filter { $0.hasSuffix(".swift") || $0.hasSuffix(".c") || $0.hasSuffix(".h") }
        XCTAssertGreaterThan(checked.count, 100)
        var found: [String] = []
        for file in checked.sorted() {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where Self.citation(inLine: String(line)) != nil {
                found.append("Sources/\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        XCTAssertEqual(found, [], "say the fact itself instead of citing a document outside the repository")
    }

    func testACitingCommentIsCaughtAndCodeIsNot() {
        XCTAssertEqual(Self.citation(inLine: "/// Catalog order (SPEC section 3)."), "SPEC")
        XCTAssertEqual(Self.citation(inLine: "    // kept small (issue 10)"), "issue 10")
        XCTAssertEqual(Self.citation(inLine: "// Issue 8, point 1: a drag"), "Issue 8")
        XCTAssertEqual(Self.citation(inLine: "/// The sheet (seed 004's numbers)."), "seed 004")
        XCTAssertEqual(Self.citation(inLine: "let x = 1  // Seed 000: the dimming"), "Seed 000")
        XCTAssertEqual(Self.citation(inLine: " * from SPEC 5 */"), "SPEC")
        XCTAssertNil(Self.citation(inLine: "let seed = 004  // a random generator's seed"))
        XCTAssertNil(Self.citation(inLine: "let label = \"issue 10\""))
        XCTAssertNil(Self.citation(inLine: "/// Seeded fuzzing, with specs of the settings."))
    }

    /// The citation in the comment part of `line` (after `//`, or a C block comment's
    /// `*`), or nil.
    static func citation(inLine line: String) -> String? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        let comment: Substring
        if let start = line.range(of: "//") {
            comment = line[start.upperBound...]
        } else if trimmed.hasPrefix("*") || trimmed.hasPrefix("/*") {
            comment = trimmed
        } else {
            return nil
        }
        guard
            let match = comment.range(
                of: #"\bSPEC\b|\b[Ii]ssue [0-9]+|\b[Ss]eed [0-9]+"#, options: .regularExpression)
        else { return nil }
        return String(comment[match])
    }
}
