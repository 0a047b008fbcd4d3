import CRenderKernels

/// Reusable offscreen pixel buffers for group opacity, so a fading layer does not allocate
/// (and page-fault in) a fresh image every frame.
///
/// `take` hands out a zeroed framebuffer of exactly the size asked for, wrapping pooled
/// memory at least that large; `give` returns it. Nested groups hold several at once.
/// Buffers are sized by need with a little room (a scaling card's strip changes size by a
/// row's padding from frame to frame, and a buffer made again for each few bytes more was
/// faulted in again each time). `endFrame` frees the idle buffers beyond
/// `keptIdleBytes` at once, and the rest after `keptIdleFrames` frames without use: a
/// transition's groups come back often (a card fading in, then out; the next alert), and
/// their strips are small, while a spike (a whole window's group) goes on its first idle
/// frame.
final class OffscreenPool {
    private struct Buffer {
        var memory: UnsafeMutableRawPointer
        var bytes: Int
        var inUse = false
        var usedThisFrame = false
        /// Frames ended since a group last took it.
        var idleFrames = 0
    }
    private var buffers: [Buffer] = []

    /// Bytes of idle buffers kept from frame to frame, at most.
    static let keptIdleBytes = 1 << 20
    /// Frames an idle buffer within `keptIdleBytes` is kept.
    static let keptIdleFrames = 120
    /// Buffer sizes are multiples of this many bytes.
    static let granule = 16 << 10

    deinit {
        for b in buffers { b.memory.deallocate() }
    }

    /// Bytes held, in use or idle.
    var bytes: Int { buffers.reduce(0) { $0 + $1.bytes } }

    /// A transparent `width` x `height` framebuffer (`zeroed: false`: holding whatever the
    /// memory held, for a caller that stores over every pixel); rows padded to 64 bytes.
    func take(width: Int, height: Int, zeroed: Bool = true) -> Framebuffer {
        let stride = max(64, (width * 4 + 63) / 64 * 64)
        let need = stride * max(height, 1)
        func rounded(_ n: Int) -> Int { (n + Self.granule - 1) / Self.granule * Self.granule }
        // The smallest idle buffer that fits; else grow the largest idle one (by an eighth
        // more, so a size creeping up frame by frame settles), else a new one.
        var index = -1
        for (i, b) in buffers.enumerated() where !b.inUse && b.bytes >= need {
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
                buffers.append(Buffer(memory: .allocate(byteCount: size, alignment: 64), bytes: size))
                index = buffers.count - 1
            }
        }
        buffers[index].inUse = true
        buffers[index].usedThisFrame = true
        if zeroed { rk_zero(buffers[index].memory, need) }
        return Framebuffer(
            wrapping: buffers[index].memory.assumingMemoryBound(to: UInt32.self),
            width: width, height: height, stride: stride)
    }

    /// Returns a framebuffer from `take`; the caller must not touch it afterwards.
    func give(_ framebuffer: Framebuffer) {
        let memory = UnsafeMutableRawPointer(framebuffer.pixels)
        if let i = buffers.firstIndex(where: { $0.memory == memory }) { buffers[i].inUse = false }
    }

    /// Ends a frame: frees the idle buffers (none taken this frame) beyond `keptIdleBytes`,
    /// smallest kept first, and those idle for more than `keptIdleFrames` frames.
    func endFrame() {
        for i in buffers.indices {
            buffers[i].idleFrames = buffers[i].usedThisFrame || buffers[i].inUse ? 0 : buffers[i].idleFrames + 1
            buffers[i].usedThisFrame = false
        }
        var keptIdle = 0
        let idle = buffers.indices.filter { buffers[$0].idleFrames > 0 }.sorted {
            buffers[$0].bytes < buffers[$1].bytes
        }
        var freed = Set<Int>()
        for i in idle {
            if buffers[i].idleFrames <= Self.keptIdleFrames && keptIdle + buffers[i].bytes <= Self.keptIdleBytes {
                keptIdle += buffers[i].bytes
            } else {
                buffers[i].memory.deallocate()
                freed.insert(i)
            }
        }
        if !freed.isEmpty { buffers = buffers.indices.filter { !freed.contains($0) }.map { buffers[$0] } }
    }
}
