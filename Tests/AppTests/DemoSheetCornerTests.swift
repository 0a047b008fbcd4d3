import DemoKit
import Demos
import Engine
import Geometry
import Renderer
import TestSupport
import Transitions
import XCTest

/// Sheets that rise from the bottom edge round only their top corners on screen: the
/// window's bottom corners show the sheet, never the scrim behind it.
final class DemoSheetCornerTests: XCTestCase {
    func testVerticalSheetHasSquareBottomCornersAtTheWindowEdge() throws {
        try MainActor.assumeIsolated {
            try assertOnlyTopCornersRounded(
                VerticalSheetDemo.self, sheetID: "modal", colour: Color(r8: 255, g8: 149, b8: 0))
        }
    }

    func testBottomSheetHasSquareBottomCornersAtTheWindowEdge() throws {
        try MainActor.assumeIsolated {
            try assertOnlyTopCornersRounded(BottomSheetDemo.self, sheetID: "sheet", colour: .white)
        }
    }

    /// A page sheet (`UISheetPresentationController`) at every detent: its bottom edge is the
    /// window's, so only its top corners are rounded. Apple, `preferredCornerRadius`: "The
    /// corner radius that the sheet attempts to present with." The documentation does not
    /// say which corners; an iPhone's sheet, attached to the bottom edge, rounds its top two
    /// (the rounded bottom an iPhone shows is the display's own). A form sheet centred in a
    /// wide window is a card and keeps all four.
    func testSheetDetentsRoundsOnlyItsTopCornersAtMediumAndLarge() throws {
        try MainActor.assumeIsolated {
            for detent in ["detent-large", "detent-medium"] {
                try assertOnlyTopCornersRounded(SheetDetentsDemo.self, sheetID: "sheet", colour: .white) { h in
                    try h.tap(detent)
                    h.runUntilIdle()
                }
            }
        }
    }
}

/// The window drawn at scale 1.
@MainActor
private func render(_ h: DemoHarness) -> Framebuffer {
    let size = h.window.size
    let fb = Framebuffer(width: Int(size.width), height: Int(size.height))
    Compositor().draw(h.window.layerTree(), into: fb, scale: 1)
    return fb
}

@MainActor
private func assertOnlyTopCornersRounded(
    _ demo: any Demo.Type, sheetID: String, colour: Color,
    file: StaticString = #filePath, line: UInt = #line, then settle: (DemoHarness) throws -> Void = { _ in }
) throws {
    let h = DemoHarness(demo)
    try h.tap("present-button")
    h.runUntilIdle()
    try settle(h)
    let sheet = try h.view(sheetID)
    let top = Int(h.screenFrame(of: sheet).minY)
    let fb = render(h)
    let probe = PixelProbe(fb)
    let w = fb.width
    let hgt = fb.height
    for (x, y) in [(0, hgt - 1), (w - 1, hgt - 1), (2, hgt - 3), (w - 3, hgt - 3)] {
        XCTAssertTrue(
            probe.matches(x: x, y: y, colour, tolerance: 3.0 / 255),
            "\(demo.name): bottom corner pixel (\(x), \(y)) is \(probe.color(x: x, y: y)), not the sheet's \(colour)",
            file: file, line: line)
    }
    // The top corners stay rounded: the very corner shows what is behind the sheet.
    XCTAssertFalse(
        probe.matches(x: 0, y: top, colour, tolerance: 3.0 / 255),
        "\(demo.name): the top-left corner is still rounded", file: file, line: line)
    h.assertNoDiagnostics(file: file, line: line)
}
