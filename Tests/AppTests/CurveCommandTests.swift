import Engine
import Foundation
import Geometry
import Renderer
import TestSupport
import XCTest

@testable import PlaygroundKit

final class CurveCommandTests: XCTestCase {
    private func timing(_ args: [String]) throws -> any TimingParameters {
        let command = try XCTUnwrap(try PlaygroundCommand.parseAsRoot(["curve"] + args) as? CurveCommand)
        return try command.makeTiming()
    }

    func testEachFormBuildsTheSpringItNames() throws {
        let uikit = try timing(["--duration", "0.5", "--damping", "1"])
        XCTAssertEqual(uikit.duration(initialVelocity: 0), 0.5, accuracy: 1e-6)
        let linear = try timing(["--curve", "linear", "--duration", "1"]).samples(fps: 4)
        for (sample, expected) in zip(linear, [0, 0.25, 0.5, 0.75, 1.0]) {
            XCTAssertEqual(sample.value, expected, accuracy: 1e-9, "linear curve at t = \(sample.t)")
        }
        XCTAssertEqual(linear.count, 5)
        XCTAssertNoThrow(try timing(["--response", "0.4", "--damping", "0.6"]))
        XCTAssertNoThrow(try timing(["--mass", "1", "--stiffness", "300", "--damping-coefficient", "8"]))
        XCTAssertNoThrow(try timing(["--bounciness", "10", "--speed", "12"]))
    }

    func testBadValuesAreRefusedWithTheirReason() {
        let cases: [([String], String)] = [
            (["--duration", "-1", "--damping", "0.5"], "--duration -1 is invalid"),
            (["--mass", "0", "--stiffness", "1", "--damping-coefficient", "1"], "--mass 0 is invalid"),
            (["--duration", "1", "--damping", "1.5"], "--damping 1.5 is invalid"),
            (["--response", "1", "--bounciness", "3", "--speed", "2", "--damping", "1"], "choose one form"),
            ([], "give a form"),
            (
                ["--duration", "1e9", "--damping", "0.7"],
                "--duration 1e9 is invalid: expected a duration in (0, 600] seconds"
            ),
            // A curve's time range is a spring's: zero is no animation to print, 1e9 no plot.
            (
                ["--curve", "easeIn", "--duration", "0"],
                "--duration 0 is invalid: expected a duration in (0, 600] seconds"
            ),
            (
                ["--curve", "linear", "--duration", "-1"],
                "--duration -1 is invalid: expected a duration in (0, 600] seconds"
            ),
            (
                ["--curve", "linear", "--duration", "601"],
                "--duration 601 is invalid: expected a duration in (0, 600] seconds"
            ),
            (
                ["--response", "0", "--damping", "0.5"],
                "--response 0 is invalid: expected a response in (0, 600] seconds"
            ),
            (
                ["--duration", "0.5", "--damping", "0.7", "--bounciness", "3"],
                "choose one form, not --duration/--damping and --bounciness/--speed"
            ),
        ]
        for (args, expected) in cases {
            XCTAssertThrowsError(try timing(args), "\(args)") { error in
                XCTAssertTrue(
                    "\((error as? CurveError)?.message ?? "\(error)")".contains(expected),
                    "\(args): \(error) should mention \(expected)")
            }
        }
    }

    func testPlotEndsAtTheCSVsLastTime() throws {
        let timing = try timing(["--duration", "0.37", "--damping", "0.6"])
        let csv = timing.samples(fps: 60)
        let plotted = CurveCommand.plotSamples(fine: timing.samples(fps: 600), csv: csv)
        XCTAssertEqual(plotted.last, csv.last)
        XCTAssertGreaterThan(plotted.count, csv.count, "the plot still samples finer than the CSV")
        XCTAssertEqual(plotted.map(\.t), plotted.map(\.t).sorted())
    }

    func testPlotDrawsTheOvershootWhereTheSamplesSayAndNothingElseThere() throws {
        let samples = try timing(["--duration", "0.5", "--damping", "0.5"]).samples(fps: 600)
        let plot = CurvePlot(samples: samples, caption: "test")
        let path = NSTemporaryDirectory() + "curve-plot-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try plot.writePNG(to: path, scale: 1)
        let image = try PNGFile.read(path)
        XCTAssertEqual(image.width, 640)

        let peak = try XCTUnwrap(samples.max { $0.value < $1.value })
        XCTAssertGreaterThan(peak.value, 1.05, "an underdamped spring overshoots")
        let p = plot.position(t: peak.t, value: peak.value)
        let onCurve = PixelProbe(image).color(x: Int(p.x), y: Int(p.y))
        XCTAssertEqual(onCurve.blue, CurvePlot.curveColor.blue, accuracy: 0.1, "curve colour at the peak: \(onCurve)")
        XCTAssertLessThan(onCurve.red, 0.3)
        // Well above the peak there is only background.
        let above = PixelProbe(image).color(x: Int(p.x), y: Int(p.y) - 20)
        XCTAssertEqual(above.red, 1, accuracy: 0.01)
    }
}
