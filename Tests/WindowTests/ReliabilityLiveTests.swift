import Foundation
import TestSupport
import XCTest

/// Reliability with a real X server: a trace pipe closed by its reader, a trace FIFO nobody
/// reads yet, a window closed by another client, a server that never answers, and a
/// stress run of random input that must leave the app responsive with flat memory.
final class ReliabilityLiveTests: PlaygroundWindowTestCase {
    /// `--trace - | head -1` live: SIGPIPE is ignored (for the X connection), so the second
    /// line met EPIPE in a `try!` and died with a 66-line dump. Now it ends quietly.
    func testLiveTraceToAClosedPipeEndsQuietly() throws {
        var env = session.environment
        env["B"] = try PlaygroundBinary.path
        let status = FileManager.default.temporaryDirectory.appendingPathComponent("status-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: status) }
        let pipeline = try ChildProcess(
            "/bin/bash",
            ["-c", "\"$B\" --demo popping --trace - | head -1 > /dev/null; echo ${PIPESTATUS[0]} > '\(status.path)'"],
            environment: env)
        // The demo's first frames may already meet the closed pipe; if not, each key redraws
        // (the HUD on and off) and the next line does.
        if pipeline.waitForExit(timeout: 3) == nil {
            let search = try session.run("xdotool", ["search", "--name", "^Transition Playground$"])
            for w in search.stdout.split(separator: "\n") {
                for _ in 0..<4 {
                    _ = try session.run("xdotool", ["key", "--window", String(w), "h"])
                    usleep(100_000)
                }
            }
        }
        XCTAssertEqual(pipeline.waitForExit(timeout: 10), 0, pipeline.standardError)
        let code = Int(
            (try? String(contentsOf: status, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "")
        XCTAssertTrue(code == 0 || code == 141, "status \(String(describing: code))")
        XCTAssertEqual(pipeline.standardError, "")
    }

    /// A FIFO nobody reads: the notice comes before any window (which would be frozen and
    /// deaf to `q` while open() waits); once a reader comes the window opens and works.
    func testLiveTraceFIFOWaitsBeforeTheWindowOpens() throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString).fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        defer { unlink(fifo) }
        let app = try launch(["--trace", fifo], firstScene: false)
        XCTAssertTrue(
            app.waitUntil(timeout: 10) { app.standardError.contains("waiting for a reader") }, app.standardError)
        usleep(300_000)
        let search = try session.run("xdotool", ["search", "--name", "^Transition Playground$"])
        XCTAssertNotEqual(search.status, 0, "no window while the trace waits for its reader")
        let reader = try ChildProcess("/bin/cat", [fifo])
        let w = try findWindow()
        _ = try session.run("xdotool", ["key", "--window", w, "q"])
        XCTAssertEqual(app.waitForExit(timeout: 10), 0, app.standardError)
        XCTAssertEqual(reader.waitForExit(timeout: 5), 0)
        XCTAssertTrue(reader.standardOutput.hasPrefix("{\"frame\": 0, "))
    }

    /// `xdotool windowclose` destroys the window from outside: the app ends with 0 and
    /// says nothing (it used to warn about BadWindow when it destroyed the window again).
    func testWindowClosedByAnotherClientEndsWithoutAWarning() throws {
        let app = try launch([], firstScene: false)
        let w = try findWindow()
        usleep(300_000)
        _ = try session.run("xdotool", ["windowclose", w])
        XCTAssertEqual(app.waitForExit(timeout: 10), 0)
        XCTAssertEqual(app.standardError, "")
    }

    /// A server that takes the connection and never answers: one line naming the display
    /// after the stated 5 s, instead of waiting for ever.
    func testServerThatNeverAnswersIsGivenUpOn() throws {
        let n = (600...699).first { !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)") }!
        let socketPath = "/tmp/.X11-unix/X\(n)"
        try FileManager.default.createDirectory(atPath: "/tmp/.X11-unix", withIntermediateDirectories: true)
        let silent = try ChildProcess(
            "python3",
            [
                "-c",
                """
                import socket, time
                s = socket.socket(socket.AF_UNIX)
                s.bind("\(socketPath)")
                s.listen(4)
                held = []
                while True:
                    c, _ = s.accept()
                    held.append(c)
                """,
            ])
        defer {
            silent.kill()
            unlink(socketPath)
        }
        XCTAssertTrue(silent.waitUntil(timeout: 5) { FileManager.default.fileExists(atPath: socketPath) })
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = ":\(n)"
        let start = Date()
        let r = try ChildProcess.run(try PlaygroundBinary.path, [], environment: env, timeout: 20)
        let took = Date().timeIntervalSince(start)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertEqual(r.stderr, "playground-x11: error: X display \":\(n)\" did not answer within 5 s; giving up\n")
        XCTAssertGreaterThan(took, 4.5)
        XCTAssertLessThan(took, 12)
    }

    /// Random clicks, drags, keys, wheel turns and resizes (many mid-transition) for
    /// `STRESS_SECONDS` (25 by default in `make test`; the 60 s and more on demand):
    /// the app keeps running, its resident memory at the end is within 10 % of what it was
    /// halfway, and `q` still quits.
    func testStressedWindowStaysResponsiveWithFlatMemory() throws {
        let seconds = Double(ProcessInfo.processInfo.environment["STRESS_SECONDS"] ?? "") ?? 25
        let app = try launch([], firstScene: false)
        let w = try findWindow()
        var rng = SystemRandomNumberGenerator()
        let keys = [
            "Escape", "space", "s", "h", "Left", "Right", "bracketleft", "bracketright", "minus", "equal",
            "Return", "Tab", "a", "1",
        ]
        let start = Date()
        var baseline = 0
        var actions = 0
        var resizes = 0
        while Date().timeIntervalSince(start) < seconds {
            XCTAssertTrue(app.isRunning, "the app died: \(app.standardError)")
            if !app.isRunning { return }
            let x = String(Int.random(in: -20...420, using: &rng))
            let y = String(Int.random(in: -20...740, using: &rng))
            var args: [String]
            switch Int.random(in: 0..<10, using: &rng) {
            case 0...2: args = ["mousemove", "--window", w, x, y, "click", "1"]
            case 3:
                args = [
                    "mousemove", "--window", w, x, y, "mousedown", "1", "mousemove", "--window", w,
                    String(Int.random(in: 0...400, using: &rng)), String(Int.random(in: 0...720, using: &rng)),
                    "mouseup", "1",
                ]
            case 4...5: args = ["key", "--window", w, keys.randomElement(using: &rng)!]
            case 6: args = ["mousemove", "--window", w, x, y, "click", Bool.random(using: &rng) ? "4" : "5"]
            case 7:
                args = [
                    "windowsize", w, String(Int.random(in: 120...900, using: &rng)),
                    String(Int.random(in: 120...900, using: &rng)),
                ]
                resizes += 1
            default:
                // The catalog's first rows open demos; keep coming back to them.
                args = [
                    "mousemove", "--window", w, "200", String(88 + 56 * Int.random(in: 0...8, using: &rng)), "click",
                    "1",
                ]
            }
            _ = try session.run("xdotool", args)
            actions += 1
            // The baseline waits until most demos have been opened (their text and images cached).
            if baseline == 0 && Date().timeIntervalSince(start) > seconds / 2 {
                baseline = Self.residentBytes(of: app.pid)
            }
            usleep(UInt32.random(in: 0...40_000, using: &rng))
        }
        let end = Self.residentBytes(of: app.pid)
        print(
            "stress: seconds=\(Int(seconds)) actions=\(actions) resizes=\(resizes) rss_baseline_kib=\(baseline / 1024) rss_end_kib=\(end / 1024)"
        )
        // The window's size at the end is random: its image (and the shared-memory copy the X
        // server reads) may be up to one 900x900 window larger than halfway, which next to the
        // playground's whole footprint is more than the 10 % allowed for the rest.
        let largestWindowImage = 900.0 * 900.0 * 4
        XCTAssertLessThan(
            Double(end), Double(baseline) * 1.10 + largestWindowImage,
            "resident memory grew from \(baseline / 1024) to \(end / 1024) KiB")
        _ = try session.run("xdotool", ["key", "--window", w, "q"])
        XCTAssertEqual(app.waitForExit(timeout: 10), 0, app.standardError)
        XCTAssertFalse(app.standardError.contains("error"), app.standardError)
    }

    private static func residentBytes(of pid: Int32) -> Int {
        let text = (try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8)) ?? ""
        let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
