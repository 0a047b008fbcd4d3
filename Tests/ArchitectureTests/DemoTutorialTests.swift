import Foundation
import XCTest

/// The catalog reads as a course: every demo file opens with a tutorial comment naming the
/// UIKit concept it shows, where it comes from, and the few lines that matter.
final class DemoTutorialTests: XCTestCase {
    func testEveryDemoFileOpensWithATutorialComment() throws {
        let folder = LayeringTests.packageRoot.appendingPathComponent("Sources/Demos")
        let demos = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix("Demo.swift")
        }
        XCTAssertGreaterThanOrEqual(demos.count, 9)
        for file in demos.sorted() {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            XCTAssertEqual(Self.problems(inDemoSource: text), [], file)
        }
    }

    func testADemoWithoutItsTutorialIsCaught() {
        XCTAssertEqual(
            Self.problems(inDemoSource: "import Engine\n\npublic struct X {}"),
            ["does not open with a '// Tutorial:' comment"])
        XCTAssertEqual(
            Self.problems(inDemoSource: "// Tutorial: springs.\n// Nothing else.\nimport Engine"),
            [
                "its tutorial names no source (the original it ports or an iOS version)",
                "its tutorial shows no lines that matter",
            ])
    }

    /// What the opening comment of a demo file lacks.
    static func problems(inDemoSource source: String) -> [String] {
        let header = source.split(separator: "\n").prefix { $0.hasPrefix("//") }.joined(separator: "\n")
        guard header.hasPrefix("// Tutorial:") else { return ["does not open with a '// Tutorial:' comment"] }
        var problems: [String] = []
        if !(header.contains("original") || header.contains("iOS")) {
            problems.append("its tutorial names no source (the original it ports or an iOS version)")
        }
        if !header.contains("that matter") { problems.append("its tutorial shows no lines that matter") }
        return problems
    }
}
