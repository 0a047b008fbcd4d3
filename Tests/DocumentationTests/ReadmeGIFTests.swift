import Foundation
import PlaygroundKit
import TestSupport
import XCTest

/// The README's GIFs are what the code renders now: every `docs/scripts/gif-NAME.txt` is
/// recorded again headless by `scripts/make-gifs.sh` (what `make gifs` runs), and the new GIF
/// must have as many frames as the committed `docs/gifs/NAME.gif`, and a few of its frames
/// (first, quarter, half, three quarters, last) the same pixels.
///
/// Tolerance: a channel may differ by 2 of 255, and at most 0.01 % of a frame's pixels
/// (29 of a 400x720 frame) by more. Recordings are deterministic, so an untouched GIF is
/// byte-identical; the slack only forgives a rounding step, while a transition that moved
/// (a hundred pixels of a card's edge) fails. When it fails, run `make gifs` and look.
final class ReadmeGIFTests: XCTestCase {
    static let maxChannelDelta = 2
    static let maxDifferingFraction = 0.0001

    func testEveryReadmeGIFMatchesWhatItsScriptRecordsNow() throws {
        let root = ArticleCodeTests.root
        let bin = URL(fileURLWithPath: CommandLine.arguments.first { $0.hasSuffix(".xctest") } ?? "")
            .deletingLastPathComponent()
        let playground = bin.appendingPathComponent("playground-x11")
        try XCTSkipUnless(
            FileManager.default.isExecutableFile(atPath: playground.path), "no playground-x11 at \(playground.path)")
        try XCTSkipUnless(
            (try? ChildProcess.resolve("convert")) != nil, "ImageMagick's convert is needed (make test installs it)")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("gifs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let fresh = scratch.appendingPathComponent("gifs")

        let scripts = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("docs/scripts").path
        )
        .filter { $0.hasPrefix("gif-") && $0.hasSuffix(".txt") }.sorted()
        XCTAssertGreaterThanOrEqual(scripts.count, 11, "the README's GIF scripts are missing")
        try Self.run(root.appendingPathComponent("scripts/make-gifs.sh").path, ["--bin", playground.path, fresh.path])

        for script in scripts {
            let name = String(script.dropFirst(4).dropLast(4))
            let committed = try Self.frames(
                of: root.appendingPathComponent("docs/gifs/\(name).gif"),
                into: scratch.appendingPathComponent("old-\(name)"))
            let rendered = try Self.frames(
                of: fresh.appendingPathComponent("\(name).gif"), into: scratch.appendingPathComponent("new-\(name)"))
            XCTAssertEqual(
                rendered.count, committed.count,
                "docs/gifs/\(name).gif has \(committed.count) frames, its script records \(rendered.count): run make gifs"
            )
            guard rendered.count == committed.count, !rendered.isEmpty else { continue }
            let last = rendered.count - 1
            for index in Set([0, last / 4, last / 2, 3 * last / 4, last]).sorted() {
                let a = try FrameImage(contentsOfPNG: committed[index].path)
                let b = try FrameImage(contentsOfPNG: rendered[index].path)
                XCTAssertEqual([a.width, a.height], [b.width, b.height], "\(name).gif frame \(index): size")
                guard a.width == b.width, a.height == b.height else { continue }
                let differing = zip(a.pixels, b.pixels).filter { Self.delta($0, $1) > Self.maxChannelDelta }.count
                XCTAssertLessThanOrEqual(
                    Double(differing) / Double(a.pixels.count), Self.maxDifferingFraction,
                    "docs/gifs/\(name).gif frame \(index): \(differing) pixels differ from what its script "
                        + "records now: run make gifs")
            }
        }
    }

    /// The largest channel difference of two ARGB pixels.
    static func delta(_ a: UInt32, _ b: UInt32) -> Int {
        var worst = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            worst = max(worst, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
        }
        return worst
    }

    /// The GIF's frames, each composed over the ones before it, as 32-bit PNG files.
    static func frames(of gif: URL, into folder: URL) throws -> [URL] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try run(
            "convert",
            [gif.path, "-coalesce", "PNG32:" + folder.appendingPathComponent("f-%05d.png").path])
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    static func run(_ executable: String, _ arguments: [String]) throws {
        let result = try ChildProcess.run(executable, arguments, timeout: 300)
        XCTAssertEqual(
            result.status, 0, "\(executable) \(arguments.joined(separator: " ")):\n\(result.stdout)\(result.stderr)")
    }
}
