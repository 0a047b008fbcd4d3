import CFreeType
import CRenderKernels
import Geometry
import LayerTree

extension TextRasterizer {
    /// The anti-aliased coverage of one line of `text` laid out in a `box`-sized label, in
    /// device pixels. `transform` maps the layer's own coordinates (box top-left at the
    /// origin) to device pixels, HiDPI scale included.
    ///
    /// Returns nil when nothing would be drawn: an empty or blank string, a non-positive or
    /// non-finite size, a transform that flattens the plane, or an em beyond
    /// `maximumDeviceEmSize`. Characters the face lacks draw its `.notdef` box.
    package func mask(for text: TextContent, box: Size, transform t: AffineTransform) -> CoverageMask? {
        guard !text.string.isEmpty, text.fontSize > 0, text.fontSize.isFinite,
            [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite), t.determinant != 0
        else { return nil }
        let deviceEm = text.fontSize * max((t.a * t.a + t.b * t.b).squareRoot(), (t.c * t.c + t.d * t.d).squareRoot())
        guard deviceEm <= Self.maximumDeviceEmSize else { return nil }

        isMakingMask = true
        defer { isMakingMask = false }
        let face = face(for: text.weight)
        let lines = laidOutLines(of: text, face: face, box: box)
        guard !lines.isEmpty else { return nil }
        let unitsToPoints = text.fontSize / Double(face.unitsPerEm)

        // Design units (y up) to device pixels (y down) in 26.6, as a FreeType 16.16 matrix:
        // flip y, apply the layer transform's linear part, flip back for FreeType's y-up.
        // Each face has its own units per em, so its own matrix.
        var keys: [Int: GlyphKey] = [:]
        func baseKey(_ index: Int) -> GlyphKey {
            if let known = keys[index] { return known }
            let toFixed = text.fontSize / Double(faces[index].unitsPerEm) * 64 * 65536
            let key = GlyphKey(
                face: index, glyph: 0,
                xx: Int32(clamping: Int((t.a * toFixed).rounded())),
                xy: Int32(clamping: Int((-t.c * toFixed).rounded())),
                yx: Int32(clamping: Int((-t.b * toFixed).rounded())),
                yy: Int32(clamping: Int((t.d * toFixed).rounded())),
                subX: 0, subY: 0)
            keys[index] = key
            return key
        }

        var placed: [(bitmap: GlyphBitmap, x: Int, y: Int)] = []
        placed.reserveCapacity(lines.reduce(0) { $0 + $1.layout.glyphs.count })
        var bounds = PixelRect.empty
        for (layout, line) in lines {
            for g in layout.glyphs {
                let px = line.origin.x + g.x * unitsToPoints
                let py = g.y == 0 ? line.origin.y : line.origin.y - g.y * unitsToPoints
                let (ix, qx) = Self.quarterSplit(t.a * px + t.c * py + t.tx)
                let (iy, qy) = Self.quarterSplit(t.b * px + t.d * py + t.ty)
                var key = baseKey(g.face)
                key.glyph = g.glyph
                key.subX = qx
                key.subY = qy
                let bitmap = glyphBitmap(for: key, face: faces[g.face])
                if bitmap.isEmpty { continue }
                let x = ix + bitmap.left
                let y = iy + bitmap.top
                placed.append((bitmap, x, y))
                bounds = bounds.union(PixelRect(x: x, y: y, width: bitmap.width, height: bitmap.height))
            }
        }
        guard !bounds.isEmpty else { return nil }

        var mask = CoverageMask(originX: bounds.x, originY: bounds.y, width: bounds.width, height: bounds.height)
        let maskWidth = bounds.width
        mask.coverage.withUnsafeMutableBufferPointer { out in
            for (bitmap, x, y) in placed {
                bitmap.coverage.withUnsafeBufferPointer { src in
                    for row in 0..<bitmap.height {
                        let dst = (y - bounds.y + row) * maskWidth + (x - bounds.x)
                        // Saturating add: the anti-aliased edges of touching glyphs sum.
                        rk_add_saturated(
                            out.baseAddress! + dst, src.baseAddress! + row * bitmap.width, bitmap.width)
                    }
                }
            }
        }
        return mask
    }

    /// Lays `text` out now, opening the fallback faces its characters need, so that drawing
    /// it later reads no file (see `TextMaskProviding.prepare(_:)`). The layouts are the
    /// ones `mask(for:box:transform:)` would make, kept in the same cache.
    package func prepare(_ text: TextContent) {
        guard !text.string.isEmpty else { return }
        guard text.string.contains("\n") else {
            _ = layout(text.string, weight: text.weight)
            return
        }
        for line in text.string.split(separator: "\n") { _ = layout(String(line), weight: text.weight) }
    }

