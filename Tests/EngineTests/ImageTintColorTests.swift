import Foundation
import Geometry
import LayerTree
import XCTest

@testable import Engine
@testable import Renderer

private let blue = Color(red: 0, green: 0, blue: 1)
private let red = Color(red: 1, green: 0, blue: 0)

/// `UIImage.withTintColor(_:)` as Apple documents it: "Returns a new version of the current
/// image with the specified tint color. ... For bitmap images, this method draws the
/// background tint color followed by the image contents using the `destinationIn` mode. ...
/// The new image uses the same rendering mode as the original image." And
/// `withTintColor(_:renderingMode:)`: "`renderingMode`: The rendering mode to assign to the
/// returned image."
final class ImageTintColorTests: XCTestCase {

    /// Each rendering mode is kept by `withTintColor(_:)` and replaced by the mode given to
    /// `withTintColor(_:renderingMode:)`; the original image is left as it was.
    func testTheRenderingModeIsKeptOrAssigned() {
        let modes: [Image.RenderingMode] = [.automatic, .alwaysOriginal, .alwaysTemplate]
        for mode in modes {
            let image = Image(drawing: TestImages.squareDrawing(red), scale: 1).withRenderingMode(mode)
            let tinted = image.withTintColor(blue)
            XCTAssertEqual(tinted.renderingMode, mode)
            XCTAssertEqual(tinted.tintColor, blue)
            XCTAssertNil(image.tintColor, "a new version; the image itself is unchanged")
            for other in modes {
                XCTAssertEqual(image.withTintColor(blue, renderingMode: other).renderingMode, other)
            }
        }
    }

    /// A bitmap shown by an image view is painted in the image's tint, in every rendering
    /// mode and whatever the view's own tint; the same image untinted keeps its colours, and
    /// a template without a tint of its own takes the view's.
    func testAnImageViewPaintsABitmapInTheImagesTint() throws {
        let path = NSTemporaryDirectory() + "tint-\(UInt32.random(in: 0...UInt32.max)).png"
        try PNGFile.write(Framebuffer(width: 4, height: 4), to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let image = try XCTUnwrap(Image(contentsOfFile: path))
        MainActor.assumeIsolated {
            let view = ImageView(image: image)
            view.tintColor = red
            XCTAssertNil(Self.imageTint(of: view), "its own colours")
            for mode in [Image.RenderingMode.automatic, .alwaysOriginal, .alwaysTemplate] {
                view.image = image.withRenderingMode(mode).withTintColor(blue)
                XCTAssertEqual(Self.imageTint(of: view), blue, "mode \(mode)")
            }
            view.image = image.withRenderingMode(.alwaysTemplate)
            XCTAssertEqual(Self.imageTint(of: view), red, "a plain template takes the view's tint")
        }
    }

    /// A drawn image (an image context's) tinted is its shape in the tint: every fill takes
    /// the tint's colour and keeps its own alpha, as `destinationIn` keeps the image's alpha.
    func testADrawnImageIsItsShapeInTheTint() {
        MainActor.assumeIsolated {
            let view = ImageView(
                image: Image(drawing: TestImages.squareDrawing(red.withAlpha(0.5)), scale: 1).withTintColor(blue))
            guard case .drawing(let drawing) = view.makeLayer().content else { return XCTFail("no drawing") }
            XCTAssertEqual(drawing.commands.map(\.paint), [.color(blue.withAlpha(0.5))])
            view.image = Image(drawing: TestImages.squareDrawing(red.withAlpha(0.5)), scale: 1)
            guard case .drawing(let plain) = view.makeLayer().content else { return XCTFail("no drawing") }
            XCTAssertEqual(plain.commands.map(\.paint), [.color(red.withAlpha(0.5))], "untinted keeps its colour")
        }
    }

    /// The tint the view's layer paints its bitmap in; fails the test when it shows no bitmap.
    @MainActor private static func imageTint(
        of view: ImageView, file: StaticString = #filePath, line: UInt = #line
    ) -> Color? {
        guard case .image(let content) = view.makeLayer().content else {
            XCTFail("no bitmap content", file: file, line: line)
            return nil
        }
        return content.tint
    }
}
