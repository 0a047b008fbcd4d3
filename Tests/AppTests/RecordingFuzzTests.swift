import Foundation
import TestSupport
import XCTest

/// Seeded fuzzing of headless recordings through the built program: random outputs (GIF to
/// a file or standard output, MP4, trace, PNG frames, a previous file in the way) and a
/// random fault (a full tmpfs, `ulimit -f`, a stopping signal at a random moment, a broken
/// stand-in ffmpeg, a FIFO, two outputs on one file). Whatever happens, every GIF and MP4
/// is whole or absent (a previous file untouched), a failure is one `error:` line with a
/// known exit status, success means whole files, and nothing is left behind.
///
/// `make test` runs seeds 1...6; `make fuzz SEEDS=a:b` runs a...b (env `FUZZ_SEEDS`) and
/// writes each failing case's command line to `FUZZ_OUT` (default `fuzz-failures/`).
final class RecordingFuzzTests: XCTestCase {
    func testFuzzedRecordingsAreCompleteOrAbsent() throws {
        let env = ProcessInfo.processInfo.environment
        let range = try FuzzTests.seeds(env["FUZZ_SEEDS"] ?? "1:6")
        let out = URL(fileURLWithPath: env["FUZZ_OUT"] ?? "fuzz-failures")
        let binary = try PlaygroundBinary.path
        var failures: [String] = []
        var statuses: [Int32: Int] = [:]
        let start = Date()
        for seed in range {
            let fuzz = try RecordingFuzzCase(seed: seed, binary: binary)
            defer { fuzz.remove() }
            let problems = try fuzz.run()
            statuses[fuzz.status, default: 0] += 1
            if env["FUZZ_VERBOSE"] != nil { print("seed \(seed) exit \(fuzz.status): \(fuzz.summary)") }
            if !problems.isEmpty {
                let file = out.appendingPathComponent("recording-\(seed).txt")
                try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
                try (["# \(fuzz.summary)"] + problems.map { "# \($0)" } + [fuzz.commandLine])
                    .joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
                failures.append("seed \(seed) (\(fuzz.summary)): \(problems.joined(separator: "; ")) -> \(file.path)")
            }
        }
        print(
            "fuzz recordings: seeds=\(range.lowerBound):\(range.upperBound) failures=\(failures.count) "
                + "exit statuses=\(statuses.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: ",")) "
                + "seconds=\(String(format: "%.1f", Date().timeIntervalSince(start)))")
        XCTAssertEqual(failures, [], "reproducers written to \(out.path)")
    }
}

/// One fuzzed recording: its scratch folder, outputs, fault, and the check of what it left.
final class RecordingFuzzCase {
    private var rng: SplitMix64
    private let binary: String
    private let dir: String
    private var mounts: [String] = []
    private var arguments: [String] = []
    private var pathFirst: String?
    private var fileSizeBlocks: Int?
    private var signalAfter: (signal: Int32, seconds: Double)?
    /// The GIF and MP4 targets, with what was there before the run (nil: nothing).
    private var targets: [(path: String, kind: String, previous: Data?)] = []
    private var gifToStandardOutput = false
    private(set) var summary = ""
    /// The run's exit status (-1 before it ran or when it hung).
    private(set) var status: Int32 = -1

    init(seed: UInt64, binary: String) throws {
        rng = SplitMix64(seed: seed)
        self.binary = binary
        dir = "/tmp/recording-fuzz-\(seed)-\(UUID().uuidString.prefix(6))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try plan()
    }

    /// The run as a shell line, to reproduce it.
    var commandLine: String {
        var line = "cd \(dir) && "
        if let pathFirst { line += "PATH=\(pathFirst):$PATH " }
        if let fileSizeBlocks { line += "(ulimit -f \(fileSizeBlocks); " }
        line += ([binary] + arguments).map { "'\($0)'" }.joined(separator: " ")
        if fileSizeBlocks != nil { line += ")" }
        if let signalAfter { line += "  # then signal \(signalAfter.signal) after \(signalAfter.seconds) s" }
        return line
    }

