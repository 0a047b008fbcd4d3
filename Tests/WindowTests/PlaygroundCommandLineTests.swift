import Foundation
import TestSupport
import XCTest

/// Bad playground inputs stop before anything runs: one line on stderr and exit code 2.
final class PlaygroundCommandLineTests: XCTestCase {
    private func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        return try ChildProcess.run(try PlaygroundBinary.path, arguments, environment: env, timeout: 20)
    }

    private func scriptFile(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(UUID().uuidString).txt")
        try text.write(to: url, atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    func testUnknownDemoNamesTheValidOnes() throws {
        for arguments in [["--headless", "--demo", "sparkle"], ["--demo", "sparkle"]] {
            let r = try run(arguments)
            XCTAssertEqual(r.status, 2)
            XCTAssertEqual(
                r.stderr,
                "playground-x11: error: unknown demo 'sparkle'; valid names: popping, bottom-sheet, "
                    + "direction, fade, vertical-sheet, styles, overlay, navigation, tabs, sheet-detents, zoom, flip, "
                    + "address-picker, sheet-list, materials, alerts\n"
            )
        }
    }

    func testBadScriptLineIsReportedWithItsNumberBeforeAnythingRuns() throws {
        let frames = FileManager.default.temporaryDirectory.appendingPathComponent("never-\(UUID().uuidString)")
        let path = try scriptFile("wait 0.5\n# fine\nclick 200\n")
        let r = try run(["--headless", "--demo", "popping", "--script", path, "--frames", frames.path])
        XCTAssertEqual(r.status, 2)
        // FILE:LINE: message, as compilers print it, so an editor can jump to the line.
        XCTAssertEqual(r.stderr, "\(path):3: 'click' takes x y, got 1 argument\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: frames.path), "nothing ran")
    }

    func testMissingScriptFileIsOneLine() throws {
        let r = try run(["--headless", "--script", "/no/such/script.txt"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(
            r.stderr, "playground-x11: error: cannot read script file /no/such/script.txt: No such file or directory\n")
    }

    func testUnwritableTraceIsOneLine() throws {
        let r = try run(["--headless", "--demo", "fade", "--trace", "/proc/no-such-place/trace.jsonl"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(
            r.stderr,
            "playground-x11: error: cannot write trace file /proc/no-such-place/trace.jsonl: No such file or directory\n"
        )
    }

    func testRecordingFlagsNeedHeadless() throws {
        let r = try run(["--demo", "popping", "--seconds", "2"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr.split(separator: "\n").count, 1)
        XCTAssertTrue(r.stderr.contains("--seconds only works with --headless"), r.stderr)
    }

    func testHelpListsThePlaygroundFlags() throws {
        let r = try run(["--help"])
        XCTAssertEqual(r.status, 0)
        for flag in [
            "--demo", "--script", "--trace", "--seconds", "--fps", "--size", "--scale", "--frames", "--headless",
        ] {
            XCTAssertTrue(r.stdout.contains(flag), "--help does not mention \(flag)")
        }
    }

    func testTheSameRecordingTwiceGivesIdenticalFilesAndTrace() throws {
        let path = try scriptFile("key h\nclick 200 360\nwait 0.4\nkey s\nwait 0.3\nclick 200 392\nwait 0.2\n")
        var outputs: [(frames: URL, trace: URL)] = []
        for _ in 0..<2 {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("det-\(UUID().uuidString)")
            addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
            let frames = dir.appendingPathComponent("frames")
            let trace = dir.appendingPathComponent("trace.jsonl")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            let r = try run([
                "--headless", "--demo", "popping", "--script", path, "--frames", frames.path,
                "--trace", trace.path, "--seconds", "1.5",
            ])
            XCTAssertEqual(r.status, 0, r.stderr)
            outputs.append((frames, trace))
        }
        XCTAssertEqual(try Data(contentsOf: outputs[0].trace), try Data(contentsOf: outputs[1].trace))
        let names = try FileManager.default.contentsOfDirectory(atPath: outputs[0].frames.path).sorted()
        XCTAssertEqual(names.count, 90)
        XCTAssertEqual(names, try FileManager.default.contentsOfDirectory(atPath: outputs[1].frames.path).sorted())
        var distinct = Set<Data>()
        for name in names {
            let a = try Data(contentsOf: outputs[0].frames.appendingPathComponent(name))
            XCTAssertEqual(a, try Data(contentsOf: outputs[1].frames.appendingPathComponent(name)), name)
            distinct.insert(a)
        }
        XCTAssertGreaterThan(distinct.count, 40, "the frames do move")
    }

    func testHeadlessRecordingWritesNumberedFramesAndStopsOnItsOwn() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rec-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try scriptFile("click 200 360\nwait 0.2\n")
        let r = try run([
            "--headless", "--demo", "fade", "--script", path, "--frames", dir.path, "--size", "200x300",
            "--scale", "2", "--fps", "30",
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        XCTAssertGreaterThan(files.count, 7)
        XCTAssertEqual(files.first, "frame-00000.png")
        XCTAssertEqual(files.last, String(format: "frame-%05d.png", files.count - 1))
        let frame = try PNGFileSize(path: dir.appendingPathComponent("frame-00000.png").path)
        XCTAssertEqual(frame.width, 400)
        XCTAssertEqual(frame.height, 600)
    }
}

/// The pixel size in a PNG header (IHDR), read without decoding.
private struct PNGFileSize {
    let width: Int, height: Int
    init(path: String) throws {
        let d = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func be(_ i: Int) -> Int { Int(d[i]) << 24 | Int(d[i + 1]) << 16 | Int(d[i + 2]) << 8 | Int(d[i + 3]) }
        width = be(16)
        height = be(20)
    }
}
