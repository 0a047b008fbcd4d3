import UIKitCompatibility
import XCTest

/// `CGMutablePath` as Core Graphics has it: an object. Apple: "A mutable graphics path: a
/// mathematical description of shapes or lines to be drawn in a graphics context", made by
/// `init()` ("Creates a mutable graphics path"), while `copy()` "Creates an immutable copy of a
/// graphics path" and `mutableCopy()` "Creates a mutable copy of an existing graphics path".
/// So a path handed to a helper comes back with what the helper added, and a copy does not
/// follow later changes.
final class CGMutablePathTests: XCTestCase {
    /// A tooltip's outline as such code builds it: `let path = CGMutablePath()`, its sides
    /// added by helpers that take the path, then closed; the object holds every element, the
    /// same as the value built in one place.
    func testHelpersAddToTheSameObject() {
        func addCorners(_ frame: CGRect, radius: CGFloat, to path: CGMutablePath) {
            path.addArc(tangent1End: CGPoint(x: frame.minX, y: frame.maxY), tangent2End: frame.origin, radius: radius)
            path.addArc(
                tangent1End: frame.origin, tangent2End: CGPoint(x: frame.maxX, y: frame.minY), radius: radius)
        }
        let frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 50, y: 70))
        addCorners(frame, radius: 5, to: path)
        path.closeSubpath()

        var expected = Path()
        expected.move(to: CGPoint(x: 50, y: 70))
        expected.addArc(tangent1End: CGPoint(x: frame.minX, y: frame.maxY), tangent2End: frame.origin, radius: 5)
        expected.addArc(tangent1End: frame.origin, tangent2End: CGPoint(x: frame.maxX, y: frame.minY), radius: 5)
        expected.closeSubpath()
        XCTAssertEqual(path.copy()?.path, expected)
        XCTAssertFalse(path.isEmpty)
        XCTAssertEqual(path.boundingBox, expected.boundingBox)
    }

    /// A copy is the path as it was: later changes to the object reach neither an immutable
    /// copy nor a mutable one, and changes to a mutable copy do not reach the original.
    func testCopiesDoNotFollowLaterChanges() throws {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let frozen = try XCTUnwrap(path.copy())
        let twin = try XCTUnwrap(path.mutableCopy())
        path.addEllipse(in: CGRect(x: 20, y: 20, width: 5, height: 5))
        XCTAssertEqual(frozen.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(twin.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 10))
        twin.addLine(to: CGPoint(x: -5, y: 0))
        XCTAssertEqual(path.boundingBox, CGRect(x: 0, y: 0, width: 25, height: 25))
        XCTAssertNotEqual(path, twin)
        XCTAssertEqual(CGPath(rect: .zero, transform: nil).mutableCopy()?.isEmpty, false)
    }

    /// Wherever a path is handed over (a shape layer's `path`, a layer's `shadowPath`,
    /// `UIBezierPath(cgPath:)`, a context's `addPath`) the mutable path goes as it is, being a
    /// `CGPath`, and what is kept is the path as it was then, as `UIBezierPath.cgPath`'s
    /// setter "makes a copy of the path you provide".
    func testTheEngineTakesTheObjectAsItIsThen() {
        MainActor.assumeIsolated {
            let path = CGMutablePath()
            path.addRect(CGRect(x: 0, y: 0, width: 8, height: 4))
            let shape = CAShapeLayer()
            shape.path = path
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.layer.shadowPath = path
            let bezier = UIBezierPath(cgPath: path)
            let context = CGContext(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
            context.addPath(path)
            path.addLine(to: CGPoint(x: 100, y: 100))

            let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 8, height: 4), transform: nil)
            XCTAssertEqual(shape.path, rect)
            XCTAssertEqual(view.layer.shadowPath, rect)
            XCTAssertEqual(bezier.cgPath, rect)
            shape.path = nil
            XCTAssertNil(shape.path)

            context.setFillColor(UIColor.red.cgColor)
            context.fillPath()
            XCTAssertEqual(context.commands.first?.path.boundingBox, CGRect(x: 0, y: 0, width: 8, height: 4))
        }
    }
}
