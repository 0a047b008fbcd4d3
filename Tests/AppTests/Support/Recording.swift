import Engine
import Foundation
import Geometry
import Platform
import Renderer
import XCTest

@testable import PlaygroundKit

/// Headless recordings run in-process, as `--headless` does, into a fresh temporary folder.
@MainActor
struct Recording {
    let folder: URL
    let trace: TraceFile
    let frameCount: Int
    let session: PlaygroundSession

    /// The PNG of frame `index`, read back.
    func frame(_ index: Int) throws -> Framebuffer {
        try PNGFile.read(
            folder.appendingPathComponent("frames").appendingPathComponent(HeadlessHost.fileName(forFrame: index)).path)
    }

    /// Straight RGB of a point (scale 1) in frame `index`.
    func rgb(_ index: Int, _ x: Int, _ y: Int) throws -> (r: Int, g: Int, b: Int) {
        let p = PNGFile.unpremultiply(try frame(index)[x, y])
        return (Int(p.r), Int(p.g), Int(p.b))
    }

    /// Runs `script` on `screen` with the test demos.
    static func make(
        _ script: String, screen: PlaygroundSession.Screen = .demo("test"), writesFrames: Bool = false,
        seconds: Double? = nil, demos: [PlaygroundDemo]? = nil,
        size: Size = Size(width: 400, height: 720)
    ) throws -> Recording {
        let folder = scratch.appendingPathComponent("rec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let tracePath = folder.appendingPathComponent("trace.jsonl")
        let options = PlaygroundRunOptions(
            screen: screen, size: size, scale: 1, fps: 60,
            timeline: InputTimeline(script: try InputScript(parsing: script), fps: 60),
            framesFolder: writesFrames ? folder.appendingPathComponent("frames").path : nil,
            tracePath: tracePath.path, seconds: seconds, frameCount: nil)
        let list = demos ?? [TestDemoController.entry, TestDemoController.second]
        let run = try PlaygroundRun.headless(options, demos: list, log: FrameLog())
        return Recording(
            folder: folder, trace: try TraceFile(contentsOf: tracePath), frameCount: run.frames,
            session: run.session)
    }

    /// Where this process's recordings go; removed by the test classes' class tear-down.
    nonisolated static let scratch = FileManager.default.temporaryDirectory
        .appendingPathComponent("apptests-\(ProcessInfo.processInfo.processIdentifier)")

    nonisolated static func removeScratch() {
        try? FileManager.default.removeItem(at: scratch)
    }
}
