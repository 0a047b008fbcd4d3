#if canImport(Glibc)
    import Glibc
#endif

/// A process the watching process started (the compiler driver, or a child build), with
/// its output on a pipe the parent reads without blocking, and an end that is always
/// waited for: nothing it starts outlives it as a zombie or an orphan it forgot.
final class SpawnedProcess {
    let pid: pid_t
    /// The read end of the output pipe, for `poll()`; -1 once the pipe is drained and closed.
    private(set) var output: Int32
    /// The raw wait status once it ended.
    private(set) var waitStatus: Int32?
    /// Everything it wrote (up to `keptBytes`, the most recent kept).
    private(set) var outputBytes: [UInt8] = []
    private let keptBytes: Int
    private let echoes: Bool

    /// Starts `arguments` (the first found on `PATH`). `inherited` descriptors stay open in
    /// it under their own numbers; its stderr (and stdout too with `mergingStandardOutput`)
    /// goes to the pipe. With `echoes` what it writes is copied to our stderr as it comes.
    /// `environment` (`NAME=value` lines) replaces ours when given.
    init(
        _ arguments: [String], inherited: [Int32] = [], mergingStandardOutput: Bool, echoes: Bool,
        keptBytes: Int = 1 << 20, environment: [String]? = nil
    ) throws {
        var pipeFDs: [Int32] = [-1, -1]
        guard pipe(&pipeFDs) == 0 else { throw PlaygroundError("--watch: no pipe: \(errnoText())") }
        // Only the spawn actions below hand the pipe to this process, no other child.
        for fd in pipeFDs { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], 2)
        if mergingStandardOutput { posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], 1) }
        // dup2 onto itself clears close-on-exec (glibc 2.29 and later): these, and only
        // these, of our descriptors reach the child.
        for fd in inherited { posix_spawn_file_actions_adddup2(&actions, fd, fd) }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var envp: [UnsafeMutablePointer<CChar>?] = (environment ?? []).map { strdup($0) } + [nil]
        defer { for p in envp { free(p) } }
        var pid: pid_t = 0
        let result =
            environment == nil
            ? posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ)
            : posix_spawnp(&pid, arguments[0], &actions, nil, &argv, &envp)
        close(pipeFDs[1])
        guard result == 0 else {
            close(pipeFDs[0])
            throw PlaygroundError("--watch: cannot start \(arguments[0]): \(String(cString: strerror(result)))")
        }
        _ = fcntl(pipeFDs[0], F_SETFL, fcntl(pipeFDs[0], F_GETFL) | O_NONBLOCK)
        self.pid = pid
        self.output = pipeFDs[0]
        self.keptBytes = keptBytes
        self.echoes = echoes
    }

    deinit {
        if waitStatus == nil { terminate() }
        if output >= 0 { close(output) }
    }

    /// Takes in what it wrote since the last call.
    func readOutput() {
        guard output >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 16384)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if n > 0 {
                if echoes { _ = buffer.withUnsafeBytes { write(2, $0.baseAddress, n) } }
                outputBytes.append(contentsOf: buffer[0..<n])
                if outputBytes.count > keptBytes { outputBytes.removeFirst(outputBytes.count - keptBytes) }
            } else if n == 0 {
                close(output)
                output = -1
                return
            } else {
                if errno == EINTR { continue }
                return
            }
        }
    }

    /// True once it ended (and was reaped).
    @discardableResult
    func checkExit() -> Bool {
        if waitStatus != nil { return true }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid {
            waitStatus = status
            readOutput()
        }
        return waitStatus != nil
    }

    /// Asks it to stop with `signal`, then ends it for sure after `grace` seconds, and reaps it.
    func terminate(signal: Int32 = SIGTERM, grace: Double = 1) {
        guard !checkExit() else { return }
        kill(pid, signal)
        let deadline = Self.now() + grace
        while !checkExit() {
            if Self.now() > deadline {
                kill(pid, SIGKILL)
                var status: Int32 = 0
                waitpid(pid, &status, 0)
                waitStatus = status
                return
            }
            usleep(5000)
        }
    }

    /// True when it ended with exit status 0.
    var succeeded: Bool { waitStatus.map { $0 & 0x7f == 0 && ($0 >> 8) & 0xff == 0 } ?? false }

    /// "exit status 3" or "signal 11 (SIGSEGV)", as a person reads an ending.
    var endingDescription: String {
        guard let status = waitStatus else { return "still running" }
        let signal = status & 0x7f
        if signal == 0 { return "exit status \((status >> 8) & 0xff)" }
        let names: [Int32: String] = [
            SIGSEGV: "SIGSEGV", SIGILL: "SIGILL", SIGABRT: "SIGABRT", SIGTRAP: "SIGTRAP", SIGBUS: "SIGBUS",
            SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGTERM: "SIGTERM",
        ]
        return "signal \(signal)" + (names[signal].map { " (\($0))" } ?? "")
    }

    /// Writes what it kept of its output to this process's standard error, as it wrote it.
    func writeOutputToStandardError() {
        _ = outputBytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }

    /// Its output as text.
    var outputText: String { String(decoding: outputBytes, as: UTF8.self) }

    /// The last `count` non-empty lines it wrote.
    func lastLines(_ count: Int) -> [String] {
        Array(outputText.split(separator: "\n").map(String.init).filter { !$0.isEmpty }.suffix(count))
    }

    /// Our environment as `NAME=value` lines, with `_` set as a shell sets it for `command`:
    /// its path as found on `PATH`. SwiftPM plans a build again whenever the environment differs
    /// from its last build's, so `swift build` from here then shares the plan of the developer's
    /// own `swift build` in the shell that started us.
    static func environment(asAShellRuns command: String) -> [String] {
        var lines: [String] = []
        var pointer = environ
        while let entry = pointer.pointee {
            let line = String(cString: entry)
            if !line.hasPrefix("_=") { lines.append(line) }
            pointer += 1
        }
        let path = lines.first { $0.hasPrefix("PATH=") }.map { String($0.dropFirst(5)) } ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where access("\(folder)/\(command)", X_OK) == 0 {
            lines.append("_=\(folder)/\(command)")
            break
        }
        return lines
    }

    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}

/// `strerror(errno)` as a String.
func errnoText() -> String { String(cString: strerror(errno)) }
