import Geometry
import XCTest

@testable import Engine

/// `frame` set on a view whose transform is not the identity.
///
/// Apple, `UIView.frame`: "Setting this property changes the point specified by the
/// center property and changes the size in the bounds rectangle accordingly." and the
/// warning "If the transform property is not the identity transform, the value of this
/// property is undefined and therefore should be ignored." What iOS actually does (Core
/// Animation's `-[CALayer setFrame:]`, which UIView forwards to) is fit the bounds so
/// that the transformed layer fills the rectangle: at scale 0.5 a 100 x 100 frame gives
/// 200 x 200 bounds. Animators rely on it every day (`view.transform = ...;
/// view.frame = finalFrame`), so hit-testing and `convert` must see the same geometry.
final class ViewFrameTransformTests: XCTestCase {
    func testFrameUnderAScaleFitsTheBoundsSoTheScaledViewFillsIt() {
        MainActor.assumeIsolated {
            let h = Harness()
            let v = View()
            h.root.addSubview(v)
            v.transform = AffineTransform(scaleX: 0.5, y: 0.5)
            v.frame = Rect(x: 50, y: 60, width: 100, height: 100)
            XCTAssertEqual(
                v.bounds.size, Size(width: 200, height: 200), "scale 0.5, frame 100 x 100 -> bounds 200 x 200")
            XCTAssertEqual(v.center, Point(x: 100, y: 110))
            XCTAssertEqual(
                v.frame, Rect(x: 50, y: 60, width: 100, height: 100), "reading the frame gives back what was set")
            XCTAssertEqual(v.transform, AffineTransform(scaleX: 0.5, y: 0.5), "the transform is kept")
            // convert follows: the bounds' corners land on the frame's corners.
            assertClose(v.convert(Point(x: 0, y: 0), to: h.root), Point(x: 50, y: 60), 1e-9)
            assertClose(v.convert(Point(x: 200, y: 200), to: h.root), Point(x: 150, y: 160), 1e-9)
            XCTAssertEqual(v.convert(v.bounds, to: h.root), Rect(x: 50, y: 60, width: 100, height: 100))
            // Hit-testing follows: the whole frame takes touches, nothing outside it does.
            XCTAssertTrue(h.root.hitTest(Point(x: 52, y: 62)) === v)
            XCTAssertTrue(h.root.hitTest(Point(x: 148, y: 158)) === v)
            XCTAssertFalse(h.root.hitTest(Point(x: 155, y: 110)) === v)
            XCTAssertFalse(h.root.hitTest(Point(x: 100, y: 55)) === v)
        }
    }

    func testFrameUnderAQuarterTurnSwapsTheBoundsSidesAndTranslationIsHonoured() {
        MainActor.assumeIsolated {
            let h = Harness()
            let v = View()
            h.root.addSubview(v)
            // A quarter turn: a 100 wide, 200 tall frame needs bounds 200 wide, 100 tall.
            v.transform = AffineTransform(rotationAngle: .pi / 2)
            v.frame = Rect(x: 10, y: 20, width: 100, height: 200)
            XCTAssertEqual(v.bounds.width, 200, accuracy: 1e-9)
            XCTAssertEqual(v.bounds.height, 100, accuracy: 1e-9)
            assertClose(v.center, Point(x: 60, y: 120), 1e-9)
            let f = v.frame
            XCTAssertEqual(f.minX, 10, accuracy: 1e-9)
            XCTAssertEqual(f.minY, 20, accuracy: 1e-9)
            XCTAssertEqual(f.width, 100, accuracy: 1e-9)
            XCTAssertEqual(f.height, 200, accuracy: 1e-9)

            // A translation moves what is drawn: the frame set is where the view shows.
            let w = View()
            h.root.addSubview(w)
            w.transform = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 30, y: 0))
            w.frame = Rect(x: 100, y: 100, width: 80, height: 40)
            XCTAssertEqual(w.bounds.size, Size(width: 40, height: 20))
            XCTAssertEqual(w.frame, Rect(x: 100, y: 100, width: 80, height: 40))
            XCTAssertEqual(w.convert(w.bounds, to: h.root), Rect(x: 100, y: 100, width: 80, height: 40))
        }
    }

    func testFrameSetInsideAnAnimationAnimatesTheFittedBounds() {
        MainActor.assumeIsolated {
            let h = Harness()
            let v = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            h.root.addSubview(v)
            v.transform = AffineTransform(scaleX: 0.5, y: 0.5)
            View.animate(
                withDuration: 1, options: [.curveLinear],
                animations: {
                    v.frame = Rect(x: 0, y: 0, width: 100, height: 100)
                })
            XCTAssertEqual(v.bounds.size, Size(width: 200, height: 200), "the model value changes at once")
            h.step(30)
            XCTAssertEqual(v.presentationBounds.width, 150, accuracy: 1, "half way from 100 to 200")
            h.step(40)
            XCTAssertEqual(v.presentationFrame, Rect(x: 0, y: 0, width: 100, height: 100))
        }
    }
}
