import Foundation
import PlaygroundKit
import XCTest

/// The public recorder from a plain XCTestCase (not @MainActor), from async tests and
/// from the wrong thread.
final class RecorderTests: XCTestCase {
    /// A plain, synchronous test method: XCTest runs it on the main thread and the recorder
    /// enters the main actor there. The click presents; the card grows and fades in.
    func testRecordsAUserDemoFromAPlainTestMethod() throws {
        let recording = try TransitionRecorder().record(CardDemo.self, script: "click 200 622\nwait 0.6")
        let presenting = recording.frames(during: "present")
        XCTAssertEqual(presenting.count, 24, "0.4 s at 60 fps")
        let progress = presenting.map { $0.transition!.progress }
        XCTAssertEqual(progress, progress.sorted(), "progress only grows")
        let middle = try XCTUnwrap(presenting[12].view("card"))
        XCTAssertGreaterThan(middle.rect.width, 140)
        XCTAssertLessThan(middle.rect.width, 280)
        XCTAssertEqual(recording.frames.last?.view("card")?.frame, [60, 200, 280, 320])
        XCTAssertEqual(recording.frames.last?.view("card")?.alpha, 1)
        XCTAssertFalse(recording.reachedLimit)
        XCTAssertEqual(recording.frames.map(\.index), Array(0..<recording.frames.count))
    }

    /// Typed commands and the same script text give the same recording, byte for byte,
    /// and each recording repeats exactly (the virtual clock).
    func testCommandsAndTextGiveTheSameBytesRunToRun() throws {
        var recorder = TransitionRecorder()
        recorder.images = .frames([20])
        let text = try recorder.record(CardDemo.self, script: "click 200 622\nwait 0.6")
        let typed = try recorder.record(CardDemo.self, commands: [.click(Point(x: 200, y: 622)), .wait(seconds: 0.6)])
        XCTAssertEqual(text.traceLines, typed.traceLines)
        XCTAssertEqual(text.image(at: 20), typed.image(at: 20))
        XCTAssertEqual(Array(text.images.keys), [20], "only the asked-for frame is kept")
    }

    /// The recorder's lines are `--trace`'s lines: each decodes to the frame beside it.
    func testTraceLinesDecodeToTheFrames() throws {
        let recording = try TransitionRecorder().record(CardDemo.self, script: "click 200 622")
        for (line, frame) in zip(recording.traceLines, recording.frames) {
            XCTAssertEqual(try JSONDecoder().decode(TraceFrame.self, from: Data(line.utf8)), frame)
        }
    }

    /// From an async test (as swift-testing's are): `await` hops to the main actor.
    func testAsyncFormHopsToTheMainActor() async throws {
        let recording = try await TransitionRecorder().record(CardDemo.self, script: "click 200 622\nwait 0.6")
        XCTAssertEqual(recording.frames(during: "present").count, 24)
    }

    /// Off the main thread the synchronous form throws a RecorderError saying what to use
    /// instead of trapping in the engine's main-actor checks.
    func testSynchronousFormOffTheMainThreadThrowsInsteadOfCrashing() {
        let done = expectation(description: "thread")
        let box = ResultBox()
        Thread.detachNewThread {
            do {
                _ = try TransitionRecorder().record(CardDemo.self)
                box.set("recorded")
            } catch {
                box.set("\(error)")
            }
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertTrue(box.value.contains("await"), box.value)
    }

    /// Frames written as PNG files have the `--frames` names and the kept pixels.
    func testWritesTheKeptFramesAsPNGFiles() throws {
        var recorder = TransitionRecorder()
        recorder.images = .all
        let recording = try recorder.record(CardDemo.self, script: "click 200 622\nwait 0.6")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rec-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try recording.writePNGs(to: folder)
        XCTAssertEqual(files.count, recording.frames.count)
        XCTAssertEqual(files.first?.lastPathComponent, "frame-00000.png")
        let last = try FrameImage(contentsOfPNG: files.last!.path)
        XCTAssertEqual(last, recording.lastImage)
        // The card's centre is orange (255, 149, 0), not white: the example shows something.
        let centre = last.rgba(x: 200, y: 360)
        XCTAssertEqual([centre.red, centre.green, centre.blue], [255, 149, 0])
    }

    /// A bad script is refused with its line, before anything runs.
    func testABadScriptThrowsItsLine() {
        XCTAssertThrowsError(try TransitionRecorder().record(CardDemo.self, script: "wait 0.1\nclick 1")) { error in
            XCTAssertEqual((error as? InputScriptError)?.line, 2)
        }
    }
}

/// A string handed across threads under a lock.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    var value: String {
        lock.lock()
        defer { lock.unlock() }
        return text
    }
    func set(_ new: String) {
        lock.lock()
        text = new
        lock.unlock()
    }
}
