/// One line of text as shaped glyphs, each from one of the rasterizer's faces, placed in the
/// design units of the label's own face (x right, y up from the baseline).
///
/// HarfBuzz shapes each run of characters that share a face and a direction, so kerning,
/// ligatures, Arabic joining forms and marks come from the font's own tables. Control
/// characters (line breaks, tabs) take no room and draw nothing, since a label here is one line.
struct LineLayout {
    /// One glyph to draw.
    struct Glyph: Equatable {
        /// Index into the rasterizer's faces (0 regular, 1 bold, then fallbacks).
        var face: Int
        /// The glyph in that face.
        var glyph: UInt32
        /// Pen position of its origin from the start of the line, label-face design units.
        var x: Double
        /// Raise above the baseline (marks, Arabic vowels), label-face design units.
        var y: Double
    }

    /// Glyphs in drawing order, left to right.
    var glyphs: [Glyph] = []
    /// The advance width of the whole line, label-face design units.
    var advanceWidth = 0.0
    /// Characters no available face has: drawn as the label face's `.notdef` box.
    var missing: [Unicode.Scalar] = []
}

/// Which way a run of text reads.
enum TextDirection: Equatable {
    case leftToRight, rightToLeft

    /// The strong direction of `scalar`, nil for neutrals (spaces, digits, punctuation),
    /// which take their neighbours'. Right to left: Hebrew, Arabic, Syriac, Thaana, N'Ko and
    /// their presentation forms.
    static func strong(_ scalar: Unicode.Scalar) -> TextDirection? {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            return .rightToLeft
        default:
            return scalar.properties.isAlphabetic ? .leftToRight : nil
        }
    }
}

extension Unicode.Scalar {
    /// True for characters that belong to the one before them and must come from its face:
    /// combining marks, variation selectors (U+FE0F asks for emoji style), zero-width joiners
    /// and emoji skin-tone modifiers.
    var attachesToPrevious: Bool {
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: return true
        default: break
        }
        switch value {
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0x1F3FB...0x1F3FF: return true
        default: return false
        }
    }
}
