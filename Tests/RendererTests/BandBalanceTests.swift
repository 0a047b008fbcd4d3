import Geometry
import LayerTree
import XCTest

@testable import Renderer

/// Where the rows of a frame are cut between the band threads (`BandBalance`): the bands
/// always tile the rectangle, at least `Renderer.minimumBandRows` each, and frames of the
/// same rectangle move the threads' shares until their measured costs are equal.
final class BandBalanceTests: XCTestCase {
    /// Seconds for `band` when row y of the rectangle costs `density(y)`.
    private func cost(of band: PixelRect, in clip: PixelRect, _ density: (Int) -> Double) -> Double {
        (band.y..<band.maxY).reduce(0) { $0 + density($1 - clip.y) }
    }

    private func assertTiles(_ bands: [PixelRect], _ clip: PixelRect, threads: Int, _ message: String) {
        XCTAssertEqual(bands.count, threads * Renderer.bandsPerThread, message)
        XCTAssertEqual(bands.first?.y, clip.y, message)
        XCTAssertEqual(bands.last?.maxY, clip.maxY, message)
        for (a, b) in zip(bands, bands.dropFirst()) { XCTAssertEqual(a.maxY, b.y, message) }
        for band in bands {
            XCTAssertEqual(band.x, clip.x, message)
            XCTAssertEqual(band.width, clip.width, message)
            XCTAssertGreaterThanOrEqual(band.height, Renderer.minimumBandRows, message)
        }
    }

    func testNothingLearnedGivesTheEvenBands() {
        let clip = PixelRect(x: 0, y: 0, width: 1280, height: 800)
        let even = Renderer.bands(of: clip, threads: 2)
        XCTAssertEqual(BandBalance().bands(replacing: even, threads: 2), even)
    }

    /// A fixed sequence of pseudo-random numbers, so a failure can be replayed.
    private struct Sequence: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
    }

    /// Random cost profiles (smooth bumps, a dense lower part, a sheet's sharp step) on 2 to 4
    /// threads: after 30 frames every thread's share costs the same within 3% of a share
    /// (or two rows' cost), unless a share is down to its least height (two bands of
    /// `Renderer.minimumBandRows`), and the bands tile the rectangle on every frame.
    func testSharesConvergeToEqualCostOnRandomProfiles() {
        var generator = Sequence(state: 21)
        for trial in 0..<200 {
            let threads = Int.random(in: 2...4, using: &generator)
            let clip = PixelRect(
                x: Int.random(in: 0...40, using: &generator), y: Int.random(in: 0...40, using: &generator),
                width: 1280, height: Int.random(in: 400...1600, using: &generator))
            let step = Int.random(in: 0..<clip.height, using: &generator)
            let centre = Double.random(in: 0...1, using: &generator) * Double(clip.height)
            let high = Double.random(in: 1...8, using: &generator)
            let density: (Int) -> Double = { y in
                let bump = exp(-pow((Double(y) - centre) / 150, 2)) * high
                return 0.2 + bump + (y >= step ? high : 0)
            }
            var balance = BandBalance()
            let even = Renderer.bands(of: clip, threads: threads)
            var bands = even
            for frame in 0..<30 {
                bands = balance.bands(replacing: even, threads: threads)
                assertTiles(bands, clip, threads: threads, "trial \(trial), frame \(frame)")
                balance.record(bands, seconds: bands.map { cost(of: $0, in: clip, density) }, threads: threads)
            }
            let perThread = Renderer.bandsPerThread
            let shares = (0..<threads).map { w in
                bands[(w * perThread)..<((w + 1) * perThread)].reduce(0) { $0 + cost(of: $1, in: clip, density) }
            }
            let fair = shares.reduce(0, +) / Double(threads)
            // Where one row costs more than the allowance, the cut cannot do better than a row.
            let row = (0..<clip.height).map(density).max()!
            let heights = (0..<threads).map { w in
                bands[(w + 1) * perThread - 1].maxY - bands[w * perThread].y
            }
            let balanced = shares.allSatisfy { abs($0 - fair) <= max(0.03 * fair, 2 * row) }
            let least = Renderer.minimumBandRows * perThread
            XCTAssertTrue(
                balanced || heights.min()! <= least + 1, "trial \(trial): costs \(shares), heights \(heights)")
        }
    }

    /// The cuts belong to the rectangle they were learned on: another rectangle starts even.
    func testAnotherRectangleStartsFromTheEvenBands() {
        let clip = PixelRect(x: 0, y: 0, width: 1280, height: 800)
        var balance = BandBalance()
        let even = Renderer.bands(of: clip, threads: 2)
        for _ in 0..<5 {
            let bands = balance.bands(replacing: even, threads: 2)
            balance.record(bands, seconds: bands.map { Double($0.maxY * $0.maxY - $0.y * $0.y) }, threads: 2)
        }
        XCTAssertNotEqual(balance.bands(replacing: even, threads: 2), even)
        let other = Renderer.bands(of: PixelRect(x: 0, y: 100, width: 1280, height: 600), threads: 2)
        XCTAssertEqual(balance.bands(replacing: other, threads: 2), other)
    }

    /// Drawn through the renderer, frame after frame of a scene whose cost is all in its lower
    /// part, the bands move and the frames stay byte-identical to one thread's.
    func testBalancedFramesMatchOneThread() {
        let width = 640
        let height = 480
        var root = Layer(bounds: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        root.sublayers = (0..<40).map { i in
            Layer(
                bounds: Rect(x: 0, y: 0, width: 300, height: 120),
                transform: AffineTransform(translationX: Double(i * 7) + 0.3, y: 330 + Double(i % 5) + 0.6),
                backgroundColor: Color(red: 0.9, green: Double(i) / 40, blue: 0.2, alpha: 0.5), cornerRadius: 14)
        }
        let one = Framebuffer(width: width, height: height)
        Renderer(threads: 1).renderFull(root, into: one, scale: 1, background: .white)
        let renderer = Renderer(threads: 2)
        let many = Framebuffer(width: width, height: height)
        for frame in 0..<12 {
            renderer.renderFull(root, into: many, scale: 1, background: .white)
            for y in 0..<height where memcmp(one.row(y), many.row(y), width * 4) != 0 {
                return XCTFail("frame \(frame): row \(y) differs from one thread's")
            }
        }
    }
}
