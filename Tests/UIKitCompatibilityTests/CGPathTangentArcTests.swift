import UIKitCompatibility
import XCTest

/// `CGMutablePath.addArc(tangent1End:tangent2End:radius:transform:)`: Core Graphics rounds
/// the corner at `tangent1End` with an arc of `radius` tangent to both lines, joining it to
/// the current point with a line, and leaves the current point where the arc meets the
/// second line. Checked in closed form over random corners: the arc's ends lie at
/// radius / tan(angle / 2) from the corner on each line, and every point of it at `radius`
/// from the centre on the bisector.
final class CGPathTangentArcTests: XCTestCase {
    func testTheArcIsTangentToBothLinesForRandomCorners() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let start = CGPoint(
                x: .random(in: -100...100, using: &generator), y: .random(in: -100...100, using: &generator))
            let corner = CGPoint(
                x: .random(in: -100...100, using: &generator), y: .random(in: -100...100, using: &generator))
            let end = CGPoint(
                x: .random(in: -100...100, using: &generator), y: .random(in: -100...100, using: &generator))
            let d1 = hypot(start.x - corner.x, start.y - corner.y)
            let d2 = hypot(end.x - corner.x, end.y - corner.y)
            guard d1 > 1, d2 > 1 else { continue }
            let u1 = CGPoint(x: (start.x - corner.x) / d1, y: (start.y - corner.y) / d1)
            let u2 = CGPoint(x: (end.x - corner.x) / d2, y: (end.y - corner.y) / d2)
            let angle = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y)))
            guard angle > 0.05, angle < .pi - 0.05 else { continue }
            let radius = CGFloat.random(in: 0.5...10, using: &generator)
            let reach = radius / tan(angle / 2)
            guard reach < min(d1, d2) else { continue }
            let path = CGMutablePath()
            path.move(to: start)
            path.addArc(tangent1End: corner, tangent2End: end, radius: radius)
            let first = CGPoint(x: corner.x + u1.x * reach, y: corner.y + u1.y * reach)
            let second = CGPoint(x: corner.x + u2.x * reach, y: corner.y + u2.y * reach)
            let finish = try XCTUnwrap(path.currentPoint)
            XCTAssertEqual(finish.x, second.x, accuracy: 1e-9)
            XCTAssertEqual(finish.y, second.y, accuracy: 1e-9)
            guard case .line(let joined)? = path.path.elements.dropFirst().first else {
                return XCTFail("a line joins the current point to the arc")
            }
            XCTAssertEqual(joined.x, first.x, accuracy: 1e-9)
            XCTAssertEqual(joined.y, first.y, accuracy: 1e-9)
            let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
            let length = hypot(bisector.x, bisector.y)
            let distance = radius / sin(angle / 2)
            let center = CGPoint(
                x: corner.x + bisector.x / length * distance, y: corner.y + bisector.y / length * distance)
            for element in path.path.elements.dropFirst(2) {
                guard case .curve(let to, _, _) = element else { continue }
                XCTAssertEqual(hypot(to.x - center.x, to.y - center.y), radius, accuracy: 1e-6)
            }
        }
    }

    func testStraightCornersAndAnEmptyPathDrawNoArc() {
        let empty = CGMutablePath()
        empty.addArc(tangent1End: CGPoint(x: 5, y: 5), tangent2End: CGPoint(x: 9, y: 0), radius: 3)
        XCTAssertEqual(empty.currentPoint, CGPoint(x: 5, y: 5), "a sub-path starts at the first tangent's end")
        let straight = CGMutablePath()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 9, y: 0), radius: 3)
        XCTAssertEqual(straight.currentPoint, CGPoint(x: 5, y: 0), "points in line: a line to the corner")
    }
}
