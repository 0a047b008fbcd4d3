import DemoKit
import Engine
import Geometry
import Platform
import Renderer
import Transitions

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Records a demo (or any root view controller) headless, for tests: an input script
/// replayed on the virtual clock, one typed trace frame per rendered frame (the
/// `--trace` schema) and, when asked, the frames as images.
///
/// The same inputs give the same frames and pixels on every run. A recording stops when
/// the script has ended and nothing moves any more, after `seconds` of virtual time when
/// given, or after `maximumSeconds` (something never stopped moving).
///
/// Which call to use (the engine lives on the main actor):
/// - a plain `XCTestCase` method (not `@MainActor`, not `async`): `try recorder.record(...)`;
///   XCTest runs it on the main thread and the recorder enters the main actor there;
/// - an `async` test (XCTest or swift-testing `@Test`): `try await recorder.record(...)`,
///   which hops to the main actor;
/// - code already on the main actor (`@MainActor` test, your own tools): either form.
public struct TransitionRecorder: Sendable {
    /// Which frames to keep as images.
    public enum ImageCapture: Equatable, Sendable {
        /// No images: only the trace (the cheapest).
        case none
        /// Every frame.
        case all
        /// Only these frame indices.
        case frames(Set<Int>)

        func keeps(_ index: Int) -> Bool {
            switch self {
            case .none: return false
            case .all: return true
            case .frames(let set): return set.contains(index)
            }
        }
    }

    /// The window's size in points.
    public var size: Size
    /// Device pixels per point (1 or 2).
    public var scale: Int
    /// Frames per second of virtual time; the clock steps 1/fps per frame.
    public var fps: Int
    /// Which frames become images.
    public var images: ImageCapture
    /// The longest a recording runs when nothing else stops it, virtual seconds.
    public var maximumSeconds: Double

    /// A recorder for a `size`-point window (400x720 by default, as the playground opens)
    /// at `fps` frames per second of virtual time.
    public init(
        size: Size = Size(width: 400, height: 720), scale: Int = 1, fps: Int = 60,
        images: ImageCapture = .none, maximumSeconds: Double = 60
    ) {
        self.size = size
        self.scale = scale
        self.fps = fps
        self.images = images
        self.maximumSeconds = maximumSeconds
    }

    // MARK: Synchronous (main thread)

    /// Records `demo` with an input `script` in the `--script` syntax (README "Script");
    /// stops `seconds` of virtual time after the start when given.
    ///
    /// Call it on the main thread (a plain XCTestCase method is); elsewhere it throws
    /// and says to `await` the async form instead.
    public func record(_ demo: any Demo.Type, script: String = "", seconds: Double? = nil) throws -> TransitionRecording
    {
        // The closure runs synchronously on this very thread: the metatype never crosses threads.
        nonisolated(unsafe) let type = demo
        return try Self.onMainThread {
            try recordOnMain(root: type.init().makeRootViewController(), script: script, seconds: seconds)
        }
    }

    /// Records `demo` with typed input commands instead of script text.
    public func record(_ demo: any Demo.Type, commands: [InputScript.Command], seconds: Double? = nil) throws
        -> TransitionRecording
    {
        try record(demo, script: InputScript.text(of: commands), seconds: seconds)
    }

    /// Records the controller `root` makes (called on the main actor) with an input `script`.
    public func record(
        script: String = "", seconds: Double? = nil,
        root: @MainActor () -> ViewController
    ) throws -> TransitionRecording {
        try Self.onMainThread { try recordOnMain(root: root(), script: script, seconds: seconds) }
    }

    // MARK: Asynchronous (any test)

    /// `record(_:script:seconds:)` from any async context: runs on the main actor.
    @MainActor
    public func record(_ demo: any Demo.Type, script: String = "", seconds: Double? = nil) async throws
        -> TransitionRecording
    {
        try recordOnMain(root: demo.init().makeRootViewController(), script: script, seconds: seconds)
    }

    /// `record(script:seconds:root:)` from any async context: runs on the main actor.
    @MainActor
    public func record(
        script: String = "", seconds: Double? = nil,
        root: @MainActor () -> ViewController
    ) async throws -> TransitionRecording {
        try recordOnMain(root: root(), script: script, seconds: seconds)
    }

    // MARK: The run

    /// Runs on the main actor, on the current thread, which must be the main thread.
    private static func onMainThread<T: Sendable>(_ body: @MainActor () throws -> T) throws -> T {
        guard MainThread.isCurrent else {
            throw RecorderError(
                "TransitionRecorder.record was called off the main thread; from an async test use "
                    + "`try await recorder.record(...)`")
        }
        return try MainActor.assumeIsolated(body)
    }

