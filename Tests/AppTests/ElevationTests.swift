import Demos
import Foundation
import XCTest

@testable import PlaygroundKit

/// Cards and sheets cast soft shadows, as raised surfaces do on iOS.
final class ElevationTests: XCTestCase {
    override class func tearDown() {
        Recording.removeScratch()
    }

    /// Popping's card (frame 52, 144, 296 x 432) over the dimmed presenter: just below its
    /// bottom edge the background is darker than far to the side at the same height, and
    /// the shade fades with distance (a blur, not a hard edge).
    func testPoppingCardCastsASoftShadow() throws {
        try MainActor.assumeIsolated {
            let r = try Recording.make(
                "click 200 360\nwait 1.5", screen: .demo("popping"), writesFrames: true,
                demos: [PlaygroundDemo(demo: PoppingDemo.self)])
            let last = r.frameCount - 1
            let far = try r.rgb(last, 10, 590)
            let near = try r.rgb(last, 200, 580)
            let farther = try r.rgb(last, 200, 596)
            XCTAssertLessThan(near.r, far.r - 12, "shade under the card: \(near) vs \(far)")
            XCTAssertLessThan(near.r, farther.r, "darker near the edge than farther out: \(near) vs \(farther)")
            XCTAssertLessThanOrEqual(farther.r, far.r, "still a little shade 20 points down")
        }
    }
}
