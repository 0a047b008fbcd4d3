import Geometry
import LayerTree
import XCTest

@testable import Renderer

/// The window's background is not filled where an opaque page turned in depth, drawn later,
/// stores its own pixels whatever lies beneath (`OpaqueCovers.hiddenSpans`): the frames must
/// be the bytes of the background filled everywhere.
final class ProjectedCoverTests: XCTestCase {
    private static let size = (width: 240, height: 160)

    /// A flip demo's frame: the window (an opaque dark body, the frame's cover), a screen
    /// layer under it, and a page with an opaque body of whole points and cards on it (some translucent, some
    /// reaching past the page), turned about y (sometimes x too) in perspective about the
    /// window's centre. Variants that must not hide anything, or must hide less: the page at
    /// partial opacity, single-sided showing its back, inside a clipping layer, with a
    /// translucent or rounded body, under an opaque card painted after it, or painted before
    /// an opaque full-window layer that covers it.
    private func frame(_ frame: Int, seed: UInt64) -> Layer {
        var random = FrameRandom(seed: seed, frame: frame)
        let (w, h) = (Double(Self.size.width), Double(Self.size.height))
        let variant = frame % 8
        var page = Layer(
            bounds: Rect(
                x: 0, y: 0, width: w - random.range(0, 40).rounded(), height: h - random.range(0, 30).rounded()),
            backgroundColor: variant == 4 ? Color(red: 1, green: 1, blue: 1, alpha: 0.8) : .white,
            cornerRadius: variant == 5 ? 10 : 0)
        for i in 0..<3 {
            page.sublayers.append(
                Layer(
                    frame: Rect(
                        x: random.range(-10, page.bounds.width - 20), y: random.range(0, page.bounds.height - 20),
                        width: random.range(4, 60), height: random.range(4, 40)),
                    backgroundColor: random.color(alpha: i == 1 ? 0.5 : 1)))
        }
        let turn = Transform3D(rotationAngle: random.range(-1.5, 1.5), x: 0, y: 1, z: 0)
            .concatenating(
                Transform3D(rotationAngle: frame % 3 == 0 ? random.range(-0.6, 0.6) : 0, x: 1, y: 0, z: 0)
            )
            .concatenating(Transform3D(perspectiveDistance: random.range(200, 900)))
        let m = Transform3D(translationX: -page.bounds.width / 2, y: -page.bounds.height / 2, z: 0)
            .concatenating(turn)
            .concatenating(Transform3D(translationX: w / 2, y: h / 2, z: 0))
        page.transform = m.affineTransform
        page.projection = m
        page.opacity = variant == 1 ? 0.7 : 1
        page.isDoubleSided = variant != 2
        var screen = Layer(bounds: Rect(x: 0, y: 0, width: w, height: h), sublayers: [page])
        screen.masksToBounds = variant == 3
        var window = Layer(
            bounds: Rect(x: 0, y: 0, width: w, height: h), backgroundColor: Color(r8: 28, g8: 28, b8: 30),
            sublayers: [screen])
        if variant == 6 {
            window.sublayers.append(
                Layer(frame: Rect(x: 20, y: 30, width: 90, height: 70), backgroundColor: random.color(alpha: 1)))
        }
        if variant == 7 {
            window.sublayers.insert(Layer(bounds: window.bounds, backgroundColor: random.color(alpha: 1)), at: 0)
            window.sublayers.append(Layer(bounds: window.bounds, backgroundColor: random.color(alpha: 1)))
        }
        return Layer(bounds: window.bounds, sublayers: [window])
    }

    private func pixels(_ fb: Framebuffer) -> [UInt32] {
        (0..<fb.height).flatMap { y in (0..<fb.width).map { fb[$0, y] } }
    }

    /// Frames of random turns, whole and damaged, on one thread and in bands on two, at scale
    /// 1 and 1.5: the bytes of a renderer that fills the background everywhere. Most of the
    /// plain variants offer hidden pixels, so the test exercises the holes.
    func testLeavingTheBackgroundOutUnderAnOpaqueTurnedPageChangesNoPixel() {
        var hid = 0
        for seed: UInt64 in [5, 21, 2026] {
            for threads in [1, 2] {
                let fast = Renderer(threads: threads)
                let full = Renderer(threads: threads)
                full.compositor.skipsBackgroundUnderProjectedPages = false
                let a = Framebuffer(width: Self.size.width, height: Self.size.height)
                let b = Framebuffer(width: Self.size.width, height: Self.size.height)
                for n in 0..<24 {
                    let tree = frame(n, seed: seed)
                    let scale = n % 4 < 2 ? 1 : 1.5
                    if n % 6 == 0 {
                        fast.renderFull(tree, into: a, scale: scale, background: .clear)
                        full.renderFull(tree, into: b, scale: scale, background: .clear)
                    } else {
                        fast.render(tree, into: a, scale: scale, background: .clear)
                        full.render(tree, into: b, scale: scale, background: .clear)
                    }
                    let (x, y) = (pixels(a), pixels(b))
                    if let i = x.indices.first(where: { x[$0] != y[$0] }) {
                        XCTFail(
                            "seed \(seed), \(threads) thread(s), frame \(n): pixel \(i % Self.size.width),"
                                + "\(i / Self.size.width) is \(x[i]), not \(y[i])")
                    }
                    let covers = fast.compositor.opaqueCovers(tree, scale: scale)
                    if covers.hiddenSpans(in: a.bounds, after: [0]) != nil { hid += 1 }
                }
            }
        }
        XCTAssertGreaterThan(
            hid, 24, "the plain pages must hide pixels (at scale 1.5 an odd size is no whole-pixel body)")
    }

    /// Which pages hide the background: an opaque, whole-pixel page at full opacity drawn
    /// straight onto the frame does, for the window's own background (the frame's cover at
    /// path [0]); not a faded, clipped, translucent or rounded one, and none hides anything
    /// for a layer painted after it (path [0, 2], after the screen at [0, 0] or [0, 1]).
    func testOnlyAnOpaquePageDrawnStraightOntoTheFrameHides() {
        let bounds = PixelRect(x: 0, y: 0, width: Self.size.width, height: Self.size.height)
        var plain = 0
        for n in 0..<64 {
            let tree = frame(n, seed: 9)
            let covers = Compositor().opaqueCovers(tree, scale: 1)
            let hides = covers.hiddenSpans(in: bounds, after: [0])
            XCTAssertNil(covers.hiddenSpans(in: bounds, after: [0, 2]), "frame \(n): painted after it")
            switch n % 8 {
            case 0, 6, 7: plain += hides == nil ? 0 : 1
            case 1, 3, 4, 5: XCTAssertNil(hides, "frame \(n)")
            default: break
            }
        }
        XCTAssertGreaterThan(plain, 18, "of 24 plain pages")
    }
}
