import Foundation
import PlaygroundKit
import Renderer

/// What a snapshot assertion compares: how it is written as a reference file, and how it
/// differs from one (nil when it matches), with the evidence a failure leaves behind.
struct SnapshotSubject {
    /// The reference file's extension, `png` or `txt`.
    var fileExtension: String
    /// Writes the subject as a reference file.
    var write: (URL) throws -> Void
    /// Compares with the reference file: nil on a match, else the difference.
    var compare: (URL) throws -> SnapshotMismatch?
}

/// How a subject differs from its reference: one line for the message, and the artifacts
/// (suffix and writer) that show it.
struct SnapshotMismatch {
    var summary: String
    var artifacts: [(suffix: String, write: (URL) throws -> Void)]
}

extension SnapshotSubject {
    /// A frame compared pixel by pixel within `tolerance`; on a mismatch the artifacts are
    /// the actual frame, the difference (differing pixels red over a faded actual) and the
    /// reference, the actual and the difference side by side.
    static func image(_ image: FrameImage, tolerance: ReferenceTolerance) -> SnapshotSubject {
        SnapshotSubject(
            fileExtension: "png",
            write: { try image.writePNG(to: $0.path) },
            compare: { url in
                let expected = try FrameImage(contentsOfPNG: url.path)
                let actualBuffer = image.makeFramebuffer()
                let expectedBuffer = expected.makeFramebuffer()
                let difference = ImageDifference.compare(
                    actualBuffer, expectedBuffer, channelDelta: tolerance.maxChannelDelta)
                if difference.isWithin(tolerance) { return nil }
                var artifacts: [(suffix: String, write: (URL) throws -> Void)] = [
                    ("actual.png", { try image.writePNG(to: $0.path) })
                ]
                var panels = [expected, image]
                if difference.sizeMismatch == nil {
                    let diff = FrameImage(
                        framebuffer: ImageDifference.diffImage(
                            actualBuffer, expectedBuffer, channelDelta: tolerance.maxChannelDelta))
                    artifacts.append(("diff.png", { try diff.writePNG(to: $0.path) }))
                    panels.append(diff)
                }
                let sideBySide = FrameImage.sideBySide(panels)
                artifacts.append(("side-by-side.png", { try sideBySide.writePNG(to: $0.path) }))
                return SnapshotMismatch(
                    summary: "\(difference.summary) (tolerance: channel delta \(tolerance.maxChannelDelta), "
                        + "\(tolerance.maxDifferingPixelFraction * 100) % of pixels)",
                    artifacts: artifacts)
            })
    }

    /// A recording's per-frame trace as text, one `--trace` JSON line per frame: a change of
    /// timing, of a frame or of the number of frames shows without any pixels. On a mismatch
    /// the artifacts are the actual text and the differing lines.
    static func trace(_ recording: TransitionRecording) -> SnapshotSubject {
        let text = recording.traceLines.joined(separator: "\n") + "\n"
        return SnapshotSubject(
            fileExtension: "txt",
            write: { try Data(text.utf8).write(to: $0, options: .atomic) },
            compare: { url in
                let expected = try String(contentsOf: url, encoding: .utf8)
                if expected == text { return nil }
                let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
                let new = text.split(separator: "\n", omittingEmptySubsequences: false)
                var diff: [String] = []
                var first: Int?
                for i in 0..<max(old.count, new.count) {
                    let a = i < old.count ? String(old[i]) : nil
                    let b = i < new.count ? String(new[i]) : nil
                    guard a != b else { continue }
                    first = first ?? i
                    diff.append("@@ line \(i + 1)")
                    if let a { diff.append("- " + a) }
                    if let b { diff.append("+ " + b) }
                }
                let line = (first ?? 0) + 1
                let summary =
                    "\(diff.filter { $0.hasPrefix("@@") }.count) of \(max(old.count, new.count) - 1) trace lines differ "
                    + "(\(recording.traceLines.count) frames recorded), first at line \(line): "
                    + "expected \(line <= old.count ? String(old[line - 1]) : "nothing"), "
                    + "actual \(line <= new.count ? String(new[line - 1]) : "nothing")"
                let diffText = diff.joined(separator: "\n") + "\n"
                return SnapshotMismatch(
                    summary: summary,
                    artifacts: [
                        ("actual.txt", { try Data(text.utf8).write(to: $0, options: .atomic) }),
                        ("diff.txt", { try Data(diffText.utf8).write(to: $0, options: .atomic) }),
                    ])
            })
    }
}

extension FrameImage {
    /// The framebuffer's pixels as an image.
    init(framebuffer: Framebuffer) {
        var pixels: [UInt32] = []
        pixels.reserveCapacity(framebuffer.width * framebuffer.height)
        for y in 0..<framebuffer.height {
            let row = framebuffer.row(y)
            for x in 0..<framebuffer.width { pixels.append(row[x]) }
        }
        self.init(width: framebuffer.width, height: framebuffer.height, pixels: pixels)
    }

    /// The images left to right, top-aligned, 8 transparent pixels apart.
    static func sideBySide(_ images: [FrameImage]) -> FrameImage {
        let gap = 8
        let width = images.map(\.width).reduce(0, +) + gap * max(0, images.count - 1)
        let height = images.map(\.height).max() ?? 0
        var pixels = [UInt32](repeating: 0, count: width * height)
        var left = 0
        for image in images {
            for y in 0..<image.height {
                for x in 0..<image.width { pixels[y * width + left + x] = image.pixels[y * image.width + x] }
            }
            left += image.width + gap
        }
        return FrameImage(width: width, height: height, pixels: pixels)
    }
}
