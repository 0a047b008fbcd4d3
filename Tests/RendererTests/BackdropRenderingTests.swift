import Geometry
import LayerTree
import XCTest

@testable import Renderer

/// A material layer draws what lies below it blurred, within its rounded bounds; damage
/// below it spreads through the blur; its backdrop is kept while what is below is still.
final class BackdropRenderingTests: XCTestCase {
    /// Coloured stripes under a rounded material card, and a small badge above the card.
    private func scene(
        stripeShift: Double = 0, radius: Double = 8, badgeX: Double = 20, tint: Color = .clear,
        saturation: Double = 1, corner: Double = 16
    ) -> Layer {
        let colors: [UInt32] = [0xFF3B30, 0x34C759, 0x007AFF, 0xFFCC00, 0xAF52DE, 0x5AC8FA]
        let stripes = (0..<12).map { i in
            Layer(
                frame: Rect(x: Double(i) * 20 + stripeShift, y: 0, width: 10, height: 160),
                backgroundColor: Color(hex: colors[i % colors.count]))
        }
        var card = Layer(frame: Rect(x: 40, y: 30, width: 140, height: 90), cornerRadius: corner)
        card.material = Material(blurRadius: radius, saturation: saturation, tint: tint)
        let badge = Layer(frame: Rect(x: badgeX, y: 130, width: 12, height: 12), backgroundColor: .black)
        return Layer(bounds: Rect(x: 0, y: 0, width: 220, height: 160), sublayers: stripes + [card, badge])
    }

    private func pixels(_ f: Framebuffer) -> [UInt32] {
        (0..<f.height).flatMap { y in (0..<f.width).map { f[$0, y] } }
    }

    private func full(_ tree: Layer, threads: Int = 1) -> [UInt32] {
        let f = Framebuffer(width: 220, height: 160)
        Renderer(threads: threads).renderFull(tree, into: f, scale: 1, background: .white)
        return pixels(f)
    }

    /// Inside the card the stripes are blurred into their mean; outside, and in the card's
    /// rounded corner, they stay sharp.
    func testTheMaterialBlursOnlyWithinItsRoundedBounds() {
        let plain = full(scene(radius: 0.001))
        let blurred = full(scene(radius: 8))
        let w = 220
        // Outside the card, nothing changed.
        XCTAssertEqual(blurred[10 * w + 5], plain[10 * w + 5])
        XCTAssertEqual(blurred[125 * w + 100], plain[125 * w + 100])
        // The card's corner pixel (40,30) is outside the 16-point rounding: unchanged.
        XCTAssertEqual(blurred[31 * w + 41], plain[31 * w + 41])
        // In the middle, a stripe's edge is smoothed: neighbours across a stripe edge
        // (x = 100 is a stripe's left edge) differ far less than the sharp ones do.
        func jump(_ p: [UInt32]) -> Int {
            let a = p[75 * w + 99]
            let b = p[75 * w + 100]
            return abs(a.red8 - b.red8) + abs(a.green8 - b.green8) + abs(a.blue8 - b.blue8)
        }
        XCTAssertGreaterThan(jump(plain), 200)
        XCTAssertLessThan(jump(blurred), 30)
    }

    /// Frames drawn one after another through the damage equal each frame drawn whole,
    /// byte for byte: a stripe moving under the card (damage grown through the blur), the
    /// radius animating, a layer above moving, a square card, on one band thread and on two.
    func testDamagedFramesEqualFullFrames() {
        let frames = [
            scene(), scene(badgeX: 60), scene(stripeShift: 3), scene(stripeShift: 3, radius: 12),
            scene(stripeShift: 3, radius: 12, tint: Color(white: 1, alpha: 0.4), saturation: 1.8),
            scene(stripeShift: -4, radius: 2), scene(stripeShift: -4, radius: 0),
            // A square card covers whole pixels: drawn row by row without the scan converter.
            scene(stripeShift: -4, radius: 6, corner: 0), scene(stripeShift: 2, radius: 6, corner: 0),
        ]
        for threads in [1, 2] {
            let renderer = Renderer(threads: threads)
            let f = Framebuffer(width: 220, height: 160)
            for (i, tree) in frames.enumerated() {
                renderer.render(tree, into: f, scale: 1, background: .white)
                XCTAssertEqual(pixels(f), full(tree, threads: threads), "frame \(i), \(threads) threads")
            }
        }
    }

