import Geometry
import XCTest

/// The rectangle operations that work on edges (union, intersection, integral), checked on
/// random rectangles against Core Graphics' rules rather than on one example each.
final class RectEdgesTests: XCTestCase {
    private func randomRect(_ rng: inout SplitMix) -> Rect {
        Rect(
            x: rng.next(in: -300...300), y: rng.next(in: -300...300),
            width: rng.next(in: 0.5...200), height: rng.next(in: 0.5...200))
    }

    /// `CGRectUnion`: "The smallest rectangle that completely contains both of the source
    /// rectangles", and "If either of the rectangles is a null rectangle, a copy of the other
    /// rectangle is returned" (here an empty rectangle plays the null one's part).
    func testUnionIsTheSmallestRectangleHoldingBoth() {
        var rng = SplitMix(seed: 18)
        for _ in 0..<500 {
            let a = randomRect(&rng)
            let b = randomRect(&rng)
            let u = a.union(b)
            // Holding both and no more: each edge is the outermost of the two sources' edges
            // (the far edges up to the rounding of origin plus size).
            XCTAssertEqual(u.minX, min(a.minX, b.minX))
            XCTAssertEqual(u.minY, min(a.minY, b.minY))
            XCTAssertEqual(u.maxX, max(a.maxX, b.maxX), accuracy: 1e-9)
            XCTAssertEqual(u.maxY, max(a.maxY, b.maxY), accuracy: 1e-9)
            let empty = Rect(x: b.minX, y: b.minY, width: 0, height: b.height)
            XCTAssertEqual(a.union(empty), a)
            XCTAssertEqual(empty.union(a), a)
        }
    }

    /// `CGRectIntersection`: the overlap of the two rectangles; rectangles that do not meet
    /// give an empty rectangle (Core Graphics' null one).
    func testIntersectionIsTheOverlapOfBoth() {
        var rng = SplitMix(seed: 19)
        for _ in 0..<500 {
            let a = randomRect(&rng)
            let b = randomRect(&rng)
            let i = a.intersection(b)
            let meets = max(a.minX, b.minX) < min(a.maxX, b.maxX) && max(a.minY, b.minY) < min(a.maxY, b.maxY)
            XCTAssertEqual(i.isEmpty, !meets)
            XCTAssertEqual(a.intersects(b), meets)
            guard meets else { continue }
            XCTAssertEqual(i.minX, max(a.minX, b.minX))
            XCTAssertEqual(i.minY, max(a.minY, b.minY))
            XCTAssertEqual(i.maxX, min(a.maxX, b.maxX), accuracy: 1e-9)
            XCTAssertEqual(i.maxY, min(a.maxY, b.maxY), accuracy: 1e-9)
            XCTAssertEqual(i, b.intersection(a))
        }
    }

    /// `CGRectIntegral`: "A rectangle with the smallest integer values for its origin and size
    /// that contains the source rectangle ... rounds the rectangle's origin downward and its
    /// size upward to the nearest whole integers, such that the result contains the original
    /// rectangle."
    func testIntegralIsTheSmallestWholeRectangleHoldingTheSource() {
        var rng = SplitMix(seed: 20)
        for _ in 0..<500 {
            let r = randomRect(&rng)
            let whole = r.integral
            for edge in [whole.minX, whole.minY, whole.maxX, whole.maxY] {
                XCTAssertEqual(edge, edge.rounded(), "\(r) -> \(whole)")
            }
            XCTAssertLessThanOrEqual(whole.minX, r.minX)
            XCTAssertLessThanOrEqual(whole.minY, r.minY)
            XCTAssertGreaterThanOrEqual(whole.maxX, r.maxX)
            XCTAssertGreaterThanOrEqual(whole.maxY, r.maxY)
            // The smallest: each edge moved out by less than one point.
            XCTAssertLessThan(r.minX - whole.minX, 1)
            XCTAssertLessThan(r.minY - whole.minY, 1)
            XCTAssertLessThan(whole.maxX - r.maxX, 1)
            XCTAssertLessThan(whole.maxY - r.maxY, 1)
        }
    }
}
