import Foundation
import TestSupport
import XCTest

/// Recordings that never lie: every GIF, MP4 and PNG the playground says it wrote is whole,
/// and every one it could not finish is absent (a previous file of that name untouched),
/// with a non-zero exit status and one line saying why. Each case runs the built program
/// against a real fault and checks all three, and that no temporary file or encoder
/// process outlives the run.
final class SharingFaultTests: XCTestCase {
    private var fixture: FaultFixture!

    override func setUpWithError() throws { fixture = try FaultFixture() }
    override func tearDown() { fixture?.remove() }

    private let previous = "a previous good recording\n"

    // MARK: The encoder's word is checked

    /// A full disk makes ffmpeg fail to write the MP4's trailer, yet it exits 0; the file it
    /// leaves has no `moov` atom and plays nowhere. The run must fail and keep the old file.
    func testVideoOnAFullDiskFailsAndKeepsThePreviousFile() throws {
        let full = try fixture.mountFull("full", kilobytes: 48)
        try previous.write(toFile: full + "/v.mp4", atomically: false, encoding: .utf8)
        let r = try fixture.run(fixture.recording + ["--video", full + "/v.mp4"])
        assertOutcome(r, status: 1, saying: ["v.mp4"], in: fixture)
        XCTAssertEqual(
            try String(contentsOfFile: full + "/v.mp4", encoding: .utf8), previous, "previous file untouched")
    }

    /// A stand-in ffmpeg that takes the frames and writes nothing is not success.
    func testAnEncoderThatWritesNothingIsAFailure() throws {
        let bin = try fixture.standInFFmpeg("cat > /dev/null; exit 0")
        let r = try fixture.run(fixture.recording + ["--video", "v.mp4"], pathFirst: bin)
        assertOutcome(r, status: 1, saying: ["v.mp4", "wrote nothing"], in: fixture)
        XCTAssertNil(fixture.contents("v.mp4"))
    }

