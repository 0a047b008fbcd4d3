import Geometry
import LayerTree
import XCTest

@testable import Renderer

/// Group opacity draws into pooled offscreen images bounded to the group's damaged extent,
/// and the renderer's scratch memory follows what recent frames needed: a spike (a
/// full-window group, a full-window shape) is given back once frames stop needing it.
final class ScratchMemoryTests: XCTestCase {
    /// Two overlapping squares faded together at `opacity` (a group), at `x`. Both
    /// translucent: an opaque one covering most of the group would have its part drawn
    /// through a smaller image of its own (`Compositor.coveredInterior`).
    private func scene(groupAt x: Double, opacity: Double, width: Double = 300) -> Layer {
        Layer(
            bounds: Rect(x: 0, y: 0, width: 1000, height: 800), backgroundColor: .white,
            sublayers: [
                Layer(
                    bounds: Rect(x: 0, y: 0, width: width, height: 200),
                    transform: AffineTransform(translationX: x, y: 100),
                    opacity: opacity,
                    sublayers: [
                        Layer(
                            frame: Rect(x: 0, y: 0, width: width * 0.7, height: 150),
                            backgroundColor: Color(red: 1, green: 0, blue: 0, alpha: 0.9)),
                        Layer(
                            frame: Rect(x: width * 0.3, y: 50, width: width * 0.7, height: 150),
                            backgroundColor: Color(red: 0, green: 0, blue: 1, alpha: 0.8), cornerRadius: 12),
                    ])
            ])
    }

    func testGroupImageIsBoundedToTheGroupAndKeptWithinItsBoundAfterTheFade() {
        let fb = Framebuffer(width: 1000, height: 800)
        let renderer = Renderer(threads: 1)  // counters of one compositor
        renderer.render(scene(groupAt: 100, opacity: 0.5), into: fb, scale: 1, background: .clear)
        // 300 x 200 pixels (rows padded to 64 bytes), not the 1000 x 800 window.
        XCTAssertGreaterThan(renderer.compositor.offscreenBytes, 300 * 200 * 4 - 1)
        XCTAssertLessThanOrEqual(renderer.compositor.offscreenBytes, 320 * 200 * 4)
        renderer.render(scene(groupAt: 100, opacity: 0.6), into: fb, scale: 1, background: .clear)
        XCTAssertLessThanOrEqual(renderer.compositor.offscreenBytes, 320 * 200 * 4, "reused, not added to")
        // The fade ends: its image stays for the next fade, within the pool's bound.
        renderer.render(scene(groupAt: 100, opacity: 1), into: fb, scale: 1, background: .clear)
        XCTAssertGreaterThan(renderer.compositor.offscreenBytes, 0)
        XCTAssertLessThanOrEqual(renderer.compositor.offscreenBytes, OffscreenPool().keptBytes)
    }

    /// Between fades the pool keeps the most recently used buffers within its bound, so the
    /// next fade's first frame draws into memory already faulted in; what is over the bound
    /// goes at once, and everything after a long spell of frames with no fade.
    func testIdleBuffersAreKeptWithinTheBoundAndFreedAfterAnIdleSpell() {
        let pool = OffscreenPool(keptBytes: 512 << 10, idleFramesKept: 10, recentFramesKept: 1)
        // Three 192 KB strips at once (nested groups), then frames with no group.
        let strips = (0..<3).map { _ in pool.take(width: 256, height: 192) }
        let made = strips.map(\.pixels)
        strips.reversed().forEach(pool.give)
        pool.endFrame()
        XCTAssertEqual(pool.bytes, 3 * (192 << 10), "what the frame used stays for the next")
        pool.endFrame()
        XCTAssertEqual(pool.bytes, 2 * (192 << 10), "idle: within 512 KB")
        for _ in 0..<5 { pool.endFrame() }
        // The next fade reuses the kept memory rather than allocating fresh pages.
        let again = pool.take(width: 256, height: 192)
        XCTAssertTrue(made.contains(again.pixels), "a kept buffer is reused")
        XCTAssertEqual(pool.bytes, 2 * (192 << 10), "nothing allocated")
        pool.give(again)
        for _ in 0..<10 { pool.endFrame() }
        XCTAssertEqual(pool.bytes, 2 * (192 << 10), "fewer than 10 frames since the last take")
        pool.endFrame()
        XCTAssertEqual(pool.bytes, 0, "an idle spell of 10 frames frees everything")
    }

