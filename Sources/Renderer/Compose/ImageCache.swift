/// Decoded image files kept while they are on screen: a file is decoded the first frame an
/// image layer needs it and freed after a frame in which no layer drew it, as a bitmap's
/// backing store is released when no view shows it.
final class ImageCache {
    private struct Entry {
        var image: Framebuffer?
        var usedThisFrame = true
    }

    private var entries: [String: Entry] = [:]
    /// Files decoded so far (the rest came from the cache).
    private(set) var decodes = 0

    /// The pixels of the PNG file at `path`, decoded now if not cached; nil when the file
    /// cannot be read (it is not tried again while it stays in use).
    func image(atPath path: String) -> Framebuffer? {
        if var hit = entries[path] {
            hit.usedThisFrame = true
            entries[path] = hit
            return hit.image
        }
        let image = try? PNGFile.read(path)
        decodes += 1
        entries[path] = Entry(image: image)
        return image
    }

    /// Frees the images no layer drew since the last call.
    func endFrame() {
        entries = entries.filter { $0.value.usedThisFrame }
        for key in entries.keys { entries[key]?.usedThisFrame = false }
    }
}
