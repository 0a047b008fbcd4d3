/// Remembers the last few blurred shadow masks, so a shadow that stays put (or moves by
/// whole device pixels) is not blurred again each frame that damage crosses it.
///
/// Keyed by the outline relative to its whole-pixel origin and by sigma: an equal key gives
/// the same blur, moved by the whole-pixel difference.
final class ShadowCache {
    private struct Entry {
        var shape: [Double]
        var sigma: Double
        var originX: Int, originY: Int
        var mask: CoverageMask
    }
    private var entries: [Entry] = []
    let capacity = 16
    /// The most coverage bytes the shape cache keeps (its newest entries first). At 2560x1600
    /// one card's shadow is megabytes, and sixteen of them per band thread held 100 MB while
    /// a card scaled (each frame a new shape, so none was ever reused).
    static let cachedBytes = 2 << 20
    /// The most coverage bytes the nine-slice templates keep (the newest always stays).
    static let templateBytes = 128 << 10
    /// A shadow larger than this (pixels, one byte each) is neither kept nor built whole: only
    /// the part inside the clip is made, so a redraw holds no more than the clip needs.
    static let wholeMaskArea = 1 << 20

    /// What a nine-slice template depends on: its size in whole pixels, corner radius and blur.
    struct TemplateKey: Equatable {
        var width: Int, height: Int
        var radiusX: Double, radiusY: Double, sigma: Double
    }
    /// Blurred nine-slice templates, least recently used first (`ShadowCache+NineSlice`).
    var templates: [(key: TemplateKey, mask: CoverageMask)] = []
    /// Blurs computed so far (cache misses), for diagnostics and tests.
    private(set) var blurs = 0

    /// Coverage bytes held by the shape cache (not the nine-slice templates).
    var cachedMaskBytes: Int { entries.reduce(0) { $0 + $1.mask.coverage.count } }

    /// Counts a blur made outside `mask` (a nine-slice template).
    func countBlur() { blurs += 1 }

    /// The shadow mask of `edges` blurred by `sigma`, from the cache when it can be.
    func mask(_ edges: EdgeList, sigma: Double, clip: PixelRect, scanConverter: ScanConverter) -> CoverageMask? {
        if edges.isEmpty { return nil }
        let origin = PixelRect(covering: edges.bounds, within: .everything)
        let ox = Double(origin.x)
        let oy = Double(origin.y)
        var shape = edges.segments
        for i in stride(from: 0, to: shape.count, by: 2) {
            shape[i] -= ox
            shape[i + 1] -= oy
        }
        if let i = entries.firstIndex(where: { $0.sigma == sigma && $0.shape == shape }) {
            let hit = entries.remove(at: i)
            entries.append(hit)
            var mask = hit.mask
            mask.originX += origin.x - hit.originX
            mask.originY += origin.y - hit.originY
            return mask.rect.intersection(clip).isEmpty ? nil : mask
        }
        guard
            let mask = ShadowMask.make(
                edges, sigma: sigma, clip: clip, scanConverter: scanConverter,
                wholeArea: Self.wholeMaskArea)
        else {
            return nil
        }
        blurs += 1
        // A mask cut down to the clip (a giant shadow) is not the whole shadow: do not keep it.
        let pad = ShadowMask.extent(sigma: sigma)
        if mask.width == origin.width + 2 * pad && mask.height == origin.height + 2 * pad {
            entries.append(Entry(shape: shape, sigma: sigma, originX: origin.x, originY: origin.y, mask: mask))
            if entries.count > capacity { entries.removeFirst() }
            while cachedMaskBytes > Self.cachedBytes, entries.count > 1 { entries.removeFirst() }
        }
        return mask
    }
}
