import CHarfBuzz
import LayerTree

extension TextRasterizer {
    /// `string` laid out in the face for `weight`, with per-character fallback, from the
    /// cache when seen before.
    func layout(_ string: String, weight: FontWeight) -> LineLayout {
        let key = LayoutKey(string: string, weight: weight)
        if let cached = layouts[key] { return cached }
        let line = shape(string, primary: weight == .bold ? 1 : 0)
        if layouts.count >= Self.layoutCacheLimit { layouts.removeAll(keepingCapacity: true) }
        layouts[key] = line
        if !line.missing.isEmpty { reportMissing(line.missing, in: string) }
        return line
    }

    private func shape(_ string: String, primary: Int) -> LineLayout {
        var line = LineLayout()
        let scalars = Array(string.unicodeScalars.filter { $0.properties.generalCategory != .control })
        guard !scalars.isEmpty else { return line }

        // 1. A face for each character: the label's own, else a fallback that has it.
        var faceOf: [Int] = []
        for (i, scalar) in scalars.enumerated() {
            if i > 0, scalar.attachesToPrevious || scalars[i - 1].value == 0x200D {
                faceOf.append(faceOf[i - 1])
            } else if faces[primary].glyphIndex(for: scalar) != 0 {
                faceOf.append(primary)
            } else if scalar.properties.generalCategory != .privateUse,
                let fallback = fallbackFace(for: scalar, bold: primary == 1)
            {
                // Private-use characters mean something only in their own font: never borrowed.
                faceOf.append(fallback)
            } else if scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint {
                // A space no font has still only spaces; nothing is missing to the reader.
                faceOf.append(primary)
            } else {
                faceOf.append(primary)
                line.missing.append(scalar)
            }
        }

        // 2. A direction for each: strong characters their own, neutrals their neighbours'.
        let strong = scalars.map(TextDirection.strong)
        let base = strong.lazy.compactMap { $0 }.first ?? .leftToRight
        var directions: [TextDirection] = []
        var current = base
        for (i, s) in strong.enumerated() {
            if let s {
                current = s
            } else if current != base {
                // A neutral between two right-to-left characters stays in their run; before a
                // character of the base direction it goes back to the base.
                let next = strong[(i + 1)...].lazy.compactMap { $0 }.first ?? base
                if next != current { current = base }
            }
            directions.append(current)
        }

        // 3. Runs of one face and one direction, in reading order; shown reversed for a
        //    right-to-left line.
        var runs: [(start: Int, end: Int)] = []
        var start = 0
        for i in 1...scalars.count
        where i == scalars.count || faceOf[i] != faceOf[start] || directions[i] != directions[start] {
            runs.append((start, i))
            start = i
        }
        if base == .rightToLeft { runs.reverse() }

        // 4. Shape each run with the whole line as context, so joining sees its neighbours.
        let codepoints = scalars.map(\.value)
        let unitsPerEm = Double(faces[primary].unitsPerEm)
        var pen = 0.0
        for run in runs {
            let face = faces[faceOf[run.start]]
            let k = unitsPerEm / Double(face.unitsPerEm)
            let rtl = directions[run.start] == .rightToLeft
            for g in shapeRun(codepoints, run.start..<run.end, face: face, rightToLeft: rtl) {
                line.glyphs.append(
                    LineLayout.Glyph(
                        face: faceOf[run.start], glyph: g.glyph,
                        x: pen + Double(g.dx) * k, y: Double(g.dy) * k))
                pen += Double(g.advance) * k
            }
        }
        line.advanceWidth = pen
        return line
    }

