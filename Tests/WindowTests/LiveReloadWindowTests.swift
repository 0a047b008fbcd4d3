import Foundation
import TestSupport
import XCTest

/// `--watch` on a copy of `Examples/MyTransition`, as its author uses it: a real click
/// presents the card, real saves of the source change it in the same window and state, a
/// syntax error keeps the last good build on screen with the error's place, a build that
/// crashes or hangs when presented leaves the previous one up, one that hangs later is
/// stopped and replaced by the one before it, and q leaves nothing running.
///
/// The copy lives in `.build/live-reload-example` (two folders below the repository, so
/// the example's `../..` dependency still names it): its sources are reset each run and
/// its build folder kept, so only the first run builds the whole library.
final class LiveReloadWindowTests: PlaygroundWindowTestCase {
    private let card = (x: 200, y: 340)
    private let orange = (r: 255, g: 149, b: 0)
    private let blue = (r: 30, g: 144, b: 255)
    private let green = (r: 40, g: 200, b: 80)

    private var copy: String {
        ReferenceImages.repositoryRoot.appendingPathComponent(".build/live-reload-example").path
    }
    private var demoFile: String { "\(copy)/Sources/MyTransition/GrowDemo.swift" }

    /// Resets the copy's sources from the example and builds its executable.
    private func prepareCopy() throws -> String {
        let example = ReferenceImages.repositoryRoot.appendingPathComponent("Examples/MyTransition").path
        let fm = FileManager.default
        try fm.createDirectory(atPath: copy, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources", "Tests"] {
            try? fm.removeItem(atPath: "\(copy)/\(item)")
            try fm.copyItem(atPath: "\(example)/\(item)", toPath: "\(copy)/\(item)")
        }
        // Built in the environment the watch's own builds get (the display set, `_` naming
        // swift as a shell sets it), as a developer's `swift run` builds before the watch
        // starts: SwiftPM plans again whenever the environment changes.
        let build = try ChildProcess.run(
            "/bin/sh",
            ["-c", "cd '\(copy)' && env _=\"$(command -v swift)\" swift build --product my-transition 2>&1"],
            environment: session.environment, timeout: 1800)
        guard build.status == 0 else { throw ChildProcess.Failure("the example copy did not build: \(build.stdout)") }
        return "\(copy)/.build/debug/my-transition"
    }

