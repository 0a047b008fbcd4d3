import DemoKit
import Demos
import Engine
import Geometry
import LayerTree
import Transitions
import XCTest

/// `[ ] - =` tune a demo's springs. A demo's `tune(key:)` is honest: when it answers
/// with a description the next transition moves differently, and when it has nothing
/// to tune it answers nil (so the app can say so) and the motion stays the same.
final class DemoTuningTests: XCTestCase {
    func testEveryTuningAnswerChangesTheNextTransitionAndEveryNilChangesNothing() {
        MainActor.assumeIsolated {
            var tunable: [String] = []
            for demo in DemoCatalog.all {
                let baseline = motion(of: demo, tunedWith: nil)
                XCTAssertGreaterThan(
                    Set(baseline).count, 2, "\(demo.name): the present button starts a visible transition")
                for name in ["[", "]", "-", "="] {
                    var answer: String?
                    let tuned = motion(of: demo, tunedWith: Key(name)) { answer = $0 }
                    if let answer {
                        XCTAssertTrue(
                            answer.hasPrefix(demo.name + ":"), "\(demo.name) '\(name)': '\(answer)' names the demo")
                        XCTAssertTrue(
                            tuned != baseline,
                            "\(demo.name) '\(name)' answered '\(answer)' but nothing moves differently")
                    } else {
                        XCTAssertTrue(tuned == baseline, "\(demo.name) '\(name)' answered nil yet the motion changed")
                    }
                }
                if tuneAnswer(demo, "]") != nil { tunable.append(demo.name) }
            }
            XCTAssertEqual(
                tunable, ["popping", "bottom-sheet", "direction", "sheet-detents"],
                "the demos with springs (or, for sheet-detents, the sheet's material) to tune")
        }
    }
}

/// What `demo.tune` answers for `key` on a fresh demo.
@MainActor
private func tuneAnswer(_ demo: any Demo.Type, _ key: String) -> String? {
    DemoHarness(demo).demo.tune(key: Key(key))
}

/// The window's layer tree over the first 0.6 s after the present button is tapped,
/// on a fresh demo tuned first with `key` (when given).
@MainActor
private func motion(of demo: any Demo.Type, tunedWith key: Key?, answer: ((String?) -> Void)? = nil) -> [Layer] {
    let h = DemoHarness(demo)
    if let key { answer?(h.demo.tune(key: key)) }
    guard let p = try? h.centre(of: "present-button") else { return [] }
    h.click(at: p)
    var frames: [Layer] = []
    for _ in 0..<36 {
        h.frame()
        frames.append(h.window.layerTree())
    }
    return frames
}
