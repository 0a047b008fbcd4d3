import Geometry
import LayerTree
import XCTest

@testable import Renderer

/// A navigation push: an opaque page slides in over one that drifts aside and fades, each at
/// fractions of a pixel. The rectangle of a frame that the incoming page covers in part is
/// drawn in pieces, the covered one with neither the clear nor what lies under that page
/// (`OpaqueCovers.pieces`); the fading page's group image is drawn with its edge pixels
/// apart, so the rest of each strip needs no clearing (`Compositor.coveredInterior`). Both
/// must give the bytes of every rectangle and strip drawn whole.
final class SlidingPageCoverTests: XCTestCase {
    private static let size = (width: 300, height: 200)

    /// Frame `frame` of a random push: a page below (opaque, with children, faded, moved left
    /// by a fraction), an incoming opaque page with a rounded child and a translucent shade,
    /// under a translucent bar.
    private func push(_ frame: Int, seed: UInt64) -> Layer {
        var random = FrameRandom(seed: seed, frame: frame)
        let w = Double(Self.size.width)
        let h = Double(Self.size.height)
        func children(_ n: Int) -> [Layer] {
            (0..<n).map { i in
                var l = Layer(
                    bounds: Rect(x: 0, y: 0, width: random.range(10, 160), height: random.range(10, 120)),
                    transform: AffineTransform(rotationAngle: i == 2 ? random.range(-0.5, 0.5) : 0)
                        .concatenating(
                            AffineTransform(translationX: random.range(-20, w - 20), y: random.range(-20, h - 20))),
                    backgroundColor: random.color(alpha: i % 2 == 0 ? 1 : random.range(0.2, 1)),
                    cornerRadius: random.range(0, 16))
                if i == 1 { l.shadow = Shadow(opacity: 0.5, radius: 8, offset: Size(width: 0, height: 4)) }
                return l
            }
        }
        let progress = random.unit()
        // The page below: its own background and a content view under the bar, both opaque.
        var content = Layer(
            bounds: Rect(x: 0, y: 0, width: w, height: h - 30), transform: AffineTransform(translationX: 0, y: 30),
            backgroundColor: random.color(alpha: 1), sublayers: children(3))
        content.masksToBounds = frame % 3 == 1
        var below = Layer(
            bounds: Rect(x: 0, y: 0, width: w, height: h),
            transform: AffineTransform(
                translationX: -w / 3 * progress + random.range(-0.5, 0.5),
                y: frame % 2 == 1 ? random.range(-0.5, 0.5) : 0),
            backgroundColor: random.color(alpha: 1), sublayers: [content])
        below.opacity = frame % 4 == 3 ? 1 : 1 - 0.4 * progress
        var shade = Layer(bounds: below.bounds, transform: below.transform, backgroundColor: .black)
        shade.opacity = 0.1 * progress
        var incoming = Layer(
            bounds: Rect(x: 0, y: 0, width: w, height: h - random.range(0, 2) * Double(frame % 2)),
            transform: AffineTransform(translationX: w * (1 - progress) + random.range(-0.5, 0.5), y: 0),
            backgroundColor: random.color(alpha: 1), sublayers: children(2))
        incoming.cornerRadius = frame % 5 == 4 ? 12 : 0
        // Every third frame the page below shows whole, its group image's edge pixels too.
        incoming.isHidden = frame % 3 == 2
        incoming.shadow = Shadow(opacity: 0.3, radius: 6, offset: Size(width: -3, height: 0))
        let bar = Layer(
            bounds: Rect(x: 0, y: 0, width: w, height: 30), backgroundColor: Color(white: 0.97, alpha: 0.94))
        return Layer(
            bounds: Rect(x: 0, y: 0, width: w, height: h), backgroundColor: frame % 2 == 0 ? .white : nil,
            sublayers: [below, shade, incoming, bar])
    }

    func testPiecesAndGroupEdgesGiveTheBytesOfEveryRectangleDrawnWhole() {
        for seed: UInt64 in [3, 11, 2024] {
            // Damaged frames (the rectangles of each frame's changes) and whole ones, both ways.
            let fast = Renderer(threads: 1)
            let plain = Renderer(threads: 1)
            plain.compositor.splitsClipsByCover = false
            plain.compositor.skipsCoveredGroupClear = false
            let a = Framebuffer(width: Self.size.width, height: Self.size.height)
            let b = Framebuffer(width: Self.size.width, height: Self.size.height)
            for frame in 0..<16 {
                let tree = push(frame, seed: seed)
                let scale = frame % 2 == 0 ? 1 : 1.5
                if frame % 4 == 0 {
                    fast.renderFull(tree, into: a, scale: scale, background: .clear)
                    plain.renderFull(tree, into: b, scale: scale, background: .clear)
                } else {
                    fast.render(tree, into: a, scale: scale, background: .clear)
                    plain.render(tree, into: b, scale: scale, background: .clear)
                }
                for y in 0..<Self.size.height {
                    for x in 0..<Self.size.width where a[x, y] != b[x, y] {
                        XCTFail("seed \(seed), frame \(frame): pixel (\(x), \(y)) is \(a[x, y]), not \(b[x, y])")
                        return
                    }
                }
            }
        }
    }

