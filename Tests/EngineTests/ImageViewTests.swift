import Foundation
import Geometry
import LayerTree
import XCTest

@testable import Engine
@testable import Renderer

/// `UIImage` and `UIImageView` as UIKit defines them, with real PNG files.
final class ImageViewTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "image-view-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func png(_ name: String, width: Int, height: Int) throws -> String {
        let path = folder + "/" + name
        try PNGFile.write(Framebuffer(width: width, height: height), to: path)
        return path
    }

    /// Apple's `UIImage.scale`: "If you load an image from a file whose name includes the
    /// `@2x` modifier, the scale is set to `2.0`. ... All other images are assumed to have a
    /// scale factor of `1.0`." and `size`: "Multiply the size values by the value in the
    /// `scale` property to get the pixel dimensions of the image."
    func testSizeIsThePixelSizeDividedByTheScaleFromTheFileName() throws {
        for (suffix, scale) in [("", 1.0), ("@2x", 2.0), ("@3x", 3.0)] {
            let w = 6 * Int.random(in: 1...20)
            let h = 6 * Int.random(in: 1...20)
            let image = try XCTUnwrap(Image(contentsOfFile: try png("icon\(suffix).png", width: w, height: h)))
            XCTAssertEqual(image.scale, scale)
            XCTAssertEqual(image.size.width * image.scale, Double(w))
            XCTAssertEqual(image.size.height * image.scale, Double(h))
        }
    }

    /// `UIImage(contentsOfFile:)` returns nil for a file that is missing or not an image.
    func testMissingOrNonImageFilesGiveNil() throws {
        XCTAssertNil(Image(contentsOfFile: folder + "/missing.png"))
        let text = folder + "/text.png"
        try "not a picture, but long enough to have a header".write(toFile: text, atomically: true, encoding: .utf8)
        XCTAssertNil(Image(contentsOfFile: text))
        XCTAssertNil(Image(named: ""))
        XCTAssertNil(Image(named: "no-such-image-\(UInt32.random(in: 0...UInt32.max))"))
    }

    /// `UIImage(named:)` finds a resource by its name alone, with or without `@2x`; a name with
    /// a slash is a path.
    func testNamedFindsResourcesInTheCurrentDirectory() throws {
        try FileManager.default.createDirectory(atPath: folder + "/Resources", withIntermediateDirectories: true)
        _ = try png("Resources/logo@2x.png", width: 8, height: 4)
        let saved = FileManager.default.currentDirectoryPath
        defer { _ = FileManager.default.changeCurrentDirectoryPath(saved) }
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder))
        let image = try XCTUnwrap(Image(named: "logo"))
        XCTAssertEqual(image.size, Size(width: 4, height: 2))
        XCTAssertNotNil(Image(named: folder + "/Resources/logo@2x"))
    }

    /// `withRenderingMode(_:)` gives the same image drawn another way; the original keeps its mode.
    func testWithRenderingModeMakesAVariant() throws {
        let image = try XCTUnwrap(Image(contentsOfFile: try png("a.png", width: 3, height: 3)))
        let template = image.withRenderingMode(.alwaysTemplate)
        XCTAssertEqual(image.renderingMode, .automatic)
        XCTAssertEqual(template.renderingMode, .alwaysTemplate)
        XCTAssertEqual(template.size, image.size)
        XCTAssertEqual(template.path, image.path)
    }

    /// Apple's `UIView.ContentMode`: `scaleToFill` is "to scale the content to fit the size of
    /// itself by changing the aspect ratio of the content if necessary"; `scaleAspectFit` "to
    /// scale the content to fit the size of the view by maintaining the aspect ratio. Any
    /// remaining area of the view's bounds is transparent"; `scaleAspectFill` "to scale the
    /// content to fill the size of the view. Some portion of the content may be clipped to fill
    /// the view's bounds"; `center` "to center the content in the view's bounds, keeping the
    /// proportions the same". Checked on random image and view sizes.
    func testContentModesPlaceTheImageAsUIKitDefines() {
        MainActor.assumeIsolated {
            for _ in 0..<200 {
                let image = Size(width: .random(in: 1...400), height: .random(in: 1...400))
                let bounds = Rect(
                    x: .random(in: -50...50), y: .random(in: -50...50), width: .random(in: 1...400),
                    height: .random(in: 1...400))
                let aspect = image.width / image.height
                XCTAssertEqual(ImageView.imageRect(for: image, in: bounds, contentMode: .scaleToFill), bounds)
                let fit = ImageView.imageRect(for: image, in: bounds, contentMode: .scaleAspectFit)
                let fill = ImageView.imageRect(for: image, in: bounds, contentMode: .scaleAspectFill)
                for r in [fit, fill] {
                    XCTAssertEqual(r.width / r.height, aspect, accuracy: 1e-9 * max(aspect, 1))
                    XCTAssertEqual(r.midX, bounds.midX, accuracy: 1e-9)
                    XCTAssertEqual(r.midY, bounds.midY, accuracy: 1e-9)
                }
                // Fit: inside the bounds, touching two opposite sides. Fill: covers them, likewise.
                XCTAssert(fit.width <= bounds.width + 1e-9 && fit.height <= bounds.height + 1e-9)
                XCTAssert(abs(fit.width - bounds.width) < 1e-9 || abs(fit.height - bounds.height) < 1e-9)
                XCTAssert(fill.width >= bounds.width - 1e-9 && fill.height >= bounds.height - 1e-9)
                XCTAssert(abs(fill.width - bounds.width) < 1e-9 || abs(fill.height - bounds.height) < 1e-9)
                let center = ImageView.imageRect(for: image, in: bounds, contentMode: .center)
                XCTAssertEqual(center.size, image)
                XCTAssertEqual(center.midX, bounds.midX, accuracy: 1e-9)
                XCTAssertEqual(center.midY, bounds.midY, accuracy: 1e-9)
                let topRight = ImageView.imageRect(for: image, in: bounds, contentMode: .topRight)
                XCTAssertEqual(topRight.size, image)
                XCTAssertEqual(topRight.maxX, bounds.maxX, accuracy: 1e-9)
                XCTAssertEqual(topRight.minY, bounds.minY, accuracy: 1e-9)
                let bottom = ImageView.imageRect(for: image, in: bounds, contentMode: .bottom)
                XCTAssertEqual(bottom.midX, bounds.midX, accuracy: 1e-9)
                XCTAssertEqual(bottom.maxY, bounds.maxY, accuracy: 1e-9)
            }
        }
    }

    /// `UIImageView(image:)` sizes the view to the image, reports the image's size as its
    /// intrinsic content size (none without an image), ignores touches by default, and puts
    /// the image in its layer where the content mode says; a template image takes the tint.
    func testImageViewShowsItsImageInItsLayer() throws {
        let image = try XCTUnwrap(Image(contentsOfFile: try png("photo@2x.png", width: 200, height: 100)))
        MainActor.assumeIsolated {
            let view = ImageView(image: image)
            XCTAssertEqual(view.bounds.size, Size(width: 100, height: 50))
            XCTAssertEqual(view.intrinsicContentSize, Size(width: 100, height: 50))
            XCTAssertFalse(view.isUserInteractionEnabled)
            view.frame = Rect(x: 0, y: 0, width: 100, height: 100)
            view.contentMode = .scaleAspectFit
            guard case .image(let content) = view.makeLayer().content else { return XCTFail("no image content") }
            XCTAssertEqual(content.rect, Rect(x: 0, y: 25, width: 100, height: 50))
            XCTAssertEqual(content.pixelWidth, 200)
            XCTAssertNil(content.tint)
            view.image = image.withRenderingMode(.alwaysTemplate)
            view.tintColor = Color(red: 1, green: 0, blue: 0)
            guard case .image(let tinted) = view.makeLayer().content else { return XCTFail("no image content") }
            XCTAssertEqual(tinted.tint, Color(red: 1, green: 0, blue: 0))
            view.image = nil
            XCTAssertEqual(view.makeLayer().content, .none)
            XCTAssertEqual(view.intrinsicContentSize.width, View.noIntrinsicMetric)
        }
    }
}