    /// A buffer over the bound that a recent frame used stays for a few frames (a turned
    /// page's tiles skip the odd frame whose tiles are all plain), and goes after them.
    func testALargeBufferStaysForRecentFramesOnly() {
        let pool = OffscreenPool(keptBytes: 256 << 10, idleFramesKept: 100, recentFramesKept: 4)
        let large = pool.take(width: 512, height: 1024)  // 2 MB
        let made = large.pixels
        pool.give(large)
        pool.endFrame()
        for _ in 0..<3 { pool.endFrame() }
        XCTAssertEqual(pool.bytes, 2 << 20, "used 3 frames ago: kept")
        let again = pool.take(width: 512, height: 1000)
        XCTAssertEqual(again.pixels, made, "the kept buffer is reused, not made again")
        pool.give(again)
        pool.endFrame()
        for _ in 0..<3 { pool.endFrame() }
        XCTAssertEqual(pool.bytes, 2 << 20, "3 frames without it: kept")
        pool.endFrame()
        XCTAssertEqual(pool.bytes, 0, "the 4th frame without it, over the bound: freed")
    }

    /// A caller whose sizes vary up to a bound reserves the bound: its buffer is made once,
    /// not grown (and faulted in again) as a size passes the last.
    func testAReservingCallerGetsOneBufferForEverySizeUpToItsBound() {
        let pool = OffscreenPool()
        var memory: Set<UnsafeMutablePointer<UInt32>> = []
        for (w, h) in [(100, 100), (300, 200), (256, 1024), (640, 800), (200, 50)] {
            let b = pool.take(width: w, height: h, zeroed: false, reserving: 2 << 20)
            memory.insert(b.pixels)
            pool.give(b)
            pool.endFrame()
        }
        XCTAssertEqual(memory.count, 1, "one buffer for all")
        XCTAssertEqual(pool.bytes, 2 << 20)
        let zeroed = pool.take(width: 10, height: 10, reserving: 2 << 20)
        XCTAssertTrue((0..<10).allSatisfy { y in (0..<10).allSatisfy { zeroed.row(y)[$0] == 0 } }, "zeroed as asked")
        pool.give(zeroed)
    }

    /// A group image that grows a little frame by frame (a scaling card's strip) settles in
    /// one buffer instead of being made again for every few bytes more.
    func testAGrowingGroupSettlesInOneBuffer() {
        let pool = OffscreenPool()
        var sizes: Set<Int> = []
        for width in stride(from: 300, through: 340, by: 2) {
            pool.give(pool.take(width: width, height: 150))
            pool.endFrame()
            sizes.insert(pool.bytes)
        }
        XCTAssertLessThanOrEqual(sizes.count, 2, "made again as it grew: \(sizes.sorted())")
    }

    /// A reused image must start transparent again: a moving, fading group drawn through the
    /// pool (frame after frame, damage only) equals a fresh full redraw of each frame.
    func testPooledGroupFramesEqualFreshFullRedraws() {
        let fb = Framebuffer(width: 1000, height: 800)
        let renderer = Renderer(threads: 1)  // counters of one compositor
        for (i, x) in [100.0, 137.25, 90.5, 400, 401.75].enumerated() {
            let tree = scene(groupAt: x, opacity: 0.3 + 0.1 * Double(i), width: 300 - 40 * Double(i))
            renderer.render(tree, into: fb, scale: 1, background: .clear)
            let fresh = Framebuffer(width: 1000, height: 800)
            Renderer().renderFull(tree, into: fresh, scale: 1, background: .clear)
            for y in 0..<800 {
                for px in 0..<1000 where fb[px, y] != fresh[px, y] {
                    XCTFail("frame \(i) differs at \(px),\(y)")
                    return
                }
            }
        }
    }

