import Foundation
import XCTest

/// `playground-x11` is a thin client of `PlaygroundKit`: the built-in demo list and one call.
/// Anything more would be logic a user's own package could not reach (the way
/// `swift-format`'s executable holds nothing its library lacks).
final class ThinClientTests: XCTestCase {
    /// The most code lines (not blank, not comments) the executable's sources may hold.
    static let lineBudget = 40

    func testTheExecutableIsAThinClientOfPlaygroundKit() throws {
        let folder = LayeringTests.packageRoot.appendingPathComponent("Sources/playground-x11")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        XCTAssertFalse(files.isEmpty, "no sources in \(folder.path)")
        let sources = try files.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        XCTAssertEqual(Self.problems(in: sources), [])
    }

    func testAFatExecutableIsCaught() {
        let fat =
            "import PlaygroundKit\nimport Platform\n" + (0..<50).map { "let x\($0) = \($0)" }.joined(separator: "\n")
        XCTAssertEqual(
            Self.problems(in: [fat]),
            [
                "playground-x11 imports Platform; it may import only PlaygroundKit, DemoKit and Demos",
                "playground-x11 has 52 code lines; a thin client keeps to \(Self.lineBudget)",
            ])
    }

    /// What keeps `sources` (the executable's files) from being a thin client.
    static func problems(in sources: [String]) -> [String] {
        let allowed: Set<String> = ["PlaygroundKit", "DemoKit", "Demos"]
        var problems: [String] = []
        var codeLines = 0
        for source in sources {
            for raw in source.split(separator: "\n") {
                let line = raw.trimmingCharacters(in: .whitespaces)
                if line.isEmpty || line.hasPrefix("//") { continue }
                codeLines += 1
                if let module = SourceImports.importedModule(in: line), !allowed.contains(module) {
                    problems.append(
                        "playground-x11 imports \(module); it may import only PlaygroundKit, DemoKit and Demos")
                }
            }
        }
        if codeLines > lineBudget {
            problems.append("playground-x11 has \(codeLines) code lines; a thin client keeps to \(lineBudget)")
        }
        return problems
    }
}
