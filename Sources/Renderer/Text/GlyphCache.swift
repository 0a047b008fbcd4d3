import LayerTree

/// What identifies one rendered glyph image: the face, the glyph, the exact linear map from
/// design units to device pixels (16.16 fixed point, as FreeType takes it) and the
/// quarter-pixel offset of the pen.
struct GlyphKey: Hashable {
    /// Index of the face in the rasterizer's faces.
    var face: Int
    var glyph: UInt32
    var xx: Int32, xy: Int32, yx: Int32, yy: Int32
    /// Pen offset right and down within the device pixel, in quarters.
    var subX: UInt8, subY: UInt8
}

/// A glyph's anti-aliased coverage, placed relative to the pen's whole device pixel.
struct GlyphBitmap {
    /// Column of the first coverage column, right of the pen pixel.
    var left: Int
    /// Row of the first coverage row, below the pen pixel (negative: above the baseline).
    var top: Int
    var width: Int
    var height: Int
    /// `width * height` bytes, row-major.
    var coverage: [UInt8]

    static let empty = GlyphBitmap(left: 0, top: 0, width: 0, height: 0, coverage: [])
    var isEmpty: Bool { width == 0 || height == 0 }
}

/// A bounded glyph cache with two generations: when the young one fills up it becomes the
/// old one, and a hit in the old generation is promoted. Glyphs used every frame stay; the
/// one-off sizes of a scale animation age out without a per-entry clock.
struct GlyphCache {
    private var young: [GlyphKey: GlyphBitmap] = [:]
    private var old: [GlyphKey: GlyphBitmap] = [:]
    /// Entries per generation.
    let generationLimit: Int

    init(generationLimit: Int = 2048) {
        self.generationLimit = generationLimit
    }

    /// Entries held now, both generations.
    var count: Int { young.count + old.count }

    mutating func lookup(_ key: GlyphKey) -> GlyphBitmap? {
        if let hit = young[key] { return hit }
        if let hit = old.removeValue(forKey: key) {
            insert(hit, for: key)
            return hit
        }
        return nil
    }

    mutating func insert(_ bitmap: GlyphBitmap, for key: GlyphKey) {
        if young.count >= generationLimit {
            old = young
            young = [:]
        }
        young[key] = bitmap
    }

    mutating func removeAll() {
        young = [:]
        old = [:]
    }
}
