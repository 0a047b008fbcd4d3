import Engine
import Foundation
import Geometry
import Platform
import Renderer
import XCTest

@testable import PlaygroundKit

/// The run loop, headless, drives the engine's real window into real PNG files.
final class HeadlessFrameLoopTests: XCTestCase {
    private var folder: URL!

    override func setUp() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("loop-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    private static func pixel(in folder: URL, _ frame: Int, _ x: Int, _ y: Int) throws
        -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)
    {
        let fb = try PNGFile.read(folder.appendingPathComponent(HeadlessHost.fileName(forFrame: frame)).path)
        return PNGFile.unpremultiply(fb[x, y])
    }

    func testEngineWindowIsDrawnAtScaleAndMovesWithTheVirtualClock() throws {
        let folder: URL = self.folder
        func pixel(_ f: Int, _ x: Int, _ y: Int) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            try Self.pixel(in: folder, f, x, y)
        }
        try MainActor.assumeIsolated {
            let clock = VirtualClock()
            let window = Window(size: Size(width: 50, height: 40), clock: clock)
            let card = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            card.backgroundColor = Color(red: 1, green: 0, blue: 0)
            window.rootView.addSubview(card)
            View.animate(
                withDuration: 1, delay: 0, options: [.curveLinear],
                animations: {
                    card.frame = Rect(x: 30, y: 0, width: 10, height: 10)
                }, completion: nil)
            let host = try HeadlessHost(folder: folder, width: 100, height: 80)
            let loop = FrameLoop(
                backend: host, source: EngineWindowSource(window: window),
                renderer: Renderer(), clock: clock, scale: 2, fps: 10, log: FrameLog())
            try loop.runHeadless(frameCount: 11, stepping: clock)

            XCTAssertEqual(host.frameCount, 11)
            // Frame 0 at t = 0: the card at x 0...10 points, pixels 0...20.
            XCTAssertEqual(try pixel(0, 10, 10).r, 255)
            XCTAssertEqual(try pixel(0, 10, 10).g, 0)
            XCTAssertEqual(try pixel(0, 70, 10).g, 255, "white window background where the card has not arrived")
            // Frame 5 at t = 0.5 s: halfway, x 15...25 points, pixels 30...50.
            XCTAssertEqual(try pixel(5, 40, 10).g, 0)
            XCTAssertEqual(try pixel(5, 10, 10).g, 255)
            // Frame 10 at t = 1 s: arrived, x 30...40 points, pixels 60...80.
            XCTAssertEqual(try pixel(10, 70, 10).r, 255)
            XCTAssertEqual(try pixel(10, 70, 10).g, 0)
        }
    }
}
