import CRenderKernels

/// Reusable offscreen pixel buffers for group opacity, so a fading layer does not allocate
/// (and page-fault in) a fresh image every frame, nor on the first frame of each fade.
///
/// `take` hands out a zeroed framebuffer of exactly the size asked for, wrapping pooled
/// memory at least that large; `give` returns it. Nested groups hold several at once.
/// Buffers are sized by need with a little room: a scaling card's strip changes size by a
/// row's padding from frame to frame, and a buffer made again for each few bytes more was
/// faulted in again each time.
///
/// Between fades the pool keeps idle buffers up to `keptBytes` in all (the most recently
/// used first): a presentation's first frames fade a layer that no frame faded just before,
/// and buffers freed when the last fade ended were faulted in again, page by page, on the
/// frames a person watches most. The bound is what two nested window-wide strips take, so
/// an idle window holds little; a buffer over it is freed once `recentFramesKept` frames in
/// a row did not use it, and every idle buffer once `idleFramesKept` frames in a row used
/// none. A turned page's tiles need their large buffer in most of the flip's frames but not
/// in all (a frame whose tiles are all plain takes none): freed on the first such frame, it
/// came back the next as fresh memory, a thousand page faults a frame.
final class OffscreenPool {
    private struct Buffer {
        var memory: UnsafeMutableRawPointer
        var bytes: Int
        var inUse = false
        /// The `frame` that last took it.
        var lastUsed: Int
    }
    private var buffers: [Buffer] = []
    /// Frames ended so far (`endFrame` calls).
    private var frame = 0
    /// The `frame` that last took a buffer.
    private var lastTake = 0

    /// Buffer sizes are multiples of this many bytes.
    static let granule = 16 << 10

    /// Idle bytes kept from frame to frame: two group strips a little grown (a faded card
    /// inside a faded screen holds two at once).
    let keptBytes: Int

    /// Frames in a row that took no buffer after which every idle buffer is freed.
    let idleFramesKept: Int

    /// Frames a buffer over `keptBytes` is kept after the last one that used it.
    let recentFramesKept: Int

    /// A pool keeping up to `keptBytes` idle between frames, for at most `idleFramesKept`
    /// frames that take none.
    init(keptBytes: Int = 640 << 10, idleFramesKept: Int = 600, recentFramesKept: Int = 60) {
        self.keptBytes = keptBytes
        self.idleFramesKept = idleFramesKept
        self.recentFramesKept = recentFramesKept
    }

    deinit {
        for b in buffers { b.memory.deallocate() }
    }

    /// Bytes held, in use or idle.
    var bytes: Int { buffers.reduce(0) { $0 + $1.bytes } }

    /// A transparent `width` x `height` framebuffer (`zeroed: false`: holding whatever the
    /// memory held, for a caller that stores over every pixel); rows padded to 64 bytes.
    /// `reserving` bytes at least are allocated when a buffer must be made or grown: a
    /// caller whose sizes vary up to a known bound asks for the bound once, so its buffer
    /// is not made again (and faulted in again) each time a size passes the last one.
    func take(width: Int, height: Int, zeroed: Bool = true, reserving: Int = 0) -> Framebuffer {
        let stride = max(64, (width * 4 + 63) / 64 * 64)
        let used = stride * max(height, 1)
        let need = max(used, reserving)
        func rounded(_ n: Int) -> Int { (n + Self.granule - 1) / Self.granule * Self.granule }
        // The smallest idle buffer that fits; else grow the largest idle one (by an eighth
        // more, so a size creeping up frame by frame settles), else a new one.
        var index = -1
        for (i, b) in buffers.enumerated() where !b.inUse && b.bytes >= used {
            if index < 0 || b.bytes < buffers[index].bytes { index = i }
        }
        if index < 0 {
            if let i = buffers.indices.filter({ !buffers[$0].inUse }).max(by: { buffers[$0].bytes < buffers[$1].bytes })
            {
                let size = rounded(max(need, buffers[i].bytes + buffers[i].bytes / 8))
                buffers[i].memory.deallocate()
                buffers[i].memory = .allocate(byteCount: size, alignment: 64)
                buffers[i].bytes = size
                index = i
            } else {
                let size = rounded(need)
                buffers.append(Buffer(memory: .allocate(byteCount: size, alignment: 64), bytes: size, lastUsed: frame))
                index = buffers.count - 1
            }
        }
        buffers[index].inUse = true
        buffers[index].lastUsed = frame
        lastTake = frame
        if zeroed { rk_zero(buffers[index].memory, used) }
        return Framebuffer(
            wrapping: buffers[index].memory.assumingMemoryBound(to: UInt32.self),
            width: width, height: height, stride: stride)
    }

    /// Returns a framebuffer from `take`; the caller must not touch it afterwards.
    func give(_ framebuffer: Framebuffer) {
        let memory = UnsafeMutableRawPointer(framebuffer.pixels)
        if let i = buffers.firstIndex(where: { $0.memory == memory }) { buffers[i].inUse = false }
    }

    /// Ends a frame: keeps the buffers used in the last `recentFramesKept` frames, and other
    /// idle ones within `keptBytes` (those used last first); frees the rest, and every idle
    /// one after `idleFramesKept` frames that took none.
    func endFrame() {
        let idleTooLong = frame - lastTake >= idleFramesKept
        var kept = 0
        let order = buffers.indices.sorted { buffers[$0].lastUsed > buffers[$1].lastUsed }
        var freed = Set<Int>()
        for i in order where !buffers[i].inUse {
            // What this frame used is needed again by the next frame of the same fade, and
            // what a recent frame used most likely by one of the next few.
            let recent = frame - buffers[i].lastUsed < recentFramesKept
            if buffers[i].lastUsed == frame || (!idleTooLong && (recent || kept + buffers[i].bytes <= keptBytes)) {
                kept += buffers[i].bytes
            } else {
                buffers[i].memory.deallocate()
                freed.insert(i)
            }
        }
        if !freed.isEmpty { buffers = buffers.indices.filter { !freed.contains($0) }.map { buffers[$0] } }
        frame += 1
    }
}
