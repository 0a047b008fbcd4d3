import Engine
import PlaygroundKit
import Renderer
import UIKitCompatibility
import XCTest

/// Core Graphics' two path classes: `CGPath`, "An immutable graphics path", and
/// `CGMutablePath`, "A mutable graphics path", its subclass (Apple's documentation lists
/// `CGPath` as what `CGMutablePath` inherits from). UIKit code hands a mutable path wherever a
/// `CGPath` is taken: its own helpers' parameters, `CAShapeLayer.path` ("The path defining
/// the shape to be rendered"), `CAKeyframeAnimation.path`, `CALayer.shadowPath`, and an
/// explicit animation's `fromValue`/`toValue`.
final class CGPathHierarchyTests: XCTestCase {
    /// A triangle in the left half of a 100-point square.
    private static func triangle() -> CGMutablePath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 50, y: 10))
        path.addLine(to: CGPoint(x: 10, y: 50))
        path.closeSubpath()
        return path
    }

    /// A window of 100 x 100 points with `shape` as a sublayer of its root view's layer.
    @MainActor private static func window(showing shape: CAShapeLayer) -> Window {
        let window = Window(size: CGSize(width: 100, height: 100), clock: VirtualClock())
        shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        shape.fillColor = UIColor.red.cgColor
        window.rootView.layer.addSublayer(shape)
        return window
    }

    /// The window drawn at scale 1 over white, every pixel.
    @MainActor private static func pixels(_ window: Window) -> [UInt32] {
        window.tick()
        let framebuffer = Framebuffer(width: 100, height: 100)
        Renderer().renderFull(window.layerTree(), into: framebuffer, scale: 1, background: .white)
        return (0..<100).flatMap { y in (0..<100).map { x in framebuffer[x, y] } }
    }

    /// A library's own helper that takes a `CGPath` is called with a `CGMutablePath`, which
    /// is one; the two compare by their elements (`CGPathEqualToPath`), whichever is
    /// mutable, and a path keeps its class when handed on.
    func testAMutablePathGoesWhereACGPathIsTaken() {
        func bubbleBounds(_ path: CGPath) -> CGRect { path.boundingBox }
        let path = Self.triangle()
        XCTAssertEqual(bubbleBounds(path), CGRect(x: 10, y: 10, width: 40, height: 40))
        let handedOn: CGPath = path
        XCTAssertTrue(handedOn is CGMutablePath, "the object itself, not a converted copy")
        handedOn.applyWithBlock { _ in }
        let frozen = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        XCTAssertFalse(frozen is CGMutablePath)
        XCTAssertEqual(frozen, CGMutablePath(frozen.path), "equal by elements across the two classes")
        XCTAssertNotEqual(frozen, path as CGPath)
        XCTAssertEqual(Set([frozen, CGPath(frozen.path)]).count, 1, "equal paths hash alike")
    }

    /// `copy()`: "Creates an immutable copy of a graphics path". An immutable path is its own
    /// copy (nothing can change it); a mutable one gives a new immutable object that its
    /// later changes leave alone; `mutableCopy()` always gives a new, independent object.
    func testCopiesAreImmutableSnapshots() throws {
        let frozen = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        XCTAssertTrue(frozen.copy() === frozen)
        let path = Self.triangle()
        let copy = try XCTUnwrap(path.copy())
        XCTAssertFalse(copy is CGMutablePath)
        XCTAssertFalse(copy === path)
        let twin = try XCTUnwrap(frozen.mutableCopy())
        twin.addLine(to: CGPoint(x: 40, y: 40))
        path.addRect(CGRect(x: 60, y: 60, width: 30, height: 30))
        XCTAssertEqual(copy.boundingBox, CGRect(x: 10, y: 10, width: 40, height: 40))
        XCTAssertEqual(frozen.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(path.boundingBox, CGRect(x: 10, y: 10, width: 80, height: 80))
        var scale = CGAffineTransform(scaleX: 2, y: 3)
        XCTAssertEqual(
            CGPath(rect: CGRect(x: 1, y: 1, width: 2, height: 2), transform: &scale).boundingBox,
            CGRect(x: 2, y: 3, width: 4, height: 6), "the transform goes in by pointer, as in Core Graphics")
    }

    /// `boundingBox` "includes control points for Bézier and quadratic curves";
    /// `boundingBoxOfPath` does "not" include them: a quadratic arch from (0, 0) to (10, 0)
    /// bent towards (5, 10) peaks half way, at y = 5.
    func testTheBoundingBoxOfPathLeavesOutControlPoints() {
        let arch = CGMutablePath()
        arch.move(to: .zero)
        arch.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        XCTAssertEqual(arch.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(arch.boundingBoxOfPath.maxY, 5, accuracy: 0.001)
        XCTAssertEqual(arch.boundingBoxOfPath.width, 10, accuracy: 1e-9)
        XCTAssertEqual(arch.currentPoint, CGPoint(x: 10, y: 0))
        XCTAssertTrue(arch.contains(CGPoint(x: 5, y: 2)))
        XCTAssertFalse(arch.contains(CGPoint(x: 5, y: 6)))
    }

    /// `applyWithBlock(_:)` hands out each element with its points as Core Graphics orders
    /// them: a quadratic curve's control point first, then its end point.
    func testApplyWithBlockWalksTheElementsInOrder() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 3, y: 4))
        path.addCurve(to: CGPoint(x: 11, y: 12), control1: CGPoint(x: 7, y: 8), control2: CGPoint(x: 9, y: 10))
        path.addLine(to: CGPoint(x: 13, y: 14))
        path.closeSubpath()
        var seen: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count: Int
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            case .closeSubpath: count = 0
            }
            seen.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        XCTAssertEqual(
            seen.map(\.0), [.moveToPoint, .addQuadCurveToPoint, .addCurveToPoint, .addLineToPoint, .closeSubpath])
        XCTAssertEqual(seen.flatMap(\.1).map(\.x), [1, 3, 5, 7, 9, 11, 13])
    }

    /// A shape layer given a `CGMutablePath` draws the same pixels as one given the engine's
    /// value, and keeps drawing the path as it was when set: the object changed afterwards
    /// draws nothing new until it is set again.
    func testAShapeLayerDrawsTheMutablePathAsItWasWhenSet() {
        MainActor.assumeIsolated {
            let path = Self.triangle()
            let shape = CAShapeLayer()
            shape.path = path
            let window = Self.window(showing: shape)
            let drawn = Self.pixels(window)

            let reference = CAShapeLayer()
            // With the engine imported too, its `Path`-typed `path` takes the value.
            reference.path = Path(path)
            XCTAssertEqual(drawn, Self.pixels(Self.window(showing: reference)), "byte for byte")
            XCTAssertEqual(drawn[20 * 100 + 20], 0xFFFF_0000, "inside the triangle")
            XCTAssertEqual(drawn[75 * 100 + 75], 0xFFFF_FFFF, "outside it")

            path.addRect(CGRect(x: 60, y: 60, width: 30, height: 30))
            XCTAssertEqual(Self.pixels(window), drawn, "a later change to the object is not drawn")
            XCTAssertEqual(shape.path?.boundingBox, CGRect(x: 10, y: 10, width: 40, height: 40))
            shape.path = path
            XCTAssertEqual(Self.pixels(window)[75 * 100 + 75], 0xFFFF_0000, "set again, it is")
        }
    }

    /// "The path object may be animated using any of the concrete subclasses of
    /// CAPropertyAnimation. Paths will interpolate as a linear blend of the 'on-line'
    /// points" (`CAShapeLayer.path`): a `CABasicAnimation(keyPath: "path")` from one path
    /// object to another draws, half way through, the engine's interpolation of their values.
    func testAPathAnimationBetweenTwoPathObjects() {
        MainActor.assumeIsolated {
            let clock = VirtualClock()
            let window = Window(size: CGSize(width: 100, height: 100), clock: clock)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let shape = CAShapeLayer()
            view.layer.addSublayer(shape)
            window.rootView.addSubview(view)
            let small = UIBezierPath(roundedRect: CGRect(x: 10, y: 10, width: 20, height: 20), cornerRadius: 4).cgPath
            let large = CGMutablePath()
            large.addRoundedRect(in: CGRect(x: 10, y: 10, width: 80, height: 60), cornerWidth: 10, cornerHeight: 10)
            shape.path = large
            let animation = CABasicAnimation(keyPath: "path")
            animation.fromValue = small
            animation.toValue = large
            animation.duration = 1
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            shape.add(animation, forKey: "grow")
            window.tick()
            clock.advance(by: 0.5)
            window.tick()
            let halfWay = small.path.interpolated(to: large.path, fraction: 0.5)
            XCTAssertNotNil(halfWay, "the two paths are made of the same elements")
            XCTAssertEqual(shape.presentation()?.path?.path, halfWay)
            XCTAssertEqual(shape.path, large, "the model is not animated")
            XCTAssertTrue(shape.presentation()?.path?.boundingBox.width ?? 0 > 20)
            XCTAssertTrue(shape.presentation()?.path?.boundingBox.width ?? 100 < 80)
        }
    }

    /// Path objects as a keyframe animation's `values`, `.discrete`: "each keyframe value is
    /// used in turn, no interpolated values are calculated" (`CAAnimationCalculationMode`),
    /// so each path object is drawn as it is for its share of the run.
    func testDiscreteKeyframesOfPathObjectsAreDrawn() {
        MainActor.assumeIsolated {
            let clock = VirtualClock()
            let window = Window(size: CGSize(width: 100, height: 100), clock: clock)
            let shape = CAShapeLayer()
            window.rootView.layer.addSublayer(shape)
            let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
            let disc = CGMutablePath()
            disc.addEllipse(in: CGRect(x: 0, y: 0, width: 50, height: 50))
            let frames = CAKeyframeAnimation(keyPath: "path")
            frames.values = [square, disc]
            frames.calculationMode = .discrete
            frames.duration = 1
            shape.add(frames, forKey: "frames")
            window.tick()
            clock.advance(by: 0.25)
            window.tick()
            XCTAssertEqual(shape.presentation()?.path, square)
            clock.advance(by: 0.5)
            window.tick()
            XCTAssertEqual(shape.presentation()?.path, disc)
            XCTAssertNil(shape.path, "the model is not animated")
        }
    }

    /// A keyframe animation's `path` takes a `CGMutablePath`: a point property follows it,
    /// "The path for a point-based property to follow" (`CAKeyframeAnimation.path`). A
    /// 10-point red square's centre moves along a line at an even speed: a quarter of the
    /// way at a quarter of the time, drawn there.
    func testAKeyframeAnimationFollowsAMutablePath() {
        MainActor.assumeIsolated {
            let clock = VirtualClock()
            let window = Window(size: CGSize(width: 100, height: 100), clock: clock)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.backgroundColor = .red
            window.rootView.addSubview(view)
            let route = CGMutablePath()
            route.move(to: CGPoint(x: 0, y: 50))
            route.addLine(to: CGPoint(x: 100, y: 50))
            let move = CAKeyframeAnimation(keyPath: "position")
            move.path = route
            move.duration = 1
            XCTAssertEqual(move.path?.boundingBox, CGRect(x: 0, y: 50, width: 100, height: 0))
            view.layer.add(move, forKey: "move")
            window.tick()
            clock.advance(by: 0.25)
            let drawn = Self.pixels(window)
            XCTAssertEqual(drawn[50 * 100 + 25], 0xFFFF_0000, "the square's centre at (25, 50)")
            XCTAssertEqual(drawn[50 * 100 + 31], 0xFFFF_FFFF, "and its right edge short of x = 31")
            XCTAssertEqual(drawn[5 * 100 + 5], 0xFFFF_FFFF, "not at its model place")
        }
    }
}
