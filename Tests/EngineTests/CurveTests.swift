import XCTest

@testable import Engine

final class CurveTests: XCTestCase {
    func testStandardCurvesHitTheirEndsAndAreMonotonic() {
        for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .cubic(CubicBezier(0.2, 0.8, 0.4, 1))] {
            let t = CubicTimingParameters(curve: curve, duration: 2)
            XCTAssertEqual(t.fraction(at: 0), 0)
            XCTAssertEqual(t.fraction(at: 2), 1)
            var last = -1.0
            for i in 0...200 {
                let f = t.fraction(at: Double(i) / 100)
                XCTAssertGreaterThanOrEqual(f, last - 1e-12, "\(curve) at \(i)")
                last = f
            }
        }
    }

    func testEaseInOutIsSymmetricAndLinearIsStraight() {
        let e = CubicTimingParameters(curve: .easeInOut, duration: 1)
        XCTAssertEqual(e.fraction(at: 0.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(e.fraction(at: 0.2) + e.fraction(at: 0.8), 1, accuracy: 1e-9)
        XCTAssertEqual(e.fractionVelocity(at: 0), 0, accuracy: 1e-9, "ease-in-out starts at rest")
        let l = CubicTimingParameters(curve: .linear, duration: 0.5)
        XCTAssertEqual(l.fraction(at: 0.1), 0.2, accuracy: 1e-9)
        XCTAssertEqual(l.fractionVelocity(at: 0.3), 2, accuracy: 1e-6)
        XCTAssertLessThan(CubicTimingParameters(curve: .easeIn, duration: 1).fraction(at: 0.5), 0.5)
        XCTAssertGreaterThan(CubicTimingParameters(curve: .easeOut, duration: 1).fraction(at: 0.5), 0.5)
    }

    func testCurveVelocityIsTheDerivativeOfItsValue() {
        let t = CubicTimingParameters(curve: .cubic(CubicBezier(0.3, 0.1, 0.2, 1)), duration: 0.7, initialVelocity: 3)
        let h = 1e-6
        for i in 1..<69 {
            let x = Double(i) / 100
            let numeric = (t.unitValue(at: x + h) - t.unitValue(at: x - h)) / (2 * h)
            XCTAssertEqual(t.unitVelocity(at: x), numeric, accuracy: 1e-4, "at \(x)")
        }
        XCTAssertEqual(
            t.unitVelocity(at: 0), t.fractionVelocity(at: 0) + 3, accuracy: 1e-9,
            "a thrown curve starts at its own slope plus the extra velocity")
        XCTAssertEqual(t.unitValue(at: 0.7), 1, accuracy: 1e-12)
    }
}
