import Foundation
import TestSupport
import XCTest

/// A scratch folder and the built `playground-x11`, run as a child process the way a user
/// runs it, with the faults a user meets: a full file system (a real tmpfs of a few KiB),
/// a file-size limit (`ulimit -f`), signals, a broken encoder (a stand-in script on PATH).
///
/// `SHARING_FAULT_BINARY` names another build to run the same cases against (an older
/// commit's, to see them fail there).
final class FaultFixture {
    /// The scratch folder, unique to the test.
    let dir: URL
    private var mounts: [String] = []

    /// What one run did.
    struct Outcome {
        var status: Int32
        var stdout: Data
        var stderr: String
        /// The stderr lines that are not empty.
        var lines: [String] { stderr.split(separator: "\n").map(String.init) }
    }

    init() throws {
        dir = URL(fileURLWithPath: "/tmp").appendingPathComponent("sharing-fault-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try write("s.txt", "click 80 100\nwait 0.8\n")
    }

    /// The built executable under test.
    static var binary: String {
        get throws {
            if let given = ProcessInfo.processInfo.environment["SHARING_FAULT_BINARY"] { return given }
            return try PlaygroundBinary.path
        }
    }

    /// The absolute path of `name` in the scratch folder.
    func path(_ name: String) -> String { dir.appendingPathComponent(name).path }

    /// Writes `text` to `name` in the scratch folder.
    func write(_ name: String, _ text: String) throws {
        try text.write(toFile: path(name), atomically: false, encoding: .utf8)
    }

    /// The bytes of `name`, nil when it does not exist.
    func contents(_ name: String) -> Data? { FileManager.default.contents(atPath: path(name)) }

    /// The arguments of a short headless recording of the popping demo.
    var recording: [String] {
        ["--headless", "--demo", "popping", "--size", "160x200", "--script", path("s.txt")]
    }

    /// The environment a run gets: ours without a display, `PATH` with `pathFirst` in front.
    func environment(pathFirst: String? = nil) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        if let pathFirst { env["PATH"] = pathFirst + ":" + (env["PATH"] ?? "/usr/bin:/bin") }
        return env
    }

    /// Starts the playground with `arguments` in the scratch folder (under `ulimit -f
    /// blocks` when given, through /bin/sh, which then `exec`s it).
    func start(_ arguments: [String], pathFirst: String? = nil, fileSizeBlocks: Int? = nil) throws -> ChildProcess {
        let binary = try Self.binary
        if let fileSizeBlocks {
            return try ChildProcess(
                "/bin/sh",
                ["-c", "cd \"$1\" && shift && ulimit -f \(fileSizeBlocks) && exec \"$@\"", "sh", dir.path, binary]
                    + arguments, environment: environment(pathFirst: pathFirst))
        }
        return try ChildProcess(
            "/bin/sh", ["-c", "cd \"$1\" && shift && exec \"$@\"", "sh", dir.path, binary] + arguments,
            environment: environment(pathFirst: pathFirst))
    }

    /// Runs the playground to its end (at most `timeout` seconds).
    func run(
        _ arguments: [String], pathFirst: String? = nil, fileSizeBlocks: Int? = nil, timeout: Double = 300
    ) throws -> Outcome {
        let child = try start(arguments, pathFirst: pathFirst, fileSizeBlocks: fileSizeBlocks)
        guard let status = child.waitForExit(timeout: timeout) else {
            child.kill()
            throw ChildProcess.Failure("playground-x11 \(arguments) did not finish in \(timeout) s")
        }
        return Outcome(status: status, stdout: Data(child.standardOutput.utf8), stderr: child.standardError)
    }

    /// Runs and keeps standard output as bytes (a GIF on standard output is not UTF-8).
    func runKeepingBytes(_ arguments: [String], timeout: Double = 300) throws -> Outcome {
        let out = path("stdout.bin")
        let err = path("stderr.txt")
        let binary = try Self.binary
        let r = try ChildProcess.run(
            "/bin/sh",
            ["-c", "cd \"$1\" && shift && exec \"$@\" >\"\(out)\" 2>\"\(err)\"", "sh", dir.path, binary] + arguments,
            environment: environment(), timeout: timeout)
        defer {
            unlink(out)
            unlink(err)
        }
        return Outcome(
            status: r.status, stdout: FileManager.default.contents(atPath: out) ?? Data(),
            stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "")
    }

