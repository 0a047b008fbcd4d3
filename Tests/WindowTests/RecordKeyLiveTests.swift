import Foundation
import TestSupport
import XCTest

/// Key `r` in a real window records the next transition as an animated GIF.
final class RecordKeyLiveTests: PlaygroundWindowTestCase {
    func testRKeyWritesTheNextTransitionAsAGIF() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rkey-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let gif = dir.appendingPathComponent("t.gif").path
        let app = try launch(
            ["--demo", "popping", "--size", "200x300", "--scale", "2", "--fps", "30", "--gif", gif],
            firstScene: false)
        let w = try findWindow()
        usleep(300_000)
        try press("r", in: w)
        XCTAssertTrue(
            app.waitUntil(timeout: 5) { app.standardError.contains("recording the next transition") },
            app.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: gif), "nothing written before a transition starts")
        // The popping demo's button sits at the window's centre.
        _ = try session.run("xdotool", ["mousemove", "--window", w, "200", "300", "click", "1"])
        XCTAssertTrue(app.waitUntil(timeout: 15) { app.standardError.contains("wrote \(gif)") }, app.standardError)
        try press("q", in: w)
        XCTAssertNotNil(app.waitForExit(timeout: 5))

        let info = try session.run("identify", ["-format", "%T %W %H\n", gif])
        XCTAssertEqual(info.status, 0, info.stderr)
        let lines = info.stdout.split(separator: "\n")
        XCTAssertGreaterThan(lines.count, 5, "the drop animates over many frames: \(lines)")
        XCTAssertTrue(lines.allSatisfy { $0.hasSuffix(" 400 600") }, "200x300 points at scale 2: \(lines.first ?? "")")
        XCTAssertTrue(lines.allSatisfy { (Int($0.split(separator: " ")[0]) ?? 0) >= 2 }, "no delay under 2 cs")
    }

    /// SIGTERM while `r` records: the unfinished GIF is removed (no `.tp-` file is left
    /// beside it), the file of the name given is untouched, one line says so, and the
    /// process still dies of the signal. SIGTERM rather than SIGINT: a test run started in
    /// the background of a script hands its children SIGINT ignored.
    func testASignalWhileRecordingRemovesTheUnfinishedFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rsig-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let gif = dir.appendingPathComponent("t.gif").path
        try "a previous recording".write(toFile: gif, atomically: false, encoding: .utf8)
        let app = try launch(
            ["--demo", "popping", "--size", "200x300", "--fps", "30", "--gif", gif], firstScene: false)
        let w = try findWindow()
        usleep(300_000)
        try press("s", in: w)  // slow motion: the transition still runs when the signal comes
        try press("r", in: w)
        XCTAssertTrue(app.waitUntil(timeout: 5) { app.standardError.contains("recording the next transition") })
        _ = try session.run("xdotool", ["mousemove", "--window", w, "100", "150", "click", "1"])
        let files = { (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [] }
        XCTAssertTrue(
            app.waitUntil(timeout: 10) { files().contains { $0.hasPrefix(".tp-") } }, "the recording started")

        kill(app.pid, SIGTERM)

        XCTAssertEqual(app.waitForExit(timeout: 10), 128 + SIGTERM, app.standardError)
        let line = "stopped by SIGTERM during the recording: \(dir.path)/t-2.gif not written (unfinished, removed)"
        XCTAssertTrue(app.standardError.contains(line), app.standardError)
        XCTAssertEqual(files(), ["t.gif"], "no unfinished file is left")
        XCTAssertEqual(try String(contentsOfFile: gif, encoding: .utf8), "a previous recording")
    }
}

/// Key `r` with no `--gif`: where the file goes, a held key, and `q` mid-recording.
final class RecordKeyPlaceLiveTests: PlaygroundWindowTestCase {
    /// A fresh home folder with an empty `Videos` folder (key `r` makes `Playground` in it,
    /// never a missing `Videos`), so the recording's default place is known and empty.
    private func makeHome() throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("rhome-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: home.appendingPathComponent("Videos"), withIntermediateDirectories: true)
        return home
    }

    /// Without `--gif`, the GIF goes to `$HOME/Videos/Playground` (no `XDG_VIDEOS_DIR`), never
    /// the working folder; stderr names the full path. `q` while it records finishes the
    /// file, complete, and says where it is.
    func testRWithoutAPathWritesUnderVideosAndQFinishesIt() throws {
        let home = try makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let app = try launch(
            ["--demo", "popping", "--size", "200x300", "--fps", "30"], firstScene: false,
            environment: ["HOME": home.path, "XDG_VIDEOS_DIR": ""])
        let w = try findWindow()
        usleep(300_000)
        try press("s", in: w)  // slow motion: the transition is still running when q arrives
        try press("r", in: w)
        XCTAssertTrue(app.waitUntil(timeout: 5) { app.standardError.contains("recording the next transition") })
        _ = try session.run("xdotool", ["mousemove", "--window", w, "100", "150", "click", "1"])
        usleep(700_000)
        try press("q", in: w)
        XCTAssertNotNil(app.waitForExit(timeout: 10), app.standardError)
        let gif = home.appendingPathComponent("Videos/Playground/transition-1.gif").path
        XCTAssertTrue(app.standardError.contains("wrote \(gif) ("), app.standardError)
        let info = try session.run("identify", ["-format", "%W %H\n", gif])
        XCTAssertEqual(info.status, 0, info.stderr)
        XCTAssertGreaterThan(info.stdout.split(separator: "\n").count, 1, "q kept the frames recorded so far")
    }

    /// A held `r` (X's auto-repeat sends many presses) arms one recording; without the
    /// repeat check every repeat would toggle it (armed, cancelled, armed...).
    func testAHeldRKeyArmsOneRecording() throws {
        let home = try makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let app = try launch(
            ["--demo", "popping", "--size", "200x300", "--log-input"], firstScene: false,
            environment: ["HOME": home.path])
        let w = try findWindow()
        usleep(300_000)
        _ = try session.run("xdotool", ["mousemove", "--window", w, "5", "5"])
        _ = try session.run("xdotool", ["windowfocus", "--sync", w])
        _ = try session.run("xdotool", ["keydown", "r"])
        // Past the server's repeat delay (660 ms by default), then a few repeats.
        usleep(1_500_000)
        _ = try session.run("xdotool", ["keyup", "r"])
        XCTAssertTrue(app.waitUntil(timeout: 5) { app.standardError.contains("recording the next transition") })
        usleep(300_000)
        let log = app.standardError
        let repeats = log.components(separatedBy: "key r repeat").count - 1
        guard repeats > 0 else {
            throw XCTSkip("this X server sent no auto-repeat for a held key: nothing to tell apart")
        }
        XCTAssertEqual(log.components(separatedBy: "recording the next transition").count - 1, 1, log)
        XCTAssertFalse(log.contains("recording cancelled"), log)
        try press("q", in: w)
        XCTAssertNotNil(app.waitForExit(timeout: 5))
    }
}
