#if canImport(Glibc)
    import Glibc
#endif

/// Asks the kernel to bring a font file into the page cache in the background.
///
/// A glyph's outline is read from the file the first time the glyph is drawn, and drawing
/// runs on band threads holding the text lock: on a cold page cache each outline of a
/// fallback face (a CJK face's are spread over megabytes) waited for the disk there, up
/// to a second for the first frame of Chinese text on a busy disk. Read ahead as a whole,
/// sequentially, the file is in memory by the time its outlines are asked for. The pages
/// are the kernel's cache, shared and dropped under pressure; only those HarfBuzz's
/// mapping of the file touches count in this process's memory, as they did before.
enum FontReadahead {
    /// Starts reading `path` ahead and returns without waiting for the disk.
    static func start(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_WILLNEED)
        close(descriptor)
    }
}
