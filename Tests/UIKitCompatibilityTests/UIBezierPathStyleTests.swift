import UIKitCompatibility
import XCTest

/// A path object's stroke settings: UIKit's defaults, and a copy that carries them all and
/// then goes its own way.
final class UIBezierPathStyleTests: XCTestCase {
    /// Apple's `UIBezierPath.miterLimit`: "The default miter limit is 10"; a new path also
    /// strokes 1 point wide with butt caps and miter joins, under the non-zero rule.
    func testANewPathHasUIKitsStrokeDefaults() {
        let path = UIBezierPath()
        XCTAssertEqual(path.lineWidth, 1)
        XCTAssertEqual(path.lineCapStyle, .butt)
        XCTAssertEqual(path.lineJoinStyle, .miter)
        XCTAssertEqual(path.miterLimit, 10)
        XCTAssertFalse(path.usesEvenOddFillRule)
    }

    /// `copy()` is an independent path object: every stroke setting and the fill rule come
    /// along, and a change to either path afterwards leaves the other as it was.
    func testACopyCarriesEverySettingAndIsIndependent() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.lineWidth = 3
        path.lineCapStyle = .round
        path.lineJoinStyle = .bevel
        path.miterLimit = 4
        path.usesEvenOddFillRule = true
        let copy = path.copy()
        XCTAssertEqual(copy.lineWidth, 3)
        XCTAssertEqual(copy.lineCapStyle, .round)
        XCTAssertEqual(copy.lineJoinStyle, .bevel)
        XCTAssertEqual(copy.miterLimit, 4)
        XCTAssertTrue(copy.usesEvenOddFillRule)
        XCTAssertEqual(copy.bounds, path.bounds)

        copy.lineWidth = 7
        copy.lineCapStyle = .square
        copy.addLine(to: CGPoint(x: 40, y: 40))
        XCTAssertEqual(path.lineWidth, 3)
        XCTAssertEqual(path.lineCapStyle, .round)
        XCTAssertEqual(path.bounds, CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
