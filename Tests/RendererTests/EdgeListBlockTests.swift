import Geometry
import XCTest

@testable import Renderer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `EdgeList` writes a rounded rectangle's points and segments in place, in one block each.
/// The plain way (a point appended at a time, each segment appended as four values, the
/// transform mapped over a copy) is kept here as the reference: on random rectangles, radii,
/// transforms and directions both must give the same segments and bounds, to the bit.
final class EdgeListBlockTests: XCTestCase {
    /// The reference: the outline built one append at a time.
    private struct PlainEdges {
        var segments: [Double] = []
        var bounds: Rect = .zero
        var hasPoints = false

        mutating func addPolygon(_ points: [Point]) {
            guard points.count >= 2 else { return }
            for i in 0..<points.count {
                let p = points[i]
                let q = points[(i + 1) % points.count]
                if !hasPoints {
                    bounds = Rect(origin: p, size: .zero)
                    hasPoints = true
                } else {
                    let x0 = min(bounds.minX, p.x)
                    let y0 = min(bounds.minY, p.y)
                    bounds = Rect(
                        x: x0, y: y0, width: max(bounds.maxX, p.x) - x0, height: max(bounds.maxY, p.y) - y0)
                }
                if p.y != q.y { segments.append(contentsOf: [p.x, p.y, q.x, q.y]) }
            }
        }

        mutating func addRoundedRect(
            _ rect: Rect, cornerRadius: Double, transform: Geometry.AffineTransform, reversed: Bool, tolerance: Double
        ) {
            let r = rect.standardized
            let radius = max(0, min(cornerRadius, r.width / 2, r.height / 2))
            let deviceScale = transform.maximumScale
            var points: [Point]
            if radius * deviceScale < 0.05 {
                points = [
                    Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                    Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY),
                ]
            } else {
                let deviceRadius = radius * deviceScale
                let maxAngle = 2 * acos(max(-1, 1 - min(tolerance, deviceRadius) / deviceRadius))
                let steps = Int(min(max(1, (Double.pi / 2 / maxAngle).rounded(.up)), 512))
                let theta = Double.pi / 2 / Double(steps)
                let push = (theta / sin(theta)).squareRoot()
                let centres = [
                    (r.maxX - radius, r.minY + radius), (r.maxX - radius, r.maxY - radius),
                    (r.minX + radius, r.maxY - radius), (r.minX + radius, r.minY + radius),
                ]
                points = []
                for corner in 0..<4 {
                    let (cx, cy) = centres[corner]
                    for i in 0...steps {
                        let angle = CornerAngles.starts[corner] + theta * Double(i)
                        let k = (i == 0 || i == steps) ? radius : radius * push
                        points.append(Point(x: cx + k * cos(angle), y: cy + k * sin(angle)))
                    }
                }
            }
            if reversed { points.reverse() }
            if !transform.isIdentity { points = points.map { $0.applying(transform) } }
            addPolygon(points)
        }
    }

    func testRoundedRectanglesWrittenInPlaceEqualThePlainOnes() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func unit() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(UInt32(truncatingIfNeeded: state >> 32)) / 4_294_967_296.0
        }
        func range(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }
        let angles = CornerAngles()
        for trial in 0..<400 {
            let rect = Rect(x: range(-50, 50), y: range(-50, 50), width: range(-20, 300), height: range(-20, 300))
            let radius = trial % 9 == 0 ? 0 : range(0, 160)
            let transform: Geometry.AffineTransform
            switch trial % 4 {
            case 0: transform = .identity
            case 1: transform = AffineTransform(scaleX: range(0.5, 3), y: range(0.5, 3))
            case 2:
                transform = AffineTransform(rotationAngle: range(-3, 3))
                    .concatenating(AffineTransform(translationX: range(-100, 100), y: range(-100, 100)))
            default:
                transform = AffineTransform(
                    a: range(-2, 2), b: range(-1, 1), c: range(-1, 1), d: range(-2, 2), tx: 3, ty: 5)
            }
            let reversed = trial % 3 == 0
            let tolerance = trial % 5 == 0 ? 0.25 : 0.1
            var plain = PlainEdges()
            var edges = EdgeList()
            // Two outlines in one list, as a border adds its inner edge after the outer one.
            for _ in 0..<2 {
                plain.addRoundedRect(
                    rect, cornerRadius: radius, transform: transform, reversed: reversed, tolerance: tolerance)
                edges.addRoundedRect(
                    rect, cornerRadius: radius, transform: transform, reversed: reversed, tolerance: tolerance,
                    angles: trial % 2 == 0 ? angles : nil)
            }
            XCTAssertEqual(edges.segments, plain.segments, "trial \(trial)")
            XCTAssertEqual(edges.bounds, plain.bounds, "trial \(trial)")
        }
    }
}
