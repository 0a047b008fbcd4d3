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
final class FontconfigLookup {
    private var config: OpaquePointer?
    private var loaded = false
    private var preload: FontconfigPreload?

    deinit { if let config { FcConfigDestroy(config) } }

    /// Starts loading the configuration on another thread, so that the first question
    /// finds it ready (or waits only for the rest of the load).
    func loadInBackground() {
        if !loaded && preload == nil { preload = FontconfigPreload() }
    }

    /// The configuration, loaded now unless a background load has it.
    private func loadedConfig() -> OpaquePointer? {
        if !loaded {
            loaded = true
            config = preload.map { $0.take() } ?? FcInitLoadConfigAndFonts()
            preload = nil
        }
        return config
    }

    /// The file and face index of the best sans-serif match that has `scalar`, nil when no
    /// installed font has it (or fontconfig cannot start).
    func font(covering scalar: Unicode.Scalar, bold: Bool) -> (path: String, index: Int)? {
        guard let config = loadedConfig() else { return nil }
        return Self.font(covering: scalar, bold: bold, config: config)
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

    /// The file and face index of the best sans-serif match in `config` that has `scalar`.
    static func font(covering scalar: Unicode.Scalar, bold: Bool, config: OpaquePointer) -> (
        path: String, index: Int
    )? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, "sans-serif")
        FcPatternAddInteger(pattern, FC_WEIGHT, bold ? Int32(FC_WEIGHT_BOLD) : Int32(FC_WEIGHT_REGULAR))
        FcPatternAddBool(pattern, FC_SCALABLE, FcBool(FcTrue))
        if let charset = FcCharSetCreate() {
            FcCharSetAddChar(charset, scalar.value)
            FcPatternAddCharSet(pattern, FC_CHARSET, charset)
            FcCharSetDestroy(charset)
        }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let sorted = FcFontSort(config, pattern, FcBool(FcFalse), nil, &result) else { return nil }
        defer { FcFontSetDestroy(sorted) }
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