    private func plan() throws {
        var seconds = [0.3, 0.8, 1.5][rng.below(3)]
        let size = ["160x200", "61x33", "320x240"][rng.below(3)]
        arguments = ["--headless", "--demo", "popping", "--size", size, "--script", dir + "/s.txt"]
        var folder = dir
        var faults: [String] = []
        switch rng.below(8) {
        case 0:
            folder = dir + "/full"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let kb = [8, 16, 48, 256][rng.below(4)]
            if (try? ChildProcess.run("mount", ["-t", "tmpfs", "-o", "size=\(kb)k", "tmpfs", folder]))?.status == 0 {
                mounts.append(folder)
                faults.append("tmpfs \(kb) KiB")
            }
        case 1:
            fileSizeBlocks = [4, 16, 64, 512][rng.below(4)]
            faults.append("ulimit -f \(fileSizeBlocks!)")
        case 2:
            // Mostly while the recording runs (a longer script), sometimes before it starts.
            signalAfter = ([SIGTERM, SIGINT, SIGHUP][rng.below(3)], Double(rng.below(16)) / 10)
            seconds = 5
            faults.append("signal \(signalAfter!.signal) after \(signalAfter!.seconds) s")
        case 3:
            let bin = dir + "/bin"
            try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
            let body = [
                "cat > /dev/null; exit 0", "echo 'broken encoder' >&2; exit 1",
                "head -c 5000 > /dev/null; kill -KILL $$",
                "out=\"${@: -1}\"; cat > /dev/null; echo junk > \"${out#file:}\"; exit 0",
            ][rng.below(4)]
            try ("#!/bin/bash\n" + body + "\n").write(toFile: bin + "/ffmpeg", atomically: false, encoding: .utf8)
            chmod(bin + "/ffmpeg", 0o755)
            pathFirst = bin
            faults.append("stand-in ffmpeg: \(body)")
        default:
            break
        }
        try "click 80 100\nwait \(seconds)\n".write(toFile: dir + "/s.txt", atomically: false, encoding: .utf8)
        let gif = rng.below(4)
        if gif == 1 {
            arguments += ["--gif", "-"]
            gifToStandardOutput = true
        } else if gif >= 2 {
            try addTarget(folder + "/r.gif", kind: "gif")
        }
        if rng.below(2) == 0 { try addTarget(folder + (rng.below(5) == 0 ? "/r.gif" : "/r.mp4"), kind: "video") }
        if rng.below(3) == 0 { arguments += ["--trace", rng.below(4) == 0 ? dir + "/s.txt" : folder + "/t.jsonl"] }
        if rng.below(4) == 0 { arguments += ["--frames", folder + "/f"] }
        if rng.below(8) == 0, let first = targets.first {
            unlink(first.path)
            mkfifo(first.path, 0o644)
            targets[0].previous = nil
            faults.append("FIFO at \(first.path)")
        }
        summary =
            (faults.isEmpty ? "no fault" : faults.joined(separator: ", ")) + "; "
            + arguments.dropFirst(6)
            .joined(separator: " ")
    }

    private func addTarget(_ path: String, kind: String) throws {
        var previous: Data?
        if rng.below(2) == 0, !targets.contains(where: { $0.path == path }) {
            previous = Data("previous \(kind)\n".utf8)
            try? previous!.write(to: URL(fileURLWithPath: path))
            if !FileManager.default.fileExists(atPath: path) { previous = nil }
        }
        arguments += ["--\(kind)", path]
        if !targets.contains(where: { $0.path == path }) {
            targets.append((path, kind == "gif" ? "GIF" : "MP4", previous))
        }
    }

