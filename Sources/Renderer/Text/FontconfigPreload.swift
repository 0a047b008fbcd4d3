import CFontconfig

#if canImport(Glibc)
    import Glibc
#endif

/// fontconfig's configuration loaded on a thread of its own, so that the first label with
/// a character the labels' faces lack does not wait for it on the frame that draws it.
///
/// Loading reads every configuration file and font cache: milliseconds, several more on a
/// busy machine, all of it on the frame that first showed a Chinese label before. The same
/// thread then starts reading ahead the fallback fonts a first Chinese or emoji label will
/// need (`readAheadFallbackFiles`), which are otherwise read from a cold disk glyph by
/// glyph on the frame that draws it. A
/// rasterizer that falls back through fontconfig starts the load when it is made, and its
/// first question takes the result, waiting only for what is left of the load. The thread
/// writes only its own result box, read after `pthread_join`, so nothing is shared while it
/// runs. The thread holds every signal back, so a signal meant for the program (a stop
/// while a recording is written, taken between frames) never lands on it.
final class FontconfigPreload {
    private var thread = pthread_t()
    private let result: UnsafeMutablePointer<OpaquePointer?>
    private let started: Bool
    private var joined = false

    /// Starts the load; when no thread can be started, `take()` loads on the caller's.
    init() {
        result = .allocate(capacity: 1)
        result.initialize(to: nil)
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
                    let config = FcInitLoadConfigAndFonts()
                    if let config { FontconfigPreload.readAheadFallbackFiles(config) }
                    box?.assumingMemoryBound(to: OpaquePointer?.self).pointee = config
                    return nil
                }, result) == 0
    }

    /// Characters whose fallback fonts are read ahead at start-up: Chinese (which the CJK
    /// fonts share with Japanese and Korean) in both weights, and an emoji.
    static let readAheadScalars: [(Unicode.Scalar, bold: Bool)] = [
        ("\u{4E2D}", false), ("\u{4E2D}", true), ("\u{1F600}", false),
    ]

    /// Starts reading ahead the files fontconfig would answer for `readAheadScalars`, so the
    /// first frame that falls back to one finds its pages in memory (see `FontReadahead`).
    /// Runs on the loading thread, which owns `config` until `take()`.
    static func readAheadFallbackFiles(_ config: OpaquePointer) {
        var seen: [String] = []
        for (scalar, bold) in readAheadScalars {
            guard let file = FontconfigLookup.font(covering: scalar, bold: bold, config: config),
                !seen.contains(file.path)
            else { continue }
            seen.append(file.path)
            FontReadahead.start(file.path)
        }
    }

    /// The loaded configuration, owned by the caller from now on (nil when fontconfig cannot
    /// start), after the loading thread has ended.
    func take() -> OpaquePointer? {
        if !started { return FcInitLoadConfigAndFonts() }
        if !joined {
            pthread_join(thread, nil)
            joined = true
        }
        defer { result.pointee = nil }
        return result.pointee
    }

    deinit {
        if started && !joined { pthread_join(thread, nil) }
        if let config = result.pointee { FcConfigDestroy(config) }
        result.deallocate()
    }
}
