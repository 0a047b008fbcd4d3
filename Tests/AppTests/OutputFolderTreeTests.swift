import Foundation
import Platform
import XCTest

/// `HeadlessHost.prepareFolder(_:inside:)`: the folder a user named may be made (never its
/// missing parent), and the tree the tool names itself inside it (a snapshot reference's
/// `__Snapshots__/Target/File`) is made level by level.
final class OutputFolderTreeTests: XCTestCase {
    private func scratch() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tree-\(UUID().uuidString)").path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    private func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    func testTheToolsOwnTreeIsMadeInsideTheNamedFolder() throws {
        let base = scratch()
        try HeadlessHost.prepareFolder(base + "/__Snapshots__/Target/File", inside: base)
        XCTAssertTrue(isFolder(base + "/__Snapshots__/Target/File"))
        // Again: everything exists, nothing to do.
        try HeadlessHost.prepareFolder(base + "/__Snapshots__/Target/File", inside: base + "/")
    }

    func testAMissingParentOfTheNamedFolderIsOneLineAndNothingIsMade() {
        let root = scratch()
        XCTAssertThrowsError(try HeadlessHost.prepareFolder(root + "/named/a/b", inside: root + "/named")) { error in
            XCTAssertEqual(
                "\(error)", "cannot create folder \(root)/named: its parent folder \(root) does not exist")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: root))
    }

    /// /proc exists but refuses a new folder with ENOENT: the line must not claim that the
    /// folder which is plainly there is missing.
    func testAParentThatTakesNoFoldersIsNotCalledMissing() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/proc/self"), "needs Linux's /proc")
        XCTAssertThrowsError(try HeadlessHost.prepareFolder("/proc/playground-frames")) { error in
            XCTAssertEqual(
                "\(error)",
                "cannot create folder /proc/playground-frames: /proc does not take new folders (No such file or directory)"
            )
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/proc/playground-frames"))
    }

    func testAFileInTheTreeStopsIt() throws {
        let base = scratch()
        try HeadlessHost.prepareFolder(base)
        XCTAssertTrue(FileManager.default.createFile(atPath: base + "/__Snapshots__", contents: Data()))
        XCTAssertThrowsError(try HeadlessHost.prepareFolder(base + "/__Snapshots__/T", inside: base)) { error in
            XCTAssertEqual("\(error)", "cannot create folder \(base)/__Snapshots__: a file of that name exists")
        }
    }

    func testAPathOutsideTheNamedFolderIsPreparedAlone() {
        let root = scratch()
        XCTAssertThrowsError(try HeadlessHost.prepareFolder(root + "/x/y", inside: "/nonexistent-base")) { error in
            XCTAssertTrue("\(error)".contains("its parent folder \(root)/x does not exist"), "\(error)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/nonexistent-base"))
    }
}
