import Geometry
import Renderer
import XCTest

/// The dimming overlay (`Canvas.fillClip`) goes through a vectorised span blender that starts
/// at a 16-byte boundary and steps 16 pixels at a time; whatever the alignment, width and
/// stride, every pixel must come out as the plain per-pixel source-over with pixman's rounding,
/// and nothing outside the clip may change.
final class OverlayBlendTests: XCTestCase {
    /// A small LCG so failures reproduce.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        mutating func below(_ n: UInt32) -> UInt32 { next() % n }
        /// A valid premultiplied pixel: every colour channel at most alpha.
        mutating func premultiplied() -> UInt32 {
            let a = below(256)
            return a << 24 | below(a + 1) << 16 | below(a + 1) << 8 | below(a + 1)
        }
    }

    /// `x * y / 255` rounded the way pixman's MUL_UN8 does.
    static func mul(_ x: UInt32, _ y: UInt32) -> UInt32 {
        let t = x * y + 128
        return (t + (t >> 8)) >> 8
    }

    /// Source-over one channel at a time, written out the long way.
    static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let inverse = 255 - (s >> 24)
        var out: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let channel = (s >> shift & 0xFF) + mul(d >> shift & 0xFF, inverse)
            out |= channel << shift
        }
        return out
    }

    /// The premultiplied source pixel the canvas makes of `color`: what it leaves on transparent black.
    static func sourcePixel(_ color: Color, opacity: Double) -> UInt32 {
        let probe = Framebuffer(width: 1, height: 1)
        Canvas(framebuffer: probe).fillClip(with: color, opacity: opacity)
        return probe[0, 0]
    }

    func testFillClipEqualsPerPixelSourceOverForAnyAlignmentWidthAndStride() {
        var random = Random(state: 42)
        var cases = 0
        for width in [1, 2, 3, 5, 7, 15, 16, 17, 19, 31, 33, 37, 63, 64, 65, 101] {
            for padding in [0, 1, 3] {  // extra pixels per row: odd strides
                for shift in 0..<4 {  // first pixel 0, 4, 8 or 12 bytes past a 16-byte boundary
                    let height = 3 + Int(random.below(4))
                    let rowPixels = width + padding
                    let total = rowPixels * height + 4
                    let memory = UnsafeMutablePointer<UInt32>.allocate(capacity: total)
                    defer { memory.deallocate() }
                    for i in 0..<total { memory[i] = random.premultiplied() }
                    let before = Array(UnsafeBufferPointer(start: memory, count: total))
                    let start = memory + shift
                    let fb = Framebuffer(wrapping: start, width: width, height: height, stride: rowPixels * 4)
                    let cx = width > 2 ? Int(random.below(2)) : 0
                    let clip = PixelRect(
                        x: cx, y: 1, width: width - cx - (width > 4 ? Int(random.below(2)) : 0),
                        height: height - 1)
                    let color = Color(
                        red: Double(random.below(1001)) / 1000, green: Double(random.below(1001)) / 1000,
                        blue: Double(random.below(1001)) / 1000, alpha: Double(random.below(1001)) / 1000)
                    let opacity = Double(random.below(1001)) / 1000
                    let source = Self.sourcePixel(color, opacity: opacity)
                    Canvas(framebuffer: fb, clip: clip).fillClip(with: color, opacity: opacity)
                    for i in 0..<total {
                        let offset = i - shift
                        let x = offset >= 0 ? offset % rowPixels : -1
                        let y = offset >= 0 ? offset / rowPixels : -1
                        let inside = x >= clip.x && x < clip.maxX && y >= clip.y && y < clip.maxY
                        let expected = inside ? Self.over(source, before[i]) : before[i]
                        if memory[i] != expected {
                            XCTFail(
                                "width \(width) padding \(padding) shift \(shift) clip \(clip) source "
                                    + "\(String(source, radix: 16)) at (\(x), \(y)): got \(String(memory[i], radix: 16)) "
                                    + "want \(String(expected, radix: 16)) (was \(String(before[i], radix: 16)))")
                            return
                        }
                    }
                    cases += 1
                }
            }
        }
        XCTAssertEqual(cases, 16 * 3 * 4)
    }

    /// Every destination byte against every source alpha: the vector division by 255 must agree
    /// with pixman's rounding on all 256 x 256 products, on vector lanes and on the scalar ends.
    func testEveryByteAndAlphaRoundsLikePixman() {
        let width = 256 + 3
        let fb = Framebuffer(width: width, height: 1)
        var checked = 0
        for alpha in 1...254 {
            // Grey pixels d in every channel (valid premultiplied), offset by 3 so some lanes
            // fall on the scalar head and tail as well.
            for x in 0..<width {
                let d = UInt32(max(0, x - 3))
                fb[x, 0] = d << 24 | d << 16 | d << 8 | d
            }
            let opacity = Double(alpha) / 255
            let source = Self.sourcePixel(.black, opacity: opacity)
            XCTAssertEqual(source >> 24, UInt32(alpha))
            Canvas(framebuffer: fb).fillClip(with: .black, opacity: opacity)
            for x in 0..<width {
                let d = UInt32(max(0, x - 3))
                let expected = Self.over(source, d << 24 | d << 16 | d << 8 | d)
                if fb[x, 0] != expected {
                    XCTFail(
                        "alpha \(alpha) d \(d): got \(String(fb[x, 0], radix: 16)) want \(String(expected, radix: 16))")
                    return
                }
                checked += 1
            }
        }
        XCTAssertEqual(checked, 254 * width)
    }

    /// The direct path must draw what the scan converter draws for the same pixel rectangle.
    func testFillClipMatchesFillingTheClipRectangleAsAnOutline() {
        var random = Random(state: 9)
        let clip = PixelRect(x: 3, y: 2, width: 45, height: 21)
        let a = Framebuffer(width: 51, height: 25)
        let b = Framebuffer(width: 51, height: 25)
        for y in 0..<25 {
            for x in 0..<51 {
                let p = random.premultiplied()
                a[x, y] = p
                b[x, y] = p
            }
        }
        let color = Color(red: 0.2, green: 0.7, blue: 0.4, alpha: 0.6)
        Canvas(framebuffer: a, clip: clip).fillClip(with: color, opacity: 0.8)
        var edges = EdgeList()
        edges.addRoundedRect(Rect(x: 3, y: 2, width: 45, height: 21), cornerRadius: 0, transform: .identity)
        Canvas(framebuffer: b, clip: clip).fill(edges, color: color, opacity: 0.8)
        for y in 0..<25 { for x in 0..<51 { XCTAssertEqual(a[x, y], b[x, y], "(\(x), \(y))") } }
    }
}
