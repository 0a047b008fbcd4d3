import Renderer

/// One rendered frame as a value: premultiplied ARGB pixels, row by row, as the playground
/// draws them (`0xAARRGGBB`). A value type, so a recording can leave the main actor.
public struct FrameImage: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height` premultiplied ARGB pixels, top row first.
    public let pixels: [UInt32]

    /// An image of `pixels` (`width * height` of them, premultiplied ARGB, top row first).
    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "\(pixels.count) pixels for \(width)x\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Reads a PNG file (8-bit RGBA or RGB).
    public init(contentsOfPNG path: String) throws {
        self.init(try PNGFile.read(path))
    }

    /// A copy of a renderer framebuffer's pixels.
    init(_ fb: Framebuffer) {
        var out: [UInt32] = []
        out.reserveCapacity(fb.width * fb.height)
        for y in 0..<fb.height {
            out.append(contentsOf: UnsafeBufferPointer(start: fb.row(y), count: fb.width))
        }
        self.init(width: fb.width, height: fb.height, pixels: out)
    }

    /// The pixels in a renderer framebuffer (for the comparison and PNG code).
    public func makeFramebuffer() -> Framebuffer {
        let fb = Framebuffer(width: width, height: height)
        pixels.withUnsafeBufferPointer { source in
            for y in 0..<height {
                fb.row(y).update(from: source.baseAddress! + y * width, count: width)
            }
        }
        return fb
    }

    /// Straight (not premultiplied) 8-bit red, green, blue and alpha of the pixel at `x`, `y`.
    public func rgba(x: Int, y: Int) -> (red: Int, green: Int, blue: Int, alpha: Int) {
        let p = PNGFile.unpremultiply(pixels[y * width + x])
        return (Int(p.r), Int(p.g), Int(p.b), Int(p.a))
    }

    /// Writes the image as an 8-bit RGBA PNG file.
    public func writePNG(to path: String) throws {
        try PNGFile.write(makeFramebuffer(), to: path)
    }
}
