import XCTest

@testable import Geometry

/// Flattening against the closed forms: chords of a circle stay within a tenth of a unit of
/// the circle, chords of a Bezier curve within a tenth of the curve evaluated at t.
final class PathFlatteningTests: XCTestCase {
    /// The largest distance from `p` to the polyline's segments' nearest point.
    private func distance(from p: Point, to line: Polyline) -> Double {
        var pts = line.points
        if line.isClosed, let first = pts.first { pts.append(first) }
        var best = Double.infinity
        for i in pts.indices.dropFirst() {
            let a = pts[i - 1]
            let b = pts[i]
            let ab = b - a
            let l2 = ab.x * ab.x + ab.y * ab.y
            let t = l2 > 0 ? min(max(((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / l2, 0), 1) : 0
            best = min(best, p.distance(to: a + ab * t))
        }
        return best
    }

    /// Every point of every chord (sampled) lies within 0.1 of the circle, and the circle
    /// (sampled by angle) within 0.1 of the chords, for radii from a pixel to 2000.
    func testCircleChordsStayWithinATenthOfTheCircle() {
        for radius in [0.5, 1, 7, 40, 300, 2000.0] {
            let center = Point(x: 13, y: -5)
            let path = Path(
                ovalIn: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
            let lines = path.flattened(tolerance: 0.1)
            XCTAssertEqual(lines.count, 1)
            let line = lines[0]
            XCTAssertTrue(line.isClosed)
            var pts = line.points
            pts.append(pts[0])
            var worst = 0.0
            for i in pts.indices.dropFirst() {
                for k in 0...8 {
                    let p = pts[i - 1] + (pts[i] - pts[i - 1]) * (Double(k) / 8)
                    worst = max(worst, abs(p.distance(to: center) - radius))
                }
            }
            XCTAssertLessThanOrEqual(worst, 0.1, "chords of r = \(radius)")
            for k in 0..<720 {
                let a = Double(k) / 720 * 2 * Double.pi
                let onCircle = Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
                XCTAssertLessThanOrEqual(distance(from: onCircle, to: line), 0.1, "circle of r = \(radius) at \(a)")
            }
        }
    }

    /// Random quadratic and cubic curves: B(t) from the Bernstein form is never more than
    /// 0.1 from the chords, and every chord end lies on the curve.
    func testBezierCurvesStayWithinATenthOfTheirClosedForm() {
        var rng = SplitMix(seed: 24)
        for _ in 0..<200 {
            func point() -> Point { Point(x: rng.next(in: -400...400), y: rng.next(in: -400...400)) }
            let p0 = point()
            let c1 = point()
            let c2 = point()
            let p3 = point()
            let cubic = rng.next(in: 0...1) < 0.5
            var path = Path()
            path.move(to: p0)
            if cubic {
                path.addCurve(to: p3, controlPoint1: c1, controlPoint2: c2)
            } else {
                path.addQuadCurve(to: p3, controlPoint: c1)
            }
            func bezier(_ t: Double) -> Point {
                let u = 1 - t
                if cubic { return p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p3 * (t * t * t) }
                return p0 * (u * u) + c1 * (2 * u * t) + p3 * (t * t)
            }
            let lines = path.flattened(tolerance: 0.1)
            XCTAssertEqual(lines.count, 1)
            for k in 0...500 {
                let t = Double(k) / 500
                XCTAssertLessThanOrEqual(distance(from: bezier(t), to: lines[0]), 0.1, "t = \(t)")
            }
            XCTAssertEqual(lines[0].points.first, p0)
            XCTAssertLessThan(lines[0].points.last!.distance(to: p3), 1e-9)
        }
    }

    /// UIKit: "specifying a start angle of 0 radians, an end angle of π radians, and setting
    /// the clockwise parameter to true draws the bottom half of the circle. However,
    /// specifying the same start and end angles but setting the clockwise parameter set to
    /// false draws the top half of the circle." (UIBezierPath, addArc(withCenter:...)); y
    /// grows downwards, so the bottom half has positive y.
    func testArcsFollowUIKitsClockwise() {
        for (clockwise, sign) in [(true, 1.0), (false, -1.0)] {
            var path = Path()
            path.addArc(withCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: clockwise)
            let points = path.flattened(tolerance: 0.01)[0].points
            XCTAssertLessThan(points.first!.distance(to: Point(x: 10, y: 0)), 1e-9)
            XCTAssertLessThan(points.last!.distance(to: Point(x: -10, y: 0)), 1e-9)
            let middle = points.max { $0.y * sign < $1.y * sign }!
            XCTAssertEqual(middle.y, 10 * sign, accuracy: 0.01, "clockwise: \(clockwise)")
        }
        // A whole turn or more is the whole circle once.
        var full = Path()
        full.addArc(withCenter: .zero, radius: 10, startAngle: 0, endAngle: 7 * .pi, clockwise: true)
        // (Inscribed chords of sag 0.01 fall short of the arc's length by about 0.03 %.)
        XCTAssertEqual(full.flattened(tolerance: 0.01)[0].length, 20 * .pi, accuracy: 0.05)
    }

    /// Rounding some corners: the others are exact corners of the rectangle, the rounded
    /// ones arcs of the given radius (clamped to half the shorter side).
    func testRoundedRectRoundsOnlyTheChosenCorners() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 60)
        let path = Path(
            roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: Size(width: 16, height: 16))
        let points = path.flattened(tolerance: 0.01)[0].points
        XCTAssertTrue(points.contains(Point(x: 100, y: 60)), "bottom right stays square")
        XCTAssertTrue(points.contains(Point(x: 0, y: 60)), "bottom left stays square")
        XCTAssertFalse(points.contains(Point(x: 0, y: 0)), "top left is rounded")
        for p in points where p.y < 16 && p.x < 16 {
            XCTAssertEqual(p.distance(to: Point(x: 16, y: 16)), 16, accuracy: 0.01)
        }
        let clamped = Path(roundedRect: rect, cornerRadius: 500).flattened(tolerance: 0.01)[0].points
        for p in clamped { XCTAssertLessThanOrEqual(p.y, 60) }
        XCTAssertTrue(clamped.contains(Point(x: 30, y: 0)) && clamped.contains(Point(x: 70, y: 0)), "radius 30")
        XCTAssertFalse(clamped.contains { $0.y == 0 && ($0.x < 30 - 1e-9 || $0.x > 70 + 1e-9) }, "a stadium")
        XCTAssertEqual(
            Path(roundedRect: rect, cornerRadius: 0).elements.count,
            Path(roundedRect: rect, cornerRadius: 9).elements.count,
            "square and round corners have the same elements, so they interpolate")
    }

    /// A pentagram: its middle pentagon is wound twice, so it is inside under the non-zero
    /// rule and outside under the even-odd one; a tip is inside under both.
    func testStarContainmentFollowsTheFillRule() {
        let star = Self.star(center: Point(x: 50, y: 50), radius: 40)
        XCTAssertTrue(star.contains(Point(x: 50, y: 50), rule: .nonZero))
        XCTAssertFalse(star.contains(Point(x: 50, y: 50), rule: .evenOdd))
        XCTAssertTrue(star.contains(Point(x: 50, y: 15), rule: .nonZero))
        XCTAssertTrue(star.contains(Point(x: 50, y: 15), rule: .evenOdd))
        XCTAssertFalse(star.contains(Point(x: 5, y: 5), rule: .nonZero))
    }

    static func star(center: Point, radius: Double) -> Path {
        var path = Path()
        for i in 0..<5 {
            let a = -Double.pi / 2 + Double(i * 2) * 2 * Double.pi / 5
            let p = Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.close()
        return path
    }

    /// strokeStart/strokeEnd cut by length along all sub-paths together.
    func testTrimmingCutsByArcLength() {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: Point(x: 100, y: 0))
        path.move(to: Point(x: 0, y: 10))
        path.addLine(to: Point(x: 300, y: 10))
        let lines = path.flattened(tolerance: 0.1)
        let half = Polyline.trimmed(lines, from: 0, to: 0.5)
        XCTAssertEqual(half.map(\.length).reduce(0, +), 200, accuracy: 1e-9)
        XCTAssertEqual(half.count, 2)
        XCTAssertEqual(half[1].points.last, Point(x: 100, y: 10))
        let middle = Polyline.trimmed(lines, from: 0.125, to: 0.75)
        XCTAssertEqual(middle[0].points.first, Point(x: 50, y: 0))
        XCTAssertEqual(middle[1].points.last, Point(x: 200, y: 10))
        XCTAssertTrue(Polyline.trimmed(lines, from: 0.6, to: 0.4).isEmpty)
    }

    /// Paths of the same elements interpolate point by point; others do not.
    func testInterpolationNeedsTheSameElements() {
        let a = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 0)
        let b = Path(roundedRect: Rect(x: 20, y: 40, width: 60, height: 20), cornerRadius: 10)
        let mid = a.interpolated(to: b, fraction: 0.5)!
        XCTAssertEqual(mid.controlPointBounds, Rect(x: 10, y: 20, width: 80, height: 60))
        XCTAssertEqual(a.interpolated(to: b, fraction: 0), a)
        XCTAssertNil(a.interpolated(to: Path(ovalIn: Rect(x: 0, y: 0, width: 10, height: 10)), fraction: 0.5))
    }
}

/// A small deterministic generator, so a failing case repeats.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func next(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }
}
