import Foundation
import PlaygroundKit
import XCTest

/// The version is written in one place, `PlaygroundVersion.current` (what `--version`
/// prints), and CHANGELOG.md's newest release heading and the release tag follow it.
final class VersionTests: XCTestCase {
    /// The newest `## X.Y.Z` heading of CHANGELOG.md is the version the code reports, so a
    /// release never ships a changelog that describes another version.
    func testTheChangelogsNewestReleaseIsTheVersionTheCodeReports() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let headings = changelog.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { $0.dropFirst(3) }
        let newest = try XCTUnwrap(
            headings.first { $0.range(of: #"^\d+\.\d+\.\d+$"#, options: .regularExpression) != nil },
            "no release heading in CHANGELOG.md")
        XCTAssertEqual(String(newest), PlaygroundVersion.current)
        XCTAssertNotNil(PlaygroundVersion.current.range(of: #"^\d+\.\d+\.\d+$"#, options: .regularExpression))
    }

    /// `playground-x11 --version` prints exactly that string (the built executable, when
    /// this test runs from the repository's own build).
    func testTheExecutablePrintsTheVersion() throws {
        let bin = URL(fileURLWithPath: CommandLine.arguments.first { $0.hasSuffix(".xctest") } ?? "")
            .deletingLastPathComponent()
        let executable = bin.appendingPathComponent("playground-x11")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: executable.path), "no playground-x11 built here")
        // popen rather than Foundation's Process, whose start-up can crash the whole run on
        // Linux (see TestSupport's ChildProcess); this target keeps to the products only.
        let pipe = try XCTUnwrap(popen("'\(executable.path)' --version", "r"))
        var text = ""
        var buffer = [CChar](repeating: 0, count: 256)
        while fgets(&buffer, Int32(buffer.count), pipe) != nil {
            text += String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        let status = pclose(pipe)
        XCTAssertEqual(status, 0)
        XCTAssertEqual(text, PlaygroundVersion.current + "\n")
    }
}