    func testScanConverterScratchShrinksAfterAFullWindowShape() {
        let fb = Framebuffer(width: 2000, height: 1500)
        let renderer = Renderer(threads: 1)  // counters of one compositor
        // Turned a little, so the shapes go through the scan converter (axis-aligned ones take a shortcut).
        func tree(big: Bool, x: Double) -> Layer {
            let turn = AffineTransform(rotationAngle: 0.01)
            return Layer(
                bounds: Rect(x: 0, y: 0, width: 2000, height: 1500),
                sublayers: [
                    big
                        ? Layer(
                            bounds: Rect(x: 0, y: 0, width: 1980, height: 1470),
                            transform: turn.translatedBy(x: 5.5, y: 0.5), backgroundColor: .black, cornerRadius: 8)
                        : Layer(
                            bounds: Rect(x: 0, y: 0, width: 50, height: 50),
                            transform: turn.translatedBy(x: x, y: 10.5), backgroundColor: .black, cornerRadius: 8)
                ])
        }
        renderer.render(tree(big: true, x: 0), into: fb, scale: 1, background: .white)
        // Converted in chunks of 2^16 accumulator cells: about 256 KB, not 4 bytes a pixel (11 MB).
        XCTAssertGreaterThan(renderer.scratchBytes, 230_000, "the big shape used its chunk")
        XCTAssertLessThan(renderer.scratchBytes, 330_000, "a window-sized shape in 256 KB chunks")
        renderer.render(tree(big: false, x: 10.5), into: fb, scale: 1, background: .white)
        renderer.render(tree(big: false, x: 20.5), into: fb, scale: 1, background: .white)
        XCTAssertLessThan(renderer.scratchBytes, 330_000, "never more than one chunk, whatever came before")
    }

    /// A window-sized fade goes through its group image a strip (about 256 KB) at a time, and
    /// comes out as the whole subtree's image blended once: the subtree drawn alone over
    /// transparent black, faded over the background by the scalar reference.
    func testATallGroupIsDrawnInStripsAsOneImage() {
        let children = [
            Layer(
                frame: Rect(x: 10.5, y: 20.25, width: 900, height: 600),
                backgroundColor: Color(red: 0.2, green: 0.6, blue: 0.3),
                cornerRadius: 40),
            Layer(
                bounds: Rect(x: 0, y: 0, width: 500, height: 500),
                transform: AffineTransform(rotationAngle: 0.3).concatenating(
                    AffineTransform(translationX: 400.5, y: 120.75)),
                backgroundColor: Color(red: 0.9, green: 0.1, blue: 0.4, alpha: 0.8), cornerRadius: 30),
        ]
        let background = Layer(
            frame: Rect(x: 0, y: 0, width: 1000, height: 800), backgroundColor: Color(red: 0.9, green: 0.9, blue: 0.95))
        func tree(groupOpacity: Double?) -> Layer {
            var root = Layer(bounds: Rect(x: 0, y: 0, width: 1000, height: 800), sublayers: [background])
            if let groupOpacity {
                root.sublayers.append(
                    Layer(
                        bounds: Rect(x: 0, y: 0, width: 1000, height: 800), opacity: groupOpacity,
                        sublayers: children))
            }
            return root
        }
        func draw(_ root: Layer) -> Framebuffer {
            let fb = Framebuffer(width: 1000, height: 800)
            Renderer(threads: 1).renderFull(root, into: fb, scale: 1, background: .clear)
            return fb
        }
        let renderer = Renderer(threads: 1)
        let actual = Framebuffer(width: 1000, height: 800)
        renderer.renderFull(tree(groupOpacity: 0.5), into: actual, scale: 1, background: .clear)
        XCTAssertLessThanOrEqual(
            renderer.compositor.offscreenBytes, (1 << 16) * 4 * 11 / 10,
            "one strip of about 256 KB, not the 3.2 MB window")
        let under = draw(tree(groupOpacity: nil))
        let image = draw(Layer(bounds: Rect(x: 0, y: 0, width: 1000, height: 800), sublayers: children))
        for y in 0..<800 {
            for x in 0..<1000 {
                let expected = GroupBlendKernelTests.reference(image[x, y], under[x, y], alpha: 128)
                if actual[x, y] != expected {
                    return XCTFail("\(x),\(y): \(String(actual[x, y], radix: 16)) != \(String(expected, radix: 16))")
                }
            }
        }
    }

