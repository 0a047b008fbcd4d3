#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program started with `posix_spawn`, reading its standard input from a pipe this
/// process writes, its standard output discarded and its standard error shared with ours.
///
/// Foundation's `Process` did this before, but it lives in full Foundation, whose ICU data
/// alone costs every playground process megabytes of memory (issue 10). Kept as it was:
/// the child gets a process group of its own (a Ctrl-C in the terminal reaches the
/// playground, which then ends the recording) and no descriptor of ours but the pipe
/// (both ends are close-on-exec; `dup2` onto 0 clears the flag for the child's copy).
final class PipedChildProcess {
    /// The child's process id.
    let pid: pid_t
    /// The pipe's write end, the child's standard input; -1 once closed.
    private(set) var input: Int32
    private var exitStatus: Int32?

    /// Starts `executable` (a path, not searched on `PATH`) with `arguments` (without the
    /// program name). Throws the system's reason when the pipe or the process cannot be made.
    init(executable: String, arguments: [String]) throws(SpawnFailure) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw SpawnFailure(code: errno) }
        // pipe2(O_CLOEXEC) is a GNU extension Swift's Glibc module does not offer; nothing
        // else the playground does start programs meanwhile, so setting the flag after is safe.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_RDWR, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, environ)
        close(ends[0])
        guard result == 0 else {
            close(ends[1])
            throw SpawnFailure(code: result)
        }
        pid = child
        input = ends[1]
    }

    deinit {
        closeInput()
        if exitStatus == nil {
            kill(pid, SIGTERM)
            _ = waitForExit()
        }
    }

    /// Closes the child's standard input (it sees end of file). Safe to call twice.
    func closeInput() {
        if input >= 0 { close(input) }
        input = -1
    }

    /// Waits for the child to end and returns what `Process.terminationStatus` gave: the
    /// exit code, or the number of the signal that ended it.
    func waitForExit() -> Int32 {
        if let exitStatus { return exitStatus }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            // Only EINTR can happen for our own child; anything else means it is gone already.
            if errno != EINTR {
                status = 0
                break
            }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG are C macros, which Swift does not import.
        let signal = status & 0x7F
        let code = signal == 0 ? (status >> 8) & 0xFF : signal
        exitStatus = code
        return code
    }

    /// Why a child could not be started: an `errno` value.
    struct SpawnFailure: Error, CustomStringConvertible {
        /// The `errno` value (`posix_spawn` returns it rather than setting `errno`).
        let code: Int32
        /// The system's text for `code` ("No such file or directory").
        var description: String { String(cString: strerror(code)) }
    }
}
