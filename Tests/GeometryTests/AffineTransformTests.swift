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
        let inv = try XCTUnwrap(t.inverted())
        let p = Point(x: 5, y: 7)
        let back = p.applying(t).applying(inv)
        XCTAssertEqual(back.x, p.x, accuracy: 1e-9)
        XCTAssertEqual(back.y, p.y, accuracy: 1e-9)
        XCTAssertNil(AffineTransform(scaleX: 0, y: 1).inverted())
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
