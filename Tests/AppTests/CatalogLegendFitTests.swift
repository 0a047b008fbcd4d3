import Engine
import Geometry
import XCTest

@testable import PlaygroundKit

/// The catalog's key legend in small windows, down to 60 x 40 points: every line it shows
/// lies inside the window, clear of the heading, with its text whole or cut with "…"
/// (never a glyph cut by the edge), and the way out (`q quit`) shows whenever a line does.
final class CatalogLegendFitTests: XCTestCase {
    override class func tearDown() {
        Recording.removeScratch()
    }

    func testTheLegendFitsTheWindowAtEverySize() throws {
        try MainActor.assumeIsolated {
            let sizes: [(Double, Double)] = [
                (60, 40), (60, 120), (100, 60), (160, 120), (240, 100), (320, 160), (240, 260), (400, 720),
            ]
            for (w, h) in sizes {
                let r = try Recording.make(
                    "wait 0.05", screen: .catalog, demos: PlaygroundDemo.catalog, size: Size(width: w, height: h))
                let window = r.session.window
                let measurer = try XCTUnwrap(window.textMeasurer)
                let footer = try XCTUnwrap(window.rootView.viewWithID("catalog-footer"))
                let heading = try XCTUnwrap(window.rootView.viewWithID("catalog-title") as? Label)
                let shown = footer.subviews.compactMap { $0 as? Label }.filter { !$0.isHidden && $0.text != "" }
                XCTAssertFalse(shown.isEmpty, "\(w)x\(h): no legend at all")
                XCTAssertTrue(
                    shown.last?.text?.hasSuffix("q quit") == true, "\(w)x\(h): \(shown.compactMap(\.text))")
                for line in shown {
                    let frame = line.convert(line.bounds, to: nil)
                    let text = line.text ?? ""
                    XCTAssertTrue(
                        frame.minX >= 0 && frame.minY >= 0 && frame.maxX <= w && frame.maxY <= h,
                        "\(w)x\(h): \"\(text)\" at \(frame) leaves the window")
                    XCTAssertLessThanOrEqual(
                        measurer.size(of: text, fontSize: line.fontSize, weight: line.fontWeight).width,
                        frame.width + 0.5, "\(w)x\(h): \"\(text)\" is wider than its line")
                    if !heading.isHidden {
                        XCTAssertFalse(
                            frame.intersects(heading.convert(heading.bounds, to: nil)),
                            "\(w)x\(h): \"\(text)\" draws over the heading")
                    }
                }
            }
        }
    }
}
