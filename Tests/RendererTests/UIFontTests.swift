import XCTest

@testable import Renderer

/// The UI font: Inter where installed for the live window, the shipped DejaVu for headless runs.
final class UIFontTests: XCTestCase {
    func testLiveWindowsUseInterWhenInstalledAndHeadlessRunsTheShippedFont() throws {
        guard let inter = FontLocator.installedUIFont() else {
            throw XCTSkip("fonts-inter is not installed (make test installs it)")
        }
        XCTAssertTrue(inter.regular.hasSuffix("Inter-Regular.otf"), inter.regular)
        XCTAssertTrue(inter.bold.hasSuffix("Inter-Bold.otf"), inter.bold)
        let live = try TextRasterizer.makeDefault(preferringInstalledUIFont: true)
        XCTAssertEqual(live.fontPaths.regular, inter.regular)
        let headless = try TextRasterizer.makeDefault()
        XCTAssertTrue(headless.fontPaths.regular.hasSuffix(FontLocator.regularFileName), headless.fontPaths.regular)
        // Inter is narrower than DejaVu Sans, as San Francisco is.
        let a = live.makeMeasurer().size(of: "Present", fontSize: 17, weight: .regular).width
        let b = headless.makeMeasurer().size(of: "Present", fontSize: 17, weight: .regular).width
        XCTAssertLessThan(a, b)
    }

    /// A family fontconfig would only substitute is not taken for the UI font.
    func testAbsentFamilyIsNotSubstituted() {
        XCTAssertNil(FontconfigLookup().file(family: "No Such Family 1234", bold: false))
    }
}