    /// Chunks are converted as if the clip were their rows, so their size changes no pixel:
    /// a turned window-sized rounded rectangle and a circle-like outline, in chunks of a few
    /// rows and in one chunk for the whole area.
    func testChunkSizeChangesNoCoverage() {
        var edges = EdgeList()
        edges.addRoundedRect(
            Rect(x: 0, y: 0, width: 1900, height: 1400), cornerRadius: 40,
            transform: AffineTransform(rotationAngle: 0.03).translatedBy(x: 50.3, y: 20.7))
        edges.addRoundedRect(Rect(x: 300, y: 300, width: 501, height: 501), cornerRadius: 250.5, transform: .identity)
        let area = PixelRect(x: 0, y: 0, width: 2000, height: 1500)
        func coverage(chunkCells: Int) -> [UInt8] {
            var sink = MaskSink(mask: CoverageMask(originX: 0, originY: 0, width: area.width, height: area.height))
            ScanConverter(chunkCells: chunkCells).fill(edges, clip: area, into: &sink)
            return sink.mask.coverage
        }
        let whole = coverage(chunkCells: 1 << 22)
        XCTAssertGreaterThan(whole.filter { $0 == 255 }.count, 1_000_000, "the shape is drawn")
        for cells in [1 << 16, 3 * 2002 + 5, 2002] {
            XCTAssert(coverage(chunkCells: cells) == whole, "chunks of \(cells) cells")
        }
    }
}

/// Rounded clips are built and drawn through a strip of rows at a time; the strips change
/// no pixel against one mask for the whole clip.
final class ClipStripTests: XCTestCase {
    func testClipStripsGiveTheSamePixelsAsOneWholeMask() {
        // A turned rounded clip holding a card, a nested fractional clip and a faded group.
        var inner = Layer(
            bounds: Rect(x: 0, y: 0, width: 300, height: 200),
            transform: AffineTransform(translationX: 60.5, y: 80.25),
            backgroundColor: Color(red: 0.1, green: 0.5, blue: 0.9), cornerRadius: 24)
        inner.masksToBounds = true
        inner.sublayers = [
            Layer(
                frame: Rect(x: -20, y: -20, width: 200, height: 400),
                backgroundColor: Color(red: 0.9, green: 0.3, blue: 0.2, alpha: 0.7), cornerRadius: 8),
            Layer(
                bounds: Rect(x: 0, y: 0, width: 300, height: 60),
                transform: AffineTransform(translationX: 100, y: 50), opacity: 0.5,
                sublayers: [
                    Layer(frame: Rect(x: 0, y: 0, width: 300, height: 60), backgroundColor: .black),
                    Layer(frame: Rect(x: 20, y: 10, width: 50, height: 50), backgroundColor: .white),
                ]),
        ]
        var outer = Layer(
            bounds: Rect(x: 0, y: 0, width: 700, height: 560),
            transform: AffineTransform(rotationAngle: 0.05).translatedBy(x: 40.3, y: 20.6),
            backgroundColor: .white, cornerRadius: 60)
        outer.masksToBounds = true
        outer.sublayers = [
            Layer(
                frame: Rect(x: -50, y: -50, width: 800, height: 300),
                backgroundColor: Color(red: 0.2, green: 0.8, blue: 0.4)), inner,
        ]
        let root = Layer(bounds: Rect(x: 0, y: 0, width: 800, height: 640), sublayers: [outer])
        func render(stripPixels: Int, threads: Int) -> [UInt32] {
            let fb = Framebuffer(width: 800, height: 640)
            let renderer = Renderer(threads: threads)
            renderer.compositor.clipStripPixels = stripPixels
            renderer.renderFull(root, into: fb, scale: 1, background: Color(red: 0.3, green: 0.3, blue: 0.3))
            return (0..<640).flatMap { Array(UnsafeBufferPointer(start: fb.row($0), count: 800)) }
        }
        let whole = render(stripPixels: 1 << 30, threads: 1)
        XCTAssertGreaterThan(Set(whole).count, 100, "the clips and their edges are drawn")
        XCTAssert(render(stripPixels: 1 << 16, threads: 1) == whole, "64 KB strips")
        XCTAssert(render(stripPixels: 1, threads: 1) == whole, "16-row strips")
        XCTAssert(render(stripPixels: 1 << 16, threads: 3) == whole, "strips within bands on three threads")
    }
}
