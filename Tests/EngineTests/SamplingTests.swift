import Geometry
import LayerTree
import Renderer
import XCTest

@testable import Engine

/// The samples the `curve` tool prints, and labels measured by the renderer's real measurer.
final class SamplingTests: XCTestCase {
    func testSamplesRunFromRestToSettledAtTheFrameRate() {
        let timing = SpringTimingParameters(duration: 0.5, dampingRatio: 0.7)
        let samples = timing.samples(fps: 60)
        XCTAssertEqual(samples.count, 31, "0 ... 0.5 s in 1/60 s steps")
        XCTAssertEqual(samples.first, CurveSample(t: 0, value: 0, velocity: 0))
        XCTAssertEqual(samples.last?.value, 1)
        XCTAssertEqual(samples.last?.velocity, 0)
        XCTAssertEqual(samples[12].value, timing.unitValue(at: 12.0 / 60), accuracy: 1e-12)
        XCTAssertGreaterThan(samples.map(\.value).max()!, 1, "z = 0.7 overshoots")
    }

    func testPhysicalSpringSamplesStopOnceSettled() {
        let timing = SpringTimingParameters(spring: Spring(mass: 1, stiffness: 100, damping: 10), initialVelocity: 0)
        let samples = timing.samples(fps: 30)
        let settle = timing.duration
        XCTAssertEqual(samples.last!.t, (settle * 30).rounded(.up) / 30, accuracy: 1e-9)
        XCTAssertLessThan(abs(samples[samples.count - 2].value - 1), 0.002, "the last moving sample is nearly there")
    }

    func testLabelMeasuresThroughTheRenderersMeasurer() throws {
        let measurer = try FontMeasurer.makeDefault()
        MainActor.assumeIsolated {
            let h = Harness()
            h.window.textMeasurer = measurer
            let label = Label(text: "Present modally")
            label.fontSize = 24
            label.fontWeight = .bold
            h.root.addSubview(label)
            label.sizeToFit()
            let expected = measurer.size(of: "Present modally", fontSize: 24, weight: .bold)
            XCTAssertEqual(label.bounds.size, expected)
            XCTAssertGreaterThan(expected.width, 100)
            let button = Button(title: "Go")
            h.root.addSubview(button)
            button.sizeToFit()
            XCTAssertEqual(
                button.bounds.width, measurer.size(of: "Go", fontSize: 17, weight: .regular).width + 16, accuracy: 1e-9)
        }
    }
}
