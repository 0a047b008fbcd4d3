import CPNG

/// Reading and writing framebuffers as PNG files through libpng's simplified API, which
/// reports errors in a message instead of `longjmp`-ing through Swift frames.
///
/// Files are 8-bit RGBA, non-interlaced, straight (un-premultiplied) alpha. The bytes are a
/// function of the pixels alone: no time chunk, libpng's fixed default compression.
///
/// Rules it keeps: for valid premultiplied pixels (each colour channel at most alpha)
/// `read(write(fb))` gives back `fb` exactly, and `write(read(file))` reproduces any file this
/// type wrote byte for byte. Opaque pixels pass through untouched; fully transparent pixels
/// are stored as transparent black.
package enum PNGFile {
    /// libpng's `PNG_FORMAT_RGBA`: colour and alpha flags (the macro does not import).
    static let formatRGBA: UInt32 = 0x02 | 0x01
    /// Larger images are refused before any allocation: no screen here needs them.
    package static let maximumDimension = 32768

    /// Writes `fb` to `path`, replacing any file there only once the new file is complete.
    ///
    /// libpng's `png_image_write_to_file` removes its target when a write fails (a full
    /// disk, a device such as `/dev/full`): an old plot would be lost, and as root a device
    /// node deleted. So the image is encoded in memory and its bytes placed by
    /// `PNGFileTarget`: a regular file (or a new name) is written to a temporary file beside
    /// it and renamed over it on success; anything else (a device, a pipe) is written in
    /// place. A failure never removes what was at `path`.
    package static func write(_ fb: Framebuffer, to path: String) throws {
        let bytes = try encode(fb, naming: path)
        try PNGFileTarget(path: path).replaceContents(with: bytes)
    }

    /// The PNG file's bytes for `fb`; `path` only names the file in errors.
    package static func encode(_ fb: Framebuffer, naming path: String) throws -> [UInt8] {
        guard fb.width > 0, fb.height > 0 else {
            throw PNGError(path: path, operation: .write, reason: "a PNG cannot be \(fb.width)x\(fb.height) pixels")
        }
        var rgba = [UInt8](repeating: 0, count: fb.width * fb.height * 4)
        rgba.withUnsafeMutableBufferPointer { out in
            for y in 0..<fb.height {
                let row = fb.row(y)
                var o = y * fb.width * 4
                for x in 0..<fb.width {
                    let (r, g, b, a) = unpremultiply(row[x])
                    out[o] = r
                    out[o + 1] = g
                    out[o + 2] = b
                    out[o + 3] = a
                    o += 4
                }
            }
        }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(fb.width)
        image.height = UInt32(fb.height)
        image.format = formatRGBA
        defer { png_image_free(&image) }
        // First call sizes the output (an upper bound), the second fills it.
        var size: png_alloc_size_t = 0
        var ok = rgba.withUnsafeBytes { bytes in
            png_image_write_to_memory(&image, nil, &size, 0, bytes.baseAddress, png_int_32(fb.width * 4), nil)
        }
        guard ok != 0, size > 0 else { throw PNGError(path: path, operation: .write, reason: message(of: &image)) }
        var out = [UInt8](repeating: 0, count: Int(size))
        ok = out.withUnsafeMutableBytes { memory in
            rgba.withUnsafeBytes { bytes in
                png_image_write_to_memory(
                    &image, memory.baseAddress, &size, 0, bytes.baseAddress,
                    png_int_32(fb.width * 4), nil)
            }
        }
        guard ok != 0 else { throw PNGError(path: path, operation: .write, reason: message(of: &image)) }
        out.removeSubrange(Int(size)...)
        return out
    }

    /// Reads the PNG at `path` into a new framebuffer (premultiplied ARGB32). Any PNG colour
    /// type and depth is accepted; libpng converts it to 8-bit RGBA first.
    package static func read(_ path: String) throws -> Framebuffer {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        guard png_image_begin_read_from_file(&image, path) != 0 else {
            throw PNGError(path: path, operation: .read, reason: message(of: &image))
        }
        let width = Int(image.width)
        let height = Int(image.height)
        guard width > 0, height > 0, width <= maximumDimension, height <= maximumDimension else {
            throw PNGError(
                path: path, operation: .read,
                reason: "\(width)x\(height) is beyond the \(maximumDimension)-pixel limit")
        }
        image.format = formatRGBA
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let ok = rgba.withUnsafeMutableBytes { bytes in
            png_image_finish_read(&image, nil, bytes.baseAddress, png_int_32(width * 4), nil)
        }
        guard ok != 0 else { throw PNGError(path: path, operation: .read, reason: message(of: &image)) }
        let fb = Framebuffer(width: width, height: height)
        rgba.withUnsafeBufferPointer { src in
            for y in 0..<height {
                let row = fb.row(y)
                var i = y * width * 4
                for x in 0..<width {
                    row[x] = premultiply(r: src[i], g: src[i + 1], b: src[i + 2], a: src[i + 3])
                    i += 4
                }
            }
        }
        return fb
    }

    /// Straight colour from a premultiplied pixel, rounded to nearest: `round(c * 255 / a)`.
    ///
    /// Rounding to nearest keeps the round trip exact: premultiplying the result again moves
    /// each channel by less than half a step, so it lands back on the same byte.
    @inline(__always)
    package static func unpremultiply(_ p: UInt32) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let a = p >> 24
        if a == 255 { return (UInt8(p >> 16 & 0xFF), UInt8(p >> 8 & 0xFF), UInt8(p & 0xFF), 255) }
        if a == 0 { return (0, 0, 0, 0) }
        @inline(__always) func channel(_ c: UInt32) -> UInt8 {
            UInt8(min((c * 510 + a) / (2 * a), 255))
        }
        return (channel(p >> 16 & 0xFF), channel(p >> 8 & 0xFF), channel(p & 0xFF), UInt8(a))
    }

    /// A premultiplied pixel from straight colour, rounded to nearest: `round(c * a / 255)`.
    @inline(__always)
    package static func premultiply(r: UInt8, g: UInt8, b: UInt8, a: UInt8) -> UInt32 {
        let a32 = UInt32(a)
        if a == 255 { return 0xFF00_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }
        @inline(__always) func channel(_ c: UInt8) -> UInt32 { (UInt32(c) * a32 + 127) / 255 }
        return a32 << 24 | channel(r) << 16 | channel(g) << 8 | channel(b)
    }

    /// libpng's error text from the image's fixed-size message buffer.
    private static func message(of image: inout png_image) -> String {
        let text = withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        return text.isEmpty ? "libpng failed without a message" : text
    }
}

/// A PNG file could not be read or written; `description` is one line naming the file.
package struct PNGError: Error, CustomStringConvertible, Equatable {
    /// Which way the file was going.
    package enum Operation: String, Sendable {
        /// `PNGFile.read`.
        case read
        /// `PNGFile.write`.
        case write
    }
    /// The file concerned.
    package var path: String
    /// Whether reading or writing failed.
    package var operation: Operation
    /// libpng's reason, e.g. "Not a PNG file" or the system's "No such file or directory".
    package var reason: String

    /// "cannot read PNG <path>: <reason>", one line.
    package var description: String { "cannot \(operation.rawValue) PNG \(path): \(reason)" }
}
