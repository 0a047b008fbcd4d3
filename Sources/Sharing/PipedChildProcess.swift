#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program started with `posix_spawn`, reading its standard input from a pipe this
/// process writes (or from /dev/null), its standard output discarded or kept, and its
/// standard error kept for the reason of a failure.
///
/// Foundation's `Process` did this before, but it lives in full Foundation, whose ICU data
/// alone costs every playground process megabytes of memory. The child gets a process
/// group of its own (a Ctrl-C in the terminal reaches the playground, which then ends the
/// recording), no descriptor of ours but the pipe (both ends are close-on-exec; `dup2`
/// onto 0 clears the flag for the child's copy), and an empty signal mask whatever ours
/// is. What it writes to standard output and error goes to files with no name (created and
/// unlinked at once), so no pipe can fill and stall it and nothing is left behind.
final class PipedChildProcess {
    /// How the child ended.
    enum Termination: Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// This signal ended it.
        case signaled(Int32)
    }

    /// The child's process id.
    let pid: pid_t
    /// The pipe's write end, the child's standard input; -1 once closed (or never opened).
    private(set) var input: Int32
    private let outputCapture: Int32
    private let errorCapture: Int32
    private var termination: Termination?
    /// The child's peak resident memory, bytes (its VmHWM), once it has ended.
    private(set) var peakMemoryBytes: Int = 0

    /// Starts `executable` (a path, not searched on `PATH`) with `arguments` (without the
    /// program name). `pipesInput` gives it a pipe on standard input, else /dev/null;
    /// `keepsOutput` keeps its standard output for `output`, else discards it. Throws the
    /// system's reason when the pipe or the process cannot be made.
    init(executable: String, arguments: [String], pipesInput: Bool = true, keepsOutput: Bool = false)
        throws(SpawnFailure)
    {
        var ends: [Int32] = [-1, -1]
        if pipesInput {
            guard pipe(&ends) == 0 else { throw SpawnFailure(code: errno) }
            // pipe2(O_CLOEXEC) is a GNU extension Swift's Glibc module does not offer; nothing
            // else the playground does start programs meanwhile, so setting the flag after is safe.
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        }
        let errors = Self.anonymousFile()
        let output = keepsOutput ? Self.anonymousFile() : -1
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if pipesInput {
            posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        if output >= 0 {
            posix_spawn_file_actions_adddup2(&actions, output, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_RDWR, 0)
        }
        if errors >= 0 { posix_spawn_file_actions_adddup2(&actions, errors, 2) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A recording blocks the stopping signals to take them in its own time; the child
        // must not inherit that, or ending it with SIGTERM would wait for ever.
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK))
        posix_spawnattr_setpgroup(&attributes, 0)

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, environ)
        if pipesInput { close(ends[0]) }
        guard result == 0 else {
            if pipesInput { close(ends[1]) }
            if errors >= 0 { close(errors) }
            if output >= 0 { close(output) }
            throw SpawnFailure(code: result)
        }
        pid = child
        input = pipesInput ? ends[1] : -1
        errorCapture = errors
        outputCapture = output
    }

    deinit {
        end()
        if errorCapture >= 0 { close(errorCapture) }
        if outputCapture >= 0 { close(outputCapture) }
    }

    /// Ends the child if it still runs (SIGKILL: it is abandoned, its output unwanted) and
    /// reaps it, so no process outlives the playground on any path out.
    func end() {
        closeInput()
        guard termination == nil else { return }
        // The whole group: a wrapper script's own children go with it.
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
        _ = waitForTermination()
    }

    /// Closes the child's standard input (it sees end of file). Safe to call twice.
    func closeInput() {
        if input >= 0 { close(input) }
        input = -1
    }

    /// Waits for the child to end and returns what `Process.terminationStatus` gave: the
    /// exit code, or the number of the signal that ended it.
    func waitForExit() -> Int32 {
        switch waitForTermination() {
        case .exited(let code): return code
        case .signaled(let signal): return signal
        }
    }

    /// Waits for the child to end and says how it did. `stopping` is asked every 20 ms
    /// while it runs; when it returns a signal, the child is killed and waited for.
    func waitForTermination(stopping: () -> Int32? = { nil }) -> Termination {
        if let termination { return termination }
        var status: Int32 = 0
        var usage = rusage()
        while true {
            let result = wait4(pid, &status, WNOHANG, &usage)
            if result == pid { break }
            // Only EINTR can happen for our own child; anything else means it is gone already.
            if result < 0 && errno != EINTR {
                status = 0
                break
            }
            if result == 0 {
                if stopping() != nil {
                    kill(-pid, SIGKILL)
                    kill(pid, SIGKILL)
                }
                usleep(20_000)
            }
        }
        // ru_maxrss is the child's high-water mark in KiB on Linux.
        peakMemoryBytes = Int(usage.ru_maxrss) * 1024
        // WIFEXITED / WEXITSTATUS / WTERMSIG are C macros, which Swift does not import.
        let signal = status & 0x7F
        let result: Termination = signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
        termination = result
        return result
    }

    /// The last line the child wrote to standard error that is not empty (escaped as one
    /// line, at most 300 characters), nil when it wrote none.
    var lastErrorLine: String? {
        let text = Self.contents(of: errorCapture)
        guard let line = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).last(where: { !$0.isEmpty })
        else { return nil }
        let one = String(line).escapedAsOneLine
        return one.count > 300 ? String(one.prefix(300)) + "…" : one
    }

    /// What the child wrote to standard output (with `keepsOutput`).
    var output: String { Self.contents(of: outputCapture) }

    /// A file with no name in the temporary folder, -1 when none can be made.
    private static func anonymousFile() -> Int32 {
        let folder = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array("\(folder)/.tp-XXXXXX".utf8CString)
        var fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        if fd < 0 {
            template = Array("/tmp/.tp-XXXXXX".utf8CString)
            fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        }
        guard fd >= 0 else { return -1 }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        return fd
    }

    /// The last 64 KiB of the anonymous file `fd`, as text.
    private static func contents(of fd: Int32) -> String {
        guard fd >= 0 else { return "" }
        let size = Int(lseek(fd, 0, SEEK_END))
        let start = max(0, size - 65536)
        var bytes = [UInt8](repeating: 0, count: size - start)
        let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, off_t(start)) }
        return String(decoding: bytes.prefix(max(0, n)), as: UTF8.self)
    }

    /// The first executable regular file named `program` in the folders of `searchPath`
    /// (a shell's `PATH` rule: a folder or an unexecutable file of that name is passed over),
    /// nil when there is none.
    static func locate(_ program: String, searchPath: String?) -> String? {
        for dir in (searchPath ?? "/usr/local/bin:/usr/bin:/bin").split(
            separator: ":", omittingEmptySubsequences: false)
        {
            let candidate = (dir.isEmpty ? "." : String(dir)) + "/" + program
            var info = stat()
            guard stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 else {
                continue
            }
            return candidate
        }
        return nil
    }

    /// Why a child could not be started: an `errno` value.
    struct SpawnFailure: Error, CustomStringConvertible {
        /// The `errno` value (`posix_spawn` returns it rather than setting `errno`).
        let code: Int32
        /// The system's text for `code` ("No such file or directory").
        var description: String { String(cString: strerror(code)) }
    }
}

/// The signal's name as a shell prints it (`SIGKILL`), or `signal N`.
package func signalName(_ signal: Int32) -> String {
    let names: [Int32: String] = [
        SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGABRT: "SIGABRT",
        SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM",
        SIGTERM: "SIGTERM", SIGBUS: "SIGBUS", SIGXFSZ: "SIGXFSZ", SIGXCPU: "SIGXCPU", SIGUSR1: "SIGUSR1",
        SIGUSR2: "SIGUSR2",
    ]
    return names[signal] ?? "signal \(signal)"
}
