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

/// A bounded glyph cache with two generations: when the young one fills up (in entries or
/// in coverage bytes) it becomes the old one, and a hit in the old generation is promoted.
/// Glyphs used every frame stay; the one-off sizes of a scale animation, and the text of
/// screens no longer shown, age out without a per-entry clock.
struct GlyphCache {
    private var young: [GlyphKey: GlyphBitmap] = [:]
    private var old: [GlyphKey: GlyphBitmap] = [:]
    private var youngBytes = 0
    /// Entries per generation. The default, 1536, is what a hash table of 2048 buckets holds
    /// at Swift's three-quarter load: 2048 entries took a table of 4096 buckets (about 72
    /// bytes each), doubled from 2048 while the old table was still alive, for the last
    /// quarter of its entries, and the scale animation of an alert's text filled it every
    /// time it ran.
    let generationLimit: Int
    /// Coverage bytes per generation: at 2560x1600 a glyph is up to a few kilobytes, and a
    /// count alone let visiting every demo keep megabytes of glyphs of screens long closed.
    let generationBytes: Int

    /// Bytes counted for an entry besides its coverage: the coverage array's header and
    /// its allocation's rounding, so a generation of small glyphs is bounded too.
    static let entryOverheadBytes = 48

    init(generationLimit: Int = 1536, generationBytes: Int = 384 << 10) {
        self.generationLimit = generationLimit
        self.generationBytes = generationBytes
    }

    /// Entries held now, both generations.
    var count: Int { young.count + old.count }

    /// The most entries either generation's hash table has room for without growing.
    var tableCapacity: Int { max(young.capacity, old.capacity) }

    mutating func lookup(_ key: GlyphKey) -> GlyphBitmap? {
        if let hit = young[key] { return hit }
        if let hit = old.removeValue(forKey: key) {
            insert(hit, for: key)
            return hit
        }
        return nil
    }

    mutating func insert(_ bitmap: GlyphBitmap, for key: GlyphKey) {
        let bytes = bitmap.coverage.count + Self.entryOverheadBytes
        if young.count >= generationLimit || youngBytes + bytes > generationBytes {
            old = young
            young = [:]
            youngBytes = 0
        }
        young[key] = bitmap
        youngBytes += bytes
    }

    mutating func removeAll() {
        young = [:]
        old = [:]
        youngBytes = 0
    }
}
