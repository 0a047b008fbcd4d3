import Foundation
import XCTest

/// PlaygroundKit keeps the shape its architecture page describes: folders only at its top,
/// a session that is a composition, backends asked rather than type-tested, and one input
/// route (no engine callbacks, no key decided by the run loop).
final class PlaygroundKitShapeTests: XCTestCase {
    static let kit = LayeringTests.packageRoot.appendingPathComponent("Sources/PlaygroundKit")

    /// Each `Sources/PlaygroundKit` file (relative path) with its text.
    static func files() throws -> [(path: String, text: String)] {
        let walker = try XCTUnwrap(FileManager.default.enumerator(atPath: kit.path))
        var found: [(String, String)] = []
        for case let relative as String in walker where relative.hasSuffix(".swift") {
            found.append((relative, try String(contentsOf: kit.appendingPathComponent(relative), encoding: .utf8)))
        }
        return found.sorted { $0.0 < $1.0 }
    }

    /// What breaks the shape in `files` (relative path, text).
    static func problems(in files: [(path: String, text: String)]) -> [String] {
        var problems: [String] = []
        for (path, text) in files {
            if !path.contains("/") { problems.append("\(path): a loose file at PlaygroundKit's top level") }
            if path == "Session/PlaygroundSession.swift" {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
                if lines > 200 {
                    problems.append("\(path): \(lines) lines; the session is a composition (200 at most)")
                }
            }
            if path != "RunLoop/LiveWindow.swift", text.contains("X11Window") {
                problems.append("\(path): names X11Window outside the backend's creation")
            }
            for test in ["is HeadlessHost", "is SharingBackend", "as? X11Window", "is X11Window"]
            where text.contains(test) {
                problems.append("\(path): tests a backend's type (\(test)); ask the WindowBackend instead")
            }
            if path.hasPrefix("RunLoop/FrameLoop"), text.contains("case .key(\"") {
                problems.append("\(path): the run loop decides a key")
            }
        }
        return problems
    }

    func testPlaygroundKitKeepsItsShape() throws {
        let files = try Self.files()
        XCTAssertGreaterThan(files.count, 40, "PlaygroundKit's files were not found")
        XCTAssertEqual(Self.problems(in: files), [])
    }

    func testEachBreakIsCaught() {
        let session = String(repeating: "let x = 1\n", count: 201)
        XCTAssertEqual(
            Self.problems(in: [
                ("Loose.swift", ""),
                ("Session/PlaygroundSession.swift", session),
                ("RunLoop/PlaygroundRun.swift", "let w = try X11Window(title: t)"),
                ("RunLoop/FrameLoop.swift", "if backend is HeadlessHost {}\nswitch e { case .key(\"q\"): break }"),
            ]),
            [
                "Loose.swift: a loose file at PlaygroundKit's top level",
                "Session/PlaygroundSession.swift: 201 lines; the session is a composition (200 at most)",
                "RunLoop/PlaygroundRun.swift: names X11Window outside the backend's creation",
                "RunLoop/FrameLoop.swift: tests a backend's type (is HeadlessHost); ask the WindowBackend instead",
                "RunLoop/FrameLoop.swift: the run loop decides a key",
            ])
    }
}
