import Geometry
import LayerTree

#if canImport(Glibc)
    import Glibc
#endif

/// A text provider shared by the renderer's band threads: one call at a time, because a
/// provider keeps caches (glyphs, layouts) that are not safe to touch from two threads.
///
/// The masks it made are kept for the frame after (see `endFrame()`): a label that crosses
/// the border between two bands is drawn by both, each asking for its whole mask, and a
/// label that did not move is redrawn frame after frame under an animating one (a dimming
/// view fading in over a page). A mask depends only on the text, the box and the transform,
/// so the kept one is byte for byte the one the provider would make again.
final class SerializedTextMasks: TextMaskProviding, @unchecked Sendable {
    /// The provider every call goes to.
    let base: TextMaskProviding
    private var mutex = pthread_mutex_t()
    /// The masks asked for this frame, and in the frame before.
    private var current: [Request: CoverageMask?] = [:]
    private var previous: [Request: CoverageMask?] = [:]
    /// Coverage bytes held in `current`: past `keptBytesLimit` new masks are not kept.
    private var currentBytes = 0
    /// Enough for a screen of labels at scale 2 (a 17-point button title is about 20 KB
    /// there) and little next to the process's peak, which the memory goal bounds.
    static let keptBytesLimit = 512 << 10

    /// What a mask is made from.
    private struct Request: Hashable {
        let text: TextContent
        let box: Size
        let transform: AffineTransform
    }

    init(_ base: TextMaskProviding) {
        self.base = base
        pthread_mutex_init(&mutex, nil)
    }

    deinit { pthread_mutex_destroy(&mutex) }

    func mask(for text: TextContent, box: Size, transform: AffineTransform) -> CoverageMask? {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        let request = Request(text: text, box: box, transform: transform)
        if let known = current[request] { return known }
        let mask = previous.removeValue(forKey: request) ?? base.mask(for: text, box: box, transform: transform)
        let bytes = mask?.coverage.count ?? 0
        if currentBytes + bytes <= Self.keptBytesLimit {
            current[request] = mask
            currentBytes += bytes
        }
        return mask
    }

    /// The provider's preparation, under the lock like every other call.
    func prepare(_ text: TextContent) {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        base.prepare(text)
    }

    /// Keeps this frame's masks for the next frame and lets go of the ones no frame asked
    /// for since the frame before: what stays is what is on screen, not every label seen.
    func endFrame() {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        previous = current
        current = [:]
        currentBytes = 0
    }
}
