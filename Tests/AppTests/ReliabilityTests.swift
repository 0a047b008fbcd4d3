import Engine
import Foundation
import Geometry
import Renderer
import Transitions
import XCTest

@testable import PlaygroundKit

/// Reliability in-process: hostile script text, replay cost, bounded statistics, the
/// transition deadline at low frame rates, and 1,000 present/dismiss cycles.
final class ReliabilityTests: XCTestCase {
    // MARK: 6. Scripts as people and tools write them

    func testCRLFLineEndsAndAByteOrderMarkAreRead() throws {
        let script = try InputScript(parsing: "\u{FEFF}click 200 360\r\nwait 0.5\r\n# note\r\nkey q\r\n")
        XCTAssertEqual(script.commands.map(\.command), [.click(Point(x: 200, y: 360)), .wait(seconds: 0.5), .key("q")])
        XCTAssertEqual(script.commands.map(\.line), [1, 2, 4])
    }

    func testNumbersWithANULAreRefused() {
        XCTAssertThrowsError(try InputScript(parsing: "click 200\u{0}junk 360\u{0}junk", file: "nul.txt")) { error in
            XCTAssertEqual("\(error)", "nul.txt:1: x '200\\u{0}junk' is not a number")
        }
        XCTAssertThrowsError(try InputScript(parsing: "scroll 1 1 3\u{0}"))
    }

    /// Echoed text can neither drive the terminal nor fill it.
    func testErrorsEscapeControlCharactersAndShortenLongTokens() {
        XCTAssertThrowsError(try InputScript(parsing: "key \u{1B}[31m", file: "a.txt")) { error in
            XCTAssertTrue("\(error)".hasPrefix("a.txt:1: unknown key '\\u{1B}[31m'"), "\(error)")
        }
        let digits = String(repeating: "7", count: 10_000_000)
        XCTAssertThrowsError(try InputScript(parsing: "wait 1\nclick \(digits) 1")) { error in
            XCTAssertEqual("\(error)", "script:2: x '\(String(repeating: "7", count: 40))…' is not a number")
        }
        XCTAssertThrowsError(try InputScript(parsing: "scroll 1 1 1000001")) { error in
            XCTAssertEqual("\(error)", "script:1: clicks '1000001' is not a whole number in -1000000...1000000")
        }
    }

    // MARK: 4. Replay in linear time, bounded by the cap

    /// The old lookup filtered every entry for every frame: 20,000 clicks (40,000 events
    /// over 20,000 frames) took 800 million comparisons. Now each frame is a binary search.
    func testReplayCostIsLinearInTheScript() throws {
        let script = try InputScript(parsing: String(repeating: "click 10 10\n", count: 20_000))
        let timeline = InputTimeline(script: script, fps: 60)
        let start = Date()
        var delivered = 0
        for frame in 0..<timeline.endFrame { delivered += timeline.events(atFrame: frame).count }
        XCTAssertEqual(delivered, 40_000)
        XCTAssertLessThan(Date().timeIntervalSince(start), 1.5)
    }

    /// Events past 600 s never run (no run lasts longer), so they are not kept: one `move`
    /// over 600 s at 240 fps after 599 s of waiting costs a minute of events, not ten.
    func testTimelineKeepsNoEventsPastTheCap() throws {
        let script = try InputScript(
            parsing: "wait 599\nmove 10 10 600\n" + String(repeating: "move 1 1 600\n", count: 1000))
        let timeline = InputTimeline(script: script, fps: 240)
        XCTAssertEqual(timeline.entries.count, 240)
        XCTAssertEqual(timeline.entries.last?.frame, InputTimeline.frameCap(fps: 240) - 1)
        XCTAssertEqual(timeline.endFrame, (599 + 600 * 1001) * 240 + 1, "the script's length is still known")
    }

    // MARK: 4. Frame statistics in bounded memory

    func testFrameStatisticsKeepABoundedWindow() {
        var stats = FrameStatistics()
        for i in 0..<100_000 { stats.append(i == 500 ? 1.0 : 0.002) }
        XCTAssertEqual(stats.count, 100_000)
        XCTAssertEqual(stats.recent.count, FrameStatistics.window)
        XCTAssertEqual(stats.worst, 1.0, "the worst frame of the whole run")
        XCTAssertEqual(stats.median, 0.002)
    }

