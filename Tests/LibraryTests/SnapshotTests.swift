import Foundation
import PlaygroundKit
import PlaygroundTesting
import XCTest

/// Snapshot checks of recorded frames and traces against references: naming, where files
/// go, and each record mode's rule.
final class SnapshotTests: XCTestCase {
    private var scratch: URL!
    private let white = FrameImage(width: 4, height: 2, pixels: Array(repeating: 0xFFFF_FFFF, count: 8))
    private var oneBlack: FrameImage {
        var pixels = white.pixels
        pixels[5] = 0xFF00_0000
        return FrameImage(width: 4, height: 2, pixels: pixels)
    }

    override func setUp() {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("snap-\(UUID().uuidString)")
        for name in ["RECORD_SNAPSHOTS", "SNAPSHOT_RECORD", "SNAPSHOT_ARTIFACTS"] { unsetenv(name) }
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: scratch)
        for name in ["RECORD_SNAPSHOTS", "SNAPSHOT_RECORD", "SNAPSHOT_ARTIFACTS"] { unsetenv(name) }
    }

    private var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    private func failure(_ body: () throws -> Void) -> String {
        do {
            try body()
        } catch {
            return "\(error)"
        }
        return ""
    }

    private func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

    /// The card half way through growing matches the committed reference
    /// (`Tests/__Snapshots__/LibraryTests/SnapshotTests/card-half-way.png`) within the default tolerance.
    func testTheCardHalfWayMatchesItsReference() throws {
        var recorder = TransitionRecorder()
        recorder.images = .frames([14])
        let recording = try recorder.record(CardDemo.self, script: "click 200 622\nwait 0.6")
        assertTransitionSnapshot(recording.image(at: 14), named: "card-half-way")
    }

    /// With no name the reference is named after the test function and a counter
    /// (`testTheGrownCardMatchesWithNoNameGiven.1.png`): its first run recorded it and failed
    /// once, saying where; from then on it passes.
    func testTheGrownCardMatchesWithNoNameGiven() throws {
        var recorder = TransitionRecorder()
        recorder.images = .frames([24])
        let recording = try recorder.record(CardDemo.self, script: "click 200 622\nwait 0.6")
        assertTransitionSnapshot(recording.image(at: 24))
        XCTAssertTrue(
            exists(
                repository.appendingPathComponent(
                    "Tests/__Snapshots__/LibraryTests/SnapshotTests/testTheGrownCardMatchesWithNoNameGiven.1.png")))
    }

    /// References live under the package's `Tests/__Snapshots__/<target>/<test file>/`,
    /// outside the target's own folder, so SwiftPM sees no unhandled files and needs no `exclude:`.
    func testReferencesLiveUnderTestsSnapshotsOutsideTheTarget() {
        XCTAssertEqual(
            SnapshotLocation.referenceDirectory(for: #filePath).path,
            repository.appendingPathComponent("Tests/__Snapshots__/LibraryTests/SnapshotTests").path)
    }

    /// A missing reference (record mode `.missing`, the default) is written and the check
    /// fails once, naming the file; the same check then passes. Unnamed checks in one test
    /// are `<test>.1`, `<test>.2`.
    func testAMissingReferenceIsRecordedUnderTheTestsNameAndFailsOnce() throws {
        let first = failure { try TransitionSnapshot.verify(white, directory: scratch) }
        let recorded = scratch.appendingPathComponent(
            "testAMissingReferenceIsRecordedUnderTheTestsNameAndFailsOnce.1.png")
        XCTAssertTrue(first.contains("recorded it now"), first)
        XCTAssertTrue(first.contains(recorded.path), first)
        XCTAssertEqual(try FrameImage(contentsOfPNG: recorded.path), white)
        let second = failure { try TransitionSnapshot.verify(oneBlack, directory: scratch) }
        XCTAssertTrue(
            exists(
                scratch.appendingPathComponent("testAMissingReferenceIsRecordedUnderTheTestsNameAndFailsOnce.2.png")),
            second)
        // The next run's first check, by the name this run gave it, passes.
        XCTAssertNoThrow(
            try TransitionSnapshot.verify(
                white, named: "testAMissingReferenceIsRecordedUnderTheTestsNameAndFailsOnce.1", directory: scratch))
    }

    /// A mismatch fails with the count, and writes the actual image, the difference (the
    /// changed pixel red) and reference | actual | difference side by side, under the
    /// folder the scope names, never beside the reference; their paths are in the message.
    /// Within the tolerance it passes and clears them.
    func testAMismatchWritesItsArtifactsOutsideTheSourceTree() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try white.writePNG(to: scratch.appendingPathComponent("tiny.png").path)
        let artifacts = scratch.appendingPathComponent("artifacts")
        let message = withSnapshotTesting(artifactsDirectory: artifacts) {
            failure { try TransitionSnapshot.verify(oneBlack, named: "tiny", directory: scratch) }
        }
        XCTAssertTrue(message.contains("1 of 8 pixels differ"), message)
        // The reference folder's last component names the artifacts' subfolder.
        let folder = artifacts.appendingPathComponent(scratch.lastPathComponent)
        for suffix in ["actual", "diff", "side-by-side"] {
            let url = folder.appendingPathComponent("tiny.\(suffix).png")
            XCTAssertTrue(exists(url), "no \(url.path)")
            XCTAssertTrue(message.contains(url.path), message)
        }
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted(), ["artifacts", "tiny.png"])
        XCTAssertEqual(try FrameImage(contentsOfPNG: folder.appendingPathComponent("tiny.actual.png").path), oneBlack)
        let diff = try FrameImage(contentsOfPNG: folder.appendingPathComponent("tiny.diff.png").path)
        XCTAssertEqual(
            diff.pixels.indices.filter { diff.pixels[$0] == 0xFFFF_0000 }, [5], "only the changed pixel is red")
        let sideBySide = try FrameImage(contentsOfPNG: folder.appendingPathComponent("tiny.side-by-side.png").path)
        XCTAssertEqual([sideBySide.width, sideBySide.height], [3 * 4 + 2 * 8, 2])
        XCTAssertEqual(sideBySide.pixels[1 * sideBySide.width + 12 + 1], 0xFF00_0000, "the actual, second")

        try withSnapshotTesting(artifactsDirectory: artifacts) {
            try TransitionSnapshot.verify(
                oneBlack, named: "tiny",
                tolerance: ReferenceTolerance(maxChannelDelta: 2, maxDifferingPixelFraction: 0.125),
                directory: scratch)
        }
        XCTAssertFalse(exists(folder.appendingPathComponent("tiny.actual.png")))
    }

    /// With no folder named, artifacts go under the build folder the tests run from
    /// (`.build/snapshot-artifacts/...`), or under `SNAPSHOT_ARTIFACTS` when it is set.
    func testArtifactsDefaultToTheBuildFolderOrSnapshotArtifacts() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try white.writePNG(to: scratch.appendingPathComponent("tiny.png").path)
        let message = failure { try TransitionSnapshot.verify(oneBlack, named: "tiny", directory: scratch) }
        let actual = try XCTUnwrap(
            message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .first { $0.hasSuffix("tiny.actual.png") }, message)
        XCTAssertTrue(actual.contains("/.build/snapshot-artifacts/"), actual)
        XCTAssertFalse(actual.hasPrefix(repository.appendingPathComponent("Tests").path), actual)
        try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: actual).deletingLastPathComponent().path)

        setenv("SNAPSHOT_ARTIFACTS", scratch.appendingPathComponent("env").path, 1)
        let again = failure { try TransitionSnapshot.verify(oneBlack, named: "tiny", directory: scratch) }
        XCTAssertTrue(
            exists(scratch.appendingPathComponent("env/\(scratch.lastPathComponent)/tiny.actual.png")), again)
    }

    /// `.all` rewrites a reference even when it matches, and fails saying so.
    func testRecordModeAllRewritesEveryReference() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let reference = scratch.appendingPathComponent("r.png")
        try white.writePNG(to: reference.path)
        let message = failure { try TransitionSnapshot.verify(oneBlack, named: "r", record: .all, directory: scratch) }
        XCTAssertTrue(message.hasPrefix("recorded \(reference.path)"), message)
        XCTAssertEqual(try FrameImage(contentsOfPNG: reference.path), oneBlack)
    }

    /// `.never` writes nothing: a missing reference fails and stays missing, a mismatch
    /// leaves the reference as it was.
    func testRecordModeNeverWritesNoReference() throws {
        let missing = failure { try TransitionSnapshot.verify(white, named: "n", record: .never, directory: scratch) }
        XCTAssertTrue(missing.contains("record mode never"), missing)
        XCTAssertFalse(exists(scratch.appendingPathComponent("n.png")))
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try white.writePNG(to: scratch.appendingPathComponent("n.png").path)
        XCTAssertFalse(
            failure { try TransitionSnapshot.verify(oneBlack, named: "n", record: .never, directory: scratch) }.isEmpty)
        XCTAssertEqual(try FrameImage(contentsOfPNG: scratch.appendingPathComponent("n.png").path), white)
    }

    /// `.missing` records a missing reference but never overwrites one that differs.
    func testRecordModeMissingKeepsADifferingReference() throws {
        XCTAssertFalse(
            failure { try TransitionSnapshot.verify(white, named: "m", record: .missing, directory: scratch) }.isEmpty)
        let mismatch = failure {
            try TransitionSnapshot.verify(oneBlack, named: "m", record: .missing, directory: scratch)
        }
        XCTAssertTrue(mismatch.contains("does not match"), mismatch)
        XCTAssertEqual(try FrameImage(contentsOfPNG: scratch.appendingPathComponent("m.png").path), white)
    }

    /// `.failed` records a missing reference and overwrites a differing one, failing each
    /// time it writes; a matching one passes untouched.
    func testRecordModeFailedOverwritesOnlyWhatFails() throws {
        XCTAssertFalse(
            failure { try TransitionSnapshot.verify(white, named: "f", record: .failed, directory: scratch) }.isEmpty)
        let mismatch = failure {
            try TransitionSnapshot.verify(oneBlack, named: "f", record: .failed, directory: scratch)
        }
        XCTAssertTrue(mismatch.contains("re-recorded the reference"), mismatch)
        XCTAssertEqual(try FrameImage(contentsOfPNG: scratch.appendingPathComponent("f.png").path), oneBlack)
        XCTAssertNoThrow(try TransitionSnapshot.verify(oneBlack, named: "f", record: .failed, directory: scratch))
    }

    /// The assertion's mode wins over the scope's, the scope's over the environment's;
    /// `RECORD_SNAPSHOTS=1` means `.all`; an unreadable `SNAPSHOT_RECORD` fails saying so.
    func testTheNearestRecordModeWins() throws {
        setenv("RECORD_SNAPSHOTS", "1", 1)
        XCTAssertTrue(
            failure { try TransitionSnapshot.verify(white, named: "e", directory: scratch) }.hasPrefix("recorded"))
        XCTAssertEqual(try SnapshotRecordMode.fromEnvironment(["RECORD_SNAPSHOTS": "1"]), .all)
        // The scope's .missing beats the environment's .all: the matching reference passes.
        try withSnapshotTesting(record: .missing) {
            try TransitionSnapshot.verify(white, named: "e", directory: scratch)
            // The assertion's .never beats the scope's .missing: nothing recorded.
            XCTAssertFalse(
                failure { try TransitionSnapshot.verify(white, named: "e2", record: .never, directory: scratch) }
                    .isEmpty)
        }
        XCTAssertFalse(exists(scratch.appendingPathComponent("e2.png")))
        unsetenv("RECORD_SNAPSHOTS")
        setenv("SNAPSHOT_RECORD", "failed", 1)
        XCTAssertEqual(try SnapshotRecordMode.fromEnvironment(ProcessInfo.processInfo.environment), .failed)
        setenv("SNAPSHOT_RECORD", "sometimes", 1)
        let bad = failure { try TransitionSnapshot.verify(white, named: "e", directory: scratch) }
        XCTAssertTrue(bad.contains("SNAPSHOT_RECORD=sometimes is not a record mode"), bad)
    }

    /// A nil image (a frame the recording did not keep) fails and says how to keep it.
    func testANilImageFails() {
        let message = failure { try TransitionSnapshot.verify(nil, named: "gone", directory: scratch) }
        XCTAssertTrue(message.contains("keep the frame"), message)
    }

    /// A frame asked for past the recording's end (it stopped once the script ended and the
    /// card stood still) is nil too; the failure names that cause, not only the other.
    func testAFramePastTheRecordingsEndSaysTheRecordingEndedBeforeIt() throws {
        var recorder = TransitionRecorder()
        recorder.images = .frames([12, 500])
        let recording = try recorder.record(CardDemo.self, script: "click 200 622\nwait 0.6")
        XCTAssertNotNil(recording.image(at: 12))
        XCTAssertLessThan(recording.frames.count, 500, "the recording stopped before frame 500")
        let message = failure {
            try TransitionSnapshot.verify(recording.image(at: 500), named: "late", directory: scratch)
        }
        XCTAssertTrue(message.contains("ended before it"), message)
        XCTAssertTrue(message.contains("recording.frames.count"), message)
        XCTAssertFalse(message.contains("\n"), "one line")
        XCTAssertFalse(exists(scratch.appendingPathComponent("late.png")), "nothing recorded for a missing image")
    }

    /// The trace strategy compares the per-frame trace as text: the same recording passes,
    /// one that differs in timing fails at the first differing frame, with the actual text
    /// and the differing lines as artifacts.
    func testTheTraceSnapshotCatchesATimingChange() throws {
        let recording = try TransitionRecorder().record(CardDemo.self, script: "click 200 622\nwait 0.6")
        XCTAssertTrue(
            failure { try TransitionSnapshot.verify(trace: recording, named: "card", directory: scratch) }
                .contains("recorded it now"))
        let text = try String(contentsOf: scratch.appendingPathComponent("card.txt"), encoding: .utf8)
        XCTAssertEqual(text, recording.traceLines.joined(separator: "\n") + "\n")
        XCTAssertNoThrow(try TransitionSnapshot.verify(trace: recording, named: "card", directory: scratch))

        // The button pressed one frame later: every frame from the press on differs.
        let later = try TransitionRecorder().record(CardDemo.self, script: "wait 0.0167\nclick 200 622\nwait 0.6")
        let artifacts = scratch.appendingPathComponent("artifacts")
        let message = withSnapshotTesting(artifactsDirectory: artifacts) {
            failure { try TransitionSnapshot.verify(trace: later, named: "card", directory: scratch) }
        }
        XCTAssertTrue(message.contains("trace lines differ"), message)
        let folder = artifacts.appendingPathComponent(scratch.lastPathComponent)
        XCTAssertEqual(
            try String(contentsOf: folder.appendingPathComponent("card.actual.txt"), encoding: .utf8),
            later.traceLines.joined(separator: "\n") + "\n")
        let diff = try String(contentsOf: folder.appendingPathComponent("card.diff.txt"), encoding: .utf8)
        XCTAssertTrue(diff.hasPrefix("@@ line "), diff)
    }
}

/// A whole XCTestCase's record mode, set by wrapping `invokeTest()`.
final class SnapshotTestCaseModeTests: XCTestCase {
    override func invokeTest() {
        withSnapshotTesting(record: .never) { super.invokeTest() }
    }

    /// Every assertion of the case sees `.never`: a missing reference is not recorded.
    func testTheCasesModeAppliesToItsTests() {
        XCTAssertEqual(SnapshotConfiguration.current.record, .never)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("snap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        XCTAssertThrowsError(
            try TransitionSnapshot.verify(FrameImage(width: 1, height: 1, pixels: [0]), directory: scratch))
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.path))
    }
}
