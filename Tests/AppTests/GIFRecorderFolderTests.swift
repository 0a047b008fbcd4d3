import Foundation
import XCTest

@testable import PlaygroundKit

/// Where key `r` writes when no `--gif` names a file: the videos folder, never the working
/// folder (usually the checkout).
final class GIFRecorderFolderTests: XCTestCase {
    private func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("gifdir-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    func testXDGVideosFolderComesFirstAndItsPlaygroundFolderIsCreated() throws {
        let root = try scratch()
        try FileManager.default.createDirectory(atPath: root + "/v", withIntermediateDirectories: false)
        let folder = GIFRecorderTool.defaultFolder(environment: ["XDG_VIDEOS_DIR": root + "/v", "HOME": root])
        XCTAssertEqual(folder, root + "/v/Playground")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder))
    }

    /// The `Playground` folder may be made; a missing videos folder above it is not (the
    /// rule of every output folder): the next candidate is taken, and nothing is left behind.
    func testAMissingVideosFolderIsNeverCreated() throws {
        let root = try scratch()
        let environment = ["XDG_VIDEOS_DIR": root + "/v", "HOME": root, "TMPDIR": "/tmp"]
        XCTAssertEqual(GIFRecorderTool.defaultFolder(environment: environment), "/tmp")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root), [], "a videos folder was created")
        try FileManager.default.createDirectory(atPath: root + "/Videos", withIntermediateDirectories: false)
        XCTAssertEqual(GIFRecorderTool.defaultFolder(environment: environment), root + "/Videos/Playground")
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/v"))
    }

    func testHomeVideosWithoutXDG() throws {
        let root = try scratch()
        try FileManager.default.createDirectory(atPath: root + "/Videos", withIntermediateDirectories: false)
        XCTAssertEqual(GIFRecorderTool.defaultFolder(environment: ["HOME": root]), root + "/Videos/Playground")
        // A relative XDG value is no folder (the XDG rules ask for absolute paths).
        XCTAssertEqual(
            GIFRecorderTool.defaultFolder(environment: ["XDG_VIDEOS_DIR": "v", "HOME": root]),
            root + "/Videos/Playground")
    }

    func testTheTemporaryFolderWhenNoVideosFolderCanBeMade() throws {
        let root = try scratch()
        // A file where the Videos folder would go: it cannot be created.
        _ = FileManager.default.createFile(atPath: root + "/Videos", contents: Data())
        XCTAssertEqual(GIFRecorderTool.defaultFolder(environment: ["HOME": root, "TMPDIR": "/tmp/"]), "/tmp")
        XCTAssertEqual(GIFRecorderTool.defaultFolder(environment: [:]), "/tmp")
        XCTAssertNotEqual(
            GIFRecorderTool.defaultFolder(environment: [:]), FileManager.default.currentDirectoryPath)
    }

    func testARelativeGIFPathStaysRelativeToTheWorkingFolder() {
        let cwd = FileManager.default.currentDirectoryPath
        XCTAssertEqual(GIFRecorderTool.absolute("a/b.gif"), cwd + "/a/b.gif")
        XCTAssertEqual(GIFRecorderTool.absolute("/x/b.gif"), "/x/b.gif")
    }
}
