import Renderer

#if canImport(Glibc)
    import Glibc
#endif

extension String {
    /// Four decimals.
    init(format4 v: Double) {
        let n = Int((v * 10000).rounded())
        let fraction = Swift.String(n % 10000)
        let padding = Swift.String(repeating: "0", count: 4 - fraction.count)
        self = Swift.String(n / 10000) + "." + padding + fraction
    }

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
    do { try PNGFile.write(fb, to: path) } catch { fail("\(error)") }
}

/// Prints the mean absolute difference of the colour and alpha channels of two PNGs (in
/// 0...255 units, straight colour as stored) and how many pixels differ by more than 8.
func compareImages(_ a: String, _ b: String) {
    let x: Framebuffer
    let y: Framebuffer
    do {
        x = try PNGFile.read(a)
        y = try PNGFile.read(b)
    } catch { fail("\(error)") }
    guard x.width == y.width && x.height == y.height else {
        fail("size mismatch: \(x.width)x\(x.height) vs \(y.width)x\(y.height)")
    }
    var total = 0
    var big = 0
    for row in 0..<x.height {
        for col in 0..<x.width {
            let p = PNGFile.unpremultiply(x[col, row])
            let q = PNGFile.unpremultiply(y[col, row])
            let d = [
                abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)),
            ]
            total += d.reduce(0, +)
            if d.max()! > 8 { big += 1 }
        }
    }
    let mean = Double(total) / Double(4 * max(1, x.width * x.height))
    print("mean_abs_channel_diff=\(String(format4: mean))")
    print("pixels_differing_by_more_than_8=\(big) of \(x.width * x.height)")
}
