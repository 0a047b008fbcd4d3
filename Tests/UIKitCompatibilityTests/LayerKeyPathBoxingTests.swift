import Foundation
import PlaygroundKit
import UIKitCompatibility
import XCTest

/// Core Animation code that moves a layer's values through key paths in Foundation boxes
/// (a transition library's snapshot state), through the UIKit names.
final class LayerKeyPathBoxingTests: XCTestCase {
    /// `setValue(_:forKeyPath:)`: "Sets the value for the property identified by a given key
    /// path to a given value." A value boxed in an `NSValue` or `NSNumber`, as such code
    /// keeps a state dictionary, sets the layer's property as the unboxed value does, for a
    /// point, a rectangle, numbers and `contentsRect`; `NSValue(cgRect:)` gives back its
    /// rectangle.
    func testBoxedValuesSetTheLayersPropertiesByKeyPath() {
        MainActor.assumeIsolated {
            let rect = CGRect(x: 0, y: 0, width: 44, height: 22)
            XCTAssertEqual(NSValue(cgRect: rect).cgRectValue, rect)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let layer: CALayer = view.layer
            let state: [String: Any] = [
                "position": NSValue(cgPoint: CGPoint(x: 70, y: 80)),
                "bounds": NSValue(cgRect: rect),
                "opacity": NSNumber(value: 0.5),
                "cornerRadius": NSNumber(value: 4),
                "contentsRect": NSValue(cgRect: CGRect(x: 0, y: 0, width: 0.5, height: 1)),
            ]
            for (key, value) in state { layer.setValue(value, forKeyPath: key) }
            XCTAssertEqual(view.center, CGPoint(x: 70, y: 80))
            XCTAssertEqual(view.bounds, rect)
            XCTAssertEqual(view.alpha, 0.5)
            XCTAssertEqual(layer.cornerRadius, 4)
            XCTAssertEqual(layer.value(forKeyPath: "position") as? CGPoint, CGPoint(x: 70, y: 80))
            XCTAssertEqual(layer.contentsRect, CGRect(x: 0, y: 0, width: 0.5, height: 1), "boxed, as set by key")
        }
    }
}
