import CFontconfig

#if canImport(Glibc)
    import Glibc
#endif

/// fontconfig's configuration loaded on a thread of its own, so that the first label with
/// a character the labels' faces lack does not wait for it on the frame that draws it.
///
/// Loading reads every configuration file and font cache: milliseconds, several more on a
/// busy machine, all of it on the frame that first showed a Chinese label before. The same
/// thread then sorts the installed fonts for the fallback lookup (`FontconfigLookup`), one
/// order per weight, and starts reading ahead the fallback fonts a first Chinese or emoji label will
/// need (`readAheadFallbackFiles`), which are otherwise read from a cold disk glyph by
/// glyph on the frame that draws it. A
/// rasterizer that falls back through fontconfig starts the load when it is made, and its
/// first question takes the result, waiting only for what is left of the load. The thread
/// writes only its own result box, read after `pthread_join`, so nothing is shared while it
/// runs. The thread holds every signal back, so a signal meant for the program (a stop
/// while a recording is written, taken between frames) never lands on it.
final class FontconfigPreload {
    /// What the thread hands over: the configuration and the fonts sorted for a sans-serif
    /// request, regular and bold (nil where fontconfig failed).
    struct Loaded {
        var config: OpaquePointer?
        var regular: UnsafeMutablePointer<FcFontSet>?
        var bold: UnsafeMutablePointer<FcFontSet>?
    }

    private var thread = pthread_t()
    private let result: UnsafeMutablePointer<Loaded>
    private let started: Bool
    private var joined = false

    /// Starts the load; when no thread can be started, `take()` loads on the caller's.
    init() {
        result = .allocate(capacity: 1)
        result.initialize(to: Loaded())
        // A new thread starts with its creator's signal mask: hold every signal for it.
        var all = sigset_t()
        var saved = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_SETMASK, &all, &saved)
        defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
        started =
            pthread_create(
                &thread, nil,
                { box in
                    box?.assumingMemoryBound(to: Loaded.self).pointee = FontconfigPreload.load()
                    return nil
                }, result) == 0
    }

    /// Characters whose fallback fonts are read ahead at start-up: Chinese (which the CJK
    /// fonts share with Japanese and Korean) in both weights, and an emoji.
    static let readAheadScalars: [(Unicode.Scalar, bold: Bool)] = [
        ("\u{4E2D}", false), ("\u{4E2D}", true), ("\u{1F600}", false),
    ]

    /// The configuration and both sorted orders, loaded on the calling thread.
    static func load() -> Loaded {
        guard let config = FcInitLoadConfigAndFonts() else { return Loaded() }
        let loaded = Loaded(
            config: config, regular: FontconfigLookup.sortedFonts(bold: false, config: config),
            bold: FontconfigLookup.sortedFonts(bold: true, config: config))
        readAheadFallbackFiles(loaded)
        return loaded
    }

    /// Starts reading ahead the files the fallback lookup would answer for
    /// `readAheadScalars`, so the first frame that falls back to one finds its pages in
    /// memory (see `FontReadahead`). Runs on the loading thread, which owns `loaded` until
    /// `take()`.
    static func readAheadFallbackFiles(_ loaded: Loaded) {
        var seen: [String] = []
        for (scalar, bold) in readAheadScalars {
            guard let sorted = bold ? loaded.bold : loaded.regular,
                let file = FontconfigLookup.first(of: sorted, covering: scalar),
                !seen.contains(file.path)
            else { continue }
            seen.append(file.path)
            FontReadahead.start(file.path)
        }
    }

    /// The loaded configuration and sorted fonts, owned by the caller from now on (nil
    /// where fontconfig cannot start), after the loading thread has ended.
    func take() -> Loaded {
        if !started { return Self.load() }
        if !joined {
            pthread_join(thread, nil)
            joined = true
        }
        defer { result.pointee = Loaded() }
        return result.pointee
    }

    deinit {
        if started && !joined { pthread_join(thread, nil) }
        if let set = result.pointee.regular { FcFontSetDestroy(set) }
        if let set = result.pointee.bold { FcFontSetDestroy(set) }
        if let config = result.pointee.config { FcConfigDestroy(config) }
        result.deallocate()
    }
}
