import CoreGraphics
import Foundation
import PlaygroundKit
import UIKitCompatibility
import XCTest

/// `CALayer.transform` with perspective, as pager and card libraries write it.
final class LayerTransform3DTests: XCTestCase {
    /// Apple, `CALayer.transform`: "The transform applied to the layer's contents", about the
    /// layer's anchor point. A pager tilts a page with `m34 = -1/500` and a turn about y: the
    /// matrix is kept whole, `view.transform` reads its affine part, and the frozen node maps
    /// the view's centre to its place and its near (left) edge taller than its far one.
    func testAPerspectiveTransformIsKeptAndPutOnTheNode() throws {
        try MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 50, y: 40, width: 200, height: 100))
            var m = CATransform3DIdentity
            m.m34 = -1.0 / 500
            m = CATransform3DRotate(m, .pi / 3, 0, 1, 0)
            view.layer.transform = m
            XCTAssertEqual(view.layer.transform, m)
            XCTAssertFalse(CATransform3DIsAffine(view.layer.transform))
            XCTAssertEqual(view.transform, CATransform3DGetAffineTransform(m))
            let node = view.makeLayer()
            let projection = try XCTUnwrap(node.projection)
            let centre = try XCTUnwrap(projection.project(CGPoint(x: 100, y: 50)))
            XCTAssertEqual(centre.x, 150, accuracy: 1e-9)
            XCTAssertEqual(centre.y, 90, accuracy: 1e-9)
            let topLeft = try XCTUnwrap(projection.project(CGPoint(x: 0, y: 0)))
            let bottomLeft = try XCTUnwrap(projection.project(CGPoint(x: 0, y: 100)))
            // Closed form: x = -100 about the centre turns to w = 1 - 100 sin60° / 500.
            XCTAssertEqual(bottomLeft.y - topLeft.y, 100 / (1 - 100 * sin(Double.pi / 3) / 500), accuracy: 1e-6)
            // UIKit: setting `view.transform` replaces the layer's whole transform.
            view.transform = .identity
            XCTAssertEqual(view.layer.transform, CATransform3DIdentity)
            XCTAssertNil(view.makeLayer().projection)
        }
    }

    /// Apple, `CALayer.isDoubleSided`: "When this property is set to false, the layer hides its
    /// content when it faces away from the viewer." The default is true.
    func testIsDoubleSidedReachesTheNode() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            XCTAssertTrue(view.layer.isDoubleSided)
            view.layer.isDoubleSided = false
            XCTAssertFalse(view.makeLayer().isDoubleSided)
        }
    }

    /// Apple, `CATransform3DInvert`: "Inverts a transform, returning the result"; a matrix times
    /// its inverse is the identity.
    func testInvertUndoesAPerspectiveTurn() {
        var m = CATransform3DMakeRotation(0.8, 0, 1, 0)
        m.m34 = -1.0 / 400
        let product = CATransform3DConcat(m, CATransform3DInvert(m))
        for (i, v) in product.rows.enumerated() {
            XCTAssertEqual(v, CATransform3DIdentity.rows[i], accuracy: 1e-12)
        }
    }
}

/// `UICollectionViewLayoutAttributes.transform3D`, as a pager tilts its pages.
final class LayoutAttributesTransform3DTests: XCTestCase {
    /// Apple, `UICollectionViewLayoutAttributes.transform3D`: "The 3D transform of the item";
    /// `transform`: "Assigning a transform to this property replaces the value in the
    /// `transform3D` property with a 3D version of the affine transform you specify." The
    /// matrix reaches the cell's layer node, and setting `transform` replaces it.
    func testATiltedPageKeepsItsMatrixUntilTransformReplacesIt() {
        MainActor.assumeIsolated {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            var m = CATransform3DIdentity
            m.m34 = -1.0 / 500
            m = CATransform3DRotate(m, -0.4, 0, 1, 0)
            attributes.transform3D = m
            XCTAssertEqual(attributes.transform3D, m)
            XCTAssertEqual(attributes.transform, CATransform3DGetAffineTransform(m))
            let copy = attributes.copy() as! UICollectionViewLayoutAttributes
            XCTAssertTrue(copy.isEqual(attributes))
            attributes.transform = .identity
            XCTAssertEqual(attributes.transform3D, CATransform3DIdentity)
            XCTAssertFalse(copy.isEqual(attributes))
        }
    }
}
