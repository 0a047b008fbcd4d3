import Foundation

/// A private X server for one test: `Xvfb :N -screen 0 1280x1024x24 -nolisten tcp -noreset`
/// on a display number nobody uses, ready (it answers `xdpyinfo`) when `init` returns, and
/// killed by `stop()` or when the session is released.
package final class XvfbSession {
    /// ":N".
    package let display: String
    /// The Xvfb process itself.
    package let server: ChildProcess

    /// Starts a server; tries further display numbers when one is taken meanwhile.
    /// `extraArguments` go to Xvfb as they are, e.g. `["-extension", "MIT-SHM"]` to turn one off.
    package init(width: Int = 1280, height: Int = 1024, extraArguments: [String] = []) throws {
        for number in Self.candidateNumbers() {
            let name = ":\(number)"
            // -noreset: otherwise the server resets when its last client (the readiness
            // probe) leaves, and refuses connections while it does.
            let server = try ChildProcess(
                "Xvfb",
                [
                    name, "-screen", "0", "\(width)x\(height)x24",
                    "-nolisten", "tcp", "-noreset",
                ] + extraArguments)
            if Self.waitUntilReady(name, server: server) {
                self.display = name
                self.server = server
                return
            }
            server.kill()
        }
        throw ChildProcess.Failure("could not start Xvfb on any free display")
    }

    deinit { stop() }

    /// Kills the server (SIGTERM, then SIGKILL after 2 s).
    package func stop() {
        guard server.isRunning else { return }
        kill(server.pid, SIGTERM)
        if server.waitForExit(timeout: 2) == nil { server.kill() }
    }

    /// The environment a client needs to reach this server.
    package var environment: [String: String] { Self.environment(display: display) }

    /// This process's environment with `DISPLAY` set to `display`.
    private static func environment(display: String) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        return env
    }

    /// Runs an X client (xdotool, import, xprop...) against this server.
    package func run(_ tool: String, _ arguments: [String], timeout: Double = 10) throws
        -> (status: Int32, stdout: String, stderr: String)
    {
        try ChildProcess.run(tool, arguments, environment: environment, timeout: timeout)
    }

    /// Display numbers with neither a socket nor a lock file, from a per-process starting point
    /// so parallel test runs rarely collide.
    private static func candidateNumbers() -> [Int] {
        let start = 100 + Int(getpid() % 400)
        return (0..<50).map { start + $0 }.filter { n in
            !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)")
                && !FileManager.default.fileExists(atPath: "/tmp/.X\(n)-lock")
        }.prefix(5).map { $0 }
    }

    private static func waitUntilReady(_ display: String, server: ChildProcess) -> Bool {
        let env = environment(display: display)
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline && server.isRunning {
            if let r = try? ChildProcess.run("xdpyinfo", [], environment: env, timeout: 5), r.status == 0 {
                return true
            }
            usleep(50_000)
        }
        return false
    }
}
