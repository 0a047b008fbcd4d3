import Foundation
import PlaygroundKit
import PlaygroundTesting
import Testing

/// The recorder and the snapshot assertion from swift-testing (`swift test` without
/// `--disable-swift-testing` runs these): `await` the recorder; `assertTransitionSnapshot`
/// records its failures as swift-testing issues. (A synchronous `@MainActor` @Test does not
/// run on the main thread on Linux, so there the synchronous recorder throws and says to
/// use `await`.)
@Suite struct SwiftTestingRecorderTests {
    /// The same reference as the XCTest route's, through the same assertion.
    @Test func recordsFromAnAsyncTest() async throws {
        var recorder = TransitionRecorder()
        recorder.images = .frames([14])
        let recording = try await recorder.record(CardDemo.self, script: "click 200 622\nwait 0.6")
        #expect(recording.frames(during: "present").count == 24)
        assertTransitionSnapshot(
            recording.image(at: 14), named: "card-half-way",
            directory: SnapshotLocation.referenceDirectory(for: #filePath).deletingLastPathComponent()
                .appendingPathComponent("SnapshotTests"))
    }

    /// With no name the reference is `grownCardWithNoName.1.png` under
    /// `Tests/__Snapshots__/LibraryTests/SwiftTestingTests/`: its first run recorded it and
    /// failed once; from then on it passes.
    @Test func grownCardWithNoName() async throws {
        var recorder = TransitionRecorder()
        recorder.images = .frames([24])
        let recording = try await recorder.record(CardDemo.self, script: "click 200 622\nwait 0.6")
        assertTransitionSnapshot(recording.image(at: 24))
        let reference = SnapshotLocation.referenceDirectory(for: #filePath)
            .appendingPathComponent("grownCardWithNoName.1.png")
        #expect(FileManager.default.fileExists(atPath: reference.path))
    }
}

/// A suite's record mode, set by the `.snapshots(record:)` trait, reaches its tests.
@Suite(.snapshots(record: .never)) struct SnapshotSuiteTraitTests {
    @Test func theSuitesModeAppliesToItsTests() throws {
        #expect(SnapshotConfiguration.current.record == .never)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("snap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        #expect(throws: SnapshotFailure.self) {
            try TransitionSnapshot.verify(FrameImage(width: 1, height: 1, pixels: [0]), directory: scratch)
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.path))
    }

    /// A test's own trait wins over its suite's.
    @Test(.snapshots(record: .failed)) func aTestsTraitWinsOverItsSuites() {
        #expect(SnapshotConfiguration.current.record == .failed)
    }
}
