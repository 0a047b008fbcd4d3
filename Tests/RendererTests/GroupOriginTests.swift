import Geometry
import LayerTree
import XCTest

@testable import Renderer

/// A faded group's image has the whole group's top left as its pixel (0, 0), wherever the
/// clip (a band, a damaged rectangle) cuts the group: a label inside it must reach the text
/// provider with the same transform from every band, so the shared provider's kept masks
/// serve the next frame even when the band borders move.
final class GroupOriginTests: XCTestCase {
    /// Records the transforms the labels are asked for in, drawing nothing.
    final class RecordingMasks: TextMaskProviding {
        var transforms: [Geometry.AffineTransform] = []
        func mask(for text: TextContent, box: Size, transform: Geometry.AffineTransform) -> CoverageMask? {
            transforms.append(transform)
            return nil
        }
        func prepare(_ text: TextContent) {}
    }

    /// An alert-like card at half opacity (a background and a label: a group), its label
    /// in its lower half.
    private func scene() -> Layer {
        var label = Layer(
            bounds: Rect(x: 0, y: 0, width: 120, height: 30),
            transform: AffineTransform(translationX: 20, y: 90))
        label.content = .text(TextContent(string: "Delete", fontSize: 17, color: .black))
        var card = Layer(
            bounds: Rect(x: 0, y: 0, width: 160, height: 140),
            transform: AffineTransform(translationX: 40.25, y: 30.5),
            backgroundColor: .white, cornerRadius: 12, sublayers: [label])
        card.opacity = 0.5
        return Layer(bounds: Rect(x: 0, y: 0, width: 240, height: 200), sublayers: [card])
    }

    func testALabelInAFadedGroupMeetsOneTransformWhereverTheClipCuts() {
        let masks = RecordingMasks()
        let compositor = Compositor(textMasks: masks)
        let framebuffer = Framebuffer(width: 480, height: 400)
        // The whole frame, then bands whose border lies above the label at several rows (the
        // band balance moves it from frame to frame), and a damaged rectangle beside it.
        let clips: [PixelRect?] = [
            nil,
            PixelRect(x: 0, y: 120, width: 480, height: 280),
            PixelRect(x: 0, y: 195, width: 480, height: 205),
            PixelRect(x: 0, y: 227, width: 480, height: 173),
            PixelRect(x: 140, y: 200, width: 340, height: 200),
        ]
        var seen: [Geometry.AffineTransform] = []
        for clip in clips {
            masks.transforms = []
            compositor.draw(scene(), into: framebuffer, scale: 2, clip: clip)
            XCTAssertFalse(masks.transforms.isEmpty, "clip \(String(describing: clip)): the label was not drawn")
            seen += masks.transforms
        }
        XCTAssertEqual(Set(seen.map { [$0.a, $0.b, $0.c, $0.d, $0.tx, $0.ty] }).count, 1, "\(seen)")
    }
}
