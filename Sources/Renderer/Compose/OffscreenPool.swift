import CRenderKernels

/// Reusable offscreen pixel buffers for group opacity, so a fading layer does not allocate
/// (and page-fault in) a fresh image every frame.
///
/// `take` hands out a zeroed framebuffer of exactly the size asked for, wrapping pooled
/// memory at least that large; `give` returns it. Nested groups hold several at once.
/// Buffers are sized by need with a little room: a scaling card's strip changes size by a
/// row's padding from frame to frame, and a buffer made again for each few bytes more was
/// faulted in again each time. `endFrame` frees the buffers no group used since the
/// previous call, so the memory of a transition's groups goes away on the first frame after
/// it ends (kept longer, idle buffers raised the peak of what came next).
final class OffscreenPool {
    private struct Buffer {
        var memory: UnsafeMutableRawPointer
        var bytes: Int
        var inUse = false
        var usedThisFrame = false
    }
    private var buffers: [Buffer] = []

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

    /// Frees the idle buffers that no group took since the last call.
    func endFrame() {
        buffers.removeAll { b in
            if b.inUse || b.usedThisFrame { return false }
            b.memory.deallocate()
            return true
        }
        for i in buffers.indices { buffers[i].usedThisFrame = false }
    }
}
