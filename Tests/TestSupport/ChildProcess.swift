import Foundation

/// A program run by a test, with its output in temporary files (a pipe that nobody reads
/// could fill up and hang the child) and a deadline on every wait, so no test can hang.
package final class ChildProcess {
    /// Why a helper program could not be used.
    package struct Failure: Error, CustomStringConvertible {
        /// The reason, one line.
        package let description: String
        /// A failure saying `description`.
        package init(_ description: String) { self.description = description }
    }

    /// The child's process id.
    package let pid: pid_t
    private let stdoutURL: URL
    private let stderrURL: URL
    /// The wait status once the child has been reaped.
    private var waitStatus: Int32?

    /// Starts `executable` with `arguments`; `environment` replaces the inherited one when given.
    ///
    /// Spawned with `posix_spawn` rather than Foundation's `Process`: on Linux, `Process.run()`
    /// of this toolchain reads whole 256-byte `dirent` names from `/proc/self/fd` and now and
    /// then reads past glibc's buffer into an unmapped page (swift-corelibs-foundation pull
    /// request 5472), which crashed a whole test run at random.
    package init(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws {
        let dir = FileManager.default.temporaryDirectory
        let tag = UUID().uuidString
        stdoutURL = dir.appendingPathComponent("child-\(tag).out")
        stderrURL = dir.appendingPathComponent("child-\(tag).err")
        let path = try Self.resolve(executable)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderrURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // The test process's other descriptors stay out of the child, as Process kept them:
        // marked close-on-exec (Swift's Glibc module lacks posix_spawn's closefrom action).
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? [] {
            if let fd = Int32(entry), fd > 2 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let envp: [UnsafeMutablePointer<CChar>?] =
            (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw Failure("\(executable) could not be started: \(String(cString: strerror(result)))")
        }
        pid = child
    }

    deinit {
        kill()
        try? FileManager.default.removeItem(at: stdoutURL)
        try? FileManager.default.removeItem(at: stderrURL)
    }

    /// True until the child has exited (it is reaped when found ended).
    package var isRunning: Bool {
        if waitStatus != nil { return false }
        var status: Int32 = 0
        let reaped = waitpid(pid, &status, WNOHANG)
        if reaped == pid || reaped < 0 {
            waitStatus = reaped == pid ? status : 0
            return false
        }
        return true
    }
    /// Everything the child wrote to stdout so far.
    package var standardOutput: String { (try? String(contentsOf: stdoutURL, encoding: .utf8)) ?? "" }
    /// Everything the child wrote to stderr so far.
    package var standardError: String { (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? "" }
    /// Lines of stderr, without empty ones.
    package var standardErrorLines: [String] { standardError.split(separator: "\n").map(String.init) }

    /// The exit status once the process has ended within `timeout` seconds, else nil.
    /// A death by signal shows as 128 + signal, as a shell would say.
    @discardableResult
    package func waitForExit(timeout: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while isRunning && Date() < deadline { usleep(10_000) }
        guard !isRunning, let status = waitStatus else { return nil }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// Waits until `condition` holds, polling every 20 ms, for at most `timeout` seconds.
    package func waitUntil(timeout: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    /// Sends SIGKILL if the process still runs, and reaps it.
    package func kill() {
        guard isRunning else { return }
        Foundation.kill(pid, SIGKILL)
        var status: Int32 = 0
        if waitpid(pid, &status, 0) == pid { waitStatus = status } else { waitStatus = 0 }
    }

    /// Runs a program to its end (at most `timeout` seconds) and returns status and output.
    package static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        timeout: Double = 20
    ) throws -> (status: Int32, stdout: String, stderr: String) {
        let child = try ChildProcess(executable, arguments, environment: environment)
        guard let status = child.waitForExit(timeout: timeout) else {
            child.kill()
            throw Failure("\(executable) \(arguments.joined(separator: " ")) did not finish in \(timeout) s")
        }
        return (status, child.standardOutput, child.standardError)
    }

    /// An absolute path as is; a bare name through `PATH`.
    package static func resolve(_ name: String) throws -> String {
        if name.contains("/") { return name }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw Failure("\(name) is not installed (make test installs it: see the Makefile's deps-test)")
    }
}
