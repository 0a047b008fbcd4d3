import Foundation
import Renderer
import Sharing
import TestSupport
import XCTest

/// Animated GIF files, decoded by ImageMagick (`identify`, `convert`), not by our own code.
final class GIFWriterTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("gif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: dir)
    }

    /// A square sliding over a horizontal gradient (many colours: median cut and dithering).
    private func frame(_ i: Int, width: Int = 90, height: Int = 60) -> Framebuffer {
        let fb = Framebuffer(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let v = UInt32(x * 255 / (width - 1))
                let w = UInt32(y * 255 / (height - 1))
                fb[x, y] = 0xFF00_0000 | v << 16 | w << 8 | (255 - v)
            }
        }
        for y in 20..<40 { for x in (5 + i * 6)..<(25 + i * 6) { fb[x, y] = 0xFFFF_FFFF } }
        return fb
    }

    private func identify(_ format: String, _ path: String) throws -> [String] {
        let r = try ChildProcess.run("identify", ["-format", format, path])
        XCTAssertEqual(r.status, 0, r.stderr)
        return r.stdout.split(separator: "\n").map(String.init)
    }

    /// Frame count, delays and canvas size as a GIF decoder reads them; the frames decode
    /// (composited as a viewer shows them) to the source pixels within dithering's error.
    func testFramesDecodeWithTheirDelaysSizeAndColours() throws {
        let path = dir.appendingPathComponent("a.gif").path
        let writer = try GIFWriter(path: path, width: 90, height: 60)
        var sources: [Framebuffer] = []
        for i in 0..<8 {
            let fb = frame(i)
            sources.append(fb)
            try writer.add(fb, time: Double(i) / 25)
        }
        try writer.add(frame(7), time: 8.0 / 25)  // unchanged: the last frame lasts longer
        try writer.finish(endTime: 9.0 / 25)
        let lines = try identify("%T %W %H\n", path)
        XCTAssertEqual(lines.count, 8, "one GIF frame per changed frame: \(lines)")
        XCTAssertEqual(lines.map { $0.split(separator: " ")[0] }, ["4", "4", "4", "4", "4", "4", "4", "8"])
        XCTAssertTrue(lines.allSatisfy { $0.hasSuffix(" 90 60") }, "canvas 90x60: \(lines)")
        // Decoded frames against the sources. Dithering trades per-pixel error for the right
        // local average, so each 3x3 block's mean is compared, and single pixels loosely.
        let r = try ChildProcess.run("convert", [path, "-coalesce", dir.appendingPathComponent("f-%d.png").path])
        XCTAssertEqual(r.status, 0, r.stderr)
        for (i, source) in sources.enumerated() {
            let decoded = try PNGFile.read(dir.appendingPathComponent("f-\(i).png").path)
            func channel(_ fb: Framebuffer, _ x: Int, _ y: Int, _ s: UInt32) -> Int { Int(fb[x, y] >> s & 0xFF) }
            var total = 0.0
            var blocks = 0
            var worstPixel = 0
            for by in stride(from: 0, to: 60, by: 3) {
                for bx in stride(from: 0, to: 90, by: 3) {
                    for s: UInt32 in [0, 8, 16] {
                        var a = 0
                        var b = 0
                        for y in by..<by + 3 {
                            for x in bx..<bx + 3 {
                                a += channel(source, x, y, s)
                                b += channel(decoded, x, y, s)
                                worstPixel = max(worstPixel, abs(channel(source, x, y, s) - channel(decoded, x, y, s)))
                            }
                        }
                        total += Double(abs(a - b)) / 9
                        blocks += 1
                    }
                }
            }
            XCTAssertLessThan(total / Double(blocks), 2, "frame \(i): mean 3x3 block error per channel")
            XCTAssertLessThan(worstPixel, 48, "frame \(i): worst channel error of a pixel")
        }
    }

    /// Two runs over the same frames write the same bytes.
    func testSameFramesGiveTheSameBytes() throws {
        var files: [Data] = []
        for name in ["x.gif", "y.gif"] {
            let path = dir.appendingPathComponent(name).path
            let writer = try GIFWriter(path: path, width: 90, height: 60)
            for i in 0..<4 { try writer.add(frame(i), time: Double(i) / 60) }
            try writer.finish(endTime: 4.0 / 60)
            files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        XCTAssertEqual(files[0], files[1])
    }

    /// An unwritable place is a one-line error, not a crash.
    func testUnwritablePathIsAnError() {
        XCTAssertThrowsError(try GIFWriter(path: "/nonexistent-dir/x.gif", width: 10, height: 10)) { error in
            XCTAssertTrue("\(error)".contains("/nonexistent-dir/x.gif"), "\(error)")
        }
    }
}
