import Geometry
import XCTest

final class AffineTransformTests: XCTestCase {
    func testConcatenationAppliesLeftFirst() {
        let scaleThenMove = AffineTransform(scaleX: 2, y: 3).concatenating(AffineTransform(translationX: 10, y: 20))
        XCTAssertEqual(Point(x: 1, y: 1).applying(scaleThenMove), Point(x: 12, y: 23))
        let moveThenScale = AffineTransform(translationX: 10, y: 20).concatenating(AffineTransform(scaleX: 2, y: 3))
        XCTAssertEqual(Point(x: 1, y: 1).applying(moveThenScale), Point(x: 22, y: 63))
    }

    func testRotationTurnsClockwiseOnScreen() {
        let p = Point(x: 1, y: 0).applying(AffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(p.x, 0, accuracy: 1e-12)
        XCTAssertEqual(p.y, 1, accuracy: 1e-12)
    }

    func testInverseUndoesTheTransform() throws {
        let t = AffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -4)
        let inv = try XCTUnwrap(t.inverse)
        XCTAssertEqual(t.inverted(), inv)
        let p = Point(x: 5, y: 7)
        let back = p.applying(t).applying(inv)
        XCTAssertEqual(back.x, p.x, accuracy: 1e-9)
        XCTAssertEqual(back.y, p.y, accuracy: 1e-9)
    }

    /// Core Graphics, `CGAffineTransformInvert(_:)`: "If the affine transform passed in
    /// parameter `t` cannot be inverted, the affine transform is returned unchanged."
    /// `inverted()` keeps that rule (its Swift spelling is non-optional); `inverse` is nil
    /// for exactly those transforms. Checked on random matrices, singular ones made by
    /// making one row a whole multiple of the other.
    func testInvertedReturnsASingularTransformUnchanged() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let r = { Double.random(in: -10...10, using: &rng) }
            // Whole numbers keep the products exact, so the determinant is exactly zero.
            let n = { Double(Int.random(in: -20...20, using: &rng)) }
            let (a, b, k) = (n(), n(), n())
            let singular = AffineTransform(a: a, b: b, c: a * k, d: b * k, tx: r(), ty: r())
            XCTAssertNil(singular.inverse)
            XCTAssertEqual(singular.inverted(), singular)

            let t = AffineTransform(a: r(), b: r(), c: r(), d: r(), tx: r(), ty: r())
            guard abs(t.determinant) > 1e-3 else { continue }
            let inv = t.inverted()
            XCTAssertEqual(t.inverse, inv)
            let product = t.concatenating(inv)
            for (value, expected) in [(product.a, 1.0), (product.b, 0), (product.c, 0), (product.d, 1)] {
                XCTAssertEqual(value, expected, accuracy: 1e-6)
            }
            XCTAssertEqual(product.tx, 0, accuracy: 1e-6)
            XCTAssertEqual(product.ty, 0, accuracy: 1e-6)
        }
        let flat = AffineTransform(scaleX: 0, y: 1)
        XCTAssertNil(flat.inverse)
        XCTAssertEqual(flat.inverted(), flat)
        let infinite = AffineTransform(scaleX: .infinity, y: 1)
        XCTAssertNil(infinite.inverse)
        XCTAssertEqual(infinite.inverted(), infinite)
    }

    func testRectBoundingBoxUnderRotation() {
        let r = Rect(x: 0, y: 0, width: 2, height: 2).applying(AffineTransform(rotationAngle: .pi / 4))
        XCTAssertEqual(r.width, 2 * 2.0.squareRoot(), accuracy: 1e-9)
        XCTAssertEqual(r.midX, 0, accuracy: 1e-9)
    }

    func testRectIntersectionAndUnion() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 5, y: 5, width: 10, height: 10)
        XCTAssertEqual(a.intersection(b), Rect(x: 5, y: 5, width: 5, height: 5))
        XCTAssertEqual(a.union(b), Rect(x: 0, y: 0, width: 15, height: 15))
        XCTAssertTrue(a.intersection(Rect(x: 20, y: 20, width: 1, height: 1)).isEmpty)
        XCTAssertTrue(a.contains(Point(x: 0, y: 0)))
        XCTAssertFalse(a.contains(Point(x: 10, y: 5)))
    }

    func testColorHexString() {
        XCTAssertEqual(Color(r8: 84, g8: 84, b8: 84).hexString, "#545454")
        XCTAssertEqual(Color(hex: 0x007AFF), .systemBlue)
    }
}
