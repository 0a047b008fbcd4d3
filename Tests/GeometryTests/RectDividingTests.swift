import Geometry
import XCTest

/// Core Graphics, `CGRectDivide`: "Divides a source rectangle into two component rectangles."
/// The slice is "filled in with the specified edge and values that extends the distance beyond
/// the edge specified by the `amount` parameter"; the remainder "contains the portion of the
/// source rectangle that remains"; `amount` is "a distance from the rectangle side that is
/// specified in the `edge` parameter. This distance defines the line, parallel to the
/// specified side, ... that divides the source rectangle." (`divided(atDistance:from:)` is its
/// Swift spelling.)
final class RectDividingTests: XCTestCase {
    /// On random rectangles, distances and every edge: the two parts tile the rectangle with no
    /// overlap, the slice lies against the named edge and is `distance` deep (clamped to the
    /// rectangle), and the cut line is parallel to that edge.
    func testTheSliceAndRemainderTileTheRectangleFromTheNamedEdge() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let rect = Rect(
                x: .random(in: -100...100, using: &rng), y: .random(in: -100...100, using: &rng),
                width: .random(in: 0...300, using: &rng), height: .random(in: 0...300, using: &rng))
            let distance = Double.random(in: -50...350, using: &rng)
            for edge in [Rect.Edge.minXEdge, .minYEdge, .maxXEdge, .maxYEdge] {
                let (slice, remainder) = rect.divided(atDistance: distance, from: edge)
                let horizontal = edge == .minXEdge || edge == .maxXEdge
                let extent = horizontal ? rect.width : rect.height
                let depth = min(max(distance, 0), extent)
                XCTAssertEqual(horizontal ? slice.width : slice.height, depth, accuracy: 1e-9)
                XCTAssertEqual(horizontal ? slice.height : slice.width, horizontal ? rect.height : rect.width)
                XCTAssertEqual(
                    slice.width * slice.height + remainder.width * remainder.height,
                    rect.width * rect.height, accuracy: 1e-6, "the parts cover the rectangle once")
                let (low, high) = horizontal ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
                let parts =
                    horizontal
                    ? [slice.minX, slice.maxX, remainder.minX, remainder.maxX]
                    : [slice.minY, slice.maxY, remainder.minY, remainder.maxY]
                XCTAssertEqual(parts.min()!, low, accuracy: 1e-9, "\(edge): the parts span the rectangle")
                XCTAssertEqual(parts.max()!, high, accuracy: 1e-9)
                XCTAssertEqual(horizontal ? remainder.minY : remainder.minX, horizontal ? rect.minY : rect.minX)
                switch edge {
                case .minXEdge:
                    XCTAssertEqual(slice.minX, rect.minX)
                    XCTAssertEqual(remainder.minX, slice.maxX, accuracy: 1e-9)
                case .maxXEdge:
                    XCTAssertEqual(slice.maxX, rect.maxX, accuracy: 1e-9)
                    XCTAssertEqual(remainder.maxX, slice.minX, accuracy: 1e-9)
                case .minYEdge:
                    XCTAssertEqual(slice.minY, rect.minY)
                    XCTAssertEqual(remainder.minY, slice.maxY, accuracy: 1e-9)
                case .maxYEdge:
                    XCTAssertEqual(slice.maxY, rect.maxY, accuracy: 1e-9)
                    XCTAssertEqual(remainder.maxY, slice.minY, accuracy: 1e-9)
                }
            }
        }
    }

    func testANegativeSizeIsStandardizedBeforeTheCut() {
        let (slice, remainder) = Rect(x: 100, y: 0, width: -100, height: 50).divided(atDistance: 30, from: .minXEdge)
        XCTAssertEqual(slice, Rect(x: 0, y: 0, width: 30, height: 50))
        XCTAssertEqual(remainder, Rect(x: 30, y: 0, width: 70, height: 50))
    }
}