    /// The lines of `text` with their glyphs and where each sits in the box: one line
    /// centred vertically, or the lines between newlines stacked one line height apart with
    /// the block centred, as a multi-line `UILabel` draws them. Lines with no glyphs are
    /// left out but keep their place.
    private func laidOutLines(
        of text: TextContent, face: FontFace, box: Size
    ) -> [(layout: LineLayout, line: TextLineMetrics)] {
        guard text.string.contains("\n") else {
            let layout = self.layout(text.string, weight: text.weight)
            guard !layout.glyphs.isEmpty else { return [] }
            return [
                (layout, metrics(of: layout, face: face, fontSize: text.fontSize, alignment: text.alignment, box: box))
            ]
        }
        let strings = text.string.split(separator: "\n", omittingEmptySubsequences: false)
        let scale = text.fontSize / Double(face.unitsPerEm)
        let lineHeight = Double(face.ascender) * scale + Double(face.descent) * scale
        let top = (box.height - Double(strings.count) * lineHeight) / 2
        var out: [(layout: LineLayout, line: TextLineMetrics)] = []
        for (index, string) in strings.enumerated() {
            let layout = self.layout(String(string), weight: text.weight)
            guard !layout.glyphs.isEmpty else { continue }
            var line = metrics(
                of: layout, face: face, fontSize: text.fontSize, alignment: text.alignment,
                box: Size(width: box.width, height: lineHeight))
            line.origin.y += top + Double(index) * lineHeight
            out.append((layout, line))
        }
        return out
    }

    /// A device coordinate as its whole pixel and the offset within it in quarter pixels.
    @inline(__always)
    static func quarterSplit(_ v: Double) -> (Int, UInt8) {
        var whole = v.rounded(.down)
        var quarters = ((v - whole) * 4).rounded()
        if quarters >= 4 {
            whole += 1
            quarters = 0
        }
        return (Int(whole), UInt8(quarters))
    }

    /// The glyph image for `key`, from the cache or rendered now.
    func glyphBitmap(for key: GlyphKey, face: FontFace) -> GlyphBitmap {
        if let hit = cache.lookup(key) {
            statistics.cacheHits += 1
            return hit
        }
        let bitmap = renderGlyph(key, face: face)
        statistics.glyphsRendered += 1
        cache.insert(bitmap, for: key)
        return bitmap
    }

    /// Renders one glyph from its outline.
    ///
    /// Hinting: none. The outline is loaded in design units (`FT_LOAD_NO_SCALE`) and mapped
    /// straight to device pixels. Light hinting would snap stems vertically to the pixel grid,
    /// crisper at 1x, but it needs FreeType's integer-rounded ppem for TrueType faces, so glyph
    /// shapes would step while a scale spring runs and stop matching the measured advances,
    /// and it cannot apply to rotated text, so a label would change look as a rotation starts.
    /// Unhinted outlines with quarter-pixel positions keep animated text smooth and one code
    /// path for every transform; at the playground's usual 2x scale the softness is slight.
    func renderGlyph(_ key: GlyphKey, face: FontFace) -> GlyphBitmap {
        guard FT_Load_Glyph(face.face, key.glyph, FreeTypeLoad.noScale) == 0 else { return .empty }
        let slot = face.face.pointee.glyph!
        guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return .empty }
        var matrix = FT_Matrix(xx: FT_Fixed(key.xx), xy: FT_Fixed(key.xy), yx: FT_Fixed(key.yx), yy: FT_Fixed(key.yy))
        FT_Outline_Transform(&slot.pointee.outline, &matrix)
        // Quarter pixels are 16 units of 26.6; device y grows down, FreeType's up.
        FT_Outline_Translate(&slot.pointee.outline, FT_Pos(key.subX) * 16, -FT_Pos(key.subY) * 16)
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return .empty }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width)
        let height = Int(bitmap.rows)
        guard width > 0, height > 0, let buffer = bitmap.buffer else { return .empty }
        var coverage = [UInt8](repeating: 0, count: width * height)
        let pitch = Int(bitmap.pitch)
        // A negative pitch means rows run bottom-up in memory.
        let firstRow = pitch >= 0 ? buffer : buffer + (-pitch) * (height - 1)
        coverage.withUnsafeMutableBufferPointer { out in
            rk_copy_rows(out.baseAddress, width, firstRow, pitch, width, height)
        }
        return GlyphBitmap(
            left: Int(slot.pointee.bitmap_left), top: -Int(slot.pointee.bitmap_top),
            width: width, height: height, coverage: coverage)
    }
}
