import Foundation
import TestSupport
import XCTest

/// Bad starts: one line on stderr, `playground-x11: error: ...`, exit code 2, no window.
final class CommandLineErrorTests: XCTestCase {
    private func run(_ arguments: [String], display: String?) throws -> (status: Int32, stdout: String, stderr: String)
    {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        return try ChildProcess.run(try PlaygroundBinary.path, arguments, environment: env, timeout: 10)
    }

    private func assertOneErrorLine(
        _ r: (status: Int32, stdout: String, stderr: String), mentioning words: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(r.status, 2, r.stderr, file: file, line: line)
        let lines = r.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, r.stderr, file: file, line: line)
        XCTAssertTrue(r.stderr.hasPrefix("playground-x11: error: "), r.stderr, file: file, line: line)
        XCTAssertTrue(r.stderr.contains(words), r.stderr, file: file, line: line)
        XCTAssertEqual(r.stdout, "", file: file, line: line)
    }

    func testNoDisplay() throws {
        assertOneErrorLine(try run([], display: nil), mentioning: "DISPLAY is not set")
    }

    func testDisplayThatIsNotThere() throws {
        // No socket and no lock file: nothing listens on this number.
        let n = (500...599).first { !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)") }!
        assertOneErrorLine(try run([], display: ":\(n)"), mentioning: "cannot open X display \":\(n)\"")
    }

    /// `help TOPIC` knows the subcommands; anything else is a usage error, not the whole
    /// help with success.
    func testUnknownHelpTopicIsAUsageError() throws {
        for topic in [["bogus"], ["curve", "bogus"]] {
            assertOneErrorLine(
                try run(["help"] + topic, display: nil),
                mentioning: "unknown help topic '\(topic.joined(separator: " "))'; the topics are: curve")
        }
        let curve = try run(["help", "curve"], display: nil)
        XCTAssertEqual(curve.status, 0, curve.stderr)
        XCTAssertTrue(curve.stdout.hasPrefix("OVERVIEW: Print t,value,velocity"), curve.stdout)
        let whole = try run(["help"], display: nil)
        XCTAssertEqual(whole.status, 0, whole.stderr)
        XCTAssertTrue(whole.stdout.hasPrefix("OVERVIEW: Transition Playground"), whole.stdout)
    }

    func testUnknownFlag() throws {
        assertOneErrorLine(try run(["--sparkles"], display: ":0"), mentioning: "--sparkles")
    }

    func testBadSize() throws {
        assertOneErrorLine(try run(["--size", "wide"], display: ":0"), mentioning: "--size")
        assertOneErrorLine(try run(["--size", "0x100"], display: ":0"), mentioning: "--size")
    }

    func testOutOfRangeSizeNamesTheRange() throws {
        for size in ["0x0", "20000x20000"] {
            assertOneErrorLine(
                try run(["--size", size], display: ":0"),
                mentioning: "--size must be 1x1...8192x8192 points, not \(size)")
        }
    }

    func testNegativeNumbersAreRefusedForWhatTheyAreNotAsMissing() throws {
        let seconds = try run(["--headless", "--seconds", "-1"], display: nil)
        // The value is echoed as typed (`-1`, not `-1.0`), as --fps and --size echo theirs.
        assertOneErrorLine(seconds, mentioning: "--seconds must be in (0, 600] seconds of virtual time, not -1")
        XCTAssertFalse(seconds.stderr.contains("-1.0"), seconds.stderr)
        XCTAssertFalse(seconds.stderr.contains("Missing value"), seconds.stderr)
        // Huge values are refused, not converted to a frame count that overflows.
        let huge = try run(["--headless", "--seconds", "1e20"], display: nil)
        assertOneErrorLine(huge, mentioning: "--seconds must be in (0, 600] seconds of virtual time, not 1e+20")
        assertOneErrorLine(
            try run(["--headless", "--frame-count", "-3"], display: nil), mentioning: "--frame-count must be at least 1"
        )
        assertOneErrorLine(try run(["--fps", "-5"], display: nil), mentioning: "--fps must be 1...240")
    }

    func testCurveErrorsShareThePrefixAndSayWhatIsWrong() throws {
        let cases: [([String], String)] = [
            (["curve", "--duration", "1e9", "--damping", "0.7"], "(0, 600] seconds"),
            (
                ["curve", "--duration", "0.5", "--damping", "0.7", "--bounciness", "3"],
                "choose one form, not --duration/--damping and --bounciness/--speed"
            ),
        ]
        for (args, words) in cases {
            assertOneErrorLine(try run(args, display: nil), mentioning: words)
        }
    }

    func testUnreadableScriptSaysWhy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let binary = folder.appendingPathComponent("latin1.txt")
        try Data([0x77, 0x61, 0x69, 0x74, 0x20, 0xE9, 0x0A]).write(to: binary)  // "wait é" in Latin-1
        let missing = folder.appendingPathComponent("nothing.txt").path
        for (path, reason) in [
            (folder.path, "is a directory"), (binary.path, "not UTF-8 text"),
            (missing, "No such file or directory"),
        ] {
            assertOneErrorLine(
                try run(["--headless", "--script", path], display: nil),
                mentioning: "cannot read script file \(path): \(reason)")
        }
    }

    func testBadScale() throws {
        assertOneErrorLine(try run(["--scale", "3"], display: ":0"), mentioning: "--scale")
    }

    func testNegativeSizeAndScaleNameTheRangeLikeFPS() throws {
        for (args, words) in [
            (["--size", "-5x100"], "--size must be 1x1...8192x8192 points, not -5x100"),
            (["--size", "100x-5"], "--size must be 1x1...8192x8192 points, not 100x-5"),
            (["--scale", "-1"], "--scale must be 1 or 2, not -1"),
        ] {
            let r = try run(args, display: nil)
            assertOneErrorLine(r, mentioning: words)
            XCTAssertFalse(r.stderr.contains("Missing value"), r.stderr)
        }
    }

    /// A value that is no whole number at all (a fraction, nan, a power of ten, past `Int`)
    /// names the values allowed too, not only the parser's bare "is invalid".
    func testNonWholeNumbersNameTheValuesAllowed() throws {
        for (args, words) in [
            (["--scale", "1.5"], "--scale must be a whole number, 1 or 2, not 1.5"),
            (["--fps", "nan"], "--fps must be a whole number, 1...240, not nan"),
            (["--fps", "1e9"], "--fps must be a whole number, 1...240, not 1e9"),
            (["--frame-count", "99999999999999999999"], "--frame-count must be a whole number, at least 1, not 9999"),
        ] {
            assertOneErrorLine(try run(args + ["--headless"], display: nil), mentioning: words)
        }
    }

    func testSizeWithoutTheXSaysTheFormatAndTheRange() throws {
        for size in ["400", "wide", "400x", "1.5x2"] {
            assertOneErrorLine(
                try run(["--size", size], display: nil),
                mentioning: "--size must be WxH, two whole numbers such as 400x720, each 1...8192 points, not \(size)")
        }
    }

    func testHelpListsEveryFlagAndExitsZero() throws {
        let r = try run(["--help"], display: nil)
        XCTAssertEqual(r.status, 0)
        for flag in [
            "--size", "--scale", "--no-shm", "--headless", "--frames", "--frame-count", "--fps",
            "--log-input", "--log-frames", "curve",
        ] {
            XCTAssertTrue(r.stdout.contains(flag), "--help does not mention \(flag)")
        }
    }
}
