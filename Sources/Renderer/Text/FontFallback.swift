import CFontconfig

/// Where the rasterizer looks for a character its own face lacks (Chinese, Japanese, emoji).
///
/// `.system` asks fontconfig: fonts sorted by how well they match a sans-serif request,
/// the first whose character set has the character wins, so the answer follows what is
/// installed (`fonts-noto-cjk` when present, else e.g. `fonts-wqy-microhei`). `.files` tries
/// the given font files in order and nothing else: tests use it so that their pictures
/// do not depend on the machine's fonts. `.none` never falls back.
package enum FontFallback: Sendable {
    /// Installed fonts, through fontconfig.
    case system
    /// These font files (path, face index in the file), in order.
    case files([(path: String, index: Int)])
    /// No fallback: a missing character draws the face's `.notdef` box.
    case none
}

/// Asks fontconfig which installed font file covers a character. The configuration (the
/// font list) is loaded on the first question, or ahead of it on a thread of its own
/// (`loadInBackground()`), and kept: loading it costs milliseconds.
///
/// The installed fonts are sorted once per weight, for a sans-serif request with no
/// character in it, and each character's answer is the first font of that order that has
/// it. Asking fontconfig per character (`font(covering:bold:config:)`, the reference) costs
/// a substitution and a sort of every font each time: address-picker's first sheet, a
/// screen of Chinese place names, spent about 30 million instructions on them in one frame.
/// Both give the same font: a one-character set only ranks the fonts that have the character
/// ahead of those that lack it, and fontconfig's other criteria order each group alike.
final class FontconfigLookup {
    private var config: OpaquePointer?
    private var loaded = false
    private var preload: FontconfigPreload?
    /// The fonts in the order of a sans-serif request, regular and bold, sorted on the first
    /// question of each weight (`FcFontSet`s this lookup owns).
    private var sorted: [Bool: UnsafeMutablePointer<FcFontSet>?] = [:]

    deinit {
        for case let set? in sorted.values { FcFontSetDestroy(set) }
        if let config { FcConfigDestroy(config) }
    }

    /// Starts loading the configuration on another thread, so that the first question
    /// finds it ready (or waits only for the rest of the load).
    func loadInBackground() {
        if !loaded && preload == nil { preload = FontconfigPreload() }
    }

    /// The configuration, loaded now unless a background load has it.
    private func loadedConfig() -> OpaquePointer? {
        if !loaded {
            loaded = true
            if let preload {
                let taken = preload.take()
                config = taken.config
                if taken.config != nil {
                    sorted[false] = .some(taken.regular)
                    sorted[true] = .some(taken.bold)
                }
            } else {
                config = FcInitLoadConfigAndFonts()
            }
            preload = nil
        }
        return config
    }

    /// The file and face index of the best sans-serif match that has `scalar`, nil when no
    /// installed font has it (or fontconfig cannot start).
    func font(covering scalar: Unicode.Scalar, bold: Bool) -> (path: String, index: Int)? {
        guard let config = loadedConfig() else { return nil }
        if sorted[bold] == nil { sorted[bold] = Self.sortedFonts(bold: bold, config: config) }
        guard case let set?? = sorted[bold] else { return nil }
        return Self.first(of: set, covering: scalar)
    }

    /// What fontconfig answers for `scalar` asked with the character in the request (the
    /// reference `font(covering:bold:)` keeps to), from this lookup's configuration.
    func referenceFont(covering scalar: Unicode.Scalar, bold: Bool) -> (path: String, index: Int)? {
        guard let config = loadedConfig() else { return nil }
        return Self.font(covering: scalar, bold: bold, config: config)
    }

