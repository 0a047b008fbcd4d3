import Engine
import Foundation
import Geometry
import LayerTree
import Platform
import Renderer
import TestSupport
import XCTest

@testable import PlaygroundKit

/// The live frame loop over a real X11 window under Xvfb services the main run loop and the
/// main dispatch queue while the window is idle, as the main run loop does on a device.
///
/// Apple's `Timer` documentation: "Timers work in conjunction with run loops", and
/// `scheduledTimer(withTimeInterval:repeats:block:)` "Creates a timer and schedules it on the
/// current run loop in the default mode". `DispatchQueue.main` is "The dispatch queue
/// associated with the main thread of the current process", whose blocks run by one of
/// `dispatchMain()`, `UIApplicationMain`, or "Using a CFRunLoop on the main thread". So a
/// toast that hides itself with either must hide on screen here too, and the window must
/// not spin the processor while it waits.
final class MainRunLoopLiveTests: XCTestCase {
    private static let grey: UInt32 = 0xFF80_8080
    private static let red: UInt32 = 0xFFFF_0000
    private static let blue: UInt32 = 0xFF00_00FF
    private static let green: UInt32 = 0xFF00_FF00
    private static let white: UInt32 = 0xFFFF_FFFF

    func testTimerAndMainQueueWorkFireOnTimeAndChangeWhatIsDrawnWhileIdle() throws {
        let xvfb = try XvfbSession()
        defer { xvfb.stop() }
        let (display, environment) = (xvfb.display, xvfb.environment)
        try MainActor.assumeIsolated {
            let probe = try Probe(display: display, squares: 4)
            let start = MonotonicTime.now
            _ = Timer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { _ in
                MainActor.assumeIsolated { probe.fire(0, colour: Color(red: 1, green: 0, blue: 0)) }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                MainActor.assumeIsolated { probe.fire(1, colour: Color(red: 0, green: 0, blue: 1)) }
            }
            // Work for the main thread posted from another thread, while the loop sleeps.
            let posted = LockedTime()
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) {
                posted.set(MonotonicTime.now)
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { probe.fire(2, colour: Color(red: 0, green: 1, blue: 0)) }
                }
            }
            // A main-actor task: its jobs go to the main queue too.
            Task { @MainActor in
                try await Task.sleep(for: .seconds(0.2))
                probe.fire(3, colour: Color(red: 1, green: 1, blue: 1))
            }
            let ending = try probe.run(
                until: { probe.shows([Self.red, Self.blue, Self.green, Self.white]) }, environment: environment)
            XCTAssertEqual(ending, .quitKey, "the loop ended by the probe, not by the watchdog's close")
            XCTAssertEqual(
                probe.firstPixels, [Self.grey, Self.grey, Self.grey, Self.grey], "nothing had fired at the first frame")
            XCTAssertEqual(
                probe.lastPixels, [Self.red, Self.blue, Self.green, Self.white], "each callback's colour was drawn")
            let timerAt = try XCTUnwrap(probe.firedAt[0]) - start
            let asyncAfterAt = try XCTUnwrap(probe.firedAt[1]) - start
            // On time: not before the interval, and well within a few frames after it (the
            // idle wait ends at the fire date; a loaded machine may add a little).
            for (name, at) in [("Timer", timerAt), ("asyncAfter", asyncAfterAt)] {
                XCTAssertGreaterThanOrEqual(at, 0.2 - 0.002, "\(name) fired early")
                XCTAssertLessThan(at, 0.2 + 0.25, "\(name) fired late: \(at) s")
            }
            let wake = try XCTUnwrap(probe.firedAt[2]) - XCTUnwrap(posted.value)
            print(
                String(
                    format:
                        "Timer fired at %.3f s, asyncAfter at %.3f s (both asked for 0.200); cross-thread wake %.4f s",
                    timerAt, asyncAfterAt, wake))
            // Within a frame on a quiet machine; the margin is for a loaded one. A loop that does
            // not wait on the main queue's descriptor never wakes (the watchdog ends it).
            XCTAssertLessThan(wake, 0.1, "main-queue work from another thread woke the idle loop late")
        }
    }

    func testAnIdleLoopWithATimerPendingDoesNotSpin() throws {
        let xvfb = try XvfbSession()
        defer { xvfb.stop() }
        let (display, environment) = (xvfb.display, xvfb.environment)
        try MainActor.assumeIsolated {
            let probe = try Probe(display: display, squares: 1)
            // A timer far off keeps the idle wait capped by a fire date; it must still sleep.
            let far = Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { _ in }
            defer { far.invalidate() }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                // After the first frame: only the idle second is measured.
                MainActor.assumeIsolated { probe.usageMark = ProcessUsage.now }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.1) {
                MainActor.assumeIsolated { probe.fire(0, colour: Color(red: 1, green: 0, blue: 0)) }
            }
            let ending = try probe.run(until: { probe.shows([Self.red]) }, environment: environment)
            let cpu = ProcessUsage.now.since(try XCTUnwrap(probe.usageMark)).cpuSeconds
            XCTAssertEqual(ending, .quitKey)
            print("idle loop: \(String(format: "%.3f", cpu)) s of CPU over one idle second, \(probe.frames) frames")
            XCTAssertLessThan(cpu, 0.1, "the idle loop spun")
            XCTAssertLessThanOrEqual(probe.frames, 6, "the idle loop drew frames while nothing changed")
        }
    }
}

