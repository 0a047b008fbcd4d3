import Foundation
import TestSupport
import XCTest

/// `make docs` works and its articles' links resolve: the catalog is converted by the
/// toolchain's `docc` with warnings as errors, from the modules this test run just built.
final class DocumentationBuildTests: XCTestCase {
    func testTheDocumentationSiteBuildsWithoutWarnings() throws {
        // The test bundle sits in the build's bin folder, beside `Modules/`.
        let bundle = URL(fileURLWithPath: Bundle.main.bundlePath)
        var bin = URL(fileURLWithPath: CommandLine.arguments.first { $0.hasSuffix(".xctest") } ?? bundle.path)
            .deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: bin.appendingPathComponent("Modules").path) { bin = bundle }
        let modules = bin.appendingPathComponent("Modules")
        try XCTSkipUnless(
            FileManager.default.fileExists(atPath: modules.appendingPathComponent("PlaygroundKit.swiftmodule").path),
            "no built modules at \(modules.path)")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("docs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }

        let run = try ChildProcess.run(
            "/bin/bash",
            [
                ArticleCodeTests.root.appendingPathComponent("scripts/build-docs.sh").path,
                "--modules", modules.path, output.path,
            ], timeout: 900)
        let text = run.stdout + run.stderr

        XCTAssertEqual(run.status, 0, text)
        XCTAssertFalse(text.contains("warning:"), text)
        XCTAssertFalse(text.contains("error:"), text)
        for page in [
            "playgroundkit", "playgroundkit/gettingstarted", "playgroundkit/springs", "engine/view",
            "transitions/animatedtransitioning", "playgroundtesting", "playgroundkit/testingatransition",
            "playgroundtesting/snapshotrecordmode",
        ] {
            let json = output.appendingPathComponent("data/documentation/\(page).json")
            XCTAssertTrue(FileManager.default.fileExists(atPath: json.path), "missing page \(page)")
        }
    }
}
