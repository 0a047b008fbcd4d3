import Geometry
import LayerTree
import XCTest

@testable import Renderer

/// The band threads' shared text provider keeps the masks it made for the frame after: a
/// kept mask must be byte for byte what the provider makes for the same request, a label
/// drawn by two bands or redrawn unmoved must be rasterized once, and a label no frame asks
/// for any more must be let go.
final class SerializedTextMasksTests: XCTestCase {
    /// The real rasterizer, counting the masks it is asked to make.
    final class CountingRasterizer: TextMaskProviding, @unchecked Sendable {
        let base: TextRasterizer
        var made = 0
        init() throws { base = try TextRasterizer.makeDefault() }
        func mask(for text: TextContent, box: Size, transform: Geometry.AffineTransform) -> CoverageMask? {
            made += 1
            return base.mask(for: text, box: box, transform: transform)
        }
    }

    private func assertSame(_ a: CoverageMask?, _ b: CoverageMask?, _ message: String) {
        XCTAssertEqual(a == nil, b == nil, message)
        guard let a, let b else { return }
        XCTAssertEqual([a.originX, a.originY, a.width, a.height], [b.originX, b.originY, b.width, b.height], message)
        XCTAssertTrue(a.coverage == b.coverage, message)
    }

    /// Random labels (words, sizes, weights, scales, rotations, sub-pixel offsets), asked for
    /// through the shared provider in one frame, again in it, and in the next frame: every
    /// answer equals a separate rasterizer's own mask for the same request.
    func testKeptMasksAreThoseTheProviderMakes() throws {
        let shared = SerializedTextMasks(try CountingRasterizer())
        let reference = try TextRasterizer.makeDefault()
        var state: UInt64 = 7
        func unit() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(UInt32(truncatingIfNeeded: state >> 32)) / 4294967296.0
        }
        let words = ["Delete", "Cancel", "Rename item", "OK", "Photo", "Ann", "Nothing picked yet", " "]
        var requests: [(TextContent, Size, Geometry.AffineTransform)] = []
        for _ in 0..<40 {
            let text = TextContent(
                string: words[Int(unit() * Double(words.count))], fontSize: 10 + unit() * 30,
                weight: unit() < 0.5 ? .regular : .bold, color: .black)
            let box = Size(width: 60 + unit() * 300, height: 20 + unit() * 40)
            let transform = Geometry.AffineTransform(scaleX: 1 + unit() * 2, y: 1 + unit() * 2)
                .concatenating(Geometry.AffineTransform(rotationAngle: unit() < 0.3 ? unit() : 0))
                .concatenating(Geometry.AffineTransform(translationX: unit() * 900, y: unit() * 700))
            requests.append((text, box, transform))
        }
        for round in 0..<3 {
            for (i, (text, box, transform)) in requests.enumerated() {
                assertSame(
                    shared.mask(for: text, box: box, transform: transform),
                    reference.mask(for: text, box: box, transform: transform), "request \(i), round \(round)")
            }
            if round > 0 { shared.endFrame() }
        }
    }

    /// Two bands asking for one label in a frame, and the frames after asking for it unmoved,
    /// make it once; a frame that does not ask lets it go, and a moved label is made anew.
    func testAMaskIsMadeOnceWhileFramesKeepAskingForIt() throws {
        let counting = try CountingRasterizer()
        let shared = SerializedTextMasks(counting)
        let text = TextContent(string: "Delete draft?", fontSize: 17, weight: .bold, color: .black)
        let box = Size(width: 238, height: 22)
        let still = Geometry.AffineTransform(scaleX: 2, y: 2).concatenating(
            Geometry.AffineTransform(translationX: 800, y: 600))
        for frame in 0..<5 {
            _ = shared.mask(for: text, box: box, transform: still)  // the band above the border
            _ = shared.mask(for: text, box: box, transform: still)  // the band below it
            shared.endFrame()
            XCTAssertEqual(counting.made, 1, "frame \(frame)")
        }
        shared.endFrame()  // a frame that drew no text
        _ = shared.mask(for: text, box: box, transform: still)
        XCTAssertEqual(counting.made, 2, "a label unasked for a frame is made again")
        _ = shared.mask(
            for: text, box: box, transform: still.concatenating(Geometry.AffineTransform(translationX: 0.5, y: 0)))
        XCTAssertEqual(counting.made, 3, "a moved label is a new mask")
    }
}