    /// The piece an incoming page covers is not cleared: the pixels cleared are those of the
    /// rest of the window alone.
    func testThePartAnIncomingPageCoversIsNeitherClearedNorDrawnBelow() {
        let page = Layer(
            bounds: Rect(x: 0, y: 0, width: 300, height: 200), transform: AffineTransform(translationX: 120.5, y: 0),
            backgroundColor: .black)
        var faded = Layer(bounds: Rect(x: 0, y: 0, width: 300, height: 200), backgroundColor: .white)
        faded.opacity = 0.6
        let root = Layer(bounds: Rect(x: 0, y: 0, width: 300, height: 200), sublayers: [faded, page])
        let renderer = Renderer(threads: 1)
        let fb = Framebuffer(width: 300, height: 200)
        renderer.renderFull(root, into: fb, scale: 1, background: .clear)
        // Column 120 is half covered by the page: cleared with the 120 to its left.
        XCTAssertEqual(renderer.clearedPixels, 121 * 200)
        XCTAssertEqual(fb[200, 100], 0xFF00_0000, "the page's black, not the faded white below")
        XCTAssertEqual(fb[10, 100], 0x9999_9999, "white at 0.6 over the clear")
    }

    func testASmallCoverOrOneHiddenByAWholeCoverLeavesTheRectangleWhole() {
        let band = PixelRect(x: 0, y: 0, width: 400, height: 50)
        let small = Layer(
            bounds: Rect(x: 0, y: 0, width: 90, height: 50), transform: AffineTransform(translationX: 300, y: 0),
            backgroundColor: .black)
        let compositor = Compositor()
        let smallOnly = compositor.opaqueCovers(
            Layer(bounds: Rect(x: 0, y: 0, width: 400, height: 50), sublayers: [small]), scale: 1)
        XCTAssertEqual(smallOnly.pieces(of: band).map(\.rect), [band], "90 of 400 columns is under a quarter")
        XCTAssertNil(smallOnly.pieces(of: band)[0].cover)
        // A whole-window cover painted after a large page: the page hides nothing more.
        let large = Layer(bounds: Rect(x: 0, y: 0, width: 200, height: 50), backgroundColor: .black)
        let whole = Layer(bounds: Rect(x: 0, y: 0, width: 400, height: 50), backgroundColor: .white)
        let covered = compositor.opaqueCovers(
            Layer(bounds: Rect(x: 0, y: 0, width: 400, height: 50), sublayers: [large, whole]), scale: 1)
        XCTAssertEqual(covered.pieces(of: band).map(\.rect), [band])
        XCTAssertEqual(covered.pieces(of: band)[0].cover, [1])
        // Painted before the large page, the whole cover stays under the rest.
        let split = compositor.opaqueCovers(
            Layer(bounds: Rect(x: 0, y: 0, width: 400, height: 50), sublayers: [whole, large]), scale: 1)
        XCTAssertEqual(
            split.pieces(of: band).map(\.rect),
            [PixelRect(x: 0, y: 0, width: 200, height: 50), PixelRect(x: 200, y: 0, width: 200, height: 50)])
        XCTAssertEqual(split.pieces(of: band).map(\.cover), [[1], [0]])
    }

    /// A full-window screen moved by half a pixel covers all of its group image but one
    /// column: that column is drawn apart (cleared), the rest needs no clearing.
    func testAScreenMovedByAFractionCoversAllButItsEdgeColumn() {
        let screen = Layer(
            bounds: Rect(x: 0, y: 0, width: 200, height: 100), transform: AffineTransform(translationX: 10.5, y: 0),
            backgroundColor: .white)
        // The image covers the pixels the screen touches: columns 10 to 210.
        let image = PixelRect(x: 10, y: 0, width: 201, height: 100)
        let covers = Compositor().opaqueCovers(screen, scale: 1)
        XCTAssertNil(covers.cover(for: image), "no layer covers the whole image")
        XCTAssertEqual(
            Compositor.coveredInterior(covers, of: image), PixelRect(x: 11, y: 0, width: 199, height: 100))
    }
}
