import Foundation
import Geometry
import LayerTree
import XCTest

@testable import Renderer

/// Image layers (`UIImageView`'s bitmap) drawn from real PNG files, against pixels worked out
/// by hand from the bilinear filter: each device pixel takes the image at its centre, the
/// four nearest image pixels weighted by distance, edges clamped.
final class ImageRenderingTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "image-rendering-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A PNG file of `width` x `height` premultiplied pixels, row by row.
    private func png(_ name: String, width: Int, height: Int, _ pixels: [UInt32]) throws -> String {
        let fb = Framebuffer(width: width, height: height)
        for y in 0..<height { for x in 0..<width { fb.row(y)[x] = pixels[y * width + x] } }
        let path = folder + "/" + name
        try PNGFile.write(fb, to: path)
        return path
    }

    private func render(_ content: ImageContent, size: Int, opacity: Double = 1, scale: Double = 1) -> Framebuffer {
        let fb = Framebuffer(width: size, height: size)
        let root = Layer(
            bounds: Rect(x: 0, y: 0, width: Double(size), height: Double(size)),
            sublayers: [
                Layer(
                    bounds: Rect(x: 0, y: 0, width: Double(size) / scale, height: Double(size) / scale),
                    opacity: opacity, content: .image(content))
            ])
        Renderer().renderFull(root, into: fb, scale: scale, background: .white)
        return fb
    }

    private let red: UInt32 = 0xFFFF_0000
    private let blue: UInt32 = 0xFF00_00FF
    private let green: UInt32 = 0xFF00_FF00
    private let black: UInt32 = 0xFF00_0000

    /// Drawn at its own pixel size on whole pixels, an image comes out byte for byte.
    func testImageAtItsPixelSizeIsCopiedExactly() throws {
        var pixels: [UInt32] = []
        for _ in 0..<(7 * 5) { pixels.append(0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF)) }
        let path = try png("random.png", width: 7, height: 5, pixels)
        let fb = render(
            ImageContent(path: path, pixelWidth: 7, pixelHeight: 5, rect: Rect(x: 2, y: 3, width: 7, height: 5)),
            size: 12)
        for y in 0..<12 {
            for x in 0..<12 {
                let inside = (2..<9).contains(x) && (3..<8).contains(y)
                XCTAssertEqual(fb[x, y], inside ? pixels[(y - 3) * 7 + (x - 2)] : 0xFFFF_FFFF, "(\(x), \(y))")
            }
        }
    }

    /// A 2x2 image stretched over 4x4 pixels: the corner pixels are the image's own (their
    /// centres sample within half a pixel of the edge, which is clamped), and between two
    /// pixels the colour moves a quarter and three quarters of the way, rounded.
    func testScaledImageIsSampledBilinearly() throws {
        let path = try png("quad.png", width: 2, height: 2, [red, blue, green, black])
        let fb = render(
            ImageContent(path: path, pixelWidth: 2, pixelHeight: 2, rect: Rect(x: 0, y: 0, width: 4, height: 4)),
            size: 4)
        XCTAssertEqual(fb[0, 0], red)
        XCTAssertEqual(fb[3, 0], blue)
        XCTAssertEqual(fb[0, 3], green)
        XCTAssertEqual(fb[3, 3], black)
        // (1, 0): centre 1.5 -> image x 0.75 -> 0.25 of the way from red to blue.
        XCTAssertEqual(fb[1, 0], 0xFF00_0000 | 191 << 16 | 64)
        XCTAssertEqual(fb[2, 0], 0xFF00_0000 | 64 << 16 | 191)
        // (1, 1): a quarter towards blue and a quarter towards green, each channel rounded.
        let r = (255.0 * 0.75 * 0.75).rounded()
        let g = (255.0 * 0.25 * 0.75).rounded()
        let b = (255.0 * 0.25 * 0.75).rounded()
        XCTAssertEqual(fb[1, 1], 0xFF00_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b))
    }

    /// Every sample lies, channel by channel, between the smallest and largest of the four
    /// image pixels around it, and a sample at a pixel's centre is that pixel: on random images
    /// and points.
    func testSamplesStayWithinTheirNeighbours() {
        for _ in 0..<50 {
            let w = Int.random(in: 1...6)
            let h = Int.random(in: 1...6)
            let fb = Framebuffer(width: w, height: h)
            for y in 0..<h {
                for x in 0..<w {
                    let a = UInt32.random(in: 0...255)
                    let c = { UInt32.random(in: 0...a) }
                    fb.row(y)[x] = a << 24 | c() << 16 | c() << 8 | c()
                }
            }
            for _ in 0..<40 {
                let px = Int.random(in: 0..<w)
                let py = Int.random(in: 0..<h)
                XCTAssertEqual(ImageSampling.bilinear(fb, x: Double(px) + 0.5, y: Double(py) + 0.5), fb[px, py])
                let u = Double.random(in: 0..<Double(w))
                let v = Double.random(in: 0..<Double(h))
                let sample = ImageSampling.bilinear(fb, x: u, y: v)
                let x0 = min(max(Int((u - 0.5).rounded(.down)), 0), w - 1)
                let y0 = min(max(Int((v - 0.5).rounded(.down)), 0), h - 1)
                let around = [
                    (x0, y0), (min(x0 + 1, w - 1), y0), (x0, min(y0 + 1, h - 1)),
                    (min(x0 + 1, w - 1), min(y0 + 1, h - 1)),
                ]
                .map { fb[$0.0, $0.1] }
                for shift in stride(from: UInt32(0), through: 24, by: 8) {
                    let channel = { (p: UInt32) in p >> shift & 0xFF }
                    let values = around.map(channel)
                    XCTAssert(values.min()! <= channel(sample) && channel(sample) <= values.max()!, "\(u), \(v)")
                }
            }
        }
    }

    /// A template image paints the tint with the image's alpha; the layer's opacity fades it.
    func testTemplateImagePaintsItsTintFadedByOpacity() throws {
        let path = try png("mask.png", width: 2, height: 1, [0xFF00_0000, 0x0000_0000])
        let content = ImageContent(
            path: path, pixelWidth: 2, pixelHeight: 1, rect: Rect(x: 0, y: 0, width: 2, height: 1),
            tint: Color(red: 0, green: 0, blue: 1))
        let fb = render(content, size: 2)
        XCTAssertEqual(fb[0, 0], 0xFF00_00FF)
        XCTAssertEqual(fb[1, 0], 0xFFFF_FFFF)
        let faded = render(content, size: 2, opacity: 0.5)
        // Half blue over white: red and green halve (255 * 0.5, rounded as the blend rounds).
        XCTAssertEqual(faded[0, 0].blue8, 255)
        XCTAssertEqual(Double(faded[0, 0].red8), 127.5, accuracy: 1)
    }

    /// At scale 2 an image of 4x4 pixels in a 2x2-point rectangle lands on 4x4 device pixels,
    /// each its own; a file that cannot be read draws nothing.
    func testImageFollowsTheScaleAndAMissingFileDrawsNothing() throws {
        var pixels: [UInt32] = []
        for i in 0..<16 { pixels.append(0xFF00_0000 | UInt32(i * 16)) }
        let path = try png("scaled@2x.png", width: 4, height: 4, pixels)
        let fb = render(
            ImageContent(path: path, pixelWidth: 4, pixelHeight: 4, rect: Rect(x: 0, y: 0, width: 2, height: 2)),
            size: 4, scale: 2)
        for y in 0..<4 { for x in 0..<4 { XCTAssertEqual(fb[x, y], pixels[y * 4 + x]) } }
        let missing = render(
            ImageContent(
                path: folder + "/none.png", pixelWidth: 4, pixelHeight: 4, rect: Rect(x: 0, y: 0, width: 4, height: 4)),
            size: 4)
        for y in 0..<4 { for x in 0..<4 { XCTAssertEqual(missing[x, y], 0xFFFF_FFFF) } }
    }
}
