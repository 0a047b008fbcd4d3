import Renderer
#if canImport(Glibc)
import Glibc
#endif

extension String {
    /// Two decimals, as the C benchmark prints them.
    init(format2 v: Double) {
        let r = (v * 100).rounded() / 100
        var s = String(r)
        if let dot = s.firstIndex(of: ".") {
            let decimals = s.distance(from: dot, to: s.endIndex) - 1
            if decimals < 2 { s += String(repeating: "0", count: 2 - decimals) }
        }
        self = s
    }
}

/// Writes the framebuffer's pixels as raw native-endian ARGB32 premultiplied words,
/// `width * height * 4` bytes, rows unpadded.
func writeRaw(_ fb: Framebuffer, _ path: String) {
    guard let f = fopen(path, "wb") else { fail("cannot write \(path)") }
    defer { fclose(f) }
    for y in 0..<fb.height { fwrite(fb.row(y), 4, fb.width, f) }
}

func writePNG(_ fb: Framebuffer, _ path: String) {
    fail("--png needs PNGFile, which has not landed yet; use --raw")
}

func compareImages(_ a: String, _ b: String) {
    fail("--compare needs PNGFile, which has not landed yet")
}

/// Standard error without touching libc's mutable `stderr` global (Swift 6 strict concurrency).
enum FileHandleOutput {
    static func standardError(_ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    }
}
