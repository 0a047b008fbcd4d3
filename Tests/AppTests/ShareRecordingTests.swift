import Foundation
import Renderer
import TestSupport
import XCTest

/// `--gif` and `--video`: the real binary shares a headless recording, and standard tools
/// (ImageMagick's `identify`, ffmpeg's `ffprobe`) read the files back.
final class ShareRecordingTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("share-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try "click 80 100\nwait 1.2\n".write(to: dir.appendingPathComponent("s.txt"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: dir)
    }

    private func run(_ extra: [String], environment: [String: String]? = nil) throws -> (status: Int32, stderr: String)
    {
        var env = environment ?? ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        let r = try ChildProcess.run(
            try PlaygroundBinary.path,
            [
                "--headless", "--demo", "popping", "--size", "160x200",
                "--script", dir.appendingPathComponent("s.txt").path,
            ] + extra,
            environment: env, timeout: 120)
        return (r.status, r.stderr)
    }

    /// The GIF has one frame per changed recorded frame (identical ones merge into a longer
    /// delay), 4 cs each at 25 fps, on a canvas of the window's size times `--scale`.
    func testGIFHasTheRecordingsFramesDelaysAndScaledSize() throws {
        let gif = dir.appendingPathComponent("p.gif").path
        let frames = dir.appendingPathComponent("f").path
        let r = try run(["--fps", "25", "--scale", "2", "--gif", gif, "--frames", frames])
        XCTAssertEqual(r.status, 0, r.stderr)
        // What the GIF should hold, from the PNG frames of the same run.
        let count = try FileManager.default.contentsOfDirectory(atPath: frames).count
        var expected: [Int] = []
        var previous: Framebuffer?
        for i in 0..<count {
            let fb = try PNGFile.read("\(frames)/\(String(format: "frame-%05d.png", i))")
            if let p = previous, samePixels(p, fb) { expected[expected.count - 1] += 4 } else { expected.append(4) }
            previous = fb
        }
        XCTAssertGreaterThan(expected.count, 10, "the popping transition changes many frames")
        let info = try ChildProcess.run("identify", ["-format", "%T %W %H\n", gif])
        XCTAssertEqual(info.status, 0, info.stderr)
        let lines = info.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, expected.count, "frame count")
        XCTAssertEqual(lines.map { Int($0.split(separator: " ")[0]) ?? -1 }, expected, "delays in cs")
        XCTAssertTrue(lines.allSatisfy { $0.hasSuffix(" 320 400") }, "160x200 points at scale 2: \(lines.first ?? "")")
    }

    private func samePixels(_ a: Framebuffer, _ b: Framebuffer) -> Bool {
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { return false } }
        return true
    }

    /// The MP4 is H.264 with exactly one video frame per recorded frame, at the run's rate
    /// and scaled size; the same run writes the same bytes.
    func testVideoHasOneFramePerRecordedFrame() throws {
        let video = dir.appendingPathComponent("p.mp4").path
        let r = try run(["--fps", "30", "--frame-count", "45", "--video", video])
        XCTAssertEqual(r.status, 0, r.stderr)
        let probe = try ChildProcess.run(
            "ffprobe",
            [
                "-v", "error", "-count_frames", "-select_streams", "v:0",
                "-show_entries", "stream=codec_name,nb_read_frames,width,height,r_frame_rate",
                "-of", "csv=p=0", video,
            ])
        XCTAssertEqual(probe.status, 0, probe.stderr)
        XCTAssertEqual(probe.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "h264,160,200,30/1,45")
        let again = dir.appendingPathComponent("q.mp4").path
        XCTAssertEqual(try run(["--fps", "30", "--frame-count", "45", "--video", again]).status, 0)
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: video)), try Data(contentsOf: URL(fileURLWithPath: again)),
            "byte-identical run to run")
    }

    /// Without the ffmpeg program, `--video` is one line naming the Debian package, exit 2,
    /// before anything runs.
    func testVideoWithoutFFmpegNamesThePackage() throws {
        let empty = dir.appendingPathComponent("empty-bin")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        var env = ProcessInfo.processInfo.environment
        env["PATH"] = empty.path
        let r = try run(["--video", dir.appendingPathComponent("v.mp4").path], environment: env)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix("playground-x11: error: --video needs the ffmpeg program"), r.stderr)
        XCTAssertTrue(r.stderr.contains("Debian package ffmpeg"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("v.mp4").path))
    }

    /// A video is a headless recording's: live, `--video` is refused with the reason.
    func testVideoNeedsHeadless() throws {
        let r = try ChildProcess.run(try PlaygroundBinary.path, ["--video", "x.mp4"], timeout: 30)
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("--video only works with --headless"), r.stderr)
    }
}
