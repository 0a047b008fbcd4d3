import Geometry
import LayerTree
import XCTest

@testable import Engine

/// A layer's border colour when none was given, as Core Animation defines it.
final class LayerBorderTests: XCTestCase {
    /// Apple's `CALayer.borderColor`: "The default value of this property is an opaque black
    /// color." A border made with a width alone, by the value type or through the layer's
    /// `borderWidth`, is drawn in that colour.
    func testABorderWithNoColourIsOpaqueBlack() {
        XCTAssertEqual(Border(width: 3).color, Color(red: 0, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(Border(width: 3), Border(width: 3, color: .black))
        MainActor.assumeIsolated {
            let view = View(frame: Rect(x: 0, y: 0, width: 40, height: 30))
            view.layer.borderWidth = 2
            XCTAssertEqual(view.makeLayer().border, Border(width: 2))
        }
    }
}
