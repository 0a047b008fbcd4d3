import Foundation

/// The pixels of one X window as 8-bit RGB, taken with ImageMagick's `import`.
package struct WindowScreenshot: Equatable, CustomStringConvertible {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// Row-major RGB, 3 bytes a pixel.
    package let rgb: [UInt8]

    /// Grabs window `id` (decimal or hex) on `session`'s server.
    package init(window id: String, in session: XvfbSession) throws {
        let info = try session.run("xwininfo", ["-id", id])
        func field(_ name: String) -> Int? {
            info.stdout.split(separator: "\n").first { $0.contains(name) }
                .flatMap { Int($0.split(separator: ":").last!.trimmingCharacters(in: .whitespaces)) }
        }
        guard info.status == 0, let w = field("Width:"), let h = field("Height:") else {
            throw ChildProcess.Failure("xwininfo -id \(id) failed: \(info.stderr)")
        }
        let dir = FileManager.default.temporaryDirectory
        let file = dir.appendingPathComponent("shot-\(UUID().uuidString).rgb")
        defer { try? FileManager.default.removeItem(at: file) }
        let shot = try session.run("import", ["-window", id, "-depth", "8", "rgb:\(file.path)"])
        let data = (try? Data(contentsOf: file)) ?? Data()
        guard shot.status == 0, data.count == w * h * 3 else {
            throw ChildProcess.Failure("import -window \(id) gave \(data.count) bytes for \(w)x\(h): \(shot.stderr)")
        }
        width = w
        height = h
        rgb = [UInt8](data)
    }

    /// Size and the first differing-from-background facts stay short in failure messages.
    package var description: String { "\(width)x\(height) screenshot" }

    /// How many pixels differ from `other` (any channel), and the first one; nil when identical.
    package func difference(from other: WindowScreenshot) -> String? {
        guard width == other.width, height == other.height else {
            return "sizes differ: \(width)x\(height) vs \(other.width)x\(other.height)"
        }
        var count = 0
        var first: (Int, Int)?
        for i in stride(from: 0, to: rgb.count, by: 3)
        where rgb[i] != other.rgb[i] || rgb[i + 1] != other.rgb[i + 1] || rgb[i + 2] != other.rgb[i + 2] {
            count += 1
            if first == nil { first = ((i / 3) % width, (i / 3) / width) }
        }
        guard let (x, y) = first else { return nil }
        return "\(count) pixels differ, first at (\(x), \(y)): \(pixel(x, y)) vs \(other.pixel(x, y))"
    }

    /// The pixel at (x, y) as (r, g, b), 0...255.
    package func pixel(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "(\(x), \(y)) outside \(width)x\(height)")
        let i = (y * width + x) * 3
        return (Int(rgb[i]), Int(rgb[i + 1]), Int(rgb[i + 2]))
    }

    /// True when every channel at (x, y) is within `tolerance` of (r, g, b).
    package func pixel(_ x: Int, _ y: Int, is expected: (r: Int, g: Int, b: Int), tolerance: Int = 3) -> Bool {
        let p = pixel(x, y)
        return abs(p.r - expected.r) <= tolerance && abs(p.g - expected.g) <= tolerance
            && abs(p.b - expected.b) <= tolerance
    }
}
