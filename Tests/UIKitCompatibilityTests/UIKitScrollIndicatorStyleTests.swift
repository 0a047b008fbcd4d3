import UIKitCompatibility
import XCTest

/// Apple, `indicatorStyle`: "The default style is UIScrollView.IndicatorStyle.default."
/// `.black`: "A style of indicator which is black ... This style is good against a white content
/// background." `.white`: "A style of indicator is white ... This style is good against a black
/// content background." The bars a scroll view shows take the style's colour.
final class UIKitScrollIndicatorStyleTests: XCTestCase {
    func testTheIndicatorsTakeTheStylesColour() throws {
        try MainActor.assumeIsolated {
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            scroll.contentSize = CGSize(width: 200, height: 1000)
            XCTAssertEqual(scroll.indicatorStyle, .default)
            for style in [UIScrollView.IndicatorStyle.white, .black, .default] {
                scroll.indicatorStyle = style
                XCTAssertEqual(scroll.indicatorStyle, style)
                scroll.flashScrollIndicators()
                let bar = try XCTUnwrap(
                    scroll.subviews.first { $0.accessibilityIdentifier == "scroll-indicator.vertical" })
                let colour = try XCTUnwrap(bar.backgroundColor).rgba
                switch style {
                case .white: XCTAssertEqual([colour.red, colour.green, colour.blue], [1, 1, 1], "white bars")
                case .black, .default: XCTAssertEqual([colour.red, colour.green, colour.blue], [0, 0, 0], "dark bars")
                }
                XCTAssertGreaterThan(colour.alpha, 0)
            }
            XCTAssertEqual(UIScrollView.IndicatorStyle.white.rawValue, 2, "UIKit's raw values")
        }
    }
}
