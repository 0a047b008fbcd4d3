import Foundation
import PlaygroundKit
import PlaygroundTesting
import XCTest

/// Snapshot checks of recorded frames against reference PNGs.
final class SnapshotTests: XCTestCase {
    private var scratch: URL!

    override func setUp() {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("snap-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: scratch)
        unsetenv("RECORD_SNAPSHOTS")
    }

    /// The card half way through growing matches the committed reference
    /// (`__Snapshots__/SnapshotTests/card-half-way.png`) within the default tolerance.
    func testTheCardHalfWayMatchesItsReference() throws {
        var recorder = TransitionRecorder()
        recorder.images = .frames([14])
        let recording = try recorder.record(CardDemo.self, script: "click 200 622\nwait 0.6")
        assertTransitionSnapshot(recording.image(at: 14), named: "card-half-way")
    }

    /// A mismatch fails with the count and writes `.actual.png` and `.diff.png` beside the
    /// reference; the difference image marks exactly the changed pixels red.
    func testAMismatchWritesTheActualAndADifferenceImage() throws {
        let reference = FrameImage(width: 4, height: 2, pixels: Array(repeating: 0xFFFF_FFFF, count: 8))
        var pixels = reference.pixels
        pixels[5] = 0xFF00_0000
        let actual = FrameImage(width: 4, height: 2, pixels: pixels)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try reference.writePNG(to: scratch.appendingPathComponent("tiny.png").path)

        XCTAssertThrowsError(try TransitionSnapshot.verify(actual, named: "tiny", in: scratch)) { error in
            XCTAssertTrue("\(error)".contains("1 of 8 pixels differ"), "\(error)")
        }
        let written = try FrameImage(contentsOfPNG: scratch.appendingPathComponent("tiny.actual.png").path)
        XCTAssertEqual(written, actual)
        let diff = try FrameImage(contentsOfPNG: scratch.appendingPathComponent("tiny.diff.png").path)
        XCTAssertEqual(diff.pixels[5], 0xFFFF_0000, "the differing pixel is red")
        XCTAssertEqual(diff.pixels.filter { $0 == 0xFFFF_0000 }.count, 1)

        // Within the tolerance (one pixel of eight allowed) it passes and clears the evidence.
        try TransitionSnapshot.verify(
            actual, named: "tiny", in: scratch,
            tolerance: ReferenceTolerance(maxChannelDelta: 2, maxDifferingPixelFraction: 0.125))
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("tiny.actual.png").path))
    }

    /// A missing reference fails and says how to record it; with RECORD_SNAPSHOTS=1 it is
    /// recorded and that run still fails; the next run passes.
    func testRecordingWritesTheReferenceAndFailsThatRun() throws {
        let image = FrameImage(width: 2, height: 2, pixels: [0xFF00_7AFF, 0xFFFF_FFFF, 0, 0x8000_0000])
        XCTAssertThrowsError(try TransitionSnapshot.verify(image, named: "new", in: scratch)) { error in
            XCTAssertTrue("\(error)".contains("RECORD_SNAPSHOTS=1"), "\(error)")
        }
        setenv("RECORD_SNAPSHOTS", "1", 1)
        XCTAssertThrowsError(try TransitionSnapshot.verify(image, named: "new", in: scratch)) { error in
            XCTAssertTrue("\(error)".hasPrefix("recorded "), "\(error)")
        }
        unsetenv("RECORD_SNAPSHOTS")
        XCTAssertNoThrow(try TransitionSnapshot.verify(image, named: "new", in: scratch))
    }

    /// The default reference folder is `__Snapshots__/<test file>` beside the test file.
    func testReferencesLiveBesideTheTestFile() {
        let folder = TransitionSnapshot.defaultDirectory(for: #filePath)
        XCTAssertEqual(folder.lastPathComponent, "SnapshotTests")
        XCTAssertEqual(folder.deletingLastPathComponent().lastPathComponent, "__Snapshots__")
    }
}
