import Foundation
import Geometry
import Renderer
import TestSupport
import XCTest

final class PNGFileTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("png-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func path(_ name: String) -> String { scratch.appendingPathComponent(name).path }

    /// Valid premultiplied pixels from a fixed-seed generator: every alpha, channels at most alpha.
    private func noiseFramebuffer(width: Int, height: Int, seed: UInt64) -> Framebuffer {
        var state = seed
        func next() -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        let fb = Framebuffer(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                // Rows 0 and 1 are fully transparent and fully opaque; the rest any alpha.
                let a: UInt32 = y == 0 ? 0 : y == 1 ? 255 : next() % 256
                let r = next() % (a + 1)
                let g = next() % (a + 1)
                let b = next() % (a + 1)
                fb[x, y] = a << 24 | r << 16 | g << 8 | b
            }
        }
        return fb
    }

    func testWriteThenReadGivesBackPremultipliedPixelsExactly() throws {
        let fb = noiseFramebuffer(width: 97, height: 61, seed: 7)
        try PNGFile.write(fb, to: path("noise.png"))
        let back = try PNGFile.read(path("noise.png"))
        assertSamePixels(fb, back)
    }

    func testRewritingAFileWeWroteIsByteIdentical() throws {
        let fb = noiseFramebuffer(width: 64, height: 40, seed: 99)
        try PNGFile.write(fb, to: path("a.png"))
        try PNGFile.write(try PNGFile.read(path("a.png")), to: path("b.png"))
        let a = try Data(contentsOf: URL(fileURLWithPath: path("a.png")))
        let b = try Data(contentsOf: URL(fileURLWithPath: path("b.png")))
        XCTAssertEqual(a, b)
    }

    func testBytesDependOnlyOnPixelsAndCarryNoTimestamp() throws {
        let fb = noiseFramebuffer(width: 16, height: 16, seed: 3)
        try PNGFile.write(fb, to: path("one.png"))
        try PNGFile.write(fb, to: path("two.png"))
        let one = try Data(contentsOf: URL(fileURLWithPath: path("one.png")))
        let two = try Data(contentsOf: URL(fileURLWithPath: path("two.png")))
        XCTAssertEqual(one, two)
        XCTAssertEqual(Array(one.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "PNG signature")
        XCTAssertNil(one.range(of: Data("tIME".utf8)), "a time chunk would make frames differ run to run")
        // IHDR: 8-bit depth, colour type 6 (RGBA), interlace 0.
        XCTAssertEqual(one[24], 8)
        XCTAssertEqual(one[25], 6)
        XCTAssertEqual(one[28], 0)
    }

    func testEveryPremultipliedValueSurvivesUnpremultiplyingAndBack() {
        for a in 0...255 {
            for c in 0...a {
                let p = UInt32(a) << 24 | UInt32(c) << 16 | UInt32(c) << 8 | UInt32(c)
                let s = PNGFile.unpremultiply(p)
                let back = PNGFile.premultiply(r: s.r, g: s.g, b: s.b, a: s.a)
                if back != p {
                    XCTFail("alpha \(a) channel \(c) came back as \(String(back, radix: 16))")
                    return
                }
            }
        }
    }

    func testOpaquePixelsAreStoredAsTheyAre() throws {
        let fb = Framebuffer(width: 256, height: 3)
        for x in 0..<256 {
            let v = UInt32(x)
            fb[x, 0] = 0xFF00_0000 | v << 16
            fb[x, 1] = 0xFF00_0000 | v << 8 | (255 - v)
            fb[x, 2] = 0xFF00_0000 | v << 16 | v << 8 | v
        }
        try PNGFile.write(fb, to: path("opaque.png"))
        assertSamePixels(fb, try PNGFile.read(path("opaque.png")))
        // Straight alpha on disk: a half-transparent pure red stays pure red in the file.
        let half = Framebuffer(width: 1, height: 1)
        half[0, 0] = 0x8080_0000
        try PNGFile.write(half, to: path("half.png"))
        let probe = PixelProbe(try PNGFile.read(path("half.png")))
        XCTAssertTrue(probe.matches(x: 0, y: 0, Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255)))
    }

    func testAPaddedStrideFramebufferIsWrittenRowByRow() throws {
        let storage = UnsafeMutablePointer<UInt32>.allocate(capacity: 10 * 3)
        defer { storage.deallocate() }
        storage.initialize(repeating: 0xDEAD_BEEF, count: 30)
        let fb = Framebuffer(wrapping: storage, width: 7, height: 3, stride: 40)
        for y in 0..<3 { for x in 0..<7 { fb[x, y] = 0xFF00_0000 | UInt32(x * 30) << 16 | UInt32(y * 80) } }
        try PNGFile.write(fb, to: path("stride.png"))
        let back = try PNGFile.read(path("stride.png"))
        XCTAssertEqual(back.width, 7)
        assertSamePixels(fb, back)
    }

    func testReadingSomethingThatIsNotAPNGSaysSo() throws {
        let text = path("notes.png")
        try "just some text, long enough to look like a header".write(toFile: text, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try PNGFile.read(text)) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains(text), message)
            XCTAssertTrue(message.lowercased().contains("not a png"), message)
            XCTAssertFalse(message.contains("\n"), message)
        }
    }

    func testReadingAMissingFileNamesIt() {
        let missing = path("nowhere.png")
        XCTAssertThrowsError(try PNGFile.read(missing)) { error in
            XCTAssertEqual((error as? PNGError)?.operation, .read)
            XCTAssertTrue("\(error)".contains(missing), "\(error)")
        }
    }

    func testWritingIntoAMissingDirectoryFailsClearly() {
        let fb = Framebuffer(width: 2, height: 2)
        let target = path("no/such/dir/x.png")
        XCTAssertThrowsError(try PNGFile.write(fb, to: target)) { error in
            XCTAssertEqual((error as? PNGError)?.operation, .write)
            XCTAssertTrue("\(error)".contains(target), "\(error)")
        }
        XCTAssertThrowsError(try PNGFile.write(Framebuffer(width: 0, height: 4), to: path("empty.png")))
    }

    func testReadsPNGsOtherToolsWrote() throws {
        // A 3x2 grey image without alpha written by ImageMagick: libpng expands it to RGBA.
        let target = path("grey.png")
        let convert = try ChildProcess.run(
            "/usr/bin/convert",
            ["-size", "3x2", "xc:#808080", "-define", "png:color-type=0", target])
        try XCTSkipIf(convert.status != 0, "ImageMagick convert not usable here")
        let fb = try PNGFile.read(target)
        XCTAssertEqual(fb.width, 3)
        XCTAssertEqual(fb.height, 2)
        XCTAssertEqual(fb[2, 1], 0xFF80_8080)
    }
}
