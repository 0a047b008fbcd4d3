import Foundation
import TestSupport
import XCTest

/// Each test gets its own Xvfb and its own `playground-x11`, both killed in tear-down.
class PlaygroundWindowTestCase: XCTestCase {
    var session: XvfbSession!
    var app: ChildProcess?
    /// When the app was started: its opening animation (FirstScene.introDuration, 0.5 s) runs from then.
    private var launchedAt = Date.distantPast

    /// RGB of the first scene's pieces (FirstScene.Palette), composited where translucent.
    enum SceneColor {
        static let background = (r: 242, g: 242, b: 247)
        static let hero = (r: 0, g: 122, b: 255)
        static let warm = (r: 255, g: 149, b: 0)
        /// Green at 0.7 over the background.
        static let freshOverBackground = (r: 109, g: 212, b: 136)
        /// Green at 0.7 over orange.
        static let freshOverWarm = (r: 113, g: 184, b: 62)
        static let tilted = (r: 175, g: 82, b: 222)
        static let anchor = (r: 255, g: 59, b: 48)
    }

    override func setUpWithError() throws {
        session = try XvfbSession()
    }

    override func tearDown() {
        app?.kill()
        app = nil
        session?.stop()
        session = nil
    }

    /// Starts the app on this test's server; by default on the first scene (the platform's
    /// test picture) rather than the catalog.
    @discardableResult
    func launch(
        _ arguments: [String] = [], firstScene: Bool = true, environment extra: [String: String] = [:]
    ) throws -> ChildProcess {
        let child = try ChildProcess(
            try PlaygroundBinary.path, (firstScene ? ["--first-scene"] : []) + arguments,
            environment: session.environment.merging(extra) { $1 })
        app = child
        launchedAt = Date()
        return child
    }

    /// The id of the window titled exactly "Transition Playground", waiting up to 10 s for it to appear.
    func findWindow(timeout: Double = 10) throws -> String {
        try session.playgroundWindow(of: app, timeout: timeout)
    }

    /// Screenshots the window until `ready` holds (the app may not have drawn yet), up to `timeout` s.
    func screenshot(
        of window: String, timeout: Double = 5,
        until ready: (WindowScreenshot) -> Bool
    ) throws -> WindowScreenshot {
        let introLeft = launchedAt.addingTimeInterval(0.8).timeIntervalSinceNow
        if introLeft > 0 { usleep(UInt32(introLeft * 1e6)) }
        let deadline = Date().addingTimeInterval(timeout)
        var shot = try WindowScreenshot(window: window, in: session)
        while !ready(shot) && Date() < deadline {
            usleep(50_000)
            shot = try WindowScreenshot(window: window, in: session)
        }
        return shot
    }

    /// Asserts that each probe point shows its colour, naming the ones that do not.
    func assertColors(
        _ shot: WindowScreenshot, _ probes: [(String, Int, Int, (r: Int, g: Int, b: Int))],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for (name, x, y, color) in probes {
            XCTAssertTrue(
                shot.pixel(x, y, is: color), "\(name) at (\(x), \(y)) is \(shot.pixel(x, y)), expected \(color)",
                file: file, line: line)
        }
    }

    /// Presses a key through XTEST, as a keyboard would, with the window focused.
    func press(_ key: String, in window: String) throws {
        _ = try session.run("xdotool", ["mousemove", "--window", window, "5", "5"])
        _ = try session.run("xdotool", ["windowfocus", "--sync", window])
        let r = try session.run("xdotool", ["key", key])
        XCTAssertEqual(r.status, 0, r.stderr)
    }
}