    /// Saves `text` over the demo's source as an editor does: a new file renamed over it.
    /// `inTheSecondOfTheLastSave` dates the new file later in the same whole second as the
    /// file it replaces, as a save within a second of the last one is (the compiler knows
    /// a source's time in whole seconds, and such a save once went unbuilt).
    private func save(inTheSecondOfTheLastSave: Bool = false, _ transform: (String) -> String) throws {
        let text = try String(contentsOfFile: demoFile, encoding: .utf8)
        let changed = transform(text)
        XCTAssertNotEqual(changed, text, "the edit changes the file")
        guard inTheSecondOfTheLastSave else {
            try changed.write(toFile: demoFile, atomically: true, encoding: .utf8)
            return
        }
        let last = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: demoFile)[.modificationDate] as? Date)
        let seconds = last.timeIntervalSince1970.rounded(.down)
        // Halfway between the last save and the end of its second, in whole microseconds
        // (a `Date` holds no finer time at this distance from 1970).
        let later = seconds + ((last.timeIntervalSince1970 - seconds + 1) / 2 * 1e6).rounded(.down) / 1e6
        let temporary = "\(demoFile).saving"
        try changed.write(toFile: temporary, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: later)], ofItemAtPath: temporary)
        XCTAssertEqual(rename(temporary, demoFile), 0, "the save's rename")
    }

    private func waitForCard(_ color: (r: Int, g: Int, b: Int), in window: String, timeout: Double = 20) throws
        -> WindowScreenshot
    {
        try screenshot(of: window, timeout: timeout) { $0.pixel(card.x, card.y, is: color, tolerance: 4) }
    }

    /// Every process below `pid` now, by `/proc`'s parent links.
    private func descendants(of pid: Int32) -> Set<Int32> {
        var parents: [Int32: Int32] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let p = Int32(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let ppid = Int32(fields[1]) { parents[p] = ppid }
        }
        var found: Set<Int32> = []
        var frontier = [pid]
        while let next = frontier.popLast() {
            for (p, parent) in parents where parent == next && found.insert(p).inserted { frontier.append(p) }
        }
        return found
    }

    func testASavedChangeShowsInTheSameWindowAndState() throws {
        let binary = try prepareCopy()
        // Without the runtime's backtracer, a crashing build ends at once: on a busy machine
        // the backtrace took longer than the 2 s the watch gives a new build for its first
        // frame, so the crash below read as a build that drew nothing.
        let app = try ChildProcess(
            "/bin/sh",
            ["-c", "cd '\(copy)' && export SWIFT_BACKTRACE=enable=no && exec '\(binary)' --watch --demo grow"],
            environment: session.environment)
        self.app = app
        let window = try findWindow(timeout: 20)
        usleep(500_000)
        for args in [["mousemove", "--window", window, "200", "622"], ["click", "1"]] {
            XCTAssertEqual(try session.run("xdotool", args).status, 0)
        }
        var shot = try waitForCard(orange, in: window, timeout: 10)
        XCTAssertTrue(
            shot.pixel(card.x, card.y, is: orange, tolerance: 4),
            "the click presented the card: \(shot.pixel(card.x, card.y))")
        var children = descendants(of: app.pid)
        // While the developer looks, the watch links the package's dependencies once into
        // the engine image that each save's program is linked against.
        XCTAssertTrue(
            app.waitUntil(timeout: 60) { app.standardError.contains("engine image linked") }, app.standardError)

        // A colour: the new build shows it with the card still presented, in the same window.
        try save {
            $0.replacingOccurrences(of: "Color(r8: 255, g8: 149, b8: 0)", with: "Color(r8: 30, g8: 144, b8: 255)")
        }
        shot = try waitForCard(blue, in: window)
        XCTAssertTrue(
            shot.pixel(card.x, card.y, is: blue, tolerance: 4),
            "reloaded: \(shot.pixel(card.x, card.y)); \(app.standardError)")
        XCTAssertEqual(try findWindow(), window, "the same X window")
        XCTAssertEqual(
            try session.run("xdotool", ["search", "--name", "^Transition Playground$"]).stdout.split(separator: "\n")
                .count, 1)
        // The product the watch started from was just built, so even the first save ran
        // SwiftPM's commands directly, and linked only the package's own objects against
        // the engine image: the blue card above is that quick program's, not a stale one.
        XCTAssertTrue(app.standardError.contains(" ms (direct), quick link"), app.standardError)
        children.formUnion(descendants(of: app.pid))

        // A syntax error: the last good build stays, the banner and stderr name the place.
        // Saved as if within the second of the last save, as a quick reload lets one be:
        // the compiler knows a source's time in whole seconds and took such a save for the
        // file it had compiled, so this build once succeeded with no error (the watch now
        // removes a saved source's object first, and the compiler always compiles it).
        try save(inTheSecondOfTheLastSave: true) {
            $0.replacingOccurrences(of: "g8: 144, b8: 255", with: "g8: 144 b8: 255")
        }
        XCTAssertTrue(app.waitUntil(timeout: 20) { app.standardError.contains("build failed") }, app.standardError)
        XCTAssertTrue(
            app.standardError.contains("GrowDemo.swift:10:")
                && app.standardError.contains("error: expected ',' separator"),
            app.standardError)
        shot = try screenshot(of: window, timeout: 3) { $0.pixel(12, 48).r > 180 && $0.pixel(12, 48).g < 90 }
        XCTAssertTrue(
            shot.pixel(12, 48).r > 180 && shot.pixel(12, 48).g < 90, "the red banner: \(shot.pixel(12, 48))")
        XCTAssertTrue(
            shot.pixel(card.x, card.y, is: blue, tolerance: 4), "the last good build: \(shot.pixel(card.x, card.y))")

        // The fix reloads. The engine image is removed first (a developer cleaning the
        // build folder): the quick link cannot be used, so the whole product is linked,
        // the log says why, the fix still shows, and a new image is linked after it.
        let images = app.standardError.components(separatedBy: "engine image linked").count
        let watchFolder = "\(copy)/.build/watch-\(app.pid)"
        for name in try FileManager.default.contentsOfDirectory(atPath: watchFolder) where name.hasSuffix(".so") {
            try FileManager.default.removeItem(atPath: "\(watchFolder)/\(name)")
        }
        try save {
            $0.replacingOccurrences(of: "Color(r8: 30, g8: 144 b8: 255)", with: "Color(r8: 40, g8: 200, b8: 80)")
        }
        shot = try waitForCard(green, in: window)
        XCTAssertTrue(
            shot.pixel(card.x, card.y, is: green, tolerance: 4), "after the fix: \(shot.pixel(card.x, card.y))")
        XCTAssertTrue(
            app.standardError.contains("(direct), whole link: the engine image is gone"), app.standardError)
        XCTAssertTrue(
            app.waitUntil(timeout: 60) {
                app.standardError.components(separatedBy: "engine image linked").count > images
            }, app.standardError)
        children.formUnion(descendants(of: app.pid))

        // A link error (it compiles; the call to a function nothing defines fails the
        // direct link and then SwiftPM's): the last good build stays, with the banner, and
        // stderr has the linker's words.
        let failures = app.standardError.components(separatedBy: "build failed").count
        let missing = "@_silgen_name(\"playground_no_such_symbol\") func noSuchSymbol()\n\n"
        try save {
            missing
                + $0.replacingOccurrences(
                    of: "        view = backdrop\n", with: "        view = backdrop\n        noSuchSymbol()\n")
        }
        XCTAssertTrue(
            app.waitUntil(timeout: 60) {
                app.standardError.components(separatedBy: "build failed").count > failures
            }, app.standardError)
        XCTAssertTrue(app.standardError.contains("playground_no_such_symbol"), app.standardError)
        shot = try screenshot(of: window, timeout: 3) { $0.pixel(12, 48).r > 180 && $0.pixel(12, 48).g < 90 }
        XCTAssertTrue(shot.pixel(12, 48).r > 180 && shot.pixel(12, 48).g < 90, "the banner: \(shot.pixel(12, 48))")
        XCTAssertTrue(
            shot.pixel(card.x, card.y, is: green, tolerance: 4),
            "the last good build stays: \(shot.pixel(card.x, card.y))")
        // Undone: it builds again, and the green card is still there.
        let built = app.standardError.components(separatedBy: "built in").count
        try save {
            $0.replacingOccurrences(of: missing, with: "").replacingOccurrences(
                of: "        noSuchSymbol()\n", with: "")
        }
        XCTAssertTrue(
            app.waitUntil(timeout: 60) { app.standardError.components(separatedBy: "built in").count > built },
            app.standardError)
        shot = try waitForCard(green, in: window)
        XCTAssertTrue(
            shot.pixel(card.x, card.y, is: green, tolerance: 4), "after the undo: \(shot.pixel(card.x, card.y))")
        children.formUnion(descendants(of: app.pid))

        // Shift+R rebuilds with nothing saved and starts a new child from that build, the
        // input replayed: another process draws the same presented card in the same window.
        let before = watchChildren(of: app.pid)
        let builds = app.standardError.components(separatedBy: "built in").count
        try press("shift+r", in: window)
        XCTAssertTrue(
            app.waitUntil(timeout: 30) {
                app.standardError.components(separatedBy: "built in").count > builds
                    && !self.watchChildren(of: app.pid).isEmpty
                    && self.watchChildren(of: app.pid).isDisjoint(with: before)
            },
            "a new child after Shift+R (before: \(before)): \(app.standardError)")
        shot = try waitForCard(green, in: window)
        XCTAssertTrue(
            shot.pixel(card.x, card.y, is: green, tolerance: 4),
            "restarted in the same state: \(shot.pixel(card.x, card.y))")
        XCTAssertEqual(try findWindow(), window, "the same X window")
        children.formUnion(descendants(of: app.pid))

        // A build that crashes when the card is presented: the replayed click crashes it,
        // the banner says so, and the green build stays.
        try save {
            $0.replacingOccurrences(
                of: "    override func loadView() {",
                with: "    override func loadView() {\n        fatalError(\"card crashed\")")
        }
        XCTAssertTrue(
            app.waitUntil(timeout: 30) {
                app.standardError.contains("ended") && app.standardError.contains("Fatal error: card crashed")
            },
            app.standardError)
        shot = try screenshot(of: window, timeout: 3) { $0.pixel(12, 48).r > 180 && $0.pixel(12, 48).g < 90 }
        XCTAssertTrue(
            shot.pixel(card.x, card.y, is: green, tolerance: 4),
            "the previous build stays: \(shot.pixel(card.x, card.y))")
        XCTAssertTrue(shot.pixel(12, 48).r > 180, "the crash's banner: \(shot.pixel(12, 48))")
        children.formUnion(descendants(of: app.pid))

        // A build that hangs when the card is presented draws no frame: past the first-frame limit it is
        // stopped, the banner says so, and the green build stays.
        try save {
            $0.replacingOccurrences(of: "fatalError(\"card crashed\")", with: "while Int.random(in: 0...1) < 2 {}")
        }
        XCTAssertTrue(
            app.waitUntil(timeout: 30) { app.standardError.contains("drew no frame for 2 s") }, app.standardError)
        shot = try screenshot(of: window, timeout: 3) { $0.pixel(12, 48).r > 180 && $0.pixel(12, 48).g < 90 }
        XCTAssertTrue(
            shot.pixel(card.x, card.y, is: green, tolerance: 4),
            "the previous build stays: \(shot.pixel(card.x, card.y))")
        children.formUnion(descendants(of: app.pid))

        // A build that starts well and hangs later, when the presented card is tapped: its
        // loop stops answering, so past the limit it is stopped, the banner says so, and the
        // build before it comes back with the same input, the tap included (the card dismissed).
        let reloads = app.standardError.components(separatedBy: "reloaded").count
        try save {
            $0.replacingOccurrences(of: "        while Int.random(in: 0...1) < 2 {}\n", with: "")
                .replacingOccurrences(
                    of: "card.dismiss(animated: true)",
                    with: "while Int.random(in: 0...1) < 2 {}\n                    card.dismiss(animated: true)")
        }
        XCTAssertTrue(
            app.waitUntil(timeout: 30) { app.standardError.components(separatedBy: "reloaded").count > reloads },
            app.standardError)
        shot = try waitForCard(green, in: window)
        XCTAssertTrue(
            shot.pixel(card.x, card.y, is: green, tolerance: 4), "it started well: \(shot.pixel(card.x, card.y))")
        children.formUnion(descendants(of: app.pid))
        for args in [["mousemove", "--window", window, "\(card.x)", "\(card.y)"], ["click", "1"]] {
            XCTAssertEqual(try session.run("xdotool", args).status, 0)
        }
        XCTAssertTrue(
            app.waitUntil(timeout: 20) {
                app.standardError.contains("stopped answering for 2 s")
                    && app.standardError.contains("the build before it is back")
            }, app.standardError)
        let backdrop = (r: 235, g: 235, b: 235)
        shot = try waitForCard(backdrop, in: window, timeout: 5)
        XCTAssertTrue(
            shot.pixel(card.x, card.y, is: backdrop, tolerance: 4),
            "the previous build, the tap replayed: \(shot.pixel(card.x, card.y))")
        XCTAssertTrue(shot.pixel(12, 48).r > 180, "the hang's banner: \(shot.pixel(12, 48))")
        XCTAssertEqual(try findWindow(), window, "the same X window")
        children.formUnion(descendants(of: app.pid))

        // q ends everything: no child, compiler or watcher process, no shared memory.
        let pid = app.pid
        try press("q", in: window)
        XCTAssertEqual(app.waitForExit(timeout: 10), 0, app.standardError)
        XCTAssertFalse(children.isEmpty, "children were seen while it ran")
        for child in children { XCTAssertFalse(isOurs(child), "process \(child) is left") }
        let shm = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/shm")) ?? []
        XCTAssertFalse(shm.contains { $0.hasPrefix("transition-playground-\(pid)-") }, "\(shm)")
        let ipcs = try ChildProcess.run("ipcs", ["-m", "-p"], timeout: 10)
        let segments = ipcs.stdout.split(separator: "\n").filter { line in
            let fields = line.split(separator: " ")
            return fields.count >= 4 && (Int32(fields[2]) == pid || children.contains(Int32(fields[2]) ?? -1))
        }
        XCTAssertEqual(segments, [], "no System V segment created by it is left: \(ipcs.stdout)")
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: "\(copy)/.build/watch-\(pid)"), "its folder of builds is gone")
    }

    /// A `q` typed into a text field of the demo on screen is the field's: the watch goes
    /// on (it used to quit, taking the key before the child saw it). Once no field edits
    /// (Escape leaves for the catalog), `q` ends the watch as before.
    func testQTypedIntoAnEditedFieldIsTextNotQuit() throws {
        let binary = try prepareCopy()
        let app = try ChildProcess(
            "/bin/sh", ["-c", "cd '\(copy)' && exec '\(binary)' --watch --demo grow"], environment: session.environment)
        self.app = app
        let window = try findWindow(timeout: 20)
        let reloads = app.standardError.components(separatedBy: "reloaded").count
        try save {
            $0.replacingOccurrences(
                of: "        view.addSubview(button)\n",
                with: "        view.addSubview(button)\n"
                    + "        let field = TextField(frame: Rect(x: 100, y: 100, width: 200, height: 44))\n"
                    + "        field.accessibilityIdentifier = \"name-field\"\n" + "        view.addSubview(field)\n")
        }
        XCTAssertTrue(
            app.waitUntil(timeout: 60) { app.standardError.components(separatedBy: "reloaded").count > reloads },
            "the build with the field is on screen: \(app.standardError)")
        // A real click on the field makes it first responder; then q is typed into it.
        for args in [["mousemove", "--window", window, "200", "122"], ["click", "1"]] {
            XCTAssertEqual(try session.run("xdotool", args).status, 0)
        }
        try press("q", in: window)
        XCTAssertFalse(app.waitUntil(timeout: 2) { !app.isRunning }, "q in the field quit: \(app.standardError)")
        XCTAssertEqual(try findWindow(), window, "the same X window, still open")
        try press("Escape", in: window)
        usleep(500_000)
        try press("q", in: window)
        XCTAssertEqual(app.waitForExit(timeout: 10), 0, app.standardError)
    }

    /// The running children of the watching process `pid`: the builds it started with `--watch-child`.
    private func watchChildren(of pid: Int32) -> Set<Int32> {
        descendants(of: pid).filter { child in
            guard let data = FileManager.default.contents(atPath: "/proc/\(child)/cmdline") else { return false }
            return String(decoding: data, as: UTF8.self).contains("--watch-child")
        }
    }

    /// True while `pid` runs and is one of the watch's: a build of the copy, or a compiler of it.
    private func isOurs(_ pid: Int32) -> Bool {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
        let command = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
        return command.contains("my-transition") || command.contains(copy)
    }
}
