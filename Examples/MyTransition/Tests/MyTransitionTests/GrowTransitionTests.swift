import MyTransition
import PlaygroundKit
import PlaygroundTesting
import XCTest

/// Records the transition headless (a plain XCTestCase: no @MainActor needed) and checks
/// what the trace says and what frame 12 looks like.
final class GrowTransitionTests: XCTestCase {
    func testTheCardGrowsInAndMatchesTheReference() throws {
        var recorder = TransitionRecorder()
        recorder.images = .frames([12])
        let recording = try recorder.record(GrowDemo.self, script: "click 200 622\nwait 0.6")

        let growing = recording.frames(during: "present")
        XCTAssertEqual(growing.count, 24, "0.4 s at 60 frames per second")
        let halfWay = try XCTUnwrap(growing[12].view("card"))
        XCTAssertGreaterThan(halfWay.alpha, 0.3)
        XCTAssertLessThan(halfWay.rect.width, 300, "still smaller than its final size")
        XCTAssertEqual(recording.frames.last?.view("card")?.frame, [50, 160, 300, 360])
        XCTAssertEqual(recording.frames.flatMap(\.diagnostics), [])

        assertTransitionSnapshot(recording.image(at: 12), named: "grow-half-way")
    }
}
