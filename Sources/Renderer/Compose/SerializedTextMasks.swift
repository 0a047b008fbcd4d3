import Geometry
import LayerTree

#if canImport(Glibc)
    import Glibc
#endif

/// A text provider shared by the renderer's band threads: one call at a time, because a
/// provider keeps caches (glyphs, layouts) that are not safe to touch from two threads.
/// Text is small next to the fills, so the bands still run side by side.
final class SerializedTextMasks: TextMaskProviding, @unchecked Sendable {
    /// The provider every call goes to.
    let base: TextMaskProviding
    private var mutex = pthread_mutex_t()

    init(_ base: TextMaskProviding) {
        self.base = base
        pthread_mutex_init(&mutex, nil)
    }

    deinit { pthread_mutex_destroy(&mutex) }

    func mask(for text: TextContent, box: Size, transform: AffineTransform) -> CoverageMask? {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return base.mask(for: text, box: box, transform: transform)
    }
}