/// A time set on one thread and read on another.
private final class LockedTime: @unchecked Sendable {
    private let lock = NSLock()
    private var time: Double?
    func set(_ value: Double) { lock.withLock { time = value } }
    var value: Double? { lock.withLock { time } }
}

/// A real X11 window and live frame loop showing `squares` grey squares; `fire` paints one
/// and notes when. The loop ends after the frame where `done` holds, or after a watchdog's
/// key press five seconds on (so a loop that never services the main run loop fails, not hangs).
@MainActor
private final class Probe: FrameSource {
    private let x11: X11Window
    private let engine: EngineWindowSource
    private let views: [View]
    private var done: () -> Bool = { false }
    private var deadline = 0.0
    private(set) var firedAt: [Int: Double] = [:]
    private(set) var firstPixels: [UInt32]?
    private(set) var lastPixels: [UInt32] = []
    private(set) var frames = 0
    /// What the process had used when a test started measuring.
    var usageMark: ProcessUsage?

    init(display: String, squares: Int) throws {
        x11 = try X11Window(title: "main-run-loop", width: 40 * squares, height: 40, displayName: display)
        let window = Window(size: Size(width: Double(40 * squares), height: 40), clock: MonotonicClock())
        views = (0..<squares).map { i in
            let v = View(frame: Rect(x: Double(40 * i), y: 0, width: 40, height: 40))
            v.backgroundColor = Color(red: 128 / 255, green: 128 / 255, blue: 128 / 255)
            window.rootView.addSubview(v)
            return v
        }
        engine = EngineWindowSource(window: window)
    }

    func fire(_ index: Int, colour: Color) {
        firedAt[index] = MonotonicTime.now
        views[index].backgroundColor = colour
    }

    func shows(_ pixels: [UInt32]) -> Bool { lastPixels == pixels }

    func run(until done: @escaping () -> Bool, environment: [String: String]) throws -> FrameLoop.Ending {
        self.done = done
        deadline = MonotonicTime.now + 5
        let finished = DispatchSemaphore(value: 0)
        let windowID = String(x11.windowID)
        Thread.detachNewThread {
            if finished.wait(timeout: .now() + 5.5) == .timedOut {
                let press = Process()
                press.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                press.arguments = ["xdotool", "key", "--window", windowID, "x"]
                press.environment = environment
                try? press.run()
                press.waitUntilExit()
            }
        }
        defer { finished.signal() }
        let loop = FrameLoop(
            backend: x11, source: self, renderer: Renderer(), clock: MonotonicClock(), scale: 1, fps: 60,
            log: FrameLog())
        return try loop.runLive()
    }

    func handle(_ event: InputEvent) { engine.handle(event) }
    var isAnimating: Bool { engine.isAnimating }
    func layerTree(at time: Double) -> Layer { engine.layerTree(at: time) }

    func willPresent(_ framebuffer: Framebuffer) {
        frames += 1
        lastPixels = views.indices.map { framebuffer[40 * $0 + 20, 20] }
        if firstPixels == nil { firstPixels = lastPixels }
    }

    var wantsQuit: Bool { done() || MonotonicTime.now > deadline }
}
