import Geometry
import LayerTree
import XCTest

@testable import Engine
@testable import Renderer

/// What a layer shows besides its view's own drawing: `CALayer.contents`, a mask view, a
/// flip-book image view, and `render(in:)`, each against Apple's words for it.
final class LayerContentsTests: XCTestCase {
    /// A drawn 20 x 10 image whose left half is black.
    private static func halfBlack() -> Image {
        ImageDrawing.image(size: Size(width: 20, height: 10), scale: 1) { context in
            context.setFillColor(.black)
            context.fill(Rect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    @MainActor private static func render(_ view: View, size: Int = 40) -> Framebuffer {
        let fb = Framebuffer(width: size, height: size)
        Renderer().renderFull(view.makeLayer(), into: fb, scale: 1, background: .white)
        return fb
    }

    private static let black: UInt32 = 0xFF00_0000
    private static let white: UInt32 = 0xFFFF_FFFF
    private static let red: UInt32 = 0xFFFF_0000

    /// `CALayer.contents`: "An object that provides the contents of the layer." An image set
    /// there is drawn over the bounds (stretched: 40 x 20 puts the black half at x < 20), and
    /// an image view's layer answers with its image.
    func testContentsShowAnImageStretchedOverTheBounds() {
        MainActor.assumeIsolated {
            let view = View(frame: Rect(x: 0, y: 0, width: 40, height: 20))
            XCTAssertNil(view.layer.contents)
            let image = Self.halfBlack()
            view.layer.contents = image
            XCTAssertTrue(view.layer.contents as? Image === image)
            let fb = Self.render(view)
            XCTAssertEqual(fb[5, 5], Self.black)
            XCTAssertEqual(fb[15, 15], Self.black)
            XCTAssertEqual(fb[25, 5], Self.white)
            XCTAssertEqual(fb[5, 25], Self.white, "below the layer")

            let imageView = ImageView(image: image)
            XCTAssertTrue(imageView.layer.contents as? Image === image, "an image view's layer holds its image")
        }
    }

    /// `UIView.mask`: "The view's alpha channel determines how much of the view's content and
    /// background shows through. Fully or partially opaque pixels allow the underlying
    /// content to show through but fully transparent pixels block that content." A mask view
    /// covering the left half leaves only that half drawn; the mask is the layer's mask, not
    /// a subview, and follows the view into its window.
    func testAMaskViewShowsTheViewOnlyWhereItCovers() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 40, height: 40))
            let view = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
            view.backgroundColor = Color(red: 1, green: 0, blue: 0)
            let mask = View(frame: Rect(x: 0, y: 0, width: 20, height: 40))
            mask.backgroundColor = .black
            view.mask = mask
            XCTAssertTrue(view.mask === mask)
            XCTAssertTrue(view.layer.mask === mask.layer)
            XCTAssertTrue(view.subviews.isEmpty)
            h.root.addSubview(view)
            XCTAssertTrue(mask.window === h.window, "animations of the mask run on the window's clock")
            let fb = Self.render(view)
            XCTAssertEqual(fb[5, 20], Self.red)
            XCTAssertEqual(fb[30, 20], Self.white, "outside the mask")
            view.mask = nil
            XCTAssertNil(view.mask)
            XCTAssertNil(mask.window)
            XCTAssertEqual(Self.render(view)[30, 20], Self.red)
        }
    }

    /// UIKit declares `mask` as `var mask: UIView?`, a strong property: the masked view keeps
    /// its mask, so the common `view.mask = MaskView(...)` with no other reference masks for
    /// as long as it is set, and `view.mask?.frame = bounds` in `layoutSubviews` reaches it
    /// (a drawer library does both). Setting nil lets it go.
    func testAViewKeepsItsMaskViewUntilTheMaskIsCleared() {
        MainActor.assumeIsolated {
            let view = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
            weak var weakMask: View?
            do {
                let mask = ImageView(frame: .zero)
                weakMask = mask
                view.mask = mask
            }
            // Checked before `view.mask` is read: reading a released mask view traps.
            guard weakMask != nil else { return XCTFail("the view released its mask view") }
            view.mask?.frame = view.bounds
            XCTAssertEqual(weakMask?.frame, view.bounds)
            view.mask = nil
            XCTAssertNil(weakMask, "a cleared mask is released")
        }
    }

    /// `animationImages`: "Setting this property to a value other than nil hides the image
    /// represented by the image property." `animationDuration`: "The default value of this
    /// property is 0.0, which causes the image view to use a duration equal to the number of
    /// images multiplied by 1/30th of a second." Frames change on the window's clock, a
    /// repeat count ends the animation after that many cycles, and the image shows again.
    func testAnimationImagesCycleOnTheWindowClock() {
        MainActor.assumeIsolated {
            let h = Harness()
            let frames = (1...3).map { n in
                ImageDrawing.image(size: Size(width: Double(10 * n), height: 10), scale: 1) { _ in }
            }
            let still = Self.halfBlack()
            let view = ImageView(image: still)
            view.frame = Rect(x: 0, y: 0, width: 30, height: 30)
            h.root.addSubview(view)
            view.animationImages = frames
            view.animationDuration = 0.3
            view.animationRepeatCount = 2
            XCTAssertFalse(view.isAnimating)
            @MainActor func shown() -> LayerContent { view.makeLayer().content }
            @MainActor func content(_ image: Image) -> LayerContent {
                ImageView.content(showing: image, in: view.bounds, contentMode: view.contentMode, tint: nil)
            }
            XCTAssertEqual(shown(), content(still), "not yet started")
            view.startAnimating()
            XCTAssertTrue(view.isAnimating)
            XCTAssertEqual(shown(), content(frames[0]))
            for (time, index) in [(0.05, 0), (0.15, 1), (0.25, 2), (0.35, 0), (0.55, 2)] {
                h.advance(time - (h.clock.now - 0))
                XCTAssertEqual(shown(), content(frames[index]), "at \(time) s")
            }
            h.advance(0.1)
            XCTAssertEqual(shown(), content(still), "two cycles are over")
            XCTAssertFalse(view.isAnimating)

            view.animationDuration = 0
            view.animationRepeatCount = 0
            view.startAnimating()
            _ = shown()
            XCTAssertEqual(view.secondsPerAnimationImage, 1.0 / 30)
            h.advance(1.0 / 30 + 0.001)
            XCTAssertEqual(shown(), content(frames[1]))
            view.stopAnimating()
            XCTAssertEqual(shown(), content(still))
        }
    }

    /// `CALayer.render(in:)`: "Renders the layer and its sublayers into the specified
    /// context." A view with a red background and a black subview, rendered into a context
    /// and drawn back as an image, gives the same pixels as the view itself.
    func testRenderInDrawsTheLayerAndItsSublayersIntoTheContext() {
        MainActor.assumeIsolated {
            let view = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
            view.backgroundColor = Color(red: 1, green: 0, blue: 0)
            let inner = View(frame: Rect(x: 10, y: 10, width: 10, height: 20))
            inner.backgroundColor = .black
            view.addSubview(inner)
            let image = ImageDrawing.image(size: view.bounds.size, scale: 1) { context in
                view.layer.render(in: context)
            }
            let copy = ImageView(image: image)
            copy.frame = view.frame
            let original = Self.render(view)
            let rendered = Self.render(copy)
            for (x, y) in [(2, 2), (15, 15), (15, 28), (25, 35), (38, 5)] {
                XCTAssertEqual(rendered[x, y], original[x, y], "at (\(x), \(y))")
            }
            XCTAssertEqual(rendered[15, 15], Self.black)
            XCTAssertEqual(rendered[25, 35], Self.red)
        }
    }

    /// `setAnimationsEnabled(_:)`: "If you disable animations, code inside subsequent
    /// animation blocks is still executed but no animations actually occur. Thus, any
    /// changes you make inside an animation block are reflected immediately instead of
    /// being animated. ... If you call this method while existing animations are running,
    /// those animations continue running until they reach their natural end point."
    func testDisabledAnimationsApplyChangesAtOnceAndLetRunningOnesEnd() {
        MainActor.assumeIsolated {
            WindowScene.$current.withValue(WindowScene()) {
                let h = Harness()
                let box = h.addBox()
                View.animate(withDuration: 1) { box.alpha = 0.5 }
                XCTAssertTrue(View.areAnimationsEnabled)
                View.setAnimationsEnabled(false)
                XCTAssertFalse(View.areAnimationsEnabled)
                var finished: [Bool] = []
                View.animate(withDuration: 1) {
                    box.center = Point(x: 200, y: 100)
                } completion: {
                    finished.append($0)
                }
                XCTAssertEqual(box.presentationCenter, Point(x: 200, y: 100), "no animation")
                XCTAssertNotNil(box.animations[.alpha], "the earlier one runs on")
                h.step()
                XCTAssertEqual(finished, [true])
                View.setAnimationsEnabled(true)
                View.animate(withDuration: 1) { box.center = Point(x: 0, y: 0) }
                XCTAssertNotNil(box.animations[.center])
            }
        }
    }

    /// A 21 x 21 black rounded square (radius 10) with caps of 10.1 on every side.
    private static func resizableRoundedSquare() -> Image {
        ImageDrawing.image(size: Size(width: 21, height: 21), scale: 1) { context in
            context.setFillColor(.black)
            context.addPath(Path(roundedRect: Rect(x: 0, y: 0, width: 21, height: 21), cornerRadius: 10))
            context.fillPath()
        }
        .resizableImage(withCapInsets: EdgeInsets(top: 10.1, left: 10.1, bottom: 10.1, right: 10.1))
    }

    /// `resizableImage(withCapInsets:)`: "when the button is resized, the corners of the
    /// image remain unchanged, but the borders and center of the image expand to cover the
    /// new size." Drawn 200 x 60, the corners keep their
    /// 10-point radius (x 30 on the top row is inside the shape; stretched whole, the
    /// corner would be an ellipse reaching past it) and the corner pixel stays clear.
    func testAResizableDrawnImageKeepsItsCapsAtTheirSize() {
        MainActor.assumeIsolated {
            let view = ImageView(image: Self.resizableRoundedSquare())
            view.frame = Rect(x: 0, y: 0, width: 200, height: 60)
            let fb = Framebuffer(width: 200, height: 60)
            Renderer().renderFull(view.makeLayer(), into: fb, scale: 1, background: .white)
            XCTAssertEqual(fb[30, 2], Self.black, "the top edge is straight beyond the cap")
            XCTAssertEqual(fb[100, 30], Self.black)
            XCTAssertEqual(fb[1, 1], Self.white, "the corner is cut by a radius of 10")
            XCTAssertEqual(fb[198, 58], Self.white)
            XCTAssertEqual(fb[2, 30], Self.black, "the left edge is straight between the caps")
        }
    }

    /// An image view as a mask (a rounded-corner mask view, a common UIKit pattern): what
    /// the image draws is the mask, so the view shows inside the rounded shape only.
    func testAnImageViewMaskMasksWithItsDrawnImage() {
        MainActor.assumeIsolated {
            let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 60))
            view.backgroundColor = Color(red: 1, green: 0, blue: 0)
            let mask = ImageView(image: Self.resizableRoundedSquare())
            mask.frame = view.bounds
            view.mask = mask
            let fb = Framebuffer(width: 100, height: 60)
            Renderer().renderFull(view.makeLayer(), into: fb, scale: 1, background: .white)
            XCTAssertEqual(fb[50, 30], Self.red)
            XCTAssertEqual(fb[50, 1], Self.red, "a straight top edge beyond the corner")
            XCTAssertEqual(fb[1, 1], Self.white, "outside the rounded corner")
            XCTAssertEqual(fb[98, 58], Self.white)
        }
    }
}
