/// Turns a frame's pixels into palette indices, with Floyd–Steinberg error diffusion when
/// the palette is not exact, so gradients and soft shadows keep their look in 256 colours.
///
/// Pixels outside `changed` get the transparent index and neither take nor pass on error:
/// they keep showing the previous GIF frame, which already holds them.
public struct FrameIndexer {
    /// Palette index of the colour nearest `rgb` (0xRRGGBB), cached on a 6-bit-per-channel grid.
    private var cache = [Int16](repeating: -1, count: 1 << 18)
    private let colors: [(r: Int, g: Int, b: Int)]
    /// An exact palette's index of each colour: the 6-bit cache could merge two of them.
    private let exact: [UInt32: Int]?

    /// An indexer for `palette` (at most 255 colours: index 255 stays free for transparency).
    public init(palette: Palette) {
        colors = palette.colors.map { (Int($0 >> 16 & 0xFF), Int($0 >> 8 & 0xFF), Int($0 & 0xFF)) }
        exact =
            palette.isExact
            ? Dictionary(uniqueKeysWithValues: palette.colors.enumerated().map { ($1, $0) }) : nil
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
    public mutating func indices(
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
