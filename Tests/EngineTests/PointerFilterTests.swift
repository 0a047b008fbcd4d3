import Geometry
import XCTest

@testable import Engine

/// `Window.onPointerEvent`: the app's chrome sees each pointer event first, in queue order
/// with keys, and an event it takes never reaches the views or the input block.
final class PointerFilterTests: XCTestCase {
    func testTakenEventsNeverReachTheViewsAndTheRestDo() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            var taps = 0
            box.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
            var seen: [String] = []
            // Takes presses in the top 10 points, and everything until their release.
            var holding = false
            h.window.onPointerEvent = { event in
                switch event {
                case .pointerDown(let p): holding = p.y < 10
                case .pointerMoved, .pointerUp: break
                default: XCTFail("only pointer events are offered")
                }
                seen.append("\(event)")
                let taken = holding
                if case .pointerUp = event { holding = false }
                return taken
            }
            h.window.onKey = { key in seen.append("key \(key)") }
            h.send(
                .pointerDown(Point(x: 20, y: 5)), .key("a"), .pointerMoved(Point(x: 20, y: 50)),
                .pointerUp(Point(x: 20, y: 50)))
            XCTAssertEqual(taps, 0, "a press the filter took reached no recognizer, even once it moved over the box")
            XCTAssertEqual(seen.count, 4)
            XCTAssertEqual(seen[1], "key a", "offered in queue order with keys")
            h.send(.pointerDown(Point(x: 20, y: 50)), .pointerUp(Point(x: 20, y: 50)))
            XCTAssertEqual(taps, 1, "a press it declined is an ordinary tap")
        }
    }

    func testItSeesPressesAheadOfTheInputBlock() {
        MainActor.assumeIsolated {
            let h = Harness()
            var reported: [Diagnostic] = []
            h.window.diagnostics.onReport = { reported.append($0) }
            h.window.isInputBlocked = true
            var offered = 0
            h.window.onPointerEvent = { _ in
                offered += 1
                return true
            }
            h.send(.pointerDown(Point(x: 20, y: 5)), .pointerUp(Point(x: 20, y: 5)))
            XCTAssertEqual(offered, 2)
            XCTAssertTrue(reported.isEmpty, "a taken press is not a blocked touch")
            h.window.onPointerEvent = nil
            h.send(.pointerDown(Point(x: 20, y: 5)))
            XCTAssertEqual(reported.map(\.kind), [.inputBlocked])
        }
    }
}
