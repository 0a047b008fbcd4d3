import Foundation
import PlaygroundKit
import PlaygroundTesting
import Testing

/// The recorder and the snapshot check from swift-testing (`swift test` without
/// `--disable-swift-testing` runs these): `await` the recorder, `try` the check. (A
/// synchronous `@MainActor` @Test does not run on the main thread on Linux, so there the
/// synchronous form throws and says to use `await`.)
@Suite struct SwiftTestingRecorderTests {
    @Test func recordsFromAnAsyncTest() async throws {
        var recorder = TransitionRecorder()
        recorder.images = .frames([14])
        let recording = try await recorder.record(CardDemo.self, script: "click 200 622\nwait 0.6")
        #expect(recording.frames(during: "present").count == 24)
        let image = try #require(recording.image(at: 14))
        let references = TransitionSnapshot.defaultDirectory(for: #filePath).deletingLastPathComponent()
            .appendingPathComponent("SnapshotTests")
        try TransitionSnapshot.verify(image, named: "card-half-way", in: references)
    }
}
