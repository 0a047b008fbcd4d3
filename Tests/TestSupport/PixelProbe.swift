import Geometry
import Renderer
import XCTest

/// Reads pixels of a framebuffer for assertions: raw premultiplied channels or straight colour.
package struct PixelProbe {
    /// The framebuffer probed.
    package let framebuffer: Framebuffer

    /// Probes `framebuffer`; the probe reads it live, not a copy.
    package init(_ framebuffer: Framebuffer) {
        self.framebuffer = framebuffer
    }

    /// Premultiplied channels at (x, y), each 0...255.
    package func channels(x: Int, y: Int) -> (a: Int, r: Int, g: Int, b: Int) {
        precondition(
            x >= 0 && x < framebuffer.width && y >= 0 && y < framebuffer.height,
            "probe (\(x), \(y)) outside \(framebuffer.width)x\(framebuffer.height)")
        let p = framebuffer[x, y]
        return (Int(p >> 24), Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF))
    }

    /// The straight (un-premultiplied) colour at (x, y); transparent black when alpha is 0.
    package func color(x: Int, y: Int) -> Color {
        let c = channels(x: x, y: y)
        guard c.a > 0 else { return .clear }
        let a = Double(c.a)
        return Color(red: Double(c.r) / a, green: Double(c.g) / a, blue: Double(c.b) / a, alpha: a / 255)
    }

    /// True when every straight component at (x, y) is within `tolerance` (0...1) of `expected`'s.
    /// Colour is compared only where alpha makes it meaningful: transparent pixels match any colour
    /// of alpha 0.
    package func matches(x: Int, y: Int, _ expected: Color, tolerance: Double = 2.0 / 255) -> Bool {
        let c = color(x: x, y: y)
        if abs(c.alpha - expected.alpha) > tolerance { return false }
        if c.alpha == 0 { return true }
        return abs(c.red - expected.red) <= tolerance && abs(c.green - expected.green) <= tolerance
            && abs(c.blue - expected.blue) <= tolerance
    }
}

/// Fails unless the straight colour at (x, y) is within `tolerance` of `expected`.
package func assertPixel(
    _ fb: Framebuffer, x: Int, y: Int, is expected: Color, tolerance: Double = 2.0 / 255,
    file: StaticString = #filePath, line: UInt = #line
) {
    let probe = PixelProbe(fb)
    if !probe.matches(x: x, y: y, expected, tolerance: tolerance) {
        XCTFail(
            "pixel (\(x), \(y)) is \(probe.color(x: x, y: y)), expected \(expected) within \(tolerance)",
            file: file, line: line)
    }
}