    /// The request both lookups start from: sans-serif at `bold`'s weight, scalable, with
    /// `scalar` in its character set when given; substituted as fontconfig's match does.
    private static func sansSerifPattern(bold: Bool, scalar: Unicode.Scalar?, config: OpaquePointer) -> OpaquePointer? {
        guard let pattern = FcPatternCreate() else { return nil }
        FcPatternAddString(pattern, FC_FAMILY, "sans-serif")
        FcPatternAddInteger(pattern, FC_WEIGHT, bold ? Int32(FC_WEIGHT_BOLD) : Int32(FC_WEIGHT_REGULAR))
        FcPatternAddBool(pattern, FC_SCALABLE, FcBool(FcTrue))
        if let scalar, let charset = FcCharSetCreate() {
            FcCharSetAddChar(charset, scalar.value)
            FcPatternAddCharSet(pattern, FC_CHARSET, charset)
            FcCharSetDestroy(charset)
        }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        return pattern
    }

    /// Every installed font in the order of a sans-serif request at `bold`'s weight.
    static func sortedFonts(bold: Bool, config: OpaquePointer) -> UnsafeMutablePointer<FcFontSet>? {
        guard let pattern = sansSerifPattern(bold: bold, scalar: nil, config: config) else { return nil }
        defer { FcPatternDestroy(pattern) }
        var result = FcResultNoMatch
        return FcFontSort(config, pattern, FcBool(FcFalse), nil, &result)
    }

    /// The file of `family` in regular or bold, nil unless fontconfig's best match really
    /// is that family at that weight (fontconfig otherwise answers with a substitute).
    func file(family: String, bold: Bool) -> String? {
        guard let config = loadedConfig(), let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, family)
        let weight = bold ? Int32(FC_WEIGHT_BOLD) : Int32(FC_WEIGHT_REGULAR)
        FcPatternAddInteger(pattern, FC_WEIGHT, weight)
        FcPatternAddInteger(pattern, FC_SLANT, Int32(FC_SLANT_ROMAN))
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var name: UnsafeMutablePointer<FcChar8>?
        var file: UnsafeMutablePointer<FcChar8>?
        var matchedWeight: Int32 = -1
        var slant: Int32 = -1
        guard FcPatternGetString(match, FC_FAMILY, 0, &name) == FcResultMatch, let name,
            String(cString: name) == family,
            FcPatternGetInteger(match, FC_WEIGHT, 0, &matchedWeight) == FcResultMatch, matchedWeight == weight,
            FcPatternGetInteger(match, FC_SLANT, 0, &slant) == FcResultMatch, slant == Int32(FC_SLANT_ROMAN),
            FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file
        else { return nil }
        return String(cString: file)
    }

    /// The file and face index of the best sans-serif match in `config` that has `scalar`,
    /// asked of fontconfig with the character in the request: the reference the sorted
    /// lookup above keeps to, and what the start-up thread asks (`FontconfigPreload`).
    static func font(covering scalar: Unicode.Scalar, bold: Bool, config: OpaquePointer) -> (
        path: String, index: Int
    )? {
        guard let pattern = sansSerifPattern(bold: bold, scalar: scalar, config: config) else { return nil }
        defer { FcPatternDestroy(pattern) }
        var result = FcResultNoMatch
        guard let sorted = FcFontSort(config, pattern, FcBool(FcFalse), nil, &result) else { return nil }
        defer { FcFontSetDestroy(sorted) }
        return first(of: sorted, covering: scalar)
    }

    /// The file and face index of the first scalable font of `sorted` that has `scalar`.
    static func first(of sorted: UnsafeMutablePointer<FcFontSet>, covering scalar: Unicode.Scalar) -> (
        path: String, index: Int
    )? {
        for i in 0..<Int(sorted.pointee.nfont) {
            guard let font = sorted.pointee.fonts[i] else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset,
                FcCharSetHasChar(charset, scalar.value) != 0
            else { continue }
            var scalable = FcBool(FcTrue)
            _ = FcPatternGetBool(font, FC_SCALABLE, 0, &scalable)
            guard scalable != 0 else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            var index: Int32 = 0
            _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
            return (String(cString: file), Int(index))
        }
        return nil
    }
}