    // MARK: 7. The deadline counts the transition's time, not frame steps

    /// At 1 fps one frame step (1 s) is longer than twice a 0.35 s transition: the old check
    /// reported `completeTransitionNotCalled` in the very tick the animations ended.
    func testNoFalseCompleteTransitionNotCalledAtOneFramePerSecond() throws {
        let scripts = [
            "click 200 360\nwait 0.05\ndrag 0 0.5 205 338 0.0001\nkey space\nwait 3\n",
            "key Escape\nclick 70.494 10.495\nclick 192.182 293.229\ndrag 77.159 696.009 382.377 2.915 0.1998\nkey s\n"
                + "click 149.902 355.414\nkey s\ndrag 0 0.5 205.736 338.218 0.0001\nkey space\n",
        ]
        for demo in ["popping", "bottom-sheet", "fade", "direction", "overlay"] {
            for script in scripts {
                let r = try CLIRecording.run(demo: demo, script: script, extra: ["--fps", "1"])
                let kinds = r.trace.frames.flatMap(\.diagnostics).compactMap { $0["kind"] as? String }
                XCTAssertFalse(kinds.contains("transition.completeTransitionNotCalled"), "\(demo): \(r.stderr)")
                XCTAssertFalse(r.stderr.contains("completeTransitionNotCalled"), "\(demo): \(r.stderr)")
            }
        }
    }

    // MARK: Keep it that way: 1,000 present/dismiss cycles

    /// Every presented controller is freed and the resident memory stays flat from cycle
    /// 100 to cycle 1,000 (the frame statistics were the only growth before).
    func testThousandPresentDismissCyclesFreeEveryControllerWithFlatMemory() throws {
        try MainActor.assumeIsolated {
            let clock = VirtualClock()
            let size = Size(width: 400, height: 720)
            let session = PlaygroundSession(
                demos: PlaygroundDemo.catalog, screen: .demo("popping"), size: size,
                clock: clock, textMeasurer: try TextRasterizer.makeDefault().makeMeasurer(),
                trace: nil, deterministic: true)
            session.handle(.resize(size))
            let fps = 10.0
            var frames = 0
            @MainActor func step(_ n: Int = 1) {
                for _ in 0..<n {
                    _ = session.layerTree(at: clock.now)
                    session.didDraw(FrameReport(time: clock.now, seconds: 0, damage: []))
                    clock.advance(by: 1 / fps)
                    frames += 1
                }
            }
            @MainActor func tap(_ id: String) throws {
                let entry = try XCTUnwrap(
                    ViewTreeSnapshot.entries(of: session.window).first { $0.id == id }, "no \(id)")
                let p = Point(x: entry.onScreen.frame.midX, y: entry.onScreen.frame.midY)
                session.handle(.pointerDown(p))
                step()
                session.handle(.pointerUp(p))
                step()
            }
            @MainActor func settle() {
                var n = 0
                repeat {
                    step()
                    n += 1
                } while !session.isSettled && n < 200
            }
            var presented: [Weak] = []
            var rssAt100 = 0
            for cycle in 1...1000 {
                try tap("present-button")
                settle()
                let root = try XCTUnwrap(session.window.rootViewController)
                presented.append(Weak(root.presentedViewController))
                XCTAssertNotNil(presented.last?.object, "cycle \(cycle) presented")
                try tap("dismiss-button")
                settle()
                XCTAssertNil(root.presentedViewController)
                if cycle == 100 { rssAt100 = Self.residentBytes() }
            }
            step(20)  // the freed check runs one second after a dismissal
            let growth = Self.residentBytes() - rssAt100
            print("cycles: 1000 frames=\(frames) rss_at_100=\(rssAt100 / 1024) KiB growth=\(growth / 1024) KiB")
            XCTAssertEqual(presented.filter { $0.object != nil }.count, 0, "every dismissed controller is freed")
            XCTAssertLessThan(growth, 4 << 20, "resident memory grew by \(growth / 1024) KiB over 900 cycles")
        }
    }

    private final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject?) { self.object = object }
    }

    /// This process's resident set from /proc/self/statm, bytes.
    private static func residentBytes() -> Int {
        let text = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
        let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