    /// Runs the case and returns what broke the rule, empty when nothing did.
    func run() throws -> [String] {
        var script = "cd \"$1\" && shift && "
        if let fileSizeBlocks { script += "ulimit -f \(fileSizeBlocks) && " }
        script += "exec \"$@\" >\"\(dir)/stdout.bin\""
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        if let pathFirst { env["PATH"] = pathFirst + ":" + (env["PATH"] ?? "/usr/bin:/bin") }
        let child = try ChildProcess("/bin/sh", ["-c", script, "sh", dir, binary] + arguments, environment: env)
        if let signalAfter {
            usleep(UInt32(signalAfter.seconds * 1_000_000))
            kill(child.pid, signalAfter.signal)
        }
        guard let status = child.waitForExit(timeout: 300) else {
            child.kill()
            return ["did not finish in 300 s"]
        }
        self.status = status
        var problems: [String] = []
        let lines = child.standardErrorLines
        let errors = lines.filter { $0.contains(": error: ") }
        let known: Set<Int32> = [0, 1, 2, 129, 130, 143]
        if !known.contains(status) { problems.append("exit status \(status)") }
        // A signal before any recording file exists ends the process as it would any
        // program, without a word (nothing was written); after that, one line says it.
        let diedBeforeRecording = signalAfter.map { status == 128 + $0.signal } == true && lines.isEmpty
        if status != 0 && errors.count != 1 && !diedBeforeRecording {
            problems.append("exit \(status) with \(errors.count) error lines: \(lines)")
        }
        if status == 0 && !errors.isEmpty { problems.append("exit 0 with an error: \(errors)") }
        if lines.count != lines.filter({ $0.contains(": error: ") || $0.contains(": note: ") }).count {
            problems.append("stray stderr lines: \(lines)")
        }
        for target in targets {
            let data = FileManager.default.contents(atPath: target.path)
            let whole = data.map { isWhole($0, kind: target.kind) } ?? false
            if status == 0 && !whole { problems.append("exit 0 but \(target.path) is not a whole \(target.kind)") }
            if !whole && data != target.previous && !isFIFO(target.path) {
                problems.append("\(target.path) is neither whole nor as before (\(data?.count ?? -1) bytes)")
            }
        }
        if gifToStandardOutput && status == 0,
            !isWhole(FileManager.default.contents(atPath: dir + "/stdout.bin") ?? Data(), kind: "GIF")
        {
            problems.append("exit 0 but the GIF on standard output is not whole")
        }
        problems += leftovers()
        return problems
    }

    private func isFIFO(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
    }

    /// ffprobe reads the file without a complaint and finds frames; a GIF also ends with its trailer.
    private func isWhole(_ data: Data, kind: String) -> Bool {
        if kind == "GIF" && (data.prefix(6) != Data("GIF89a".utf8) || data.last != 0x3B) { return false }
        let scratch = dir + "/probe." + (kind == "GIF" ? "gif" : "mp4")
        guard (try? data.write(to: URL(fileURLWithPath: scratch))) != nil else { return false }
        defer { unlink(scratch) }
        guard
            let r = try? ChildProcess.run(
                "ffprobe",
                [
                    "-v", "error", "-count_packets", "-select_streams", "v:0", "-show_entries",
                    "stream=nb_read_packets",
                    "-of", "csv=p=0", "file:" + scratch,
                ], timeout: 120)
        else { return false }
        return r.status == 0 && r.stderr.isEmpty
            && (Int(r.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) > 0
    }

    /// Temporary files in the scratch folder and processes that still name it.
    private func leftovers() -> [String] {
        var found: [String] = []
        if let walker = FileManager.default.enumerator(atPath: dir) {
            for case let name as String in walker where (name as NSString).lastPathComponent.hasPrefix(".tp-") {
                found.append("left file \(name)")
            }
        }
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int32(entry), pid != getpid(),
                let raw = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
            else { continue }
            let command = String(decoding: raw.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            if command.contains(dir) { found.append("left process \(pid): \(command)") }
        }
        return found
    }

    /// Unmounts and removes the scratch folder.
    func remove() {
        for mount in mounts { _ = try? ChildProcess.run("umount", ["-l", mount]) }
        try? FileManager.default.removeItem(atPath: dir)
    }
}

extension SplitMix64 {
    /// A number in 0..<n (modulo: the bias is immaterial for a handful of choices).
    fileprivate mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
