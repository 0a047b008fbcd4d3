import Geometry
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

final class Transform3DTests: XCTestCase {
    /// A card `2a` wide turned by θ about y, then the perspective `m34 = -1/d`, then moved to
    /// (tx, ty): Core Animation's row-vector order. A point (x, y, 0) turns to (x cosθ, y, -x sinθ),
    /// the perspective gives w = 1 + x sinθ / d, and the screen point is
    /// (x cosθ / w + tx, y / w + ty): the closed form the corners must meet within 0.5 px.
    func testProjectedCornersOfATurnedCardMeetTheClosedForm() throws {
        let (theta, d, tx, ty) = (Double.pi / 3, 500.0, 300.0, 200.0)
        let m = Transform3D(rotationAngle: theta, x: 0, y: 1, z: 0)
            .concatenating(Transform3D(perspectiveDistance: d))
            .concatenating(Transform3D(translationX: tx, y: ty, z: 0))
        for (x, y) in [(-100.0, -60.0), (100, -60), (-100, 60), (100, 60)] {
            let w = 1 + x * sin(theta) / d
            let p = try XCTUnwrap(m.project(Point(x: x, y: y)))
            XCTAssertEqual(p.x, x * cos(theta) / w + tx, accuracy: 0.5)
            XCTAssertEqual(p.y, y / w + ty, accuracy: 0.5)
        }
        // The near edge (x = -100 turns towards the eye) is taller than the far one.
        let near = try XCTUnwrap(m.project(Point(x: -100, y: 60))).y - ty
        let far = try XCTUnwrap(m.project(Point(x: 100, y: 60))).y - ty
        XCTAssertGreaterThan(near, far)
    }

    /// Core Animation, `CATransform3DConcat`: "Concatenate 'b' to 'a' and return the result:
    /// t' = a * b." So `a` acts first on a row-vector point.
    func testConcatenationAppliesTheLeftMatrixFirst() throws {
        let scaleThenMove = Transform3D(scaleX: 2, y: 3, z: 1).concatenating(Transform3D(translationX: 10, y: 20, z: 0))
        XCTAssertEqual(scaleThenMove.project(Point(x: 1, y: 1)), Point(x: 12, y: 23))
        let moveThenScale = Transform3D(translationX: 10, y: 20, z: 0).concatenating(Transform3D(scaleX: 2, y: 3, z: 1))
        XCTAssertEqual(moveThenScale.project(Point(x: 1, y: 1)), Point(x: 22, y: 63))
    }

    /// An affine matrix is the 2D transform in `m11 m12 m21 m22 m41 m42`, both ways, and a
    /// rotation about z is the affine rotation.
    func testAnAffineMatrixIsItsAffineTransform() {
        let t = AffineTransform(rotationAngle: 0.4).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -4)
        let m = Transform3D(t)
        XCTAssertTrue(m.isAffine)
        XCTAssertEqual(m.affineTransform, t)
        let p = Point(x: 5, y: 7)
        XCTAssertEqual(m.project(p)!.x, p.applying(t).x, accuracy: 1e-12)
        XCTAssertEqual(m.project(p)!.y, p.applying(t).y, accuracy: 1e-12)
        let z = Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 1).affineTransform
        let r = AffineTransform(rotationAngle: 0.4)
        for (a, b) in [(z.a, r.a), (z.b, r.b), (z.c, r.c), (z.d, r.d)] { XCTAssertEqual(a, b, accuracy: 1e-12) }
        XCTAssertFalse(Transform3D(perspectiveDistance: 500).isAffine)
        XCTAssertFalse(Transform3D(rotationAngle: 0.4, x: 0, y: 1, z: 0).isAffine)
    }

    /// Core Animation, `CATransform3DInvert`: "Invert 't' and return the result. Returns the
    /// original matrix if 't' has no inverse."
    func testInverseUndoesAPerspectiveMatrixAndASingularOneStaysAsItIs() throws {
        let m = Transform3D(rotationAngle: 0.9, x: 1, y: 1, z: 0)
            .concatenating(Transform3D(perspectiveDistance: 400))
            .concatenating(Transform3D(translationX: 30, y: -20, z: 5))
        let product = m.concatenating(try XCTUnwrap(m.inverse)).rows
        for (i, v) in product.enumerated() { XCTAssertEqual(v, Transform3D.identity.rows[i], accuracy: 1e-12) }
        let flat = Transform3D(scaleX: 1, y: 1, z: 0)
        XCTAssertNil(flat.inverse)
        XCTAssertEqual(flat.inverted(), flat)
    }

    /// A point at or behind the eye (w <= 0) has no screen point: Core Animation clips it.
    func testAPointBehindTheEyeDoesNotProject() {
        // Turned 80 degrees with the eye 100 points away, x = -200 swings 197 points towards
        // the eye: past it.
        let m = Transform3D(rotationAngle: 80 * .pi / 180, x: 0, y: 1, z: 0)
            .concatenating(Transform3D(perspectiveDistance: 100))
        XCTAssertNil(m.project(Point(x: -200, y: 0)))
        XCTAssertNotNil(m.project(Point(x: 200, y: 0)))
    }
}
