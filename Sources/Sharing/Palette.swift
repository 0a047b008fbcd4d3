import CRenderKernels

/// Up to 256 colours for one GIF frame, chosen from the pixels that frame changes.
///
/// When the pixels hold few enough distinct colours they are the palette, exactly (flat UI
/// colours stay exact, no dithering needed). Otherwise median cut: the colours (on a
/// 5-bit-per-channel histogram) are split into boxes, each time cutting the box with the
/// widest channel range times its pixel count at its median pixel along that channel; each
/// box's colour is the pixel-weighted mean of the real colours in it, or, when one exact
/// colour holds more than half of the box's pixels, that colour: a flat background among the
/// anti-aliased edges of text stays exact (white stays white, not a mean a level or two off,
/// which showed as faint traces where text had moved). Deterministic: every tie is broken by
/// the colour's own value.
package struct Palette: Sendable, Equatable {
    /// Colours as 0xRRGGBB.
    package var colors: [UInt32]
    /// True when `colors` holds every colour of the pixels exactly.
    package var isExact: Bool

    /// A palette of at most `limit` colours (2...256) for `pixels` (0x..RRGGBB; the top byte is ignored).
    package init(for pixels: [UInt32], limit: Int) {
        precondition((2...256).contains(limit))
        // The pixel loops run in C (CRenderKernels' palette.c), fast in a debug build too.
        var distinct = [UInt32](repeating: 0, count: limit)
        let found = pixels.withUnsafeBufferPointer { p in
            distinct.withUnsafeMutableBufferPointer {
                rk_distinct_colors(p.baseAddress, p.count, limit, $0.baseAddress)
            }
        }
        if found <= limit {
            colors = distinct[..<found].sorted()
            isExact = true
            return
        }
        colors = Self.medianCut(pixels, limit: limit)
        isExact = false
    }

    /// One histogram bin: a 15-bit colour key, its pixel count, the sums of its real
    /// channels (red, green, blue), and the colour that may hold most of its pixels with how
    /// many pixels have exactly that colour.
    private struct Bin {
        var key: Int
        var count: Int
        var sums: SIMD3<Int>
        var majority: UInt32
        var majorityCount: Int
    }

    private static func medianCut(_ pixels: [UInt32], limit: Int) -> [UInt32] {
        var count = [Int64](repeating: 0, count: 32768)
        var sr = count
        var sg = count
        var sb = count
        var majorityCount = count
        var majority = [UInt32](repeating: 0, count: 32768)
        pixels.withUnsafeBufferPointer { p in
            rk_color_histogram(p.baseAddress, p.count, &count, &sr, &sg, &sb, &majority, &majorityCount)
        }
        var bins: [Bin] = []
        for k in 0..<32768 where count[k] > 0 {
            bins.append(
                Bin(
                    key: k, count: Int(count[k]), sums: SIMD3(Int(sr[k]), Int(sg[k]), Int(sb[k])),
                    majority: majority[k], majorityCount: Int(majorityCount[k])))
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
            var sums = SIMD3<Int>.zero
            var top = bins[box.lowerBound]
            for i in box {
                n += bins[i].count
                sums &+= bins[i].sums
                if bins[i].majorityCount > top.majorityCount { top = bins[i] }
            }
            // A colour holding more than half of the box lies in one bin and holds more than
            // half of it too, so it is that bin's majority, and no other bin's majority can
            // hold as many pixels.
            if top.majorityCount * 2 > n {
                result.append(top.majority)
                continue
            }
            // Each channel's mean, rounded to nearest.
            let mean = (sums &+ SIMD3(repeating: n / 2)) / SIMD3(repeating: n)
            result.append(UInt32(mean.x) << 16 | UInt32(mean.y) << 8 | UInt32(mean.z))
        }
        return Array(Set(result)).sorted()
    }
}
