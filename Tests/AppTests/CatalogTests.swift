import Engine
import Foundation
import Geometry
import LayerTree
import Renderer
import XCTest

@testable import PlaygroundKit

/// The catalog screen lists the real demo catalog, one row each, with summaries that fit.
final class CatalogTests: XCTestCase {
    override class func tearDown() {
        Recording.removeScratch()
    }

    func testEveryDemoOfTheCatalogHasARowInOrder() throws {
        try MainActor.assumeIsolated {
            let names = PlaygroundDemo.catalog.map(\.name)
            XCTAssertEqual(
                names,
                [
                    "popping", "bottom-sheet", "direction", "fade", "vertical-sheet", "styles", "overlay",
                    "navigation", "tabs", "sheet-detents", "zoom", "flip", "address-picker", "sheet-list", "materials",
                    "alerts",
                ])
            let r = try Recording.make("wait 0.05", screen: .catalog, demos: PlaygroundDemo.catalog)
            let rows = r.trace.frames[0].views.compactMap { $0["id"] as? String }.filter { $0.hasPrefix("demo-") }
            XCTAssertEqual(rows, names.map { "demo-\($0)" })
            let tops = names.compactMap { r.trace.frames[0].view("demo-\($0)")?.frame[1] }
            XCTAssertEqual(tops, tops.sorted())
            // The demos no longer fit a 720-point window: the list (which scrolls, see
            // CatalogScrollTests) ends above the legend and clips the rows below it.
            let list = try XCTUnwrap(r.trace.frames[0].view("catalog-list")?.frame)
            let footer = try XCTUnwrap(r.trace.frames[0].view("catalog-footer")?.frame)
            XCTAssertLessThanOrEqual(list[1] + list[3], footer[1], "the list ends above the legend")
        }
    }

    func testEveryRowOpensItsDemo() throws {
        try MainActor.assumeIsolated {
            for (i, demo) in PlaygroundDemo.catalog.enumerated() {
                let y =
                    CatalogViewController.top + Double(i)
                    * (CatalogViewController.rowHeight + CatalogViewController.rowGap) + 28
                // Rows below the legend are reached by scrolling (CatalogScrollTests).
                guard y < 720 - 56 else { continue }
                let r = try Recording.make("click 200 \(y)\nwait 0.1", screen: .catalog, demos: PlaygroundDemo.catalog)
                XCTAssertEqual(r.session.screen, .demo(demo.name))
                XCTAssertNil(r.trace.frames.last?.view("demo-\(demo.name)"))
            }
        }
    }

    func testLongSummariesAreCutAfterAWordWithAnEllipsis() throws {
        try MainActor.assumeIsolated {
            let measurer = try FontMeasurer.makeDefault()
            let text = "A modal drops in on POP springs over a dimmed, tinted-grey presenter"
            let cut = TextWrapping.truncated(text, width: 200, fontSize: 12, measurer: measurer)
            XCTAssertTrue(cut.hasSuffix("…"), cut)
            XCTAssertTrue(text.hasPrefix(String(cut.dropLast())), cut)
            XCTAssertLessThanOrEqual(measurer.size(of: cut, fontSize: 12, weight: .regular).width, 200)
            XCTAssertEqual(TextWrapping.truncated("Fade", width: 200, fontSize: 12, measurer: measurer), "Fade")
        }
    }

    func testInANarrowWindowTitlesEndWithAnEllipsisLikeSummaries() throws {
        try MainActor.assumeIsolated {
            let measurer = try FontMeasurer.makeDefault()
            let session = PlaygroundSession(
                demos: PlaygroundDemo.catalog, screen: .catalog, size: Size(width: 160, height: 480),
                clock: VirtualClock(), textMeasurer: measurer, trace: nil, deterministic: true)
            var texts: [TextContent] = []
            var widths: [Double] = []
            func collect(_ layer: Layer) {
                if case .text(let t) = layer.content {
                    texts.append(t)
                    widths.append(layer.bounds.width)
                }
                layer.sublayers.forEach(collect)
            }
            collect(session.layerTree(at: 0))
            let titles = ["Transition Playground"] + PlaygroundDemo.catalog.map(\.title)
            var cut = 0
            for title in titles {
                let i = try XCTUnwrap(
                    texts.firstIndex {
                        $0.string == title || ($0.string.hasSuffix("…") && title.hasPrefix($0.string.dropLast()))
                    },
                    "\(title) is on screen, whole or cut")
                let shown = texts[i]
                XCTAssertLessThanOrEqual(
                    measurer.size(of: shown.string, fontSize: shown.fontSize, weight: shown.weight).width,
                    widths[i], "'\(shown.string)' fits its label, not cut off mid-letter")
                if shown.string != title { cut += 1 }
            }
            XCTAssertGreaterThan(cut, 2, "a 160-point window is too narrow for most titles: \(texts.map(\.string))")
        }
    }

    func testAWordWiderThanTheLineIsCutBeforeItsEllipsis() throws {
        let measurer = try FontMeasurer.makeDefault()
        let cut = TextWrapping.truncated("Transitions", width: 40, fontSize: 17, weight: .bold, measurer: measurer)
        XCTAssertTrue(cut.hasSuffix("…") && cut.count > 1 && "Transitions".hasPrefix(cut.dropLast()), cut)
        XCTAssertLessThanOrEqual(measurer.size(of: cut, fontSize: 17, weight: .bold).width, 40)
    }
}
