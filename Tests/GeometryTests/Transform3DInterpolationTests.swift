import Geometry
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Apple, `CATransform3D`: "The transform matrix is used to rotate, scale, translate, skew,
/// and project the layer content." An animation between two matrices blends those parts
/// (the CSS Transforms Level 2 "Interpolation of 3D matrices" is the public description of
/// the blend), not the sixteen fields.
final class Transform3DInterpolationTests: XCTestCase {
    private func assertClose(
        _ a: Transform3D, _ b: Transform3D, accuracy: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line
    ) {
        for (x, y) in zip(a.rows, b.rows) {
            XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b)", file: file, line: line)
        }
    }

    /// Half way from flat to a half turn about y, with the same `m34`, is the quarter turn: the
    /// card edge-on, not the fields' mean (which would be a squash to a line, `m11 = 0`, with
    /// no depth at all).
    func testHalfWayOfAHalfTurnAboutYIsTheQuarterTurn() {
        let perspective = Transform3D(perspectiveDistance: 500)
        let from = perspective
        let to = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0).concatenating(perspective)
        let halfWay = from.interpolated(to: to, fraction: 0.5)
        assertClose(halfWay, Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0).concatenating(perspective))
        // A quarter of the way is the 45-degree turn: the angle moves evenly (slerp).
        assertClose(
            from.interpolated(to: to, fraction: 0.25),
            Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0).concatenating(perspective))
    }

    /// Two matrices blend along the shorter turn: a quaternion and its negation are the same
    /// rotation, so a negative dot product flips one before the great-arc blend. 350 to 10
    /// degrees about y passes 0 (20 degrees, not 340); 100 to 260 passes 180 (the 160 degrees
    /// through the back, not the 200 through the front), evenly: a quarter of the way is 140.
    func testATurnBetweenMatricesTakesTheShorterArc() {
        let perspective = Transform3D(perspectiveDistance: 500)
        func turn(_ degrees: Double) -> Transform3D {
            Transform3D(rotationAngle: degrees * .pi / 180, x: 0, y: 1, z: 0).concatenating(perspective)
        }
        assertClose(turn(350).interpolated(to: turn(10), fraction: 0.5), turn(0))
        assertClose(turn(100).interpolated(to: turn(260), fraction: 0.5), turn(180))
        assertClose(turn(100).interpolated(to: turn(260), fraction: 0.25), turn(140))
        // The quaternions of those two do point apart: the flip is what made the arc short.
        let a = Transform3D.Decomposition(turn(100))!.quaternion
        let b = Transform3D.Decomposition(turn(260))!.quaternion
        XCTAssertLessThan(zip(a, b).map(*).reduce(0, +), 0)
    }

    /// Every matrix a layer is given (a scale, a shear, a turn about any axis, a move, a
    /// perspective) comes back from its parts, divided by its `m44`; so do mirrored ones.
    func testDecompositionRoundTripsOnRandomMatrices() throws {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
            var shear = Transform3D.identity
            (shear.m21, shear.m31, shear.m32) = (r(-0.5...0.5), r(-0.5...0.5), r(-0.5...0.5))
            var perspective = Transform3D.identity
            (perspective.m14, perspective.m24, perspective.m34) = (r(-0.002...0.002), r(-0.002...0.002), r(-0.004...0))
            let sign: Double = Bool.random(using: &random) ? 1 : -1
            let m = Transform3D(scaleX: sign * r(0.2...3), y: r(0.2...3), z: r(0.2...3))
                .concatenating(shear)
                .concatenating(Transform3D(rotationAngle: r(-3...3), x: r(-1...1), y: r(-1...1), z: r(-1...1)))
                .concatenating(Transform3D(translationX: r(-400...400), y: r(-400...400), z: r(-100...100)))
                .concatenating(perspective)
            let parts = try XCTUnwrap(Transform3D.Decomposition(m))
            // The parts are of the matrix divided by its `m44`: the same map of the plane.
            let normalized = Transform3D(rows: m.rows.map { $0 / m.m44 })
            assertClose(parts.matrix, normalized, accuracy: 1e-7)
            // The turn is a unit quaternion.
            XCTAssertEqual(parts.quaternion.reduce(0) { $0 + $1 * $1 }, 1, accuracy: 1e-9)
            // Both ends of a blend are the matrices themselves.
            let other = Transform3D(rotationAngle: r(-3...3), x: 0, y: 1, z: 0).concatenating(perspective)
            assertClose(m.interpolated(to: other, fraction: 0), normalized, accuracy: 1e-7)
            assertClose(m.interpolated(to: other, fraction: 1), other, accuracy: 1e-7)
        }
    }

    /// A layer squashed flat (a zero scale) has no parts to blend: the value switches half way,
    /// as a discrete property does.
    func testASingularMatrixSwitchesHalfWay() {
        let flat = Transform3D(scaleX: 0, y: 1, z: 1)
        let turned = Transform3D(rotationAngle: 1, x: 0, y: 1, z: 0)
        XCTAssertNil(Transform3D.Decomposition(flat))
        XCTAssertEqual(flat.interpolated(to: turned, fraction: 0.49), flat)
        XCTAssertEqual(flat.interpolated(to: turned, fraction: 0.5), turned)
    }

    /// Scales and moves blend linearly, as the parts do.
    func testScaleAndTranslationBlendLinearly() {
        let a = Transform3D(scaleX: 1, y: 1, z: 1).concatenating(Transform3D(translationX: 0, y: 0, z: 0))
        let b = Transform3D(scaleX: 3, y: 2, z: 1).concatenating(Transform3D(translationX: 100, y: -40, z: 20))
        assertClose(
            a.interpolated(to: b, fraction: 0.5),
            Transform3D(scaleX: 2, y: 1.5, z: 1).concatenating(Transform3D(translationX: 50, y: -20, z: 10)))
    }
}
