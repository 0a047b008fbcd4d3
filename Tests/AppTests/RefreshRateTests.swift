import TestSupport
import XCTest

@testable import Platform
@testable import PlaygroundKit

/// The live loop's tick rate: the display's refresh rate from XRandR mode timings, an
/// explicit `--fps` over it, and 60 when the server reports none (as Xvfb does).
final class RefreshRateTests: XCTestCase {
    func testModeTimingsGiveTheRatesMonitorsReport() throws {
        // CEA-861 1920x1080p60: 148.5 MHz over 2200 x 1125.
        let p60 = try XCTUnwrap(
            X11Window.rate(
                dotClock: 148_500_000, hTotal: 2200, vTotal: 1125,
                doubleScan: false, interlaced: false))
        XCTAssertEqual(p60, 60, accuracy: 1e-9)
        // The NTSC-friendly variant at 148.5 / 1.001 MHz is the familiar 59.94.
        let p5994 = try XCTUnwrap(
            X11Window.rate(
                dotClock: 148_351_648, hTotal: 2200, vTotal: 1125,
                doubleScan: false, interlaced: false))
        XCTAssertEqual(p5994, 59.94, accuracy: 0.001)
        // 1080i: half the lines per refresh at half the clock is still 60 fields a second.
        let i60 = try XCTUnwrap(
            X11Window.rate(
                dotClock: 74_250_000, hTotal: 2200, vTotal: 1125,
                doubleScan: false, interlaced: true))
        XCTAssertEqual(i60, 60, accuracy: 1e-9)
        // VGA 320x200 double-scanned: every line twice.
        let ds = try XCTUnwrap(
            X11Window.rate(
                dotClock: 12_588_000, hTotal: 400, vTotal: 262,
                doubleScan: true, interlaced: false))
        XCTAssertEqual(ds, 60.06, accuracy: 0.01)
        // Xvfb's one mode has no timings at all.
        XCTAssertNil(X11Window.rate(dotClock: 0, hTotal: 0, vTotal: 0, doubleScan: false, interlaced: false))
        XCTAssertNil(X11Window.rate(dotClock: 1, hTotal: 2200, vTotal: 1125, doubleScan: false, interlaced: false))
    }

    func testExplicitFPSWinsThenTheDisplayThenSixty() {
        XCTAssertEqual(LiveFrameRate.choose(explicit: 30, display: 144), LiveFrameRate(fps: 30, source: "--fps"))
        XCTAssertEqual(
            LiveFrameRate.choose(explicit: nil, display: 143.86), LiveFrameRate(fps: 143.86, source: "display"))
        XCTAssertEqual(LiveFrameRate.choose(explicit: nil, display: 360).fps, 240, "kept within --fps's own range")
        XCTAssertEqual(LiveFrameRate.choose(explicit: nil, display: nil), LiveFrameRate(fps: 60, source: "fallback"))
        XCTAssertEqual(LiveFrameRate.choose(explicit: nil, display: .nan).fps, 60)
        XCTAssertEqual(
            LiveFrameRate.choose(explicit: nil, display: 59.95).logLine(display: 59.95),
            "rate: fps=59.95 source=display display_hz=59.95")
    }

    /// A real window on a real (virtual) X server asks XRandR for its monitor's rate.
    func testAWindowOnXvfbReportsNoRateOrAPlausibleOne() throws {
        let server = try XvfbSession()
        defer { server.stop() }
        let window = try X11Window(title: "rate", width: 200, height: 100, displayName: server.display)
        let rate = window.refreshRate
        if let rate {
            XCTAssertTrue((20...300).contains(rate), "\(rate) Hz")
            XCTAssertEqual(LiveFrameRate.choose(explicit: nil, display: rate).fps, rate)
        } else {
            // Xvfb's CRTC has a mode with no dot clock: the loop falls back to 60.
            XCTAssertEqual(LiveFrameRate.choose(explicit: nil, display: rate).fps, 60)
        }
    }
}
