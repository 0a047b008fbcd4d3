import CRenderKernels
import Geometry

/// A block of ARGB32 premultiplied pixels, as cairo's `CAIRO_FORMAT_ARGB32`: each pixel is
/// a native-endian `UInt32` `0xAARRGGBB` whose colour channels are already multiplied by alpha.
///
/// Public because `PlaygroundKit` and `PlaygroundTesting` hand frames out as
/// framebuffers (`FrameImage.makeFramebuffer()`, `ImageDifference.compare`); the rest of the
/// renderer is `package`, for this repository's targets only.
///
/// Rows are `stride` bytes apart (a multiple of 4, at least `width * 4`), so a framebuffer
/// can wrap memory that another party owns, such as an X11 shared-memory segment.
public final class Framebuffer {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from the start of one row to the start of the next.
    package let stride: Int
    /// The first pixel of the first row.
    package let pixels: UnsafeMutablePointer<UInt32>
    private let ownsMemory: Bool

    /// Allocates a zeroed (transparent black) framebuffer; rows are padded to 64 bytes.
    public init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "negative framebuffer size")
        self.width = width
        self.height = height
        self.stride = max(4, (width * 4 + 63) / 64 * 64)
        let count = stride / 4 * max(height, 1)
        self.pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        rk_zero(self.pixels, count * 4)
        self.ownsMemory = true
    }

    /// Wraps memory owned elsewhere; the caller keeps it alive for the framebuffer's lifetime.
    package init(wrapping pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int) {
        precondition(stride % 4 == 0 && stride >= width * 4, "bad stride \(stride) for width \(width)")
        self.width = width
        self.height = height
        self.stride = stride
        self.pixels = pixels
        self.ownsMemory = false
    }

    /// Wraps memory that holds only `columns` of each row (`pixels` points where column 0
    /// would be): a block of a larger image, drawn in that image's coordinates through a
    /// canvas clipped to the block. Rows are `stride` bytes apart, at least the block's width.
    init(wrapping pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int, columns: Range<Int>) {
        precondition(
            stride % 4 == 0 && stride >= columns.count * 4 && columns.lowerBound >= 0 && columns.upperBound <= width,
            "bad stride \(stride) for columns \(columns)")
        self.width = width
        self.height = height
        self.stride = stride
        self.pixels = pixels
        self.ownsMemory = false
    }

    deinit {
        if ownsMemory { pixels.deallocate() }
    }

    /// Pixels from one row to the next.
    @inline(__always) package var rowPixels: Int { stride >> 2 }

    /// The start of row `y`.
    @inline(__always) public func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        pixels + y * (stride >> 2)
    }

    /// The pixel at (x, y); no bounds check beyond a debug assertion.
    @inline(__always) public subscript(x: Int, y: Int) -> UInt32 {
        get {
            assert(x >= 0 && x < width && y >= 0 && y < height)
            return pixels[y * (stride >> 2) + x]
        }
        set {
            assert(x >= 0 && x < width && y >= 0 && y < height)
            pixels[y * (stride >> 2) + x] = newValue
        }
    }

    /// The whole framebuffer as a rectangle in pixels.
    package var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }
}

/// An integer rectangle in device pixels, for damage and blits.
package struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// The empty rectangle at the origin: what a draw that touched nothing returns.
    package static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)

    /// Top-left pixel and extents; width or height <= 0 means empty.
    package var x: Int, y: Int, width: Int, height: Int
    /// Creates a rectangle from its top-left pixel and extents.
    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
    /// One past the right-most column.
    package var maxX: Int { x + width }
    /// One past the bottom row.
    package var maxY: Int { y + height }
    /// True when it holds no pixel.
    package var isEmpty: Bool { width <= 0 || height <= 0 }
    /// Pixels held; 0 when empty.
    package var area: Int { isEmpty ? 0 : width * height }

    /// The overlap, empty when the two do not meet.
    package func intersection(_ o: PixelRect) -> PixelRect {
        let x0 = max(x, o.x)
        let y0 = max(y, o.y)
        let x1 = min(maxX, o.maxX)
        let y1 = min(maxY, o.maxY)
        return x1 > x0 && y1 > y0
            ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            : PixelRect(x: x0, y: y0, width: 0, height: 0)
    }

    /// The smallest rectangle holding both; empty rectangles contribute nothing.
    package func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(x, o.x)
        let y0 = min(y, o.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }

    /// The smallest pixel rectangle covering a fractional rectangle.
    package init(covering r: Rect) {
        let x0 = Int(r.minX.rounded(.down))
        let y0 = Int(r.minY.rounded(.down))
        let x1 = Int(r.maxX.rounded(.up))
        let y1 = Int(r.maxY.rounded(.up))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `x,y WxH`, for logs.
    package var description: String { "\(x),\(y) \(width)x\(height)" }
}
