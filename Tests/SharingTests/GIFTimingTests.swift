import Sharing
import XCTest

/// The centisecond grid a GIF keeps its frames on.
final class GIFTimingTests: XCTestCase {
    /// At 25 fps every changed frame is kept and lasts exactly 4 cs.
    func testTwentyFiveFPSKeepsEveryFrameAtFourCentiseconds() {
        var timing = GIFTiming()
        var delays: [Int] = []
        for i in 0..<10 {
            let r = timing.keep(at: Double(i) / 25, differs: true)
            XCTAssertTrue(r.kept)
            if let d = r.previousDelay { delays.append(d) }
        }
        delays.append(timing.finalDelay(endingAt: 10.0 / 25))
        XCTAssertEqual(delays, Array(repeating: 4, count: 10))
    }

    /// At 60 fps a frame less than 2 cs after the last kept one is dropped (browsers stretch
    /// shorter delays to ~10 cs); the delays alternate 2 and 3 and add up to the run's length.
    func testSixtyFPSNeverGoesUnderTwoCentisecondsAndKeepsTheLength() {
        var timing = GIFTiming()
        var kept: [Int] = []
        var delays: [Int] = []
        for i in 0..<10 {
            let r = timing.keep(at: Double(i) / 60, differs: true)
            if r.kept { kept.append(i) }
            if let d = r.previousDelay { delays.append(d) }
        }
        delays.append(timing.finalDelay(endingAt: 10.0 / 60))
        XCTAssertEqual(kept, [0, 1, 3, 4, 6, 7, 9])
        XCTAssertEqual(delays, [2, 3, 2, 3, 2, 3, 2])
        XCTAssertEqual(delays.reduce(0, +), 17, "10 frames at 60 fps last 16.7 cs")
        XCTAssertTrue(delays.allSatisfy { $0 >= GIFTiming.minimumDelay })
    }

    /// An unchanged frame is not a new GIF frame: the previous one lasts longer.
    func testIdenticalFramesMergeIntoOneLongerFrame() {
        var timing = GIFTiming()
        _ = timing.keep(at: 0, differs: true)
        XCTAssertFalse(timing.keep(at: 0.04, differs: false).kept)
        XCTAssertFalse(timing.keep(at: 0.08, differs: false).kept)
        let r = timing.keep(at: 0.12, differs: true)
        XCTAssertEqual(r.previousDelay, 12)
    }
}
