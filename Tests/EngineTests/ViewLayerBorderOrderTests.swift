import Geometry
import LayerTree
import XCTest

@testable import Engine

private let red = Color(r8: 255, g8: 0, b8: 0)

/// `CALayer.borderWidth`: "When this value is greater than 0.0, the layer draws a border
/// using the current borderColor value." `borderColor`: "The default value of this property
/// is an opaque black color." The two are separate properties, so the order they are set in
/// does not matter, and a width of 0 does not forget the colour.
final class ViewLayerBorderOrderTests: XCTestCase {

    func testTheColourSetBeforeTheWidthIsTheColourDrawn() {
        MainActor.assumeIsolated {
            let v = View()
            v.layer.borderColor = red
            XCTAssertNil(v.border, "no width, no border")
            v.layer.borderWidth = 2
            XCTAssertEqual(v.border, Border(width: 2, color: red))
        }
    }

    func testAWidthOfZeroKeepsTheColour() {
        MainActor.assumeIsolated {
            let v = View()
            v.layer.borderWidth = 1
            v.layer.borderColor = red
            v.layer.borderWidth = 0
            XCTAssertNil(v.border)
            XCTAssertEqual(v.layer.borderColor, red)
            v.layer.borderWidth = 3
            XCTAssertEqual(v.border, Border(width: 3, color: red))
        }
    }

    func testTheDefaultIsOpaqueBlackAndNilDrawsClear() {
        MainActor.assumeIsolated {
            let v = View()
            XCTAssertEqual(v.layer.borderColor, .black)
            v.layer.borderWidth = 1
            XCTAssertEqual(v.border?.color, .black)
            v.layer.borderColor = nil
            XCTAssertNil(v.layer.borderColor)
            XCTAssertEqual(v.border?.color, .clear)
        }
    }

    func testABorderSetOnTheViewIsWhatTheLayerReports() {
        MainActor.assumeIsolated {
            let v = View()
            v.border = Border(width: 4, color: red)
            XCTAssertEqual(v.layer.borderColor, red)
            XCTAssertEqual(v.layer.borderWidth, 4)
        }
    }
}
