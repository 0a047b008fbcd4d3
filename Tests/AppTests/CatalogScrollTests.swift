import Engine
import Foundation
import Geometry
import Renderer
import XCTest

@testable import PlaygroundKit

/// The catalog at any window size: the rows stay clear of the legend's footer and scroll
/// (drag, release glide, wheel) so every demo can be reached.
final class CatalogScrollTests: XCTestCase {
    override class func tearDown() {
        Recording.removeScratch()
    }

    @MainActor
    private static func record(_ script: String, _ w: Double, _ h: Double) throws -> Recording {
        try Recording.make(script, screen: .catalog, demos: PlaygroundDemo.catalog, size: Size(width: w, height: h))
    }

    private static func rect(_ f: [Double]) -> Rect { Rect(x: f[0], y: f[1], width: f[2], height: f[3]) }

    func testRowsNeverDrawOverTheFooterAndTheFooterKeepsOffTheEdges() throws {
        try MainActor.assumeIsolated {
            for (w, h) in [(320.0, 480.0), (600.0, 500.0), (400.0, 720.0), (240.0, 260.0)] {
                let frame = try Self.record("wait 0.05", w, h).trace.frames[0]
                let list = Self.rect(try XCTUnwrap(frame.view("catalog-list")?.frame, "\(w)x\(h)"))
                let footer = Self.rect(try XCTUnwrap(frame.view("catalog-footer")?.frame))
                XCTAssertLessThanOrEqual(list.maxY, footer.minY, "\(w)x\(h): the list ends above the footer")
                XCTAssertLessThanOrEqual(footer.maxY, h, "\(w)x\(h)")
                XCTAssertGreaterThanOrEqual(footer.minX, 8, "\(w)x\(h)")
                XCTAssertLessThanOrEqual(footer.maxX, w - 8, "\(w)x\(h)")
                for demo in PlaygroundDemo.catalog {
                    // What shows of a row is its part inside the clipped list.
                    let row = Self.rect(try XCTUnwrap(frame.view("demo-\(demo.name)")?.frame))
                    let shown = row.intersection(list)
                    XCTAssertTrue(shown.isEmpty || !shown.intersects(footer), "\(w)x\(h): \(demo.name) over the footer")
                }
            }
        }
    }

    func testTheLegendWrapsBetweenItemsToFitNarrowWindows() throws {
        try MainActor.assumeIsolated {
            let measurer = try FontMeasurer.makeDefault()
            let lines = CatalogViewController.legendLines(width: 320 - 24, measurer: measurer)
            XCTAssertGreaterThan(lines.count, 2, "two lines do not fit 296 points: \(lines)")
            for line in lines {
                XCTAssertLessThanOrEqual(measurer.size(of: line, fontSize: 13, weight: .regular).width, 296, line)
            }
            XCTAssertEqual(
                lines.joined(separator: " · "), CatalogViewController.legend.joined(separator: " · "),
                "every item, whole, in order")
            XCTAssertEqual(CatalogViewController.legendLines(width: 600, measurer: measurer).count, 2)
        }
    }

    func testADragScrollsTheListSoTheLastRowCanBeOpened() throws {
        try MainActor.assumeIsolated {
            let before = try Self.record("wait 0.05", 320, 480).trace.frames[0]
            let list = Self.rect(try XCTUnwrap(before.view("catalog-list")?.frame))
            XCTAssertGreaterThan(
                try XCTUnwrap(before.view("demo-tabs")?.frame)[1], list.maxY, "tabs starts out of sight")

            let drag = "wait 0.05\ndrag 160 380 160 220 1.0\nwait 1.5\n"
            let scrolled = try XCTUnwrap(try Self.record(drag, 320, 480).trace.frames.last)
            let tabs = Self.rect(try XCTUnwrap(scrolled.view("demo-tabs")?.frame))
            XCTAssertTrue(
                tabs.minY >= list.minY && tabs.maxY <= list.maxY,
                "tabs \(tabs) is inside the list \(list) after the drag")

            let opened = try Self.record(drag + "click \(tabs.midX) \(tabs.midY)\nwait 0.1", 320, 480)
            XCTAssertEqual(opened.session.screen, .demo("tabs"))
        }
    }

    func testAReleaseWhileMovingGlidesOnAndSlowsDown() throws {
        try MainActor.assumeIsolated {
            // A quick flick upwards: 60 points in 0.05 s.
            let r = try Self.record("wait 0.05\ndrag 160 300 160 240 0.05\nwait 1.5", 320, 480)
            let tops = r.trace.frames.compactMap { $0.view("catalog-content")?.frame[1] }
            let released = 3 + 3 + 1  // wait, the drag's frames, the release
            let atRelease = tops[released]
            let end = try XCTUnwrap(tops.last)
            XCTAssertLessThan(end, atRelease - 20, "kept moving after the release: \(atRelease) -> \(end)")
            let steps = zip(tops.dropFirst(released), tops.dropFirst(released + 1)).map { $0 - $1 }
            // The trace rounds positions to 0.01, so two equal steps may differ in the last bits.
            XCTAssertTrue(
                zip(steps, steps.dropFirst()).allSatisfy { $1 <= $0 + 1e-9 },
                "each frame moves less than the one before: \(steps)")
            XCTAssertGreaterThanOrEqual(
                end, -(tops.first! + Double(PlaygroundDemo.catalog.count) * 62 + 6), "never past the end")
        }
    }

    func testTheWheelScrollsClampedAtBothEnds() throws {
        try MainActor.assumeIsolated {
            let r = try Self.record(
                "wait 0.05\nscroll 160 200 2\nwait 0.05\nscroll 160 200 50\nwait 0.05\nscroll 160 200 -100\nwait 0.05",
                320, 480)
            let tops = r.trace.frames.compactMap { $0.view("catalog-content")?.frame[1] }
            let list = Self.rect(try XCTUnwrap(r.trace.frames[0].view("catalog-list")?.frame))
            XCTAssertEqual(tops[5] - tops[0], -80, "two clicks, 40 points each")
            let bottom = tops[7]
            let contentHeight = 6 + Double(PlaygroundDemo.catalog.count) * 62  // every row of the catalog
            XCTAssertEqual(bottom, list.minY - (contentHeight - list.height), accuracy: 1e-9, "stops at the last row")
            XCTAssertEqual(try XCTUnwrap(tops.last), tops[0], "and at the first")
        }
    }

    func testAPressOnTheFooterNeverOpensTheRowBehindIt() throws {
        try MainActor.assumeIsolated {
            let frame = try Self.record("wait 0.05", 320, 480).trace.frames[0]
            let footer = Self.rect(try XCTUnwrap(frame.view("catalog-footer")?.frame))
            let r = try Self.record("wait 0.05\nclick 160 \(footer.minY + 4)\nwait 0.1", 320, 480)
            XCTAssertEqual(r.session.screen, .catalog)
        }
    }
}
