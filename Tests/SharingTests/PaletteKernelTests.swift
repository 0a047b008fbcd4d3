import XCTest

@testable import Sharing

/// Palette and FrameIndexer run their pixel loops in C (so a debug build encodes GIFs as fast
/// as a release one). The Swift they replaced is kept below as the scalar reference; on random
/// frames (few colours, many colours, a changed mask, with and without dithering) both give
/// the same palettes and the same indices.
final class PaletteKernelTests: XCTestCase {
    struct Random {
        var state: UInt64
        mutating func next() -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
    }

    private func frame(_ random: inout Random, count: Int, colours: Int) -> [UInt32] {
        let palette = (0..<colours).map { _ in random.next() }
        // Runs of one colour, as a UI frame has, with a soft gradient now and then.
        var pixels: [UInt32] = []
        while pixels.count < count {
            let c = palette[Int(random.next() % UInt32(colours))]
            let run = 1 + Int(random.next() % 9)
            for k in 0..<run { pixels.append(random.next() % 5 == 0 ? c &+ UInt32(k) : c) }
        }
        return Array(pixels[..<count])
    }

    func testPaletteAndIndicesMatchTheSwiftReference() {
        var random = Random(state: 11)
        for round in 0..<24 {
            let width = 1 + Int(random.next() % 40)
            let height = 1 + Int(random.next() % 20)
            let colours = [3, 40, 300, 5000][round % 4]
            let pixels = frame(&random, count: width * height, colours: colours)
            let changed = (0..<(width * height)).map { _ in random.next() % 7 != 0 }
            let limit = [255, 16, 2][round % 3]
            let palette = Palette(for: pixels, limit: limit)
            let reference = ReferencePalette(for: pixels, limit: limit)
            XCTAssertEqual(palette.colors, reference.colors, "round \(round)")
            XCTAssertEqual(palette.isExact, reference.isExact, "round \(round)")
            for dither in [false, true] {
                var indexer = FrameIndexer(palette: palette)
                var referenceIndexer = ReferenceIndexer(colors: reference.colors, isExact: reference.isExact)
                for _ in 0..<2 {  // twice: the nearest-colour cache carries over between frames
                    XCTAssertEqual(
                        indexer.indices(
                            pixels, changed: changed, width: width, height: height, dither: dither, transparent: 255),
                        referenceIndexer.indices(
                            pixels, changed: changed, width: width, height: height, dither: dither, transparent: 255),
                        "round \(round) dither \(dither)")
                }
            }
        }
    }
}

/// The Swift of `Palette` before its loops moved to C, with the exact colour of a box that one
/// colour holds more than half of found by counting every colour (not by a vote).
struct ReferencePalette {
    /// Colours as 0xRRGGBB.
    var colors: [UInt32]
    /// True when `colors` holds every colour of the pixels exactly.
    var isExact: Bool

    /// A palette of at most `limit` colours (2...256) for `pixels` (0x..RRGGBB; the top byte is ignored).
    init(for pixels: [UInt32], limit: Int) {
        precondition((2...256).contains(limit))
        var distinct = Set<UInt32>()
        for p in pixels {
            distinct.insert(p & 0xFFFFFF)
            if distinct.count > limit { break }
        }
        if distinct.count <= limit {
            colors = distinct.sorted()
            isExact = true
            return
        }
        colors = Self.medianCut(pixels, limit: limit)
        isExact = false
    }

    /// One histogram bin: a 15-bit colour key, its pixel count and the sums of its real channels.
    private struct Bin {
        var key: Int
        var count: Int
        var r: Int
        var g: Int
        var b: Int
    }

    private static func medianCut(_ pixels: [UInt32], limit: Int) -> [UInt32] {
        var count = [Int](repeating: 0, count: 32768)
        var sr = [Int](repeating: 0, count: 32768)
        var sg = sr
        var sb = sr
        var exact: [Int: [UInt32: Int]] = [:]
        for p in pixels {
            let r = Int(p >> 16 & 0xFF)
            let g = Int(p >> 8 & 0xFF)
            let b = Int(p & 0xFF)
            let k = (r >> 3) << 10 | (g >> 3) << 5 | b >> 3
            count[k] += 1
            sr[k] += r
            sg[k] += g
            sb[k] += b
            exact[k, default: [:]][p & 0xFFFFFF, default: 0] += 1
        }
        var bins: [Bin] = []
        for k in 0..<32768 where count[k] > 0 {
            bins.append(Bin(key: k, count: count[k], r: sr[k], g: sg[k], b: sb[k]))
        }
        // Boxes are ranges of `bins`, which is reordered in place as boxes are cut.
        var boxes: [Range<Int>] = [0..<bins.count]
        func channel(_ bin: Bin, _ c: Int) -> Int { bin.key >> (10 - 5 * c) & 31 }
        func widest(_ box: Range<Int>) -> (channel: Int, range: Int) {
            var best = (0, -1)
            for c in 0..<3 {
                var lo = 31
                var hi = 0
                for i in box {
                    let v = channel(bins[i], c)
                    lo = min(lo, v)
                    hi = max(hi, v)
                }
                if hi - lo > best.1 { best = (c, hi - lo) }
            }
            return best
        }
        // Each box's cut channel and score (widest range times pixel count), kept beside it.
        func score(_ box: Range<Int>) -> (channel: Int, score: Int) {
            guard box.count > 1 else { return (0, 0) }
            let w = widest(box)
            return (w.channel, w.range * box.reduce(0) { $0 + bins[$1].count })
        }
        var scores = [score(boxes[0])]
        while boxes.count < limit {
            // The box whose cut helps most: widest range weighted by how many pixels it holds.
            var pick = -1
            var pickScore = 0
            for (i, s) in scores.enumerated() where s.score > pickScore {
                pick = i
                pickScore = s.score
            }
            guard pick >= 0 else { break }
            let box = boxes[pick]
            let pickChannel = scores[pick].channel
            bins[box].sort { a, b in
                let va = channel(a, pickChannel)
                let vb = channel(b, pickChannel)
                return va != vb ? va < vb : a.key < b.key
            }
            let total = box.reduce(0) { $0 + bins[$1].count }
            var acc = 0
            var cut = box.lowerBound + 1
            for i in box {
                acc += bins[i].count
                if acc * 2 >= total {
                    cut = min(max(i + 1, box.lowerBound + 1), box.upperBound - 1)
                    break
                }
            }
            boxes[pick] = box.lowerBound..<cut
            boxes.append(cut..<box.upperBound)
            scores[pick] = score(boxes[pick])
            scores.append(score(boxes[boxes.count - 1]))
        }
        var result: [UInt32] = []
        for box in boxes {
            var n = 0
            var r = 0
            var g = 0
            var b = 0
            for i in box {
                n += bins[i].count
                r += bins[i].r
                g += bins[i].g
                b += bins[i].b
            }
            let held = box.flatMap { exact[bins[$0].key]! }.first { $0.value * 2 > n }
            if let held {
                result.append(held.key)
                continue
            }
            let c = UInt32((r + n / 2) / n) << 16 | UInt32((g + n / 2) / n) << 8 | UInt32((b + n / 2) / n)
            result.append(c)
        }
        return Array(Set(result)).sorted()
    }
}

