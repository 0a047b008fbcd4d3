import Geometry
import LayerTree
import Renderer
import XCTest

@testable import Engine

/// Image contexts: drawing that makes an image, and an image view that shows it.
///
/// Apple, `UIGraphicsGetImageFromCurrentImageContext()`: "You should call this function only
/// when a bitmap-based graphics context is the current graphics context. If the current
/// context is nil or was not created by a call to UIGraphicsBeginImageContext(_:), this
/// function returns nil." `UIGraphicsBeginImageContext(_:)`: the size "represents the size of
/// the image returned by the UIGraphicsGetImageFromCurrentImageContext() function."
final class ImageDrawingTests: XCTestCase {
    /// An image whose left half is black, drawn at 20 x 10 points.
    private static func halfBlack() -> Image {
        ImageDrawing.image(size: Size(width: 20, height: 10), scale: 2) { context in
            context.setFillColor(.black)
            context.fill(Rect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    /// The image has the context's size and scale, and only an image context answers it;
    /// ending the context makes the one beneath current again.
    func testTheImageHasTheContextsSizeAndOnlyAnImageContextGivesOne() {
        XCTAssertNil(ImageDrawing.currentImage(), "no context")
        ImageDrawing.begin(size: Size(width: 30, height: 12), scale: 3)
        let outer = currentDrawingContext()
        XCTAssertNotNil(outer)
        ImageDrawing.begin(size: Size(width: 5, height: 5))
        XCTAssertEqual(ImageDrawing.currentImage()?.size, Size(width: 5, height: 5), "the innermost")
        ImageDrawing.end()
        XCTAssertTrue(currentDrawingContext() === outer)
        let image = ImageDrawing.currentImage()
        XCTAssertEqual(image?.size, Size(width: 30, height: 12))
        XCTAssertEqual(image?.scale, 3)
        XCTAssertEqual(image?.pixelSize.width, 90)
        XCTAssertEqual(image?.pixelSize.height, 36)
        ImageDrawing.end()
        XCTAssertNil(currentDrawingContext())
        ImageDrawing.end()  // unbalanced: ignored
        let inView = LayerDrawingContext(rect: Rect(x: 0, y: 0, width: 4, height: 4))
        DrawingContextStack.with(inView) {
            XCTAssertNil(ImageDrawing.currentImage(), "a view's drawing is not an image")
        }
    }

    /// An image view shows a drawn image placed by its content mode, as it would a bitmap:
    /// stretched over 40 x 20 the black half covers x < 20; aspect-fitted in 40 x 40 it
    /// covers x < 20 in the middle band (y 10...30) only. Pixels at scale 1, sampled away
    /// from the edges (anti-aliasing), exact.
    func testAnImageViewDrawsADrawnImageByItsContentMode() {
        MainActor.assumeIsolated {
            let view = ImageView(image: Self.halfBlack())
            XCTAssertEqual(view.intrinsicContentSize, Size(width: 20, height: 10))
            view.frame = Rect(x: 0, y: 0, width: 40, height: 20)
            var fb = Framebuffer(width: 40, height: 40)
            Renderer().renderFull(view.makeLayer(), into: fb, scale: 1, background: .white)
            XCTAssertEqual(fb[5, 5], 0xFF00_0000)
            XCTAssertEqual(fb[15, 15], 0xFF00_0000)
            XCTAssertEqual(fb[25, 5], 0xFFFF_FFFF)
            XCTAssertEqual(fb[5, 25], 0xFFFF_FFFF, "below the view")

            view.frame = Rect(x: 0, y: 0, width: 40, height: 40)
            view.contentMode = .scaleAspectFit
            fb = Framebuffer(width: 40, height: 40)
            Renderer().renderFull(view.makeLayer(), into: fb, scale: 1, background: .white)
            XCTAssertEqual(fb[5, 5], 0xFFFF_FFFF, "above the fitted image")
            XCTAssertEqual(fb[5, 15], 0xFF00_0000)
            XCTAssertEqual(fb[15, 25], 0xFF00_0000)
            XCTAssertEqual(fb[25, 20], 0xFFFF_FFFF, "the clear half")
            XCTAssertEqual(fb[5, 35], 0xFFFF_FFFF, "below the fitted image")
        }
    }
}
