import Foundation
import XCTest

/// Every piece of code an article shows is code that compiles: each ```swift block of the
/// DocC catalog must stand verbatim in `ArticleSnippets.swift`, which this target builds, or
/// in the example package `make test` builds.
final class ArticleCodeTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let catalogs = [
        root.appendingPathComponent("Sources/PlaygroundKit/PlaygroundKit.docc"),
        root.appendingPathComponent("Sources/PlaygroundTesting/PlaygroundTesting.docc"),
    ]

    func testEveryArticleCodeBlockIsCompiled() throws {
        // This target's snippets, and the example package's files (built and tested by `make test`).
        var compiled = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/DocumentationTests/ArticleSnippets.swift"),
            encoding: .utf8)
        let example = Self.root.appendingPathComponent("Examples/MyTransition")
        if let files = FileManager.default.enumerator(atPath: example.path) {
            for case let file as String in files where file.hasSuffix(".swift") && !file.hasPrefix(".build") {
                compiled += "\n" + (try String(contentsOf: example.appendingPathComponent(file), encoding: .utf8))
            }
        }
        let articles = try Self.catalogs.flatMap { catalog in
            try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".md") }.sorted()
                .map { catalog.appendingPathComponent($0) }
        }
        var blocks = 0
        for url in articles {
            let article = url.lastPathComponent
            let text = try String(contentsOf: url, encoding: .utf8)
            for block in Self.swiftBlocks(in: text) {
                blocks += 1
                XCTAssertTrue(
                    compiled.contains(block),
                    "\(article): a swift block is not in ArticleSnippets.swift or Examples/MyTransition:\n\(block)")
            }
        }
        XCTAssertGreaterThanOrEqual(blocks, 10, "the articles lost their code")
    }

    func testABlockThatIsNotCompiledIsCaught() {
        let article = "Intro\n\n```swift\nlet answer = 42\n```\n"
        XCTAssertEqual(Self.swiftBlocks(in: article), ["let answer = 42"])
        XCTAssertFalse("let answer = 41".contains(Self.swiftBlocks(in: article)[0]))
    }

    /// The bodies of the ```swift fences in `markdown`.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
                current = []
            } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }
}