    /// A real file system of `kilobytes` KiB (tmpfs) mounted at `name`; skips the test
    /// with the reason when this machine cannot mount one.
    func mountFull(_ name: String, kilobytes: Int) throws -> String {
        let mountPoint = path(name)
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
        let r = try ChildProcess.run("mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", mountPoint])
        guard r.status == 0 else {
            throw XCTSkip("cannot mount a small tmpfs here (mount says: \(r.stderr)); no full file system can be made")
        }
        mounts.append(mountPoint)
        return mountPoint
    }

    /// A stand-in `ffmpeg` (a shell script with `body`) in its own folder; returns the folder
    /// to put first on PATH.
    func standInFFmpeg(_ body: String) throws -> String {
        let bin = path("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try ("#!/bin/bash\n" + body + "\n").write(toFile: bin + "/ffmpeg", atomically: false, encoding: .utf8)
        chmod(bin + "/ffmpeg", 0o755)
        return bin
    }

    /// Temporary files left in the scratch folder (recursively) and processes that still
    /// name it: both must be none after every run.
    func leftovers() -> [String] {
        var found: [String] = []
        if let walker = FileManager.default.enumerator(atPath: dir.path) {
            for case let name as String in walker where (name as NSString).lastPathComponent.hasPrefix(".tp-") {
                found.append("file \(name)")
            }
        }
        let me = getpid()
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int32(entry), pid != me,
                let raw = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
            else { continue }
            let command = String(decoding: raw.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            if command.contains(dir.path) { found.append("process \(pid): \(command)") }
        }
        return found
    }

    /// Unmounts what was mounted and removes the folder.
    func remove() {
        for mount in mounts.reversed() { _ = try? ChildProcess.run("umount", ["-l", mount]) }
        try? FileManager.default.removeItem(at: dir)
    }
}

/// The checks every case makes: the exit status, exactly one line on stderr (holding each
/// of `saying`), and nothing left behind.
func assertOutcome(
    _ outcome: FaultFixture.Outcome, status: Int32, saying: [String] = [], in fixture: FaultFixture,
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(outcome.status, status, "exit status; stderr: \(outcome.stderr)", file: file, line: line)
    XCTAssertEqual(outcome.lines.count, 1, "one stderr line, got: \(outcome.stderr)", file: file, line: line)
    for word in saying {
        XCTAssertTrue(
            outcome.stderr.contains(word), "stderr should say '\(word)': \(outcome.stderr)", file: file, line: line)
    }
    XCTAssertFalse(outcome.stderr.contains("\u{1B}"), "no raw escape on stderr", file: file, line: line)
    XCTAssertEqual(fixture.leftovers(), [], "nothing left behind", file: file, line: line)
}

/// What ffprobe reads of `path`: the video stream's frame (packet) count, and whatever it
/// complained about (empty for a whole file).
func probe(_ path: String, countFrames: Bool = false) throws -> (frames: Int?, complaints: String) {
    let entry = countFrames ? "stream=nb_read_frames" : "stream=nb_read_packets"
    let r = try ChildProcess.run(
        "ffprobe",
        [
            "-v", "error", countFrames ? "-count_frames" : "-count_packets", "-select_streams", "v:0",
            "-show_entries", entry, "-of", "csv=p=0", "file:" + path,
        ],
        timeout: 120)
    return (Int(r.stdout.trimmingCharacters(in: .whitespacesAndNewlines)), r.stderr)
}

/// `path` is a complete MP4: ffprobe reads frames from it without a complaint.
func assertValidMP4(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws {
    XCTAssertTrue(FileManager.default.fileExists(atPath: path), "\(path) exists", file: file, line: line)
    let p = try probe(path)
    XCTAssertEqual(p.complaints, "", "ffprobe reads \(path) cleanly", file: file, line: line)
    XCTAssertGreaterThan(p.frames ?? 0, 0, "\(path) holds frames", file: file, line: line)
}

/// `data` is a complete GIF: its header, its trailer byte, and every frame decoded by ffprobe.
func assertValidGIF(_ data: Data?, file: StaticString = #filePath, line: UInt = #line) throws {
    guard let data else { return XCTFail("no GIF", file: file, line: line) }
    XCTAssertEqual(data.prefix(6), Data("GIF89a".utf8), "GIF header", file: file, line: line)
    XCTAssertEqual(data.last, 0x3B, "GIF trailer: the file is complete", file: file, line: line)
    let scratch = "/tmp/sharing-fault-probe-\(UUID().uuidString.prefix(8)).gif"
    try data.write(to: URL(fileURLWithPath: scratch))
    defer { unlink(scratch) }
    let p = try probe(scratch, countFrames: true)
    XCTAssertEqual(p.complaints, "", "ffprobe decodes the GIF cleanly", file: file, line: line)
    XCTAssertGreaterThan(p.frames ?? 0, 1, "the GIF holds the recording's frames", file: file, line: line)
}
