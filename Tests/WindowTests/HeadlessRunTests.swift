import Foundation
import Renderer
import TestSupport
import XCTest

/// `--headless --frames DIR` needs no X server and writes the same bytes every run,
/// because frames are paced by a virtual clock stepping exactly 1/fps.
final class HeadlessRunTests: XCTestCase {
    private var folders: [URL] = []

    override func tearDown() {
        for f in folders { try? FileManager.default.removeItem(at: f) }
    }

    private func render(_ extra: [String] = []) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("headless-\(UUID().uuidString)")
        folders.append(dir)
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        let r = try ChildProcess.run(
            try PlaygroundBinary.path,
            ["--first-scene", "--headless", "--frames", dir.path, "--frame-count", "3"] + extra,
            environment: env, timeout: 60)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
        return dir
    }

    private func files(in dir: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    }

    func testWritesNumberedPNGsWithoutAnXServer() throws {
        let dir = try render()
        XCTAssertEqual(try files(in: dir), ["frame-00000.png", "frame-00001.png", "frame-00002.png"])
        let last = try PNGFile.read(dir.appendingPathComponent("frame-00002.png").path)
        XCTAssertEqual(last.width, 400)
        XCTAssertEqual(last.height, 720)
        // The red square sits 24 points in from the bottom-right corner: centre (356, 676).
        XCTAssertEqual(PNGFile.unpremultiply(last[356, 676]).r, 255)
        XCTAssertEqual(PNGFile.unpremultiply(last[356, 676]).g, 59)
        XCTAssertEqual(PNGFile.unpremultiply(last[8, 710]).b, 247)
    }

    func testTwoRunsWriteIdenticalBytesAndTheClockMoves() throws {
        let a = try render()
        let b = try render()
        for name in try files(in: a) {
            let x = try Data(contentsOf: a.appendingPathComponent(name))
            let y = try Data(contentsOf: b.appendingPathComponent(name))
            XCTAssertEqual(x, y, "\(name) differs between two runs")
        }
        // Frame 0 is the start of the intro (the blue card fades in); frame 2 is 2/60 s later.
        let first = try Data(contentsOf: a.appendingPathComponent("frame-00000.png"))
        let third = try Data(contentsOf: a.appendingPathComponent("frame-00002.png"))
        XCTAssertNotEqual(first, third, "the virtual clock did not advance between frames")
    }

    func testScaleTwoDoublesTheFrameSize() throws {
        let dir = try render(["--size", "100x50", "--scale", "2"])
        let frame = try PNGFile.read(dir.appendingPathComponent("frame-00000.png").path)
        XCTAssertEqual(frame.width, 200)
        XCTAssertEqual(frame.height, 100)
    }

    func testUnwritableFolderIsOneLineAndExitTwo() throws {
        let r = try ChildProcess.run(
            try PlaygroundBinary.path,
            ["--headless", "--frames", "/proc/no-such-place/frames", "--frame-count", "1"],
            timeout: 20)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(
            r.stderr,
            "playground-x11: error: cannot create folder /proc/no-such-place/frames: its parent folder /proc/no-such-place does not exist\n"
        )
    }
}
