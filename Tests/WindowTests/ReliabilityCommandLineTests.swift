import Foundation
import TestSupport
import XCTest

/// Hostile inputs and failing outputs on the real binary: nothing is deleted,
/// nothing crashes or hangs, memory and disk stay bounded, and every refusal is one line.
final class ReliabilityCommandLineTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("reliability-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    private func run(_ arguments: [String], timeout: Double = 30) throws -> (
        status: Int32, stdout: String, stderr: String
    ) {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        return try ChildProcess.run(try PlaygroundBinary.path, arguments, environment: env, timeout: timeout)
    }

    /// Runs `command` in `bash -c` (its `ulimit -f` counts 1024-byte blocks) with the binary's path as `$B`.
    private func shell(_ command: String, timeout: Double = 30) throws -> (
        status: Int32, stdout: String, stderr: String
    ) {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        env["B"] = try PlaygroundBinary.path
        return try ChildProcess.run("/bin/bash", ["-c", command], environment: env, timeout: timeout)
    }

    private func file(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    private func assertOneLine(
        _ stderr: String, prefix: String, contains words: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(stderr.split(separator: "\n").count, 1, stderr, file: file, line: line)
        XCTAssertTrue(stderr.hasPrefix(prefix), stderr, file: file, line: line)
        XCTAssertTrue(stderr.contains(words), stderr, file: file, line: line)
    }

    // MARK: 1. Never delete a user's file

    /// A write that fails part-way (here the file-size limit, as a full disk would) must
    /// leave the existing plot alone: libpng's file writer removed it.
    func testFailedPlotWriteKeepsTheExistingFile() throws {
        let plot = try file("plot.png", "an earlier plot")
        // `trap '' XFSZ`: the limit then shows as EFBIG instead of killing the process.
        let r = try shell(
            "trap '' XFSZ; ulimit -f 1; exec \"$B\" curve --duration 0.5 --damping 0.7 --png '\(plot)' > /dev/null")
        XCTAssertEqual(r.status, 2, r.stderr)
        assertOneLine(r.stderr, prefix: "playground-x11: error: cannot write plot", contains: "File too large")
        XCTAssertEqual(try String(contentsOfFile: plot, encoding: .utf8), "an earlier plot")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.path), ["plot.png"], "no temporary file left")
    }

    func testFailedFrameWriteKeepsTheExistingFrame() throws {
        let frames = folder.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        let old = frames.appendingPathComponent("frame-00000.png")
        try "an earlier frame".write(to: old, atomically: true, encoding: .utf8)
        let r = try shell(
            "trap '' XFSZ; ulimit -f 1; exec \"$B\" --headless --demo fade --frame-count 2 --frames '\(frames.path)'")
        // A failed write while recording fails the run (1); only refusals before it are 2.
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertEqual(
            r.stderr, "playground-x11: error: cannot write frame \(old.path): File too large\n")
        XCTAssertEqual(try String(contentsOf: old, encoding: .utf8), "an earlier frame")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: frames.path), ["frame-00000.png"])
    }

    /// A device given as the plot's path (as root, `/dev/full` itself) is written in place
    /// and kept: the old writer unlinked the device node when the write failed.
    func testPlotToAFullDeviceKeepsTheDeviceNode() throws {
        let device = folder.appendingPathComponent("full").path
        guard mknod(device, S_IFCHR | 0o666, dev_t(1 << 8 | 7)) == 0 else {
            throw XCTSkip("cannot make a device node here (not root): \(String(cString: strerror(errno)))")
        }
        let r = try run(["curve", "--duration", "0.5", "--damping", "0.7", "--png", device])
        XCTAssertEqual(r.status, 2, r.stderr)
        assertOneLine(r.stderr, prefix: "playground-x11: error: cannot write plot", contains: "No space left on device")
        var info = stat()
        XCTAssertEqual(lstat(device, &info), 0, "the device node is still there")
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR)
    }

    /// A plot written where a file already is replaces it whole; a symlink stays a link.
    func testPlotReplacesAFileAndFollowsALink() throws {
        let target = try file("real.png", "old")
        let link = folder.appendingPathComponent("link.png").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let r = try run(["curve", "--duration", "0.5", "--damping", "0.7", "--png", link])
        XCTAssertEqual(r.status, 0, r.stderr)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: target))
        XCTAssertEqual(Array(bytes.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "a PNG now")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), target)
    }

    // MARK: 2. Write errors are one line, a closed pipe is quiet

    func testTraceToAFullDiskIsOneLineAndExitOne() throws {
        let r = try run(["--headless", "--demo", "fade", "--frame-count", "3", "--trace", "/dev/full"])
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertEqual(r.stderr, "playground-x11: error: cannot write trace /dev/full: No space left on device\n")
    }

    /// A headless trace is a recording: cut by the file-size limit, it leaves no partial
    /// file, and a previous trace of that name stays whole (as the GIF beside it would).
    func testTraceCutByTheFileSizeLimitLeavesThePreviousTraceWhole() throws {
        let trace = folder.appendingPathComponent("trace.jsonl").path
        let previous = try file("trace.jsonl", "{\"frame\": 0}\n")
        XCTAssertEqual(previous, trace)
        let r = try shell(
            "trap '' XFSZ; ulimit -f 4; exec \"$B\" --headless --demo popping --script /dev/null --frame-count 200 --trace '\(trace)'"
        )
        XCTAssertEqual(r.status, 1, r.stderr)
        assertOneLine(
            r.stderr, prefix: "playground-x11: error: cannot write trace \(trace): ", contains: "File too large")
        XCTAssertEqual(try String(contentsOfFile: trace, encoding: .utf8), "{\"frame\": 0}\n")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".part") }
        XCTAssertEqual(left, [], "no temporary file is left")
    }

    func testCurveToAFullDiskIsOneLineAndExitOne() throws {
        let r = try shell("exec \"$B\" curve --duration 0.5 --damping 0.7 > /dev/full")
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertEqual(r.stderr, "playground-x11: error: cannot write standard output: No space left on device\n")
    }

    /// As `yes | head -1`: the reader leaving ends the run with 0, silently (SIGPIPE is
    /// ignored, so no output dies of it with 141).
    func testClosedPipeEndsQuietly() throws {
        for command in [
            "\"$B\" curve --duration 600 --damping 0.01 --fps 100 | head -c 10",
            "\"$B\" --headless --demo popping --frame-count 2000 --trace - | head -1",
        ] {
            let r = try ChildProcess.run(
                "/bin/bash", ["-c", command + " > /dev/null; echo ${PIPESTATUS[0]}"],
                environment: ["B": try PlaygroundBinary.path, "PATH": "/usr/bin:/bin"], timeout: 60)
            let status = Int(r.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
            XCTAssertEqual(status, 0, "\(command): status \(r.stdout)")
            XCTAssertEqual(r.stderr, "", command)
        }
    }

    // MARK: 3. No hangs

    /// Each of these was accepted and printed without end; now refused at once
    /// with the range of settling times allowed.
    func testCurvesThatNeverSettleAreRefused() throws {
        let cases: [([String], String)] = [
            (["--response", "1", "--damping", "1e-300"], "settle after"),
            (["--response", "600", "--damping", "0.0001"], "settle after"),
            (["--mass", "1", "--stiffness", "1", "--damping-coefficient", "1e-300"], "settle after"),
            (["--mass", "1e308", "--stiffness", "1e308", "--damping-coefficient", "1e308"], "never settle"),
        ]
        for (arguments, words) in cases {
            let r = try run(["curve"] + arguments, timeout: 10)
            XCTAssertEqual(r.status, 2, "\(arguments): \(r.stderr)")
            assertOneLine(r.stderr, prefix: "playground-x11: error: these parameters ", contains: words)
            XCTAssertTrue(r.stderr.contains("the settling time must be in [0, 600] s"), r.stderr)
            XCTAssertEqual(r.stdout, "")
        }
        // The sample count is bounded too: 100,000 rows, so 240 s at the highest rate.
        let r = try run(["curve", "--fps", "10000", "--duration", "20", "--damping", "1"])
        XCTAssertEqual(r.status, 2)
        assertOneLine(
            r.stderr, prefix: "playground-x11: error: ",
            contains: "[0, 9.9999] s (at --fps 10000 at most 100000 samples")
    }

    /// A FIFO nobody reads: the run says it waits (before anything is drawn) and goes on
    /// once a reader comes; it used to block in open() without a word.
    func testTraceFIFOWithoutAReaderSaysItWaits() throws {
        let fifo = folder.appendingPathComponent("trace.fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        let child = try ChildProcess(
            try PlaygroundBinary.path, ["--headless", "--demo", "fade", "--frame-count", "3", "--trace", fifo],
            environment: env)
        XCTAssertTrue(
            child.waitUntil(timeout: 10) { child.standardError.contains("waiting for a reader") }, child.standardError)
        XCTAssertEqual(
            child.standardError,
            "playground-x11: note: waiting for a reader of the trace FIFO \(fifo) (e.g. cat \(fifo))\n")
        let reader = try ChildProcess.run("/bin/cat", [fifo], timeout: 20)
        XCTAssertEqual(child.waitForExit(timeout: 20), 0)
        XCTAssertEqual(reader.stdout.split(separator: "\n").count, 3)
    }

    // MARK: 4. Bounded memory and disk

    func testEndlessScriptIsRefusedAtItsSizeCap() throws {
        let start = Date()
        let r = try run(["--headless", "--script", "/dev/zero"], timeout: 20)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(
            r.stderr,
            "playground-x11: error: cannot read script file /dev/zero: larger than 4 MiB (4194304 bytes), the most a script may be\n"
        )
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
    }

    func testFrameCountAndFramebufferAreCapped() throws {
        var r = try run(["--headless", "--frame-count", "100000000", "--frames", folder.path])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(
            r.stderr, "playground-x11: error: --frame-count must be 1...36000 (600 s at 60 fps), not 100000000\n")
        r = try run(["--headless", "--fps", "240", "--frame-count", "144001"])
        XCTAssertTrue(r.stderr.contains("--frame-count must be 1...144000 (600 s at 240 fps)"), r.stderr)
        r = try run(["--headless", "--size", "8192x8192", "--scale", "2", "--frame-count", "1"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(
            r.stderr,
            "playground-x11: error: --size 8192x8192 at --scale 2 is 16384x16384 pixels; a headless frame may have at most 16777216 pixels (64 MiB, e.g. 4096x4096)\n"
        )
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [], "nothing ran")
    }

    // MARK: 5. curve --fps is the curve's

    func testCurveFPSIsTheCurvesOwn() throws {
        var r = try run(["curve", "--fps", "10", "--duration", "1", "--damping", "1"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout.split(separator: "\n").count, 12, "a header and t = 0, 0.1, ... 1.0")
        r = try run(["curve", "--fps", "0.5", "--duration", "1", "--damping", "1"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "t,value,velocity\n0.000000,0.000000,0.000000\n2.000000,1.000000,0.000000\n")
        r = try run(["curve", "--fps", "0", "--duration", "1", "--damping", "1"])
        XCTAssertEqual(r.stderr, "playground-x11: error: --fps 0 is invalid: expected a rate in 0...10000\n")
        // Parsed on its own, it still prints its own help and names unknown options.
        r = try run(["curve", "--help"])
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.stdout.contains("USAGE: playground-x11 curve"), r.stdout)
        XCTAssertTrue(r.stdout.contains("Samples per second"), r.stdout)
        r = try run(["curve", "--bogus"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "playground-x11: error: Unknown option '--bogus'\n")
    }

    // MARK: 6. Hostile scripts

    func testScriptErrorsAreQuotedAndShortWithTheFileName() throws {
        let escape = try file("escape.txt", "frobnicate\u{1B}[2J\u{1B}[31m\n")
        var r = try run(["--headless", "--script", escape])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(
            r.stderr,
            "\(escape):1: unknown command 'frobnicate\\u{1B}[2J\\u{1B}[31m' (expected wait, click, down, move, up, drag, scroll, key or type)\n"
        )
        let long = try file("long.txt", "wait " + String(repeating: "9", count: 1_000_000) + "\n")
        r = try run(["--headless", "--script", long])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "\(long):1: duration '\(String(repeating: "9", count: 40))…' is not a number\n")
        let nul = try file("nul.txt", "click 200\u{0}junk 360\u{0}junk\n")
        r = try run(["--headless", "--script", nul])
        XCTAssertEqual(r.stderr, "\(nul):1: x '200\\u{0}junk' is not a number\n")
    }

    func testCRLFAndBOMScriptsRun() throws {
        let script = try file("crlf.txt", "\u{FEFF}click 200 360\r\nwait 0.5\r\nkey q\r\n")
        let r = try run(["--headless", "--demo", "popping", "--script", script])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
    }

    // MARK: 8. Say why a run hit the cap

    func testCapNoteSaysTheScriptIsLonger() throws {
        let script = try file("long.txt", "wait 400\nwait 300\nkey q\n")
        let r = try run(["--headless", "--fps", "1", "--script", script], timeout: 60)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(
            r.stderr,
            "playground-x11: note: stopped after 600 s of virtual time; the script lasts 700.00 s, longer than that: its commands after 600 s never ran\n"
        )
    }

    func testCapNoteSaysATouchIsStillDown() throws {
        let script = try file("held.txt", "click 200 360\nwait 1\ndown 200 500\nmove 200 650 0.3\n")
        let r = try run(["--headless", "--fps", "5", "--demo", "bottom-sheet", "--script", script], timeout: 120)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(
            r.stderr,
            "playground-x11: note: stopped after 600 s of virtual time; a touch is still down (the script's 'down' on line 3 has no 'up'), so what it drags never settles\n"
        )
    }

    // MARK: 9. Refused instead of guessed

    func testEmptyFramesFolderAndRepeatedDemoAreRefused() throws {
        var r = try run(["--headless", "--frames", "", "--frame-count", "1"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "playground-x11: error: --frames needs a folder name, not an empty string\n")
        r = try run(["--headless", "--demo", "fade", "--demo", "popping", "--frame-count", "1"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "playground-x11: error: --demo was given 2 times (fade, popping); give one\n")
    }
}