/// The Swift of `FrameIndexer` before its loop moved to C.
struct ReferenceIndexer {
    /// Palette index of the colour nearest `rgb` (0xRRGGBB), cached on a 6-bit-per-channel grid.
    private var cache = [Int16](repeating: -1, count: 1 << 18)
    private let colors: [(r: Int, g: Int, b: Int)]
    /// An exact palette's index of each colour: the 6-bit cache could merge two of them.
    private let exact: [UInt32: Int]?

    /// An indexer for `palette` (at most 255 colours: index 255 stays free for transparency).
    init(colors paletteColors: [UInt32], isExact: Bool) {
        colors = paletteColors.map { (Int($0 >> 16 & 0xFF), Int($0 >> 8 & 0xFF), Int($0 & 0xFF)) }
        exact =
            isExact
            ? Dictionary(uniqueKeysWithValues: paletteColors.enumerated().map { ($1, $0) }) : nil
    }

    private mutating func nearest(_ r: Int, _ g: Int, _ b: Int) -> Int {
        let key = (r >> 2) << 12 | (g >> 2) << 6 | b >> 2
        let hit = cache[key]
        if hit >= 0 { return Int(hit) }
        var best = 0
        var bestDistance = Int.max
        for (i, c) in colors.enumerated() {
            let dr = c.r - r
            let dg = c.g - g
            let db = c.b - b
            // Weighted as the eye is most sensitive to green, least to blue.
            let d = 3 * dr * dr + 4 * dg * dg + 2 * db * db
            if d < bestDistance {
                bestDistance = d
                best = i
            }
        }
        cache[key] = Int16(best)
        return best
    }

    /// Indices for a `width` x `height` block of 0x..RRGGBB `pixels`, row by row; `changed[i]`
    /// false gives `transparent`. `dither` diffuses each pixel's error to its neighbours.
    mutating func indices(
        _ pixels: [UInt32], changed: [Bool], width: Int, height: Int,
        dither: Bool, transparent: UInt8
    ) -> [UInt8] {
        var out = [UInt8](repeating: transparent, count: width * height)
        // Errors in 1/16 units for this row and the next, one slot of padding either side.
        var here = [Int32](repeating: 0, count: (width + 2) * 3)
        var below = here
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                guard changed[i] else { continue }
                let p = pixels[i]
                if let exact, !dither, let index = exact[p & 0xFFFFFF] {
                    out[i] = UInt8(index)
                    continue
                }
                var r = Int(p >> 16 & 0xFF)
                var g = Int(p >> 8 & 0xFF)
                var b = Int(p & 0xFF)
                let e = (x + 1) * 3
                if dither {
                    r = min(255, max(0, r + Int(here[e] + 8) >> 4))
                    g = min(255, max(0, g + Int(here[e + 1] + 8) >> 4))
                    b = min(255, max(0, b + Int(here[e + 2] + 8) >> 4))
                }
                let index = nearest(r, g, b)
                out[i] = UInt8(index)
                guard dither else { continue }
                let c = colors[index]
                let er = Int32(r - c.r)
                let eg = Int32(g - c.g)
                let eb = Int32(b - c.b)
                here[e + 3] += er * 7
                here[e + 4] += eg * 7
                here[e + 5] += eb * 7
                below[e - 3] += er * 3
                below[e - 2] += eg * 3
                below[e - 1] += eb * 3
                below[e] += er * 5
                below[e + 1] += eg * 5
                below[e + 2] += eb * 5
                below[e + 3] += er
                below[e + 4] += eg
                below[e + 5] += eb
            }
            swap(&here, &below)
            for k in below.indices { below[k] = 0 }
        }
        return out
    }
}
