import Engine
import Geometry
import XCTest

final class DiagnosticRepeatTests: XCTestCase {
    /// UIKit writes one console warning per refused attempt ("Attempt to present ... which is
    /// already presenting"); a library retrying on every pan move makes a run of them. Every
    /// attempt stays an entry; each carries its place in the run, so one banner can show
    /// the latest with a count.
    func testRepeatsWithinTheIntervalCountUpAndEveryAttemptStaysAnEntry() {
        MainActor.assumeIsolated {
            let clock = VirtualClock()
            let window = Window(size: Size(width: 100, height: 100), clock: clock)
            var shown: [String] = []
            window.diagnostics.onReport = { shown.append($0.summary) }
            for _ in 0..<5 {
                window.diagnostics.report("transition.refused", "dismiss was refused")
                clock.advance(by: Diagnostics.repeatInterval / 2)
            }
            XCTAssertEqual(window.diagnostics.entries.count, 5)
            XCTAssertEqual(window.diagnostics.entries.map(\.repeatCount), [1, 2, 3, 4, 5])
            XCTAssertEqual(shown.last, "dismiss was refused (5 times)")
            XCTAssertEqual(shown.first, "dismiss was refused")

            // A different message, or the same one after a pause, starts a new run.
            window.diagnostics.report("transition.refused", "present was refused")
            XCTAssertEqual(window.diagnostics.entries.last?.repeatCount, 1)
            clock.advance(by: Diagnostics.repeatInterval * 2)
            window.diagnostics.report("transition.refused", "present was refused")
            XCTAssertEqual(window.diagnostics.entries.last?.repeatCount, 1)
        }
    }
}
