import Foundation
import UIKitCompatibility
import XCTest

/// UIKit's image-context names, in the shape icon-drawing code writes them (a PaintCode
/// style `imageOf...()` that begins a context, draws, takes the image and ends it).
///
/// Apple, `UIGraphicsBeginImageContext(_:)`: "This function is equivalent to calling the
/// UIGraphicsBeginImageContextWithOptions(_:_:_:) function with the opaque parameter set to
/// false and a scale factor of 1.0." `UIGraphicsGetImageFromCurrentImageContext()`: "If the
/// current context is nil or was not created by a call to UIGraphicsBeginImageContext(_:),
/// this function returns nil."
final class UIKitImageContextTests: XCTestCase {
    /// A check mark drawn as an icon library draws it.
    private static func imageOfCheck() -> UIImage {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 24, height: 24), false, 2)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 4, y: 12))
        path.addLine(to: CGPoint(x: 10, y: 18))
        path.addLine(to: CGPoint(x: 20, y: 6))
        UIColor.black.setStroke()
        path.lineWidth = 3
        path.stroke()
        let image = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()
        return image
    }

    func testTheImageContextNamesMakeImagesOfWhatWasDrawn() {
        XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext(), "no image context")
        let check = Self.imageOfCheck()
        XCTAssertEqual(check.size, CGSize(width: 24, height: 24))
        XCTAssertEqual(check.scale, 2)
        XCTAssertEqual(check.drawing?.commands.count, 1, "the one stroke")
        XCTAssertNil(UIGraphicsGetCurrentContext(), "ended")

        UIGraphicsBeginImageContext(CGSize(width: 8, height: 4))
        XCTAssertEqual(UIGraphicsGetImageFromCurrentImageContext()?.scale, 1, "scale 1, as Apple says")
        UIGraphicsEndImageContext()
    }

    /// `UIGraphicsImageRenderer` draws each image in a context of its own that ends with the
    /// closure; `currentImage` inside it shows what is drawn so far.
    func testTheRendererMakesAnImageFromItsClosure() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 6))
        var midway: UIImage?
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 6))
            midway = context.currentImage
            context.cgContext.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 5, y: 0, width: 5, height: 6))
        }
        XCTAssertEqual(image.size, CGSize(width: 10, height: 6))
        XCTAssertEqual(midway?.drawing?.commands.count, 1)
        XCTAssertEqual(image.drawing?.commands.count, 2)
        XCTAssertNil(UIGraphicsGetCurrentContext(), "the renderer's context ended with the closure")
    }
}
