import CRenderKernels

/// Turns a frame's pixels into palette indices, with Floyd–Steinberg error diffusion when
/// the palette is not exact, so gradients and soft shadows keep their look in 256 colours.
///
/// Pixels outside `changed` get the transparent index and neither take nor pass on error:
/// they keep showing the previous GIF frame, which already holds them. The per-pixel loop
/// runs in C (`rk_index_pixels`), so a debug build encodes as fast as a release one;
/// `FrameIndexerReference` in the tests is the Swift it replaced, pixel for pixel.
package struct FrameIndexer {
    /// Palette index of the colour nearest a 6-bit-per-channel cell, -1 until asked.
    private var cache = [Int16](repeating: -1, count: 1 << 18)
    /// The palette as r, g, b triples.
    private let rgb: [Int32]
    /// An exact palette's colours in ascending order and their indices: the 6-bit cache
    /// could merge two of them. Empty for a median-cut palette.
    private let exactKeys: [UInt32]
    private let exactIndices: [Int32]

    /// An indexer for `palette` (at most 255 colours: index 255 stays free for transparency).
    package init(palette: Palette) {
        rgb = palette.colors.flatMap { [Int32($0 >> 16 & 0xFF), Int32($0 >> 8 & 0xFF), Int32($0 & 0xFF)] }
        let exact = palette.isExact ? palette.colors.enumerated().sorted { $0.element < $1.element } : []
        exactKeys = exact.map(\.element)
        exactIndices = exact.map { Int32($0.offset) }
    }

    /// Indices for a `width` x `height` block of 0x..RRGGBB `pixels`, row by row; `changed[i]`
    /// false gives `transparent`. `dither` diffuses each pixel's error to its neighbours.
    package mutating func indices(
        _ pixels: [UInt32], changed: [Bool], width: Int, height: Int,
        dither: Bool, transparent: UInt8
    ) -> [UInt8] {
        let count = width * height
        precondition(pixels.count >= count && changed.count >= count)
        if count == 0 { return [] }
        var errors = [Int32](repeating: 0, count: 2 * (width + 2) * 3)
        return [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            rgb.withUnsafeBufferPointer { rgb in
                exactKeys.withUnsafeBufferPointer { keys in
                    exactIndices.withUnsafeBufferPointer { indices in
                        cache.withUnsafeMutableBufferPointer { cache in
                            var indexer = rk_indexer(
                                palette_rgb: rgb.baseAddress, palette_count: rgb.count / 3,
                                exact_keys: keys.baseAddress, exact_indices: indices.baseAddress,
                                exact_count: keys.count, cache: cache.baseAddress)
                            pixels.withUnsafeBufferPointer { p in
                                changed.withUnsafeBytes { c in
                                    rk_index_pixels(
                                        &indexer, out.baseAddress, p.baseAddress,
                                        c.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                        width, height, dither ? 1 : 0, transparent, &errors)
                                }
                            }
                        }
                    }
                }
            }
            initialized = count
        }
    }
}