    /// A backdrop tall enough for many strips is drawn in runs of strips on the band
    /// threads: its blur must be the same bytes on one, two and three threads, with rounded,
    /// rotated, translucent and shadowed layers below crossing the strips' edges.
    func testABackdropDrawnOnSeveralThreadsIsTheOneDrawnOnOne() {
        let size = (width: 300, height: 700)
        var below: [Layer] = (0..<24).map { i in
            var l = Layer(
                bounds: Rect(x: 0, y: 0, width: 60 + Double(i % 5) * 17.3, height: 40 + Double(i % 7) * 23.7),
                transform: AffineTransform(rotationAngle: i % 3 == 0 ? 0.2 * Double(i) : 0)
                    .concatenating(AffineTransform(translationX: Double(i * 37 % 240) + 0.4, y: Double(i) * 28.6)),
                backgroundColor: Color(
                    red: Double(i % 4) / 3, green: Double(i % 3) / 2, blue: Double(i % 5) / 4,
                    alpha: i % 2 == 0 ? 1 : 0.6),
                cornerRadius: Double(i % 4) * 6)
            if i % 6 == 1 { l.shadow = Shadow(opacity: 0.5, radius: 8, offset: Size(width: 0, height: 4)) }
            return l
        }
        var sheet = Layer(frame: Rect(x: 10, y: 20, width: 280, height: 660), cornerRadius: 24)
        sheet.material = Material(blurRadius: 14, saturation: 1.6, tint: Color(white: 1, alpha: 0.3))
        below.append(sheet)
        let tree = Layer(
            bounds: Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)), sublayers: below)
        func drawn(threads: Int) -> [UInt32] {
            let f = Framebuffer(width: size.width, height: size.height)
            Renderer(threads: threads).renderFull(tree, into: f, scale: 1, background: .white)
            return pixels(f)
        }
        let one = drawn(threads: 1)
        XCTAssertEqual(drawn(threads: 2), one)
        XCTAssertEqual(drawn(threads: 3), one)
    }

    /// A change below the card but outside it, within the blur's reach, damages the card;
    /// one above it damages only itself.
    func testDamageBelowGrowsByTheBlurReach() {
        var moved = scene()
        // The stripe at x = 20...30 ends 10 pixels left of the card.
        moved.sublayers[1].transform = AffineTransform(translationX: 22, y: 0)
        let damage = DamageTracker.damage(
            from: scene(), to: moved, scale: 1, bounds: PixelRect(x: 0, y: 0, width: 220, height: 160))
        XCTAssertTrue(
            damage.contains {
                $0.intersection(PixelRect(x: 41, y: 60, width: 4, height: 4))
                    == PixelRect(x: 41, y: 60, width: 4, height: 4)
            })
        let above = DamageTracker.damage(
            from: scene(), to: scene(badgeX: 60), scale: 1, bounds: PixelRect(x: 0, y: 0, width: 220, height: 160))
        XCTAssertFalse(above.contains { !$0.intersection(PixelRect(x: 100, y: 60, width: 4, height: 4)).isEmpty })
    }

    /// The backdrop is drawn again only when what is below the card changes, and blurred
    /// again only when that or the material changes.
    func testTheBackdropCacheIsHitWhileBelowIsStillAndInvalidatedWhenNot() {
        let renderer = Renderer(threads: 1)
        let f = Framebuffer(width: 220, height: 160)
        renderer.render(scene(), into: f, scale: 1, background: .white)
        XCTAssertEqual(renderer.backdropRenders, 1)
        XCTAssertEqual(renderer.backdropBlurs, 1)
        // Above the card: the badge moves, the card's backdrop stays.
        renderer.render(scene(badgeX: 60), into: f, scale: 1, background: .white)
        renderer.render(scene(badgeX: 90), into: f, scale: 1, background: .white)
        XCTAssertEqual(renderer.backdropRenders, 1)
        XCTAssertEqual(renderer.backdropBlurs, 1)
        // The radius animates: the kept backdrop is blurred again, not drawn again.
        renderer.render(scene(radius: 9, badgeX: 90), into: f, scale: 1, background: .white)
        XCTAssertEqual(renderer.backdropRenders, 1)
        XCTAssertEqual(renderer.backdropBlurs, 2)
        // Below the card: drawn again.
        renderer.render(scene(stripeShift: 1, radius: 9, badgeX: 90), into: f, scale: 1, background: .white)
        XCTAssertEqual(renderer.backdropRenders, 2)
        XCTAssertEqual(renderer.backdropBlurs, 3)
        // The material stops showing: its backdrop is kept a while, its finest level only.
        let held = renderer.backdropBytes
        func without(badgeX: Double) -> Layer {
            var none = scene(stripeShift: 1, badgeX: badgeX)
            none.sublayers[12].material = nil
            return none
        }
        renderer.render(without(badgeX: 90), into: f, scale: 1, background: .white)
        XCTAssertGreaterThan(renderer.backdropBytes, 0)
        XCTAssertLessThanOrEqual(renderer.backdropBytes, held)
        // ... and it comes back over the same tree: no backdrop drawn, one blur.
        renderer.render(scene(stripeShift: 1, radius: 9, badgeX: 60), into: f, scale: 1, background: .white)
        XCTAssertEqual(renderer.backdropRenders, 2)
        XCTAssertEqual(renderer.backdropBlurs, 4)
        // Gone for good: after `retiredFrames` frames drawn without it, the memory goes.
        for i in 0...BackdropCache.retiredFrames {
            renderer.render(without(badgeX: i % 2 == 0 ? 60 : 90), into: f, scale: 1, background: .white)
        }
        XCTAssertEqual(renderer.backdropBytes, 0)
    }

    /// A backdrop drawn over a tree that changes every frame (an alert's card over a dimming
    /// view fading in) keeps its strip memory over the frames between two presentations, so
    /// the next one's first frames draw into memory already faulted in; the memory goes with
    /// the last kept backdrop.
    func testBackdropStripsOutliveFramesWithoutAMaterialUntilTheBackdropRetires() {
        let renderer = Renderer(threads: 1)
        let f = Framebuffer(width: 220, height: 160)
        renderer.render(scene(), into: f, scale: 1, background: .white)
        renderer.render(scene(stripeShift: 1), into: f, scale: 1, background: .white)
        let strips = renderer.backdropCache.stripBytes
        XCTAssertGreaterThan(strips, 0, "drawn below a changing tree: strips kept")
        func without(badgeX: Double) -> Layer {
            var none = scene(stripeShift: 1, badgeX: badgeX)
            none.sublayers[12].material = nil
            return none
        }
        renderer.render(without(badgeX: 60), into: f, scale: 1, background: .white)
        renderer.render(without(badgeX: 90), into: f, scale: 1, background: .white)
        XCTAssertEqual(renderer.backdropCache.stripBytes, strips, "kept while the backdrop is")
        renderer.render(scene(stripeShift: 2), into: f, scale: 1, background: .white)
        XCTAssertEqual(renderer.backdropCache.stripBytes, strips, "the same memory, not more")
        for i in 0...BackdropCache.retiredFrames + 1 {
            renderer.render(without(badgeX: i % 2 == 0 ? 60 : 90), into: f, scale: 1, background: .white)
        }
        XCTAssertEqual(renderer.backdropCache.stripBytes, 0, "freed with the last backdrop")
    }

    /// Blurring a sharp black-to-white edge gives the Gaussian's profile, 255 * Phi(x / sigma),
    /// within 8 levels at every pixel (the boxes' and the pyramid's approximation; the
    /// stated tolerance of the materials' pixel tests).
    func testAnEdgeBlursToTheGaussianProfile() {
        for sigma in [6.0, 20.0, 60.0] {
            let w = 640
            let black = Layer(frame: Rect(x: 0, y: 0, width: 320, height: 64), backgroundColor: .black)
            var glass = Layer(frame: Rect(x: 0, y: 0, width: 640, height: 64))
            glass.material = Material(blurRadius: sigma)
            let f = Framebuffer(width: w, height: 64)
            Renderer(threads: 1).renderFull(
                Layer(bounds: Rect(x: 0, y: 0, width: 640, height: 64), sublayers: [black, glass]), into: f,
                scale: 1, background: .white)
            var worst = 0.0
            for x in 0..<w {
                let expected = 255 * 0.5 * (1 + erf((Double(x) + 0.5 - 320) / (sigma * 2.0.squareRoot())))
                worst = max(worst, abs(Double(f[x, 32].green8) - expected))
            }
            XCTAssertLessThanOrEqual(worst, 8, "sigma \(sigma)")
        }
    }

    /// A radius animating frame after frame blurs into images it reuses: the blur's memory
    /// stays the same from frame to frame (a fresh quarter megabyte each frame was faulted in
    /// page by page), and the frames still equal whole ones byte for byte.
    func testAnAnimatedBlurReusesItsImages() {
        let renderer = Renderer(threads: 1)
        let f = Framebuffer(width: 220, height: 160)
        var held: [Int] = []
        for i in 0..<8 {
            let tree = scene(radius: 6 + Double(i))
            renderer.render(tree, into: f, scale: 1, background: .white)
            XCTAssertEqual(pixels(f), full(tree), "frame \(i)")
            held.append(renderer.backdropBytes)
        }
        XCTAssertEqual(renderer.backdropBlurs, 8)
        // The first blur makes its image and scratch, the second one more (the first is
        // still shown while it blurs); after that, none.
        XCTAssertEqual(renderer.backdropCache.blurImagesMade, 3)
        XCTAssertEqual(Set(held.dropFirst(2)).count, 1, "the blur's memory grew or shrank: \(held)")
    }

    /// A tree below that changes every frame (a dimming view fading in under a card that
    /// scales, as an alert presents) has its backdrop drawn every frame: only what the blur
    /// reads, at the blur's own level, into strips each thread keeps. The frames equal whole
    /// ones byte for byte on one and two threads, and on one the memory held never grows
    /// after the first frame (kept strips, a level the size of what the blur reads).
    func testABackdropDrawnEveryFrameKeepsItsMemoryAndItsBytes() {
        // The stripes and card in the middle of a larger window, so a margin drawn around
        // what the blur reads would show in the memory held.
        func tree(_ i: Int) -> Layer {
            var inner = scene()
            let dimming = Layer(
                frame: Rect(x: 0, y: 0, width: 220, height: 160),
                backgroundColor: Color(white: 0, alpha: 0.04 * Double(i)))
            inner.sublayers.insert(dimming, at: 12)
            let s = 1.2 - 0.02 * Double(i)
            inner.sublayers[13].transform = AffineTransform(translationX: -110, y: -75)
                .concatenating(AffineTransform(scaleX: s, y: s))
                .concatenating(AffineTransform(translationX: 110, y: 75))
            inner.transform = AffineTransform(translationX: 210, y: 120)
            return Layer(bounds: Rect(x: 0, y: 0, width: 640, height: 400), sublayers: [inner])
        }
        func whole(_ tree: Layer, threads: Int) -> [UInt32] {
            let f = Framebuffer(width: 640, height: 400)
            Renderer(threads: threads).renderFull(tree, into: f, scale: 1, background: .white)
            return pixels(f)
        }
        for threads in [1, 2] {
            let renderer = Renderer(threads: threads)
            let f = Framebuffer(width: 640, height: 400)
            var held: [Int] = []
            for i in 0..<8 {
                renderer.render(tree(i), into: f, scale: 1, background: .white)
                XCTAssertEqual(pixels(f), whole(tree(i), threads: threads), "frame \(i), \(threads) threads")
                held.append(renderer.backdropBytes)
            }
            XCTAssertEqual(renderer.backdropRenders, 8)
            // Which band thread draws which strips varies from frame to frame: the memory is
            // checked on one.
            if threads > 1 { continue }
            let later = Array(held.dropFirst())
            XCTAssertEqual(later, later.sorted(by: >), "the backdrop's memory grew: \(held)")
            // The first frame (a whole one, nothing to compare with) drew a margin for a
            // radius that might grow; the changing ones drew what the blur reads.
            XCTAssertLessThan(held[7], held[0], "drew more than the blur reads: \(held)")
        }
    }

    /// A spare image is reused only when nothing else holds it and its size fits.
    func testASpareImageIsReusedOnlyWhenFree() {
        var spares = [PixelImage(width: 30, height: 20), PixelImage(width: 40, height: 20)]
        let kept = spares[0]
        let other = PixelImage.reused(width: 30, height: 20, from: &spares)
        XCTAssertFalse(other === kept, "a spare something else holds was handed out")
        XCTAssertEqual(spares.count, 2)
        let free = ObjectIdentifier(spares[1])
        XCTAssertEqual(ObjectIdentifier(PixelImage.reused(width: 40, height: 20, from: &spares)), free)
        XCTAssertEqual(spares.count, 1)
        withExtendedLifetime(kept) {}
    }
}
