import Engine
import Geometry
import LayerTree
import XCTest

/// A view's layer keeps no geometry or style of its own: Apple, `UIView.layer`: "The
/// view's Core Animation layer to use for rendering. ... The view is the layer's delegate."
/// Its properties are the view's (`bounds`, `position` as `center`, `masksToBounds` as
/// `clipsToBounds`), read and written through it; and a change to a layer made on its own
/// and added with `addSublayer` redraws the window that shows it.
final class ViewLayerForwardingTests: XCTestCase {

    /// Every forwarded property reads what the view holds and writes into the view.
    func testALayersPropertiesAreItsViewsBothWays() {
        MainActor.assumeIsolated {
            let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
            let layer = view.layer
            XCTAssertEqual(layer.bounds, view.bounds)
            XCTAssertEqual(layer.position, view.center)

            layer.bounds = Rect(x: 0, y: 0, width: 40, height: 30)
            XCTAssertEqual(view.bounds.size, Size(width: 40, height: 30))
            layer.position = Point(x: 70, y: 80)
            XCTAssertEqual(view.center, Point(x: 70, y: 80))
            layer.backgroundColor = .black
            XCTAssertEqual(view.backgroundColor, .black)
            layer.isHidden = true
            XCTAssertTrue(view.isHidden)
            layer.cornerRadius = 6
            XCTAssertEqual(view.cornerRadius, 6)
            layer.zPosition = 2
            XCTAssertEqual(layer.zPosition, 2, "kept by the view, which draws it")
            layer.maskedCorners = [.topLeft]
            XCTAssertEqual(view.maskedCorners, [.topLeft])
            layer.masksToBounds = true
            XCTAssertTrue(view.clipsToBounds)

            view.cornerRadius = 9
            view.clipsToBounds = false
            view.center = Point(x: 1, y: 2)
            XCTAssertEqual(layer.cornerRadius, 9)
            XCTAssertFalse(layer.masksToBounds)
            XCTAssertEqual(layer.position, Point(x: 1, y: 2))
        }
    }

    /// Each drawn property of a layer made on its own, set after a frame was drawn, asks its
    /// host's window for another frame, whatever the property.
    func testEachDrawnPropertyOfAnAddedLayerRedrawsTheWindow() {
        MainActor.assumeIsolated {
            let h = Harness()
            let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            h.root.addSubview(card)
            let own = ViewLayer()
            card.layer.addSublayer(own)
            let changes: [(String, (ViewLayer) -> Void)] = [
                ("bounds", { $0.bounds = Rect(x: 0, y: 0, width: 20, height: 20) }),
                ("position", { $0.position = Point(x: 30, y: 30) }),
                ("backgroundColor", { $0.backgroundColor = .black }),
                ("isHidden", { $0.isHidden = true }),
                ("cornerRadius", { $0.cornerRadius = 5 }),
            ]
            for (name, change) in changes {
                _ = h.window.layerTree()
                XCTAssertFalse(h.window.needsDisplay)
                change(own)
                XCTAssertTrue(h.window.needsDisplay, "\(name) redraws")
            }
        }
    }
}
