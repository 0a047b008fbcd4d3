import Foundation

extension XvfbSession {
    /// The id of the window titled exactly "Transition Playground", waiting up to `timeout`
    /// seconds for it to appear; fails at once when `app` (the process expected to open it)
    /// has exited.
    package func playgroundWindow(of app: ChildProcess?, timeout: Double = 10) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let r = try run("xdotool", ["search", "--name", "^Transition Playground$"])
            if r.status == 0, let id = r.stdout.split(separator: "\n").first {
                return String(id)
            }
            if let app, !app.isRunning {
                throw ChildProcess.Failure("playground-x11 exited early: \(app.standardError)")
            }
            usleep(50_000)
        }
        throw ChildProcess.Failure(
            "no window titled \"Transition Playground\" after \(timeout) s; stderr: \(app?.standardError ?? "")")
    }

    /// In `window` (a demo with springs, e.g. popping): `i` opens the spring inspector and `c`
    /// presses its "Copy as code"; returns once `app` says on stderr that it copied.
    package func copySpringCode(in window: String, of app: ChildProcess, timeout: Double = 10) throws {
        _ = try run("xdotool", ["windowfocus", "--sync", window])
        guard try run("xdotool", ["key", "--window", window, "i"]).status == 0 else {
            throw ChildProcess.Failure("xdotool could not press i")
        }
        usleep(200_000)
        guard try run("xdotool", ["key", "--window", window, "c"]).status == 0 else {
            throw ChildProcess.Failure("xdotool could not press c")
        }
        guard app.waitUntil(timeout: timeout, { app.standardError.contains("copied") }) else {
            throw ChildProcess.Failure("no 'copied' note: \(app.standardError)")
        }
    }
}
