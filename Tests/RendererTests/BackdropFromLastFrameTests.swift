import Geometry
import LayerTree
import XCTest

@testable import Renderer

/// A material that appears over a still page reads its backdrop's rows from the last
/// frame's framebuffer where nothing painted above the material reached them, and the
/// frame it draws is byte for byte the frame drawn whole by a fresh renderer.
final class BackdropFromLastFrameTests: XCTestCase {
    private let size = (width: 240, height: 420)

    private func pixels(_ f: Framebuffer) -> [UInt32] {
        (0..<f.height).flatMap { y in (0..<f.width).map { f[$0, y] } }
    }

    private func full(_ tree: Layer, scale: Double, threads: Int) -> [UInt32] {
        let f = Framebuffer(width: size.width, height: size.height)
        Renderer(threads: threads).renderFull(tree, into: f, scale: scale, background: .white)
        return pixels(f)
    }

    /// A seeded page: rounded, rotated, translucent and shadowed layers filling the window
    /// (in points, at `scale`), then a full-window layer (the material when `material` is
    /// set), then a few layers above it.
    private func scene(seed: UInt64, scale: Double, material: Material?, aboveCount: Int = 2) -> Layer {
        var s = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        func unit() -> Double {
            s = s &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(s >> 11) / Double(1 << 53)
        }
        let w = Double(size.width) / scale
        let h = Double(size.height) / scale
        func randomLayer() -> Layer {
            var l = Layer(
                bounds: Rect(x: 0, y: 0, width: 10 + unit() * w / 2, height: 10 + unit() * h / 3),
                transform: AffineTransform(rotationAngle: unit() < 0.3 ? unit() * 3 : 0)
                    .concatenating(AffineTransform(translationX: unit() * w - 10, y: unit() * h - 10)),
                backgroundColor: Color(
                    red: unit(), green: unit(), blue: unit(), alpha: unit() < 0.5 ? 1 : 0.3 + unit() / 2),
                cornerRadius: unit() * 12)
            if unit() < 0.2 { l.shadow = Shadow(opacity: 0.5, radius: 6, offset: Size(width: 0, height: 3)) }
            if unit() < 0.2 { l.border = Border(width: 1.5, color: .black) }
            return l
        }
        let below = (0..<14).map { _ in randomLayer() }
        var sheet = Layer(frame: Rect(x: 0, y: 0, width: w, height: h))
        sheet.material = material
        let above = (0..<aboveCount).map { _ in randomLayer() }
        return Layer(bounds: Rect(x: 0, y: 0, width: w, height: h), sublayers: below + [sheet] + above)
    }

    private let blur = Material(blurRadius: 6, saturation: 1.4, tint: Color(white: 1, alpha: 0.3))

    /// Random pages, at scale 1 and 2, on one band thread and on two: the frame where the
    /// material appears reads some strips and still equals the whole frame byte for byte.
    func testABackdropReadFromTheLastFrameIsTheOneDrawn() {
        var read = 0
        for seed in UInt64(1)...12 {
            for scale in [1.0, 2.0] {
                for threads in [1, 2] {
                    let renderer = Renderer(threads: threads)
                    let f = Framebuffer(width: size.width, height: size.height)
                    renderer.render(
                        scene(seed: seed, scale: scale, material: nil), into: f, scale: scale, background: .white)
                    let before = renderer.backdropStripsRead
                    let tree = scene(seed: seed, scale: scale, material: blur)
                    renderer.render(tree, into: f, scale: scale, background: .white)
                    read += renderer.backdropStripsRead - before
                    XCTAssertEqual(
                        pixels(f), full(tree, scale: scale, threads: threads),
                        "seed \(seed), scale \(scale), \(threads) threads")
                }
            }
        }
        XCTAssertGreaterThan(read, 0, "no strip was read: the rule was never exercised")
    }

    /// With nothing above the material, every strip is read; a layer above it reaching a
    /// strip sends that strip to be drawn.
    func testOnlyStripsNothingAboveReachedAreRead() {
        let strips = (size.height + BackdropCache.stripRows - 1) / BackdropCache.stripRows
        let renderer = Renderer(threads: 1)
        let f = Framebuffer(width: size.width, height: size.height)
        renderer.render(scene(seed: 7, scale: 1, material: nil, aboveCount: 0), into: f, scale: 1, background: .white)
        renderer.render(scene(seed: 7, scale: 1, material: blur, aboveCount: 0), into: f, scale: 1, background: .white)
        XCTAssertEqual(renderer.backdropStripsRead, strips)

        let other = Renderer(threads: 1)
        var page = scene(seed: 7, scale: 1, material: nil, aboveCount: 0)
        // A badge above the sheet, in the first strip's rows only.
        page.sublayers.append(Layer(frame: Rect(x: 20, y: 10, width: 30, height: 20), backgroundColor: .black))
        other.render(page, into: f, scale: 1, background: .white)
        page.sublayers[14].material = blur
        other.render(page, into: f, scale: 1, background: .white)
        XCTAssertEqual(other.backdropStripsRead, strips - 1)
        XCTAssertEqual(pixels(f), full(page, scale: 1, threads: 1))
    }

    /// The last frame holds another page (the layers below moved as the material appeared):
    /// nothing is read, and the frame is still the whole one.
    func testAChangedPageIsDrawnNotRead() {
        let renderer = Renderer(threads: 1)
        let f = Framebuffer(width: size.width, height: size.height)
        var page = scene(seed: 3, scale: 1, material: nil)
        renderer.render(page, into: f, scale: 1, background: .white)
        for i in 0..<14 {
            page.sublayers[i].transform = page.sublayers[i].transform.concatenating(
                AffineTransform(translationX: 5, y: 0))
        }
        page.sublayers[14].material = blur
        renderer.render(page, into: f, scale: 1, background: .white)
        XCTAssertEqual(renderer.backdropStripsRead, 0)
        XCTAssertEqual(pixels(f), full(page, scale: 1, threads: 1))
    }
}
