import CGIF
import Renderer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes an animated GIF through giflib: one local palette per frame (see `Palette`),
/// Floyd–Steinberg dithering when the palette is not exact, frames on `GIFTiming`'s
/// centisecond grid, looping for ever.
///
/// Each frame after the first holds only the rectangle that changed since the previous
/// kept frame, and inside it the unchanged pixels are transparent (so they keep the earlier
/// frame's colours and do not shimmer as palettes change); frames leave their pixels in place.
/// The file's bytes depend only on the frames and their times.
package final class GIFWriter: FrameSink {
    /// The transparent palette index; palettes hold at most 255 colours.
    static let transparentIndex: UInt8 = 255

    /// The file in errors: its path, or "to standard output" for `-`.
    private let path: String
    /// The frame size in pixels, fixed for the file.
    package let width: Int, height: Int
    private var file: UnsafeMutablePointer<GifFileType>?
    private let sink: GIFByteSink
    private var timing = GIFTiming()
    /// The last kept frame's pixels, what the GIF shows after it.
    private var shown: [UInt32]?
    /// The latest frame when it was dropped by the timing (kept at the end if it is the last).
    private var dropped: (pixels: [UInt32], time: Double)?
    /// The kept frame waiting for its delay (known when the next frame is kept).
    private var pending: EncodedFrame?
    /// True once the screen descriptor and loop extension are written.
    private var wroteHeader = false

    /// One frame ready to write: its rectangle, palette and indices.
    struct EncodedFrame {
        var x: Int, y: Int, width: Int, height: Int
        var palette: [UInt32]
        var indices: [UInt8]
        var hasTransparency: Bool
    }

    /// Creates the file at `path` (`-`: standard output) for frames of `width` x `height`
    /// pixels. The bytes go to a temporary file that replaces `path` at `finish`
    /// (`OutputFile`); until then a previous file of that name stays as it was.
    package init(path: String, width: Int, height: Int) throws {
        // Errors name the place: "cannot write GIF to standard output: ..." rather than "GIF -".
        self.path = path == "-" ? "to standard output" : path
        self.width = width
        self.height = height
        guard width > 0, height > 0, width <= 65535, height <= 65535 else {
            throw SharingError("a GIF cannot be \(width)x\(height) pixels")
        }
        let output = try OutputFile(path: path, kind: "GIF", allowsStandardOutput: true)
        sink = GIFByteSink(output: output)
        var error: Int32 = 0
        // giflib writes through `GIFByteSink`, so a failed write keeps its errno (a full disk,
        // a file-size limit) for the error line instead of giflib's "failed to write".
        guard let gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), GIFByteSink.callback, &error) else {
            output.discard()
            throw SharingError("cannot write GIF \(self.path): \(Self.reason(error))")
        }
        file = gif
        EGifSetGifVersion(gif, true)
    }

    /// The screen descriptor and the loop extension, before the first frame. Written then
    /// rather than at `init`, so opening only decides where the bytes go (a refusal when it
    /// cannot) and every failed write happens while recording (a failed recording).
    private func writeHeaderIfNeeded() throws {
        guard !wroteHeader, let gif = file else { return }
        wroteHeader = true
        try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil))
        // NETSCAPE2.0 application extension: loop for ever (count 0).
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE))
        var name = Array("NETSCAPE2.0".utf8)
        try check(EGifPutExtensionBlock(gif, 11, &name))
        var loop: [UInt8] = [1, 0, 0]
        try check(EGifPutExtensionBlock(gif, 3, &loop))
        try check(EGifPutExtensionTrailer(gif))
    }

    deinit { abandon() }

    /// Where the bytes go until `finish` renames them over the target; nil for standard
    /// output. A live recorder removes it if a signal ends the process first.
    package var temporaryPath: String? { sink.output.temporaryPath }

    /// Stops writing and removes the unfinished file; the target stays as it was.
    package func abandon() {
        if let file {
            var error: Int32 = 0
            EGifCloseFile(file, &error)
        }
        file = nil
        sink.output.discard()
    }

    /// Keeps or drops the frame by `GIFTiming`'s rule and encodes it when kept.
    package func add(_ fb: Framebuffer, time: Double) throws {
        precondition(fb.width == width && fb.height == height, "GIF frames keep one size")
        try writeHeaderIfNeeded()
        let pixels = fb.packedPixels()
        let differs = shown.map { $0 != pixels } ?? true
        let decision = timing.keep(at: time, differs: differs)
        guard decision.kept else {
            dropped = differs ? (pixels, time) : nil
            return
        }
        dropped = nil
        if let delay = decision.previousDelay, let pending { try write(pending, delay: delay) }
        pending = encode(pixels)
        shown = pixels
    }

    /// Writes the frames still held (the final state included, even when it came too soon
    /// after the previous frame) and closes the file.
    package func finish(endTime: Double) throws {
        if let dropped, let pending {
            try write(pending, delay: timing.forceKeep(at: dropped.time))
            self.pending = encode(dropped.pixels)
            shown = dropped.pixels
            self.dropped = nil
        }
        if let pending { try write(pending, delay: timing.finalDelay(endingAt: endTime)) }
        pending = nil
        try writeHeaderIfNeeded()
        guard let gif = file else { return }
        file = nil
        var error: Int32 = 0
        guard EGifCloseFile(gif, &error) != 0 else {
            let problem = failure(giflibError: error)
            sink.output.discard()
            throw problem
        }
        try sink.output.commit()
    }

    /// The changed rectangle of `pixels` against `shown`, its palette and indices.
    func encode(_ pixels: [UInt32]) -> EncodedFrame {
        var x0 = 0
        var y0 = 0
        var x1 = width
        var y1 = height
        if let shown {
            x0 = width
            y0 = height
            x1 = 0
            y1 = 0
            for y in 0..<height {
                let base = y * width
                for x in 0..<width where pixels[base + x] != shown[base + x] {
                    x0 = min(x0, x)
                    x1 = max(x1, x + 1)
                    y0 = min(y0, y)
                    y1 = max(y1, y + 1)
                }
            }
            if x1 <= x0 {
                x0 = 0
                y0 = 0
                x1 = 1
                y1 = 1
            }
        }
        let w = x1 - x0
        let h = y1 - y0
        var block = [UInt32](repeating: 0, count: w * h)
        var changed = [Bool](repeating: true, count: w * h)
        var changedPixels: [UInt32] = []
        changedPixels.reserveCapacity(w * h)
        var anyUnchanged = false
        for y in 0..<h {
            for x in 0..<w {
                let p = pixels[(y0 + y) * width + x0 + x]
                block[y * w + x] = p
                if let shown, shown[(y0 + y) * width + x0 + x] == p {
                    changed[y * w + x] = false
                    anyUnchanged = true
                } else {
                    changedPixels.append(p)
                }
            }
        }
        if changedPixels.isEmpty {
            changedPixels = [block[0]]
            changed[0] = true
        }
        let palette = Palette(for: changedPixels, limit: 255)
        var indexer = FrameIndexer(palette: palette)
        let indices = indexer.indices(
            block, changed: changed, width: w, height: h,
            dither: !palette.isExact, transparent: Self.transparentIndex)
        return EncodedFrame(
            x: x0, y: y0, width: w, height: h, palette: palette.colors, indices: indices,
            hasTransparency: anyUnchanged)
    }

    private func write(_ frame: EncodedFrame, delay: Int) throws {
        guard let gif = file else { throw SharingError("cannot write GIF \(path): already closed") }
        var gcb = GraphicsControlBlock(
            DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(delay),
            TransparentColor: frame.hasTransparency ? Int32(Self.transparentIndex) : NO_TRANSPARENT_COLOR)
        var block = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&gcb, &block)
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), &block))
        // A colour table holds a power of two entries; the transparent index needs all 256.
        var size = 2
        while size < frame.palette.count || (frame.hasTransparency && size <= Int(Self.transparentIndex)) { size *= 2 }
        let colors = (0..<size).map { i -> GifColorType in
            let c = i < frame.palette.count ? frame.palette[i] : 0
            return GifColorType(Red: UInt8(c >> 16 & 0xFF), Green: UInt8(c >> 8 & 0xFF), Blue: UInt8(c & 0xFF))
        }
        guard let map = GifMakeMapObject(Int32(size), colors) else {
            throw SharingError("out of memory for a GIF palette")
        }
        defer { GifFreeMapObject(map) }
        try check(
            EGifPutImageDesc(gif, Int32(frame.x), Int32(frame.y), Int32(frame.width), Int32(frame.height), false, map))
        var indices = frame.indices
        try indices.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<frame.height {
                try check(EGifPutLine(gif, buffer.baseAddress! + y * frame.width, Int32(frame.width)))
            }
        }
    }

    private func check(_ result: Int32) throws {
        guard result == GIF_OK else {
            let problem = failure(giflibError: file?.pointee.Error ?? 0)
            abandon()
            throw problem
        }
    }

    /// The error for a failed write: the system's reason when a write failed (a reader
    /// that closed the pipe marked as such), else giflib's.
    private func failure(giflibError code: Int32) -> SharingError {
        let reason = sink.failure.map { String(cString: strerror($0)) } ?? Self.reason(code)
        return SharingError("cannot write GIF \(path): \(reason)", readerClosed: sink.failure == EPIPE)
    }

    private static func reason(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
    }
}

/// Where giflib's bytes go: the output file's descriptor, written whole, with the first
/// failure's reason kept.
final class GIFByteSink {
    let output: OutputFile
    /// The `errno` of the first write that failed.
    private(set) var failure: Int32?

    init(output: OutputFile) { self.output = output }

    /// giflib's output callback: the sink is the file's user data.
    static let callback: OutputFunc = { gif, bytes, count in
        guard let gif, let bytes, let user = gif.pointee.UserData else { return 0 }
        return Unmanaged<GIFByteSink>.fromOpaque(user).takeUnretainedValue().append(bytes, count: Int(count))
    }

    private func append(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int32 {
        guard failure == nil else { return 0 }
        var offset = 0
        while offset < count {
            let n = write(output.descriptor, bytes + offset, count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                failure = errno
                return Int32(offset)
            }
            offset += n
        }
        return Int32(count)
    }
}
