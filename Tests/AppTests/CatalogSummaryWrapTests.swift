import Engine
import Foundation
import Geometry
import LayerTree
import Renderer
import XCTest

@testable import PlaygroundKit

/// Catalog summaries wrap to two lines, as a table cell's subtitle does, instead of being
/// cut at the default width; the rows keep their height.
final class CatalogSummaryWrapTests: XCTestCase {
    func testEverySummaryIsWholeOnTwoLinesAtTheDefaultSize() throws {
        try MainActor.assumeIsolated {
            let measurer = try FontMeasurer.makeDefault()
            let session = PlaygroundSession(
                demos: PlaygroundDemo.catalog, screen: .catalog, size: Size(width: 400, height: 720),
                clock: VirtualClock(), textMeasurer: measurer, trace: nil, deterministic: true)
            var texts: [(TextContent, Double)] = []
            func collect(_ layer: Layer) {
                if case .text(let t) = layer.content, !layer.isHidden { texts.append((t, layer.bounds.width)) }
                layer.sublayers.forEach(collect)
            }
            collect(session.layerTree(at: 0))
            let summaries = texts.filter { $0.0.fontSize == 12 }
            var wrapped = 0
            var i = 0
            for demo in PlaygroundDemo.catalog {
                let first = summaries[i].0.string
                var shown = first
                i += 1
                if first != demo.summary {
                    shown += " " + summaries[i].0.string
                    i += 1
                    wrapped += 1
                }
                XCTAssertEqual(shown, demo.summary, "\(demo.name): the whole summary is on screen")
            }
            XCTAssertGreaterThan(wrapped, 2, "several summaries need the second line at 400 points")
            for (text, width) in summaries {
                XCTAssertLessThanOrEqual(
                    measurer.size(of: text.string, fontSize: 12, weight: .regular).width, width, text.string)
            }
            let catalog = try XCTUnwrap(session.window.rootViewController as? CatalogViewController)
            XCTAssertEqual(
                catalog.maxContentOffset + 0,
                max(
                    0,
                    6 + Double(PlaygroundDemo.catalog.count) * 62.0
                        - (catalog.view.subviews.first { $0.accessibilityIdentifier == "catalog-list" }?.bounds.height
                            ?? 0)),
                accuracy: 1e-9, "rows keep their 56-point height")
        }
    }
}
