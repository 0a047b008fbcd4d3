import Geometry
import Renderer
import XCTest

/// Exact-area coverage: the rules that make edges smooth and seams invisible.
final class CoverageTests: XCTestCase {
    func testPixelAlignedRectIsExactlyFullOrEmpty() {
        let m = coverage(of: Rect(x: 10, y: 12, width: 20, height: 7))
        for y in 0..<64 {
            for x in 0..<64 {
                let inside = x >= 10 && x < 30 && y >= 12 && y < 19
                XCTAssertEqual(m.at(x, y), inside ? 255 : 0, "pixel \(x),\(y)")
            }
        }
    }

    func testHalfPixelEdgeIsHalfCovered() {
        let m = coverage(of: Rect(x: 10.5, y: 10, width: 20, height: 10))
        XCTAssertEqual(Double(m.at(10, 15)), 128, accuracy: 1)
        XCTAssertEqual(m.at(11, 15), 255)
        let n = coverage(of: Rect(x: 10, y: 10.5, width: 20, height: 10))
        XCTAssertEqual(Double(n.at(15, 10)), 128, accuracy: 1)
        // A half-covered corner pixel is a quarter covered.
        XCTAssertEqual(Double(coverage(of: Rect(x: 10.5, y: 10.5, width: 5, height: 5)).at(10, 10)), 64, accuracy: 1)
    }

    func testCornerCoverageMatchesCircleArea() {
        let r = 16.0
        let m = coverage(of: Rect(x: 4, y: 4, width: 50, height: 50), radius: r)
        // Top-left corner box: covered area is the quarter disc.
        var sum = 0.0
        for y in 4..<20 { for x in 4..<20 { sum += Double(m.at(x, y)) / 255 } }
        let exact = Double.pi * r * r / 4
        XCTAssertEqual(sum, exact, accuracy: exact * 0.02)
        // Along the arc, pixels are partial (smooth), not 0/255 steps.
        let partial = (4..<20).filter {
            let c = m.at($0, 8)
            return c > 0 && c < 255
        }
        XCTAssertFalse(partial.isEmpty)
        // The far corner pixel lies outside the arc.
        XCTAssertEqual(m.at(4, 4), 0)
        XCTAssertEqual(m.at(20, 20), 255)
    }

    func testAbuttingShapesSumToFullCoverage() {
        let edge = 20.37
        let left = coverage(of: Rect(x: 5, y: 5, width: edge - 5, height: 30))
        let right = coverage(of: Rect(x: edge, y: 5, width: 20, height: 30))
        for y in 5..<35 {
            XCTAssertEqual(Double(left.at(20, y) + right.at(20, y)), 255, accuracy: 1)
        }
        // Rotated: two halves of a square split along a slanted line cover it fully.
        let t = AffineTransform(rotationAngle: 0.3).concatenating(AffineTransform(translationX: 32, y: 32))
        let a = coverage(of: Rect(x: -10, y: -10, width: 10, height: 20), transform: t)
        let b = coverage(of: Rect(x: 0, y: -10, width: 10, height: 20), transform: t)
        let whole = coverage(of: Rect(x: -10, y: -10, width: 20, height: 20), transform: t)
        for y in 0..<64 {
            for x in 0..<64 {
                XCTAssertEqual(Double(a.at(x, y) + b.at(x, y)), Double(whole.at(x, y)), accuracy: 2, "\(x),\(y)")
            }
        }
    }

    func testRotatedRoundedRectAreaIsExact() {
        let t = AffineTransform(rotationAngle: 0.7).concatenating(AffineTransform(translationX: 32, y: 32))
        let m = coverage(of: Rect(x: -20, y: -12, width: 40, height: 24), radius: 6, transform: t)
        let exact = 40.0 * 24 - (4 - Double.pi) * 36
        XCTAssertEqual(m.area, exact, accuracy: exact * 0.005)
    }

    func testClipToTheLeftStillCountsWinding() {
        // A shape that starts left of the clip must still fill the clipped area.
        let canvas = Canvas(
            framebuffer: Framebuffer(width: 64, height: 64),
            clip: PixelRect(x: 20, y: 0, width: 10, height: 64))
        canvas.fillRoundedRect(
            Rect(x: 2.3, y: 10, width: 50, height: 20), cornerRadius: 0,
            transform: AffineTransform(rotationAngle: 0.01), color: .white)
        XCTAssertEqual(canvas.framebuffer[25, 20].alpha8, 255)
        XCTAssertEqual(canvas.framebuffer[19, 20], 0, "outside the clip stays untouched")
    }
}

/// The upright fast path must draw what the general scan converter draws.
final class FastPathTests: XCTestCase {
    func testUprightFastPathMatchesTheScanConverter() {
        var state: UInt64 = 7
        func unit() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 33) / Double(1 << 31)
        }
        for _ in 0..<40 {
            let rect = Rect(x: unit() * 30 - 5, y: unit() * 30 - 5, width: 1 + unit() * 50, height: 1 + unit() * 50)
            let radius = unit() < 0.2 ? 0 : unit() * 20
            let color = Color(red: unit(), green: unit(), blue: unit(), alpha: 0.3 + 0.7 * unit())
            let fast = Framebuffer(width: 64, height: 64)
            let general = Framebuffer(width: 64, height: 64)
            let clip = PixelRect(x: 3, y: 2, width: 55, height: 58)
            Canvas(framebuffer: fast, clip: clip).fillRoundedRect(rect, cornerRadius: radius, color: color)
            var edges = EdgeList()
            edges.addRoundedRect(rect, cornerRadius: radius, transform: .identity)
            Canvas(framebuffer: general, clip: clip).fill(edges, color: color)
            var worst = 0
            for y in 0..<64 {
                for x in 0..<64 {
                    let a = fast[x, y]
                    let b = general[x, y]
                    worst = max(
                        worst, abs(a.alpha8 - b.alpha8), abs(a.red8 - b.red8), abs(a.green8 - b.green8),
                        abs(a.blue8 - b.blue8))
                }
            }
            XCTAssertLessThanOrEqual(worst, 1, "\(rect) radius \(radius)")
        }
    }
}
