import Renderer

#if canImport(Glibc)
    import Glibc
#endif

/// How fast this machine moves a frame's bytes, measured in the same run as the scene: the
/// floor no renderer of the scene can go under, so the figures can say how far from the
/// memory limit ours is.
///
/// The scene clears the frame and draws over it, so the least it must do is write every
/// pixel once (`width * height * 4` bytes; a renderer that knew the whole scene could keep
/// each pixel in a register and never read it back); the overlay must read every pixel and
/// write it (twice the bytes). The speed is a plain `memcpy` of one half of the framebuffer
/// onto the other, the same bytes in the same cache levels as the scene's frame, which
/// touches exactly a frame's bytes (half read, half written): in bands on the bench's
/// threads for the banded figures, on one thread for the one-thread ones.
struct BandwidthFloor {
    /// Bytes a `memcpy` round touches (read plus written).
    let bytesPerRound: Int
    /// The median milliseconds of one round.
    let milliseconds: Double

    /// Times `rounds` copies (after `warmup` untimed ones) of the framebuffer's first half
    /// onto its second half, cut into `threads.count` pieces run by `threads`.
    static func measure(
        framebuffer: Framebuffer, threads: BandThreads, rounds: Int, warmup: Int, clock: () -> Double
    ) -> BandwidthFloor {
        let half = framebuffer.stride * framebuffer.height / 2
        let bytes = UnsafeMutableRawPointer(framebuffer.pixels)
        let source = UInt(bitPattern: bytes)
        let destination = UInt(bitPattern: bytes + half)
        let pieces = threads.count
        var times: [Double] = []
        for round in 0..<(warmup + rounds) {
            let t0 = clock()
            threads.run(pieces) { i, _ in
                let start = half * i / pieces
                let end = half * (i + 1) / pieces
                memcpy(
                    UnsafeMutableRawPointer(bitPattern: destination + UInt(start))!,
                    UnsafeRawPointer(bitPattern: source + UInt(start))!, end - start)
            }
            if round >= warmup { times.append(clock() - t0) }
        }
        return BandwidthFloor(bytesPerRound: 2 * half, milliseconds: median(times))
    }

    /// Bytes a millisecond: what the copy read plus what it wrote.
    var bytesPerMillisecond: Double { Double(bytesPerRound) / max(milliseconds, 1e-9) }

    /// The milliseconds `bytes` take at the copy's speed.
    func floor(bytes: Int) -> Double { Double(bytes) / bytesPerMillisecond }
}