    /// Glyphs of `codepoints[range]` in visual order, with advances and offsets in the face's units.
    private func shapeRun(
        _ codepoints: [UInt32], _ range: Range<Int>, face: FontFace,
        rightToLeft: Bool
    ) -> [(glyph: UInt32, advance: Int, dx: Int, dy: Int)] {
        guard let font = face.shapingFont, let buffer = hb_buffer_create() else {
            // HarfBuzz could not read the file: one glyph per character, as FreeType maps them.
            var out: [(glyph: UInt32, advance: Int, dx: Int, dy: Int)] = []
            var previous: UInt32?
            for c in codepoints[range] {
                let glyph = Unicode.Scalar(c).map(face.glyphIndex(for:)) ?? 0
                if let previous, !out.isEmpty { out[out.count - 1].advance += face.kerning(previous, glyph) }
                out.append((glyph, face.advance(of: glyph), 0, 0))
                previous = glyph
            }
            return out
        }
        defer { hb_buffer_destroy(buffer) }
        codepoints.withUnsafeBufferPointer { all in
            hb_buffer_add_codepoints(
                buffer, all.baseAddress, Int32(all.count), UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        return (0..<Int(count)).map { i in
            (infos[i].codepoint, Int(positions[i].x_advance), Int(positions[i].x_offset), Int(positions[i].y_offset))
        }
    }

    /// The index of a face that has `scalar`, loading it the first time; nil when none has it.
    private func fallbackFace(for scalar: Unicode.Scalar, bold: Bool) -> Int? {
        let key = FallbackKey(scalar: scalar, bold: bold)
        if let known = fallbackFaces[key] { return known }
        var found: Int?
        for candidate in fallbackCandidates(for: scalar, bold: bold) {
            guard let index = loadFace(path: candidate.path, index: candidate.index),
                faces[index].glyphIndex(for: scalar) != 0
            else { continue }
            found = index
            break
        }
        fallbackFaces[key] = found
        return found
    }

    private func fallbackCandidates(for scalar: Unicode.Scalar, bold: Bool) -> [(path: String, index: Int)] {
        switch fallback {
        case .none: return []
        case .files(let files): return files
        case .system: return fontconfig.font(covering: scalar, bold: bold).map { [$0] } ?? []
        }
    }

    /// The face of `path` (face `index` in it) in `faces`, opened the first time; nil when
    /// FreeType cannot read it.
    private func loadFace(path: String, index: Int) -> Int? {
        let key = "\(path)#\(index)"
        if let known = faceIndexByFile[key] { return known }
        var found: Int?
        if isMakingMask { statistics.facesOpenedWhileMasking += 1 }
        if let face = try? FontFace(path: path, index: index, library: library) {
            faces.append(face)
            found = faces.count - 1
            // Its glyphs' outlines are read as they are first drawn, perhaps on band threads:
            // have the rest of the file on its way into memory now.
            FontReadahead.start(path)
        }
        faceIndexByFile[key] = found
        return found
    }

    /// One notice per kind of missing font (per package that would bring it), through `onMissingFont`.
    private func reportMissing(_ missing: [Unicode.Scalar], in string: String) {
        for scalar in missing {
            let package = Self.packageHint(for: scalar)
            let kind = package ?? "U+\(String(scalar.value, radix: 16, uppercase: true))"
            guard reportedMissingKinds.insert(kind).inserted else { continue }
            let code =
                "U+" + String(repeating: "0", count: max(0, 4 - String(scalar.value, radix: 16).count))
                + String(scalar.value, radix: 16, uppercase: true)
            var notice = "no installed font has \(code) in the label \"\(string)\"; it draws as a box"
            if let package { notice += " (install \(package))" }
            onMissingFont(notice)
        }
    }

    /// The Debian package with a font for `scalar`, for the notice.
    static func packageHint(for scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
            return "fonts-noto-cjk"
        case 0x1F000...0x1FAFF, 0x2600...0x27BF:
            return "fonts-symbola"
        default:
            return nil
        }
    }
}

/// A cached layout: the text and the label's weight.
struct LayoutKey: Hashable {
    var string: String
    var weight: FontWeight
}

/// A cached fallback choice: the character and whether the label is bold.
struct FallbackKey: Hashable {
    var scalar: Unicode.Scalar
    var bold: Bool
}