    /// An MP4 with fewer frames than were recorded is not the recording.
    func testAnMP4MissingFramesIsAFailure() throws {
        let bin = try fixture.standInFFmpeg(
            #"out="${@: -1}"; set -- "${@:1:$#-1}"; /usr/bin/ffmpeg "$@" -frames:v 3 "$out"; cat > /dev/null; exit 0"#)
        let r = try fixture.run(fixture.recording + ["--video", "v.mp4"], pathFirst: bin)
        assertOutcome(r, status: 1, saying: ["v.mp4", "frames"], in: fixture)
        XCTAssertNil(fixture.contents("v.mp4"))
    }

    // MARK: Inputs and outputs never meet

    /// `--trace s.txt --script s.txt` used to overwrite the script before reading it was done.
    func testAnOutputNamingTheScriptIsRefusedBeforeAnythingIsWritten() throws {
        let script = fixture.contents("s.txt")
        for flag in ["--trace", "--gif", "--video"] {
            // Spelt differently from the script's path: the same file is found by its inode.
            let r = try fixture.run(fixture.recording + [flag, "./s.txt"])
            assertOutcome(r, status: 2, saying: ["same file", "s.txt"], in: fixture)
            XCTAssertEqual(fixture.contents("s.txt"), script, "\(flag): the script is untouched")
        }
    }

    /// `--frames DIR` replaces `DIR/frame-00000.png` and up and removes the ones past the
    /// run: a script (or a trace) of such a name in DIR was overwritten by the first frame.
    func testAFileNamedLikeAFrameInTheFramesFolderIsRefused() throws {
        try FileManager.default.createDirectory(atPath: fixture.path("fr"), withIntermediateDirectories: true)
        let script = try XCTUnwrap(fixture.contents("s.txt"))
        try script.write(to: URL(fileURLWithPath: fixture.path("fr/frame-00000.png")))
        let base = ["--headless", "--demo", "popping", "--size", "160x200", "--frames", fixture.path("fr")]
        let r = try fixture.run(base + ["--script", fixture.path("fr/frame-00000.png")])
        assertOutcome(r, status: 2, saying: ["frame-00000.png", "overwrite its input"], in: fixture)
        XCTAssertEqual(fixture.contents("fr/frame-00000.png"), script, "the script is untouched")
        let trace = try fixture.run(
            base + ["--script", fixture.path("s.txt"), "--trace", fixture.path("fr/frame-00003.png")])
        assertOutcome(
            trace, status: 2, saying: ["frame-00003.png", "one output would overwrite the other"], in: fixture)
    }

    /// `--gif x --video x`, or two names for one file (a symlink), would keep only one.
    func testTwoOutputsNamingOneFileAreRefused() throws {
        let r = try fixture.run(fixture.recording + ["--gif", "x", "--video", "x"])
        assertOutcome(r, status: 2, saying: ["same file"], in: fixture)
        XCTAssertNil(fixture.contents("x"))
        try previous.write(toFile: fixture.path("a.gif"), atomically: false, encoding: .utf8)
        symlink(fixture.path("a.gif"), fixture.path("b.mp4"))
        let linked = try fixture.run(fixture.recording + ["--gif", "a.gif", "--video", "b.mp4"])
        assertOutcome(linked, status: 2, saying: ["same file"], in: fixture)
        XCTAssertEqual(fixture.contents("a.gif"), Data(previous.utf8))
    }

    // MARK: Replaced whole or not at all

    /// A GIF rewrite that runs out of space leaves the previous GIF as it was.
    func testAFailedGIFRewriteKeepsThePreviousFile() throws {
        let full = try fixture.mountFull("full", kilobytes: 16)
        try previous.write(toFile: full + "/g.gif", atomically: false, encoding: .utf8)
        let r = try fixture.run(fixture.recording + ["--scale", "2", "--gif", full + "/g.gif"])
        assertOutcome(r, status: 1, saying: ["g.gif", "No space left on device"], in: fixture)
        XCTAssertEqual(try String(contentsOfFile: full + "/g.gif", encoding: .utf8), previous)
    }

    /// The happy path through the same machinery: both files whole, nothing else left.
    func testAGoodRecordingIsWholeAndLeavesNothingElse() throws {
        let r = try fixture.run(fixture.recording + ["--gif", "g.gif", "--video", "v.mp4"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.lines, [], "nothing to say")
        try assertValidGIF(fixture.contents("g.gif"))
        try assertValidMP4(fixture.path("v.mp4"))
        XCTAssertEqual(fixture.leftovers(), [])
    }

    // MARK: Only regular files

    /// A FIFO named as the video used to hang for ever with ffmpeg waiting on it.
    func testAFIFOOutputIsRefusedUpFront() throws {
        mkfifo(fixture.path("v.mp4"), 0o644)
        mkfifo(fixture.path("g.gif"), 0o644)
        let video = try fixture.run(fixture.recording + ["--video", "v.mp4"], timeout: 60)
        assertOutcome(video, status: 2, saying: ["v.mp4", "FIFO"], in: fixture)
        let gif = try fixture.run(fixture.recording + ["--gif", "g.gif"], timeout: 60)
        assertOutcome(gif, status: 2, saying: ["g.gif", "FIFO"], in: fixture)
    }

    // MARK: Signals

    /// SIGTERM, SIGINT or SIGHUP mid-recording: no partial file, the encoder ended,
    /// exit 128 + the signal, one line naming it; a previous file stays.
    func testAStoppingSignalRemovesPartialOutputsAndExitsWithIt() throws {
        try fixture.write("long.txt", "click 80 100\nwait 30\n")
        for (signal, name) in [(SIGTERM, "SIGTERM"), (SIGINT, "SIGINT"), (SIGHUP, "SIGHUP")] {
            try previous.write(toFile: fixture.path("g.gif"), atomically: false, encoding: .utf8)
            unlink(fixture.path("v.mp4"))
            let child = try fixture.start([
                "--headless", "--demo", "popping", "--size", "160x200", "--script", fixture.path("long.txt"),
                "--seconds", "30", "--gif", "g.gif", "--video", "v.mp4",
            ])
            // The recording has begun once the encoder's temporary file exists and grows.
            XCTAssertTrue(
                child.waitUntil(timeout: 120) { self.temporarySizes().contains { $0 > 20_000 } },
                "the recording started")
            kill(child.pid, signal)
            let status = child.waitForExit(timeout: 60)
            let r = FaultFixture.Outcome(status: status ?? -1, stdout: Data(), stderr: child.standardError)
            assertOutcome(r, status: 128 + signal, saying: [name], in: fixture)
            XCTAssertEqual(fixture.contents("g.gif"), Data(previous.utf8), "\(name): previous GIF untouched")
            XCTAssertNil(fixture.contents("v.mp4"), "\(name): no partial MP4")
        }
    }

    /// An encoder that stops reading, or never ends after its input does, cannot make the
    /// run deaf to SIGTERM: the run ends it (and its children) and exits 143.
    func testAStuckEncoderStillEndsOnASignal() throws {
        for body in ["sleep 1000", "cat > /dev/null; sleep 1000"] {
            let bin = try fixture.standInFFmpeg(body)
            let child = try fixture.start(fixture.recording + ["--video", "v.mp4"], pathFirst: bin)
            XCTAssertTrue(child.waitUntil(timeout: 120) { !self.temporarySizes().isEmpty }, "the recording started")
            usleep(1_500_000)
            XCTAssertTrue(child.isRunning, "\(body): the run waits on its encoder")
            kill(child.pid, SIGTERM)
            let status = child.waitForExit(timeout: 30)
            let r = FaultFixture.Outcome(status: status ?? -1, stdout: Data(), stderr: child.standardError)
            assertOutcome(r, status: 128 + SIGTERM, saying: ["SIGTERM", "v.mp4"], in: fixture)
            XCTAssertNil(fixture.contents("v.mp4"))
            let sleepers = try ChildProcess.run("pgrep", ["-f", "^sleep 1000$"])
            XCTAssertEqual(sleepers.stdout, "", "\(body): the encoder's own children ended too")
        }
    }

    /// The sizes of the files a recording is writing: temporary files, and the targets
    /// themselves (where a build that writes in place puts its bytes).
    private func temporarySizes() -> [Int] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixture.dir.path)) ?? []
        return names.filter { $0.hasPrefix(".tp-") || $0 == "g.gif" || $0 == "v.mp4" }.map {
            ((try? FileManager.default.attributesOfItem(atPath: fixture.path($0)))?[.size] as? Int) ?? 0
        }
    }

    // MARK: File-size limit

    /// `ulimit -f` used to kill the run with SIGXFSZ (exit 153) and no word.
    func testAFileSizeLimitIsOneLineAndNoFile() throws {
        let r = try fixture.run(fixture.recording + ["--gif", "g.gif"], fileSizeBlocks: 16)
        assertOutcome(r, status: 1, saying: ["g.gif", "File too large"], in: fixture)
        XCTAssertNil(fixture.contents("g.gif"))
    }

    // MARK: The path reaches ffmpeg as a file

    /// `take:1.mp4` is not a protocol and `-report` is not an option: both are file names.
    func testVideoNamesThatLookLikeProtocolsOrOptionsAreFiles() throws {
        for name in ["take:1.mp4", "-report"] {
            let r = try fixture.run(fixture.recording + ["--video=\(name)"])
            XCTAssertEqual(r.status, 0, "\(name): \(r.stderr)")
            XCTAssertEqual(r.lines, [], name)
            try assertValidMP4(fixture.path(name))
        }
        let logs = try FileManager.default.contentsOfDirectory(atPath: fixture.dir.path).filter { $0.hasSuffix(".log") }
        XCTAssertEqual(logs, [], "no ffmpeg report was written")
        XCTAssertEqual(fixture.leftovers(), [])
    }

    /// An encoder that fails is reported as one line with its own last words.
    func testAnEncoderFailureIsOneLineWithItsReason() throws {
        let bin = try fixture.standInFFmpeg(
            "echo 'ffmpeg version stand-in' >&2; echo \"Unknown encoder 'libx264'\" >&2; exit 1")
        let r = try fixture.run(fixture.recording + ["--video", "v.mp4"], pathFirst: bin)
        assertOutcome(r, status: 1, saying: ["v.mp4", "Unknown encoder 'libx264'"], in: fixture)
        XCTAssertFalse(r.stderr.contains("Broken pipe"), r.stderr)
        XCTAssertNil(fixture.contents("v.mp4"))
    }

    /// An encoder killed by a signal is reported as that signal, not as an exit code.
    func testAnEncoderKilledByASignalIsReportedAsTheSignal() throws {
        let bin = try fixture.standInFFmpeg("head -c 1000 > /dev/null; kill -KILL $$")
        let r = try fixture.run(fixture.recording + ["--video", "v.mp4"], pathFirst: bin)
        assertOutcome(r, status: 1, saying: ["v.mp4", "SIGKILL"], in: fixture)
        XCTAssertNil(fixture.contents("v.mp4"))
    }

    // MARK: PATH as a shell reads it

    /// A folder named `ffmpeg` earlier on PATH is passed over, as a shell passes it over.
    func testAFolderNamedFFmpegOnPathIsSkipped() throws {
        try FileManager.default.createDirectory(atPath: fixture.path("bin/ffmpeg"), withIntermediateDirectories: true)
        let r = try fixture.run(fixture.recording + ["--video", "v.mp4"], pathFirst: fixture.path("bin"))
        XCTAssertEqual(r.status, 0, r.stderr)
        try assertValidMP4(fixture.path("v.mp4"))
        XCTAssertEqual(fixture.leftovers(), [])
    }

    // MARK: Long names

    /// A 254-byte file name is valid (NAME_MAX is 255); its temporary name must be too.
    func testTheLongestFileNamesGetWritten() throws {
        let png = String(repeating: "p", count: 250) + ".png"
        let r = try fixture.run(["curve", "--curve", "easeInOut", "--duration", "0.3", "--png", png])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(fixture.contents(png)?.prefix(4), Data([0x89, 0x50, 0x4E, 0x47]), "a PNG")
        let gif = String(repeating: "g", count: 250) + ".gif"
        let g = try fixture.run(fixture.recording + ["--gif", gif])
        XCTAssertEqual(g.status, 0, g.stderr)
        try assertValidGIF(fixture.contents(gif))
        XCTAssertEqual(fixture.leftovers(), [])
    }

    // MARK: One error, one line

    /// A newline or an escape in a path is escaped in the error, which stays one line.
    func testErrorLinesEscapeNewlinesAndControlCharacters() throws {
        let r = try fixture.run(fixture.recording + ["--gif", "no\nsuch/\u{1B}[31mred.gif"])
        assertOutcome(r, status: 2, saying: ["no\\nsuch/\\x1b[31mred.gif"], in: fixture)
    }

    // MARK: --frames holds one recording

    /// Frames of an earlier, longer run past this run's are removed, and nothing else in the folder.
    func testFramesOfAnEarlierLongerRunAreRemoved() throws {
        let frames = fixture.path("f")
        try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true)
        for i in 0..<50 {
            try previous.write(
                toFile: frames + String(format: "/frame-%05d.png", i), atomically: false, encoding: .utf8)
        }
        try previous.write(toFile: frames + "/notes.txt", atomically: false, encoding: .utf8)
        let r = try fixture.run(fixture.recording + ["--frames", frames, "--frame-count", "5"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.lines.count, 1, "one note: \(r.stderr)")
        XCTAssertTrue(r.stderr.contains("removed 45"), r.stderr)
        let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
        XCTAssertEqual(names, (0..<5).map { String(format: "frame-%05d.png", $0) } + ["notes.txt"])
        for i in 0..<5 {
            let png = FileManager.default.contents(atPath: frames + String(format: "/frame-%05d.png", i))
            XCTAssertEqual(png?.prefix(4), Data([0x89, 0x50, 0x4E, 0x47]), "frame \(i) is this run's PNG")
        }
        XCTAssertEqual(fixture.leftovers(), [])
    }

    // MARK: - is standard output

    /// `--gif -` streams the GIF to standard output; no file named `-` appears.
    func testGIFToStandardOutput() throws {
        let r = try fixture.runKeepingBytes(fixture.recording + ["--gif", "-"])
        XCTAssertEqual(r.status, 0, r.stderr)
        try assertValidGIF(r.stdout)
        XCTAssertNil(fixture.contents("-"))
    }

    /// Outputs that cannot stream refuse `-`, and two outputs cannot share it.
    func testStandardOutputIsRefusedWhereItCannotWork() throws {
        for arguments in [["--video", "-"], ["--frames", "-"], ["--gif", "-", "--trace", "-"]] {
            let r = try fixture.run(fixture.recording + arguments)
            assertOutcome(r, status: 2, saying: ["standard output"], in: fixture)
            XCTAssertNil(fixture.contents("-"), "\(arguments)")
        }
    }

    /// A second run writing the same output while the first still does fails with one
    /// line; the first finishes with a whole file.
    func testASecondRunWritingTheSameOutputFails() throws {
        try fixture.write("long.txt", "click 80 100\nwait 8\n")
        let first = try fixture.start([
            "--headless", "--demo", "popping", "--size", "160x200", "--script", fixture.path("long.txt"),
            "--gif", "g.gif", "--video", "v.mp4",
        ])
        XCTAssertTrue(
            first.waitUntil(timeout: 120) { self.temporarySizes().contains { $0 > 0 } }, "the first run started")
        let second = try fixture.run(fixture.recording + ["--gif", "g.gif"])
        XCTAssertEqual(second.status, 2, second.stderr)
        XCTAssertEqual(second.lines.count, 1, second.stderr)
        XCTAssertTrue(second.stderr.contains("another run"), second.stderr)
        XCTAssertEqual(first.waitForExit(timeout: 300), 0, first.standardError)
        try assertValidGIF(fixture.contents("g.gif"))
        try assertValidMP4(fixture.path("v.mp4"))
        XCTAssertEqual(fixture.leftovers(), [])
    }
}