    /// Records in the caller's `WindowScene`, or in one of the recording's own, so UIKit code
    /// the recorded controllers run (`UIScreen.main`) finds the recording's window.
    @MainActor
    private func recordOnMain(root: ViewController, script: String, seconds: Double?) throws -> TransitionRecording {
        try WindowScene.$current.withValue(WindowScene.current ?? WindowScene()) {
            try recordInScene(root: root, script: script, seconds: seconds)
        }
    }

    @MainActor
    private func recordInScene(root: ViewController, script: String, seconds: Double?) throws -> TransitionRecording {
        guard (1...240).contains(fps) else { throw RecorderError("fps must be 1...240, not \(fps)") }
        guard scale == 1 || scale == 2 else { throw RecorderError("scale must be 1 or 2, not \(scale)") }
        guard size.width >= 1, size.height >= 1 else {
            throw RecorderError("size must be at least 1x1 points, not \(size)")
        }
        if let seconds, !(seconds > 0) { throw RecorderError("seconds must be positive, not \(seconds)") }
        let timeline = InputTimeline(script: try InputScript(parsing: script), fps: fps)
        let text = try TextRasterizer.makeDefault()
        let clock = VirtualClock()
        let source = RecorderSource(
            root: root, size: size, scale: Double(scale), clock: clock, textMeasurer: text.makeMeasurer())
        let capture = images
        let backend = CapturingBackend(
            width: Int(size.width) * scale, height: Int(size.height) * scale,
            keeps: { capture.keeps($0) })
        let loop = FrameLoop(
            backend: backend, source: source, renderer: Renderer(textMasks: text), clock: clock,
            scale: Double(scale), fps: Double(fps), log: FrameLog())
        let limit = max(1, Int(((seconds ?? maximumSeconds) * Double(fps)).rounded()))
        let count = try loop.runHeadless(stepping: clock, script: timeline) { index in
            let drawn = index + 1
            if drawn >= limit { return true }
            return seconds == nil && drawn >= timeline.endFrame && !source.isAnimating
        }
        let decoder = JSONDecoder()
        let frames = try source.lines.map { try decoder.decode(TraceFrame.self, from: Data($0.utf8)) }
        return TransitionRecording(
            frames: frames, traceLines: source.lines, images: backend.images,
            reachedLimit: seconds == nil && count >= limit)
    }
}

/// A recording's result: the trace, frame by frame, and the images that were kept.
public struct TransitionRecording: Sendable {
    /// One typed trace frame per rendered frame, in order.
    public let frames: [TraceFrame]
    /// The same frames as the JSON lines `--trace` writes (no newlines).
    public let traceLines: [String]
    /// The kept images by frame index (see `TransitionRecorder.images`).
    public let images: [Int: FrameImage]
    /// True when the recording stopped at `maximumSeconds` because something kept moving.
    public let reachedLimit: Bool

    /// The image of frame `index`, or nil when that frame was not kept.
    public func image(at index: Int) -> FrameImage? { images[index] }

    /// The last frame's image, when it was kept.
    public var lastImage: FrameImage? { images[frames.count - 1] }

    /// The frames in which a transition of `kind` (`present`, `dismiss`, ...) runs.
    public func frames(during kind: String) -> [TraceFrame] { frames.filter { $0.transition?.kind == kind } }

    /// Writes the kept images as `frame-00000.png`, ... (the `--frames` names) into
    /// `folder`, creating it if its parent exists, as `--frames` does; returns the files
    /// written, in frame order. A folder that cannot be made (a missing parent, a file of
    /// that name) throws a `RecorderError` saying why, before anything is written; each
    /// file is written whole or not at all.
    @discardableResult
    public func writePNGs(to folder: URL) throws -> [URL] {
        do {
            try OutputFolder.prepare(folder.path)
        } catch {
            throw RecorderError("\(error)")
        }
        return try images.keys.sorted().map { index in
            let url = folder.appendingPathComponent(HeadlessHost.fileName(forFrame: index))
            try images[index]!.writePNG(to: url.path)
            return url
        }
    }
}

/// A recording that could not run (bad settings, or called off the main thread), or whose
/// frames could not be written.
public struct RecorderError: Error, CustomStringConvertible, Equatable {
    /// What is wrong, in a sentence.
    public var description: String
    init(_ description: String) { self.description = description }
}
