import Geometry
import XCTest

@testable import Engine

/// `UIView.layoutSublayers(of:)`, which a view overrides to fit the sublayers it added to its
/// bounds. Apple (`CALayer.layoutSublayers()`): "The default implementation of this method
/// calls the layoutSublayersOfLayer: method of the layer's delegate object", and a view is
/// its layer's delegate.
final class ViewLayoutSublayersTests: XCTestCase {
    /// A view with a gradient-like sublayer that always fills it, as loaders and pickers draw.
    final class FilledView: View {
        let fill = ViewLayer()
        var calls: [ObjectIdentifier] = []

        override init(frame: Rect) {
            super.init(frame: frame)
            layer.addSublayer(fill)
        }

        required init?(coder: ViewCoder) { nil }

        override func layoutSublayers(of layer: ViewLayer) {
            super.layoutSublayers(of: layer)
            calls.append(ObjectIdentifier(layer))
            fill.frame = bounds.insetBy(dx: 2, dy: 2)
        }
    }

    func testTheLayoutPassAsksTheViewToLayOutItsLayersSublayers() {
        MainActor.assumeIsolated {
            let h = Harness()
            let view = FilledView(frame: Rect(x: 0, y: 0, width: 100, height: 50))
            h.root.addSubview(view)
            h.root.layoutIfNeeded()
            XCTAssertEqual(view.calls, [ObjectIdentifier(view.layer)], "called once, with the view's own layer")
            XCTAssertEqual(view.fill.frame, Rect(x: 2, y: 2, width: 96, height: 46))
            view.frame = Rect(x: 0, y: 0, width: 200, height: 80)
            h.root.layoutIfNeeded()
            XCTAssertEqual(view.calls.count, 2, "a bounds change lays the sublayers out again")
            XCTAssertEqual(view.fill.frame, Rect(x: 2, y: 2, width: 196, height: 76))
        }
    }
}
