import Foundation
import TestSupport
import XCTest

/// Real double clicks through the X server reach a tap recognizer that needs two taps
/// (`numberOfTapsRequired = 2`): the zoom demo's open screen zooms home on a double tap.
/// Apple, `UITapGestureRecognizer.numberOfTapsRequired`: "The number of taps necessary for
/// gesture recognition." Two clicks further apart than the multi-tap interval are two
/// single taps, which the screen ignores.
final class DoubleClickLiveTests: PlaygroundWindowTestCase {
    private let white = (r: 255, g: 255, b: 255)
    private let blue = (r: 0, g: 122, b: 255)

    private func xdotool(_ args: [String]) throws {
        let r = try session.run("xdotool", args)
        XCTAssertEqual(r.status, 0, "xdotool \(args.joined(separator: " ")): \(r.stderr)")
    }

    func testADoubleClickZoomsTheScreenHomeAndTwoSlowClicksDoNot() throws {
        try launch(["--demo", "zoom"], firstScene: false)
        let w = try findWindow()
        // The blue tile (top left of the grid) zooms open to a blue screen.
        _ = try screenshot(of: w) { $0.pixel(200, 600, is: self.white) }
        try xdotool(["mousemove", "--window", w, "78", "190", "click", "1"])
        let open = try screenshot(of: w) { $0.pixel(200, 600, is: self.blue) }
        XCTAssertTrue(open.pixel(200, 600, is: blue), "zoomed open: \(open.pixel(200, 600))")
        usleep(1_000_000)  // the zoom settles and the window takes input again
        // Two clicks 0.8 s apart: two single taps, which the screen ignores.
        try xdotool(["mousemove", "--window", w, "200", "600", "click", "1"])
        usleep(800_000)
        try xdotool(["click", "1"])
        usleep(800_000)
        let still = try screenshot(of: w) { _ in true }
        XCTAssertTrue(still.pixel(200, 600, is: blue), "slow clicks leave it open: \(still.pixel(200, 600))")
        // A double click (0.1 s apart) zooms it home to the white grid.
        try xdotool(["click", "--repeat", "2", "--delay", "100", "1"])
        let home = try screenshot(of: w) { $0.pixel(200, 600, is: self.white) }
        XCTAssertTrue(home.pixel(200, 600, is: white), "zoomed home: \(home.pixel(200, 600))")
    }
}
