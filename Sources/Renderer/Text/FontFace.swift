import CFreeType
import CHarfBuzz

/// One FreeType library instance. Faces hold it strongly, so it is released after them.
final class FreeTypeLibrary {
    let handle: FT_Library

    init() throws {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else {
            throw TextError.freeType(call: "FT_Init_FreeType", path: nil, code: error)
        }
        handle = library
    }

    deinit { FT_Done_FreeType(handle) }
}

/// Load flags, spelled out because FreeType's macros do not import into Swift.
enum FreeTypeLoad {
    /// Outline in font units: no hinting, no embedded bitmaps, no ppem rounding.
    static let noScale: Int32 = 1 << 0
}

/// One font face with its design metrics and per-glyph caches.
///
/// Everything here is in font design units, independent of size, so the measurer and the
/// rasterizer lay out identically at every size and scale.
final class FontFace {
    let library: FreeTypeLibrary
    let face: FT_Face
    let path: String
    /// The face's index in its file (a `.ttc` collection holds several).
    let index: Int

    // The design metrics are FreeType's own record of the face, read where it keeps them.
    /// Design units per em (2048 for DejaVu).
    var unitsPerEm: Int { Int(face.pointee.units_per_EM) }
    /// Distance from the baseline up to the top of the line box, design units.
    var ascender: Int { Int(face.pointee.ascender) }
    /// Distance from the baseline down to the bottom of the line box, design units (positive).
    var descent: Int { -Int(face.pointee.descender) }
    /// True when the face has a `kern` table FreeType can read.
    var hasKerning: Bool { face.pointee.face_flags & (1 << 6) != 0 }  // FT_FACE_FLAG_KERNING

    private var glyphIndices: [Unicode.Scalar: UInt32] = [:]
    private var advances: [UInt32: Int] = [:]
    /// The same file opened by HarfBuzz for shaping, at one unit per design unit.
    private(set) lazy var shapingFont: OpaquePointer? = Self.makeShapingFont(
        path: path, index: index, unitsPerEm: unitsPerEm)

    init(path: String, index: Int = 0, library: FreeTypeLibrary) throws {
        let (face, error) = Self.openFace(library.handle, path: path, index: index)
        guard error == 0, let face else { throw TextError.freeType(call: "FT_Open_Face", path: path, code: error) }
        guard face.pointee.units_per_EM > 0 else {
            FT_Done_Face(face)
            throw TextError.freeType(call: "FT_Open_Face (not a scalable font)", path: path, code: 0)
        }
        self.library = library
        self.face = face
        self.path = path
        self.index = index
    }

    deinit {
        FT_Done_Face(face)
        if let shapingFont { hb_font_destroy(shapingFont) }
    }

    /// HarfBuzz's own reading of the font file (its OpenType tables: GSUB, GPOS, kern), with
    /// positions in design units so they add up exactly as FreeType's advances did.
    private static func makeShapingFont(path: String, index: Int, unitsPerEm: Int) -> OpaquePointer? {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        let face = hb_face_create(blob, UInt32(index))
        defer { hb_face_destroy(face) }
        let font = hb_font_create(face)
        hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
        return font
    }

    /// The glyph for a character; 0 (the face's `.notdef` box) when the face lacks it.
    func glyphIndex(for scalar: Unicode.Scalar) -> UInt32 {
        if let cached = glyphIndices[scalar] { return cached }
        let index = UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
        glyphIndices[scalar] = index
        return index
    }

    /// Horizontal advance of a glyph in design units; 0 when FreeType cannot load it.
    func advance(of glyph: UInt32) -> Int {
        if let cached = advances[glyph] { return cached }
        let error = FT_Load_Glyph(face, glyph, FreeTypeLoad.noScale)
        let value = error == 0 ? Int(face.pointee.glyph.pointee.advance.x) : 0
        advances[glyph] = value
        return value
    }

    /// How far the glyph for `scalar` rises above the baseline, design units (its outline's
    /// top): a flat letter's gives the cap height ("H") or x-height ("x"). 0 when FreeType
    /// cannot load it.
    func top(of scalar: Unicode.Scalar) -> Int {
        let error = FT_Load_Glyph(face, glyphIndex(for: scalar), FreeTypeLoad.noScale)
        return error == 0 ? Int(face.pointee.glyph.pointee.metrics.horiBearingY) : 0
    }

    /// Kerning between two glyphs in design units (0 without a kern table).
    func kerning(_ left: UInt32, _ right: UInt32) -> Int {
        guard hasKerning else { return 0 }
        var delta = FT_Vector()
        guard FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_UNSCALED.rawValue), &delta) == 0 else { return 0 }
        return Int(delta.x)
    }
}
