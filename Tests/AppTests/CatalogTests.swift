import Engine
import Foundation
import Geometry
@testable import PlaygroundApp
import Renderer
import XCTest

/// The catalog screen lists the real demo catalog, one row each, with summaries that fit.
final class CatalogTests: XCTestCase {
    override class func tearDown() {
        Recording.removeScratch()
    }

    func testEveryDemoOfTheCatalogHasARowInOrder() throws { try MainActor.assumeIsolated {
        let names = PlaygroundDemo.catalog.map(\.name)
        XCTAssertEqual(names, ["popping", "bottom-sheet", "direction", "fade", "vertical-sheet", "styles", "overlay",
                               "navigation", "tabs"])
        let r = try Recording.make("wait 0.05", screen: .catalog, demos: PlaygroundDemo.catalog)
        let rows = r.trace.frames[0].views.compactMap { $0["id"] as? String }.filter { $0.hasPrefix("demo-") }
        XCTAssertEqual(rows, names.map { "demo-\($0)" })
        let tops = names.compactMap { r.trace.frames[0].view("demo-\($0)")?.frame[1] }
        XCTAssertEqual(tops, tops.sorted())
        XCTAssertLessThan(tops.last! + 56, 720 - 56, "the last row ends above the legend")
    } }

    func testEveryRowOpensItsDemo() throws { try MainActor.assumeIsolated {
        for (i, demo) in PlaygroundDemo.catalog.enumerated() {
            let y = CatalogViewController.top + Double(i) * (CatalogViewController.rowHeight + CatalogViewController.rowGap) + 28
            let r = try Recording.make("click 200 \(y)\nwait 0.1", screen: .catalog, demos: PlaygroundDemo.catalog)
            XCTAssertEqual(r.session.screen, .demo(demo.name))
            XCTAssertNil(r.trace.frames.last?.view("demo-\(demo.name)"))
        }
    } }

    func testLongSummariesAreCutAfterAWordWithAnEllipsis() throws { try MainActor.assumeIsolated {
        let measurer = try FontMeasurer.makeDefault()
        let text = "A modal drops in on POP springs over a dimmed, tinted-grey presenter"
        let cut = CatalogViewController.truncated(text, toWidth: 200, fontSize: 12, measurer: measurer)
        XCTAssertTrue(cut.hasSuffix("…"), cut)
        XCTAssertTrue(text.hasPrefix(String(cut.dropLast())), cut)
        XCTAssertLessThanOrEqual(measurer.size(of: cut, fontSize: 12, weight: .regular).width, 200)
        XCTAssertEqual(CatalogViewController.truncated("Fade", toWidth: 200, fontSize: 12, measurer: measurer), "Fade")
    } }
}
