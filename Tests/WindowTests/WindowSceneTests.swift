import Foundation
import TestSupport
import XCTest

/// The window opens, shows the first scene where its layout says, whatever the blit path,
/// scale or size.
final class WindowSceneTests: PlaygroundWindowTestCase {
    /// Probe points for the default 400x720 window (FirstSceneLayout at that size).
    private var defaultProbes: [(String, Int, Int, (r: Int, g: Int, b: Int))] {
        [
            ("background", 8, 710, SceneColor.background),
            ("blue hero card", 200, 165, SceneColor.hero),
            ("orange card", 60, 310, SceneColor.warm),
            ("green card over background", 340, 470, SceneColor.freshOverBackground),
            ("green card over orange", 200, 400, SceneColor.freshOverWarm),
            ("tilted purple card", 200, 579, SceneColor.tilted),
            ("red corner square", 356, 676, SceneColor.anchor),
        ]
    }

    func testWindowOpensWithTitleAndShowsTheScene() throws {
        try launch()
        let window = try findWindow()
        let netName = try session.run("xprop", ["-id", window, "_NET_WM_NAME"])
        XCTAssertTrue(netName.stdout.contains("\"Transition Playground\""), netName.stdout)
        // ICCCM's WM_CLASS: the instance (the program's name), then the class.
        let wmClass = try session.run("xprop", ["-id", window, "WM_CLASS"])
        XCTAssertTrue(wmClass.stdout.contains("\"playground-x11\", \"playground-x11\""), wmClass.stdout)
        let shot = try screenshot(of: window) { $0.pixel(356, 676, is: SceneColor.anchor) }
        XCTAssertEqual(shot.width, 400)
        XCTAssertEqual(shot.height, 720)
        assertColors(shot, defaultProbes)
        // The title "Transition Playground" is dark ink in the band y 20...56 and nowhere else near it.
        var ink = 0
        for y in 20..<56 { for x in 24..<376 where shot.pixel(x, y).r < 100 { ink += 1 } }
        XCTAssertGreaterThan(ink, 500, "the title label is missing")
        XCTAssertLessThan(ink, 352 * 36 / 3, "the title band is mostly ink, not text")
    }

    func testPutImageFallbackShowsTheSamePixelsAsSharedMemory() throws {
        let shm = try launch(["--log-frames"])
        let shmWindow = try findWindow()
        let shmShot = try screenshot(of: shmWindow) { $0.pixel(356, 676, is: SceneColor.anchor) }
        XCTAssertTrue(
            shm.standardError.contains("shm=true"), "Xvfb offers MIT-SHM, so it should be used: \(shm.standardError)")
        shm.kill()

        let plain = try launch(["--no-shm", "--log-frames"])
        let plainWindow = try findWindow()
        let plainShot = try screenshot(of: plainWindow) { $0.pixel(356, 676, is: SceneColor.anchor) }
        XCTAssertTrue(plain.standardError.contains("shm=false"), plain.standardError)
        assertColors(plainShot, defaultProbes)
        XCTAssertNil(plainShot.difference(from: shmShot), "XPutImage and MIT-SHM must show identical pixels")
    }

    func testServerWithoutSharedMemoryGetsPutImage() throws {
        session.stop()
        session = try XvfbSession(extraArguments: ["-extension", "MIT-SHM"])
        let app = try launch(["--log-frames"])
        let window = try findWindow()
        let shot = try screenshot(of: window) { $0.pixel(356, 676, is: SceneColor.anchor) }
        XCTAssertTrue(app.standardError.contains("shm=false"), app.standardError)
        assertColors(shot, defaultProbes)
    }

    func testScaleTwoDoublesPixelsButKeepsPoints() throws {
        try launch(["--size", "200x360", "--scale", "2"])
        let window = try findWindow()
        // FirstSceneLayout at 200x360 points: hero centre (100, 111.6), anchor centre (156, 316).
        let shot = try screenshot(of: window) { $0.pixel(312, 632, is: SceneColor.anchor) }
        XCTAssertEqual(shot.width, 400)
        XCTAssertEqual(shot.height, 720)
        assertColors(
            shot,
            [
                ("blue hero card", 200, 223, SceneColor.hero),
                ("red corner square", 312, 632, SceneColor.anchor),
                ("background", 4, 716, SceneColor.background),
            ])
    }

    func testResizeLaysTheSceneOutAgain() throws {
        try launch()
        let window = try findWindow()
        _ = try screenshot(of: window) { $0.pixel(356, 676, is: SceneColor.anchor) }
        let r = try session.run("xdotool", ["windowsize", window, "600", "500"])
        XCTAssertEqual(r.status, 0, r.stderr)
        // At 600x500 the red square moves to (556, 456) and the hero card widens to x = 576.
        let shot = try screenshot(of: window) { $0.width == 600 && $0.pixel(556, 456, is: SceneColor.anchor) }
        XCTAssertEqual(shot.width, 600)
        XCTAssertEqual(shot.height, 500)
        assertColors(
            shot,
            [
                ("red corner square, re-anchored", 556, 456, SceneColor.anchor),
                ("blue hero card, widened", 560, 100, SceneColor.hero),
                ("background", 8, 492, SceneColor.background),
            ])
    }

    func testSurvivesAOnePixelWindow() throws {
        let app = try launch()
        let window = try findWindow()
        _ = try session.run("xdotool", ["windowsize", window, "1", "1"])
        usleep(300_000)
        XCTAssertTrue(app.isRunning, "a 1x1 window must not end the app: \(app.standardError)")
        _ = try session.run("xdotool", ["windowsize", window, "300", "300"])
        let shot = try screenshot(of: window) { $0.width == 300 && $0.pixel(256, 256, is: SceneColor.anchor) }
        assertColors(shot, [("red corner square at 300x300", 256, 256, SceneColor.anchor)])
    }

    func testExposeIsShownFromTheKeptBufferWithoutPaintingAgain() throws {
        let app = try launch(["--log-frames"])
        let window = try findWindow()
        _ = try screenshot(of: window) { $0.pixel(200, 165, is: SceneColor.hero) }
        let paintedBefore = app.standardErrorLines.filter { $0.hasPrefix("frame: ") }.count
        XCTAssertEqual(try session.run("xdotool", ["windowunmap", "--sync", window]).status, 0)
        XCTAssertEqual(try session.run("xdotool", ["windowmap", "--sync", window]).status, 0)
        // Mapped again, the server has lost the pixels and sends Expose; the app re-sends them.
        let shot = try screenshot(of: window) { $0.pixel(356, 676, is: SceneColor.anchor) }
        assertColors(shot, defaultProbes)
        let paintedAfter = app.standardErrorLines.filter { $0.hasPrefix("frame: ") }.count
        XCTAssertEqual(paintedAfter, paintedBefore, "an expose needs no new frame: \(app.standardError)")
    }
}
