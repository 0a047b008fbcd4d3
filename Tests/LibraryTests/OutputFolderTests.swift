import Foundation
import PlaygroundKit
import PlaygroundTesting
import XCTest

/// Every output folder follows `--frames`' rule: the folder named may be made, a missing
/// parent is one line saying so, and nothing is left behind.
final class OutputFolderTests: XCTestCase {
    private var scratch: URL!
    private let white = FrameImage(width: 4, height: 2, pixels: Array(repeating: 0xFFFF_FFFF, count: 8))

    override func setUp() {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("outfolder-\(UUID().uuidString)")
        for name in ["RECORD_SNAPSHOTS", "SNAPSHOT_RECORD", "SNAPSHOT_ARTIFACTS"] { unsetenv(name) }
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: scratch)
        unsetenv("SNAPSHOT_ARTIFACTS")
    }

    private func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

    private func recording() throws -> TransitionRecording {
        var recorder = TransitionRecorder()
        recorder.images = .frames([0])
        return try recorder.record(CardDemo.self, script: "wait 0.05", seconds: 0.05)
    }

    func testWritePNGsMakesItsFolderButNeverAMissingParent() throws {
        let recording = try recording()
        let deep = scratch.appendingPathComponent("missing/frames")
        XCTAssertThrowsError(try recording.writePNGs(to: deep)) { error in
            let line = "\(error)"
            XCTAssertTrue(error is RecorderError, "\(type(of: error))")
            XCTAssertFalse(line.contains("\n"), line)
            XCTAssertTrue(line.contains("does not exist"), line)
        }
        XCTAssertFalse(exists(scratch), "a missing parent was created")

        // The folder itself, in a parent that exists, is made.
        let files = try recording.writePNGs(to: scratch)
        XCTAssertEqual(files.map(\.lastPathComponent), ["frame-00000.png"])

        // A file where the folder would be: refused, the file untouched.
        let file = scratch.appendingPathComponent("taken")
        try Data("x".utf8).write(to: file)
        XCTAssertThrowsError(try recording.writePNGs(to: file)) { error in
            XCTAssertTrue("\(error)".contains("a file of that name exists"), "\(error)")
        }
        XCTAssertEqual(try Data(contentsOf: file), Data("x".utf8))
    }

    func testASnapshotDirectoryWithAMissingParentIsRefusedInOneLine() throws {
        let refs = scratch.appendingPathComponent("missing/refs")
        var message = ""
        do {
            try TransitionSnapshot.verify(white, named: "w", directory: refs)
        } catch {
            message = "\(error)"
        }
        XCTAssertTrue(message.hasPrefix("cannot record \(refs.path)/w.png"), message)
        XCTAssertTrue(message.contains("does not exist"), message)
        XCTAssertFalse(message.contains("\n"), message)
        XCTAssertFalse(exists(scratch), "a missing parent was created")
    }

    func testArtifactsUnderAMissingFolderAreNotWrittenAndNothingIsMade() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: false)
        try white.writePNG(to: scratch.appendingPathComponent("w.png").path)
        let black = FrameImage(width: 4, height: 2, pixels: [0xFF00_0000] + white.pixels.dropFirst())
        let artifacts = scratch.appendingPathComponent("missing/artifacts")
        setenv("SNAPSHOT_ARTIFACTS", artifacts.path, 1)
        var message = ""
        do {
            try TransitionSnapshot.verify(black, named: "w", directory: scratch)
        } catch {
            message = "\(error)"
        }
        XCTAssertTrue(message.contains("1 of 8 pixels differ"), message)
        XCTAssertTrue(message.contains("could not write the failure artifacts"), message)
        XCTAssertFalse(exists(scratch.appendingPathComponent("missing")), "a missing parent was created")

        // The named folder itself may be new: it and the library's subfolder inside are made.
        setenv("SNAPSHOT_ARTIFACTS", scratch.appendingPathComponent("artifacts").path, 1)
        do {
            try TransitionSnapshot.verify(black, named: "w", directory: scratch)
        } catch {
            message = "\(error)"
        }
        XCTAssertTrue(
            exists(scratch.appendingPathComponent("artifacts/\(scratch.lastPathComponent)/w.actual.png")), message)
    }
}
