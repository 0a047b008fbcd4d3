import Geometry
import XCTest

@testable import Engine

/// Target-action pairs on recognizers keep UIKit's rules. Apple's docs for
/// `addTarget(_:action:)`: "if you request to add a target-action pair that has already been
/// added, then the request is ignored"; for `removeTarget(_:action:)`: "Passing nil for
/// target matches all targets and passing NULL for action matches all actions". The
/// recognizer does not keep its targets alive, as UIKit's does not retain them.
final class GestureTargetActionTests: XCTestCase {
    @MainActor
    private final class Handler {
        var calls: [String] = []
    }

    /// A pan over the box, from began to ended: four or more action calls per pair.
    @MainActor
    private static func drag(_ h: Harness) {
        h.send(.pointerDown(Point(x: 10, y: 10)))
        for step in 1...5 {
            h.clock.advance(by: 1.0 / 60)
            h.send(.pointerMoved(Point(x: 10, y: 10 + Double(step) * 8)))
        }
        h.send(.pointerUp(Point(x: 10, y: 50)))
    }

    func testAPairAddedTwiceActsOnceAndPlainClosuresStay() {
        MainActor.assumeIsolated {
            let h = Harness()
            let pan = PanGestureRecognizer()
            h.addBox().addGestureRecognizer(pan)
            let handler = Handler()
            var plain = 0
            pan.addTarget { _ in plain += 1 }
            for _ in 0..<3 {
                pan.addTarget(handler, named: "pan:") { target, _ in target.calls.append("pan") }
            }
            pan.addTarget(handler, named: "log:") { target, r in target.calls.append("log \(r.state)") }
            Self.drag(h)
            let pans = handler.calls.filter { $0 == "pan" }.count
            XCTAssertGreaterThanOrEqual(pans, 3, "began, changed, ended at least")
            XCTAssertEqual(pans, plain, "one call per state change, however often the pair was added")
            XCTAssertEqual(handler.calls.count, 2 * pans, "a second name is a second pair")
        }
    }

    func testRemovingByTargetAndNameWithNilMatchingAny() {
        MainActor.assumeIsolated {
            let h = Harness()
            let pan = PanGestureRecognizer()
            h.addBox().addGestureRecognizer(pan)
            let first = Handler()
            let second = Handler()
            var plain = 0
            pan.addTarget { _ in plain += 1 }
            pan.addTarget(first, named: "a") { t, _ in t.calls.append("a") }
            pan.addTarget(first, named: "b") { t, _ in t.calls.append("b") }
            pan.addTarget(second, named: "a") { t, _ in t.calls.append("a") }

            pan.removeTarget(first, named: "a")
            Self.drag(h)
            XCTAssertEqual(Set(first.calls), ["b"], "only first's a is gone")
            XCTAssertEqual(Set(second.calls), ["a"], "second's pair of the same name stays")

            pan.removeTarget(first, named: nil)
            first.calls = []
            Self.drag(h)
            XCTAssertEqual(first.calls, [], "nil for the name removes all of a target's actions")
            XCTAssertFalse(second.calls.isEmpty)

            pan.removeTarget(nil, named: nil)
            second.calls = []
            let plainBefore = plain
            Self.drag(h)
            XCTAssertEqual(second.calls, [], "nil for both removes every pair")
            XCTAssertGreaterThan(plain, plainBefore, "an action added as a plain closure is no pair")
        }
    }

    func testTheRecognizerDoesNotKeepItsTargetAlive() {
        MainActor.assumeIsolated {
            let h = Harness()
            let pan = PanGestureRecognizer()
            h.addBox().addGestureRecognizer(pan)
            var handler: Handler? = Handler()
            weak let gone = handler
            var calls = 0
            pan.addTarget(handler!, named: "pan:") { _, _ in calls += 1 }
            handler = nil
            XCTAssertNil(gone, "the recognizer holds its target weakly")
            Self.drag(h)
            XCTAssertEqual(calls, 0, "a freed target's action is not sent")
        }
    }
}
