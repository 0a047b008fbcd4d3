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

    /// The underlying process (for its pid and termination facts).
    package let process = Process()
    private let stdoutURL: URL
    private let stderrURL: URL

    /// Starts `executable` with `arguments`; `environment` replaces the inherited one when given.
    package init(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws {
        let dir = FileManager.default.temporaryDirectory
        let tag = UUID().uuidString
        stdoutURL = dir.appendingPathComponent("child-\(tag).out")
        stderrURL = dir.appendingPathComponent("child-\(tag).err")
        _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        process.executableURL = URL(fileURLWithPath: try Self.resolve(executable))
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: stdoutURL)
        process.standardError = try FileHandle(forWritingTo: stderrURL)
        try process.run()
    }

    deinit {
        kill()
        try? FileManager.default.removeItem(at: stdoutURL)
        try? FileManager.default.removeItem(at: stderrURL)
    }

    /// The child's process id.
    package var pid: Int32 { process.processIdentifier }
    /// True until the child has exited.
    package var isRunning: Bool { process.isRunning }
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
        while process.isRunning && Date() < deadline { usleep(10_000) }
        guard !process.isRunning else { return nil }
        return process.terminationReason == .uncaughtSignal
            ? 128 + process.terminationStatus : process.terminationStatus
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
        guard process.isRunning else { return }
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
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
