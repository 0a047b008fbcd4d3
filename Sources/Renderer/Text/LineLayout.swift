/// One line of text as glyphs and pen positions in font design units.
///
/// No shaping beyond the `kern` table: each Unicode scalar maps to one glyph, as the
/// playground's Latin labels need. Control characters (line breaks, tabs) take no room
/// and draw nothing, since a label here is one line.
struct LineLayout {
    /// Glyph indices in drawing order.
    var glyphs: [UInt32] = []
    /// Pen x of each glyph's origin from the start of the line, design units.
    var positions: [Int] = []
    /// The advance width of the whole line, design units.
    var advanceWidth = 0

    init(_ string: String, face: FontFace) {
        var pen = 0
        var previous: UInt32?
        for scalar in string.unicodeScalars {
            if scalar.properties.generalCategory == .control { continue }
            let glyph = face.glyphIndex(for: scalar)
            if let previous { pen += face.kerning(previous, glyph) }
            glyphs.append(glyph)
            positions.append(pen)
            pen += face.advance(of: glyph)
            previous = glyph
        }
        advanceWidth = pen
    }
}
