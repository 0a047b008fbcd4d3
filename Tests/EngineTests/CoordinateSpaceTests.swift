import Geometry
import XCTest

@testable import Engine

/// Views as `UICoordinateSpace`s, recognizers equal by identity, and `UIRectEdge`.
final class CoordinateSpaceTests: XCTestCase {
    /// Apple, `UICoordinateSpace.convert(_:to:)`: "Converts a point from the coordinate
    /// space of the current object to the specified coordinate space." Through a space typed
    /// as the protocol, a conversion is the view's own, both ways and for rectangles.
    func testAViewTypedAsACoordinateSpaceConvertsAsTheViewDoes() {
        MainActor.assumeIsolated {
            let h = Harness()
            let a = View(frame: Rect(x: 10, y: 20, width: 100, height: 100))
            let b = View(frame: Rect(x: 5, y: 7, width: 50, height: 50))
            let c = View(frame: Rect(x: 200, y: 100, width: 80, height: 80))
            h.root.addSubview(a)
            a.addSubview(b)
            h.root.addSubview(c)
            c.transform = AffineTransform(scaleX: 2, y: 2)
            let spaces: [any CoordinateSpace] = [a, b, c]
            for from in spaces {
                for to in spaces {
                    let p = Point(x: 3, y: 4)
                    let fromView = from as! View
                    let toView = to as! View
                    XCTAssertEqual(from.convert(p, to: to), fromView.convert(p, to: toView))
                    XCTAssertEqual(from.convert(p, from: to), fromView.convert(p, from: toView))
                    let r = Rect(x: 1, y: 2, width: 3, height: 4)
                    XCTAssertEqual(from.convert(r, to: to), fromView.convert(r, to: toView))
                    XCTAssertEqual(from.convert(r, from: to), fromView.convert(r, from: toView))
                }
            }
            XCTAssertEqual(b.convert(Point(x: 0, y: 0), to: h.root as any CoordinateSpace), Point(x: 15, y: 27))
            XCTAssertEqual((b as any CoordinateSpace).bounds, Rect(x: 0, y: 0, width: 50, height: 50))
        }
    }

    /// NSObject's `isEqual(_:)` is identity, and Swift's `==` on NSObjects calls it: UIKit code
    /// writes `recognizer == tap` and `gestureRecognizers.contains(other)`.
    func testRecognizersAreEqualOnlyToThemselves() {
        MainActor.assumeIsolated {
            let a = PanGestureRecognizer()
            let b = PanGestureRecognizer()
            let tap: GestureRecognizer = TapGestureRecognizer()
            XCTAssertTrue(a == a)
            XCTAssertFalse(a == b)
            XCTAssertTrue([a, tap].contains(tap))
            XCTAssertFalse([a, tap].contains(b))
            XCTAssertEqual(Set<GestureRecognizer>([a, a, b, tap]).count, 3)
            XCTAssertEqual([b, tap, a].firstIndex(of: a), 2)
        }
    }

    /// `UIRectEdge`'s raw values are UIKit's: top 1, left 2, bottom 4, right 8, all 15.
    func testRectEdgesKeepUIKitsRawValues() {
        XCTAssertEqual(RectEdge.top.rawValue, 1)
        XCTAssertEqual(RectEdge.left.rawValue, 2)
        XCTAssertEqual(RectEdge.bottom.rawValue, 4)
        XCTAssertEqual(RectEdge.right.rawValue, 8)
        XCTAssertEqual(RectEdge.all.rawValue, 15)
        XCTAssertEqual(RectEdge.all.subtracting(.top), [.left, .bottom, .right])
    }
}
