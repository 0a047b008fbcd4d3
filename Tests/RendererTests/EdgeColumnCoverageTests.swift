import Geometry
import XCTest

@testable import Renderer

/// The scan converter keeps each row to itself where an outline ends on the area's left
/// side, and the pixels at both sides hold the outline's exact area.
final class EdgeColumnCoverageTests: XCTestCase {
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    private func unit() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 33) / Double(1 << 31)
    }

    /// The area of `polygon` inside the unit pixel at (x, y): the polygon clipped to the
    /// pixel's four sides (Sutherland-Hodgman), then the shoelace formula.
    private func exactCoverage(_ polygon: [Point], x: Int, y: Int) -> Double {
        var points = polygon
        let sides: [(Point) -> Double] = [
            { $0.x - Double(x) }, { Double(x + 1) - $0.x }, { $0.y - Double(y) }, { Double(y + 1) - $0.y },
        ]
        for inside in sides {
            var out: [Point] = []
            for i in points.indices {
                let a = points[i]
                let b = points[(i + 1) % points.count]
                let da = inside(a)
                let db = inside(b)
                if da >= 0 { out.append(a) }
                if (da >= 0) != (db >= 0) {
                    let t = da / (da - db)
                    out.append(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
                }
            }
            points = out
            if points.isEmpty { return 0 }
        }
        var twice = 0.0
        for i in points.indices {
            let a = points[i]
            let b = points[(i + 1) % points.count]
            twice += a.x * b.y - b.x * a.y
        }
        return abs(twice) / 2
    }

    /// The outline a rounded rectangle is converted as, in device pixels.
    private func outline(_ rect: Rect, radius: Double, transform t: Geometry.AffineTransform) -> [Point] {
        EdgeList.roundedRectPoints(rect, cornerRadius: radius, deviceScale: t.maximumScale, tolerance: 0.1)
            .map { $0.applying(t) }
    }

    /// The sheet whose top-right corner ends on the window's right side: converted with
    /// the rows below, its left arc stepped a rounding error past x = 0 in the row under the
    /// arc's end, and that row's pixel at x = -1 overwrote the last byte of the row above
    /// (coverage 0 where the outline covers 93 % of the pixel).
    func testAnArcEndingOnTheAreasLeftSideLeavesTheRowAboveAlone() {
        let bounds = Rect(x: 0, y: 0, width: 1280, height: 380)
        let t = AffineTransform(translationX: 0, y: 441.0986702464679)
        let canvas = Canvas(framebuffer: Framebuffer(width: 1280, height: 800))
        canvas.clip = PixelRect(x: 0, y: 441, width: 1280, height: 12)
        var edges = EdgeList()
        edges.addRoundedRect(bounds, cornerRadius: 10, transform: t)
        let mask = canvas.coverage(of: edges)
        let exact = exactCoverage(outline(bounds, radius: 10, transform: t), x: 1279, y: 450)
        XCTAssertEqual(Double(mask.at(1279, 450)), exact * 255, accuracy: 1.5)
    }

    /// The rule behind it, on random rounded rectangles that touch both sides of the area:
    /// every pixel of the first and last columns holds the exact area of the converted
    /// outline inside it (within 1.5/255), and a mask converted for many rows at once equals
    /// the same rows converted one at a time.
    func testEdgeColumnsHoldTheOutlinesExactArea() {
        for trial in 0..<60 {
            let width = 40 + Double(Int(unit() * 200))
            let height = 30 + unit() * 60
            let radius = 1 + unit() * 14
            let t = AffineTransform(translationX: 0, y: 3 + unit() * 20)
            let bounds = Rect(x: 0, y: 0, width: width, height: height)
            let fb = Framebuffer(width: Int(width), height: 100)
            let canvas = Canvas(framebuffer: fb)
            var edges = EdgeList()
            edges.addRoundedRect(bounds, cornerRadius: radius, transform: t)
            let whole = canvas.coverage(of: edges)
            let polygon = outline(bounds, radius: radius, transform: t)
            for y in whole.originY..<(whole.originY + whole.height) {
                canvas.clip = PixelRect(x: 0, y: y, width: Int(width), height: 1)
                let row = canvas.coverage(of: edges)
                for x in [0, 1, Int(width) - 2, Int(width) - 1] {
                    XCTAssertEqual(whole.at(x, y), row.at(x, y), "trial \(trial) pixel \(x),\(y)")
                    let exact = exactCoverage(polygon, x: x, y: y) * 255
                    XCTAssertEqual(Double(whole.at(x, y)), exact, accuracy: 1.5, "trial \(trial) pixel \(x),\(y)")
                }
            }
        }
    }
}
