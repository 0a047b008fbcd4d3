import Platform
import Renderer
import XCTest

@testable import PlaygroundKit

/// A new build replays every frame that animated since its demo opened before it draws its
/// first; a long session on a loaded machine takes longer than the first-frame limit, so the
/// replay says it is still going, frame by frame, and the parent does not take a working
/// build for a hung one.
final class ReplayProgressTests: XCTestCase {
    /// A screen whose square slides for a second as soon as it appears.
    final class SlidingController: ViewController {
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            let square = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
            view.addSubview(square)
            View.animate(withDuration: 1) { square.frame.origin.x = 200 }
        }
    }

    struct SlidingDemo: Demo {
        static let name = "sliding"
        static let title = "Sliding"
        static let summary = "A square slides for a second"
        func makeRootViewController() -> ViewController { SlidingController() }
    }

    /// Replays a demo opened `openedAgo` seconds ago with no input and counts the progress calls.
    private func progressCalls(openedAgo: Double, demo: PlaygroundDemo) throws -> Int {
        try MainActor.assumeIsolated {
            let opened = SpawnedProcess.now() - openedAgo
            let clock = ReplayClock(start: opened)
            let session = PlaygroundSession(
                demos: [demo], screen: .demo(demo.name), size: Size(width: 400, height: 720), clock: clock,
                textMeasurer: try FontMeasurer.makeDefault(), trace: nil, deterministic: false)
            var calls = 0
            WatchChild.replayInput(
                ReplayLog(demo: demo.name, openTime: opened), into: session, clock: clock, scale: 1, fps: 60
            ) { calls += 1 }
            return calls
        }
    }

    func testEveryAnimatedFrameOfTheReplayReportsProgress() throws {
        let sliding = MainActor.assumeIsolated { PlaygroundDemo(demo: SlidingDemo.self) }
        let calls = try progressCalls(openedAgo: 3, demo: sliding)
        // A second of sliding at 60 frames a second, then a jump to now.
        XCTAssertGreaterThanOrEqual(calls, 55, "each frame of the slide is replayed and reported")
        XCTAssertLessThan(calls, 120, "the still seconds after it are jumped over, not stepped")
    }
}
