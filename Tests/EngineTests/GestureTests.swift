import Geometry
import XCTest

@testable import Engine

/// Recognizers and buttons driven by synthetic pointer events on a virtual clock.
final class GestureTests: XCTestCase {
    func testTapRecognizesOnReleaseAndFailsWhenDragged() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            var taps = 0
            let tap = TapGestureRecognizer { _ in taps += 1 }
            box.addGestureRecognizer(tap)
            h.send(.pointerDown(Point(x: 20, y: 20)))
            XCTAssertEqual(tap.state, .possible)
            h.step(3)
            h.send(.pointerMoved(Point(x: 23, y: 21)), .pointerUp(Point(x: 23, y: 21)))
            XCTAssertEqual(taps, 1)
            XCTAssertEqual(tap.stateHistory, [.ended, .possible], "reset right after recognizing")
            h.send(
                .pointerDown(Point(x: 20, y: 20)), .pointerMoved(Point(x: 60, y: 20)), .pointerUp(Point(x: 60, y: 20)))
            XCTAssertEqual(taps, 1, "a drag is not a tap")
            XCTAssertEqual(tap.stateHistory, [.ended, .possible, .failed, .possible])
        }
    }

    func testRecognizersSeeOnlyTouchesOnTheirViewOrSubviews() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            let child = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
            box.addSubview(child)
            let other = View(frame: Rect(x: 200, y: 0, width: 100, height: 100))
            h.root.addSubview(other)
            var hits: [String] = []
            box.addGestureRecognizer(TapGestureRecognizer { _ in hits.append("box") })
            other.addGestureRecognizer(TapGestureRecognizer { _ in hits.append("other") })
            h.send(.pointerDown(Point(x: 15, y: 15)), .pointerUp(Point(x: 15, y: 15)))
            h.send(.pointerDown(Point(x: 250, y: 50)), .pointerUp(Point(x: 250, y: 50)))
            h.send(.pointerDown(Point(x: 150, y: 150)), .pointerUp(Point(x: 150, y: 150)))
            XCTAssertEqual(hits, ["box", "other"], "a touch on a subview reaches its ancestors' recognizers only")
        }
    }

    func testPanStatesTranslationAndVelocityOfAKnownDrag() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            var log: [(GestureRecognizerState, Point)] = []
            let pan = PanGestureRecognizer { r in log.append((r.state, r.translation(in: nil))) }
            box.addGestureRecognizer(pan)
            h.send(.pointerDown(Point(x: 10, y: 50)))
            // 6 pt per frame at 60 fps to the right, 3 down: 360 pt/s and 180 pt/s.
            var p = Point(x: 10, y: 50)
            for _ in 0..<12 {
                h.clock.advance(by: 1.0 / 60)
                p = p + Point(x: 6, y: 3)
                h.send(.pointerMoved(p))
            }
            XCTAssertEqual(log.first?.0, .began, "began once past 10 points")
            XCTAssertTrue(log.dropFirst().allSatisfy { $0.0 == .changed })
            XCTAssertEqual(log.count, 11, "the first move (6.7 pt) stays under the threshold")
            assertClose(pan.translation(in: nil), Point(x: 72, y: 36))
            let v = pan.velocity(in: nil)
            assertClose(v.x, 360, 1e-6)
            assertClose(v.y, 180, 1e-6)
            // Translation and velocity in a scaled view's coordinates.
            box.transform = AffineTransform(scaleX: 2, y: 2)
            assertClose(pan.translation(in: box), Point(x: 36, y: 18), 1e-9)
            assertClose(pan.velocity(in: box).x, 180, 1e-6)
            box.transform = .identity
            // Stop for a moment: the velocity comes from the last 100 ms only.
            h.clock.advance(by: 0.2)
            h.send(.pointerMoved(p))
            assertClose(pan.velocity(in: nil).x, 0, 1e-9)
            h.send(.pointerUp(p))
            XCTAssertEqual(pan.stateHistory, [.began, .changed, .ended, .possible])
            XCTAssertEqual(log.last?.0, .ended)
            pan.setTranslation(.zero, in: nil)
            assertClose(pan.translation(in: nil), .zero)
        }
    }

    /// Apple, `UIScreenEdgePanGestureRecognizer`: "After creating a screen edge pan gesture
    /// recognizer, assign an appropriate value to the edges property before attaching the
    /// gesture recognizer to your view." The property starts empty (`UIRectEdgeNone`), so a
    /// recognizer that was never given an edge begins from none of them.
    func testAnEdgePanWithNoEdgesSetNeverBegins() {
        MainActor.assumeIsolated {
            let h = Harness()
            let edge = ScreenEdgePanGestureRecognizer()
            XCTAssertEqual(edge.edges, [], "no edge until code names one")
            h.root.addGestureRecognizer(edge)
            for (start, step) in [
                (Point(x: 2, y: 100), Point(x: 8, y: 0)), (Point(x: 398, y: 100), Point(x: -8, y: 0)),
                (Point(x: 150, y: 2), Point(x: 0, y: 8)), (Point(x: 150, y: 298), Point(x: 0, y: -8)),
            ] {
                h.send(.pointerDown(start))
                for i in 1...5 {
                    h.clock.advance(by: 1.0 / 60)
                    h.send(.pointerMoved(start + step * Double(i)))
                }
                h.send(.pointerUp(start + step * 5))
            }
            XCTAssertFalse(edge.stateHistory.contains(.began), "began from no edge: \(edge.stateHistory)")
        }
    }

    func testScreenEdgePanStartsOnlyAtTheLeftEdge() {
        MainActor.assumeIsolated {
            let h = Harness()
            let edge = ScreenEdgePanGestureRecognizer()
            edge.edges = .left
            h.root.addGestureRecognizer(edge)
            @MainActor func drag(from x: Double) {
                h.send(.pointerDown(Point(x: x, y: 100)))
                for i in 1...5 {
                    h.clock.advance(by: 1.0 / 60)
                    h.send(.pointerMoved(Point(x: x + Double(i) * 8, y: 100)))
                }
                h.send(.pointerUp(Point(x: x + 40, y: 100)))
            }
            var actions: [GestureRecognizerState] = []
            edge.addTarget { actions.append($0.state) }
            drag(from: 150)
            XCTAssertEqual(edge.stateHistory, [], "a touch away from the edge is never offered to it")
            drag(from: 5)
            XCTAssertEqual(edge.stateHistory, [.began, .changed, .ended, .possible])
            XCTAssertEqual(actions, [.began, .changed, .changed, .changed, .ended], "an action per move once begun")
        }
    }

    func testEdgePanWinsOverAnInnerPanAndCancelsIt() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            let inner = PanGestureRecognizer()
            box.addGestureRecognizer(inner)
            let edge = ScreenEdgePanGestureRecognizer()
            edge.edges = .left
            h.root.addGestureRecognizer(edge)
            h.send(
                .pointerDown(Point(x: 5, y: 50)), .pointerMoved(Point(x: 30, y: 50)), .pointerUp(Point(x: 30, y: 50)))
            XCTAssertEqual(edge.stateHistory, [.began, .ended, .possible])
            XCTAssertEqual(inner.stateHistory, [.failed, .possible])
        }
    }

    func testButtonHighlightsFiresInsideAndCancelsWhenTheTouchLeaves() {
        MainActor.assumeIsolated {
            let h = Harness()
            var taps = 0
            let button = Button(title: "Go", frame: Rect(x: 100, y: 100, width: 100, height: 44)) { _ in taps += 1 }
            h.root.addSubview(button)
            h.step()
            h.send(.pointerDown(Point(x: 150, y: 120)))
            XCTAssertTrue(button.isHighlighted)
            XCTAssertEqual(button.titleLabel.alpha, 0.2, "pressed look")
            h.send(.pointerUp(Point(x: 150, y: 120)))
            XCTAssertEqual(taps, 1)
            XCTAssertFalse(button.isHighlighted)
            h.send(.pointerDown(Point(x: 150, y: 120)), .pointerMoved(Point(x: 150, y: 300)))
            XCTAssertFalse(button.isHighlighted, "leaving un-highlights")
            h.send(.pointerUp(Point(x: 150, y: 300)))
            XCTAssertEqual(taps, 1, "release outside is no tap")
            button.isEnabled = false
            h.send(.pointerDown(Point(x: 150, y: 120)), .pointerUp(Point(x: 150, y: 120)))
            XCTAssertEqual(taps, 1, "disabled")
        }
    }

    func testAPanOnAnAncestorTakesTheTouchFromAButton() {
        MainActor.assumeIsolated {
            let h = Harness()
            var taps = 0
            var parentTaps = 0
            let button = Button(title: "Go", frame: Rect(x: 100, y: 100, width: 100, height: 44)) { _ in taps += 1 }
            h.root.addSubview(button)
            let pan = PanGestureRecognizer()
            h.root.addGestureRecognizer(pan)
            h.root.addGestureRecognizer(TapGestureRecognizer { _ in parentTaps += 1 })
            h.send(.pointerDown(Point(x: 150, y: 120)), .pointerUp(Point(x: 150, y: 120)))
            XCTAssertEqual(taps, 1)
            XCTAssertEqual(parentTaps, 0, "a button keeps its taps from its ancestors' tap recognizers")
            h.send(.pointerDown(Point(x: 110, y: 120)), .pointerMoved(Point(x: 130, y: 121)))
            XCTAssertEqual(pan.state, .began)
            XCTAssertFalse(button.isHighlighted, "the pan cancelled the button")
            h.send(.pointerUp(Point(x: 130, y: 121)))
            XCTAssertEqual(taps, 1)
        }
    }

    func testBlockedInputDropsNewTouchesButKeepsTheOneInFlight() {
        MainActor.assumeIsolated {
            let h = Harness()
            let pan = PanGestureRecognizer()
            h.root.addGestureRecognizer(pan)
            h.send(.pointerDown(Point(x: 100, y: 100)), .pointerMoved(Point(x: 130, y: 100)))
            h.window.isInputBlocked = true
            h.send(.pointerMoved(Point(x: 160, y: 100)), .key("s"))
            XCTAssertEqual(pan.state, .changed, "the gesture driving a transition keeps going")
            h.send(.pointerUp(Point(x: 160, y: 100)))
            XCTAssertEqual(pan.stateHistory.suffix(2), [.ended, .possible])
            h.send(.pointerDown(Point(x: 100, y: 100)), .pointerMoved(Point(x: 150, y: 100)))
            XCTAssertEqual(pan.state, .possible, "new touches are ignored")
            XCTAssertEqual(h.window.diagnostics.entries(of: .inputBlocked).count, 1)
            XCTAssertEqual(h.window.diagnostics.entries.first?.time, h.clock.now)
        }
    }

    func testRecognizersAndTheirViewsAreFreed() {
        MainActor.assumeIsolated {
            let h = Harness()
            weak var weakRecognizer: PanGestureRecognizer?
            weak var weakView: View?
            do {
                let v = h.addBox()
                let pan = PanGestureRecognizer { r in _ = r.view }
                v.addGestureRecognizer(pan)
                h.send(
                    .pointerDown(Point(x: 10, y: 10)), .pointerMoved(Point(x: 40, y: 10)),
                    .pointerUp(Point(x: 40, y: 10)))
                weakRecognizer = pan
                weakView = v
                v.removeFromSuperview()
            }
            XCTAssertNil(weakView)
            XCTAssertNil(weakRecognizer)
        }
    }

    func testSimultaneousRecognitionWhenAllowed() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            let inner = PanGestureRecognizer()
            box.addGestureRecognizer(inner)
            let outer = PanGestureRecognizer()
            h.root.addGestureRecognizer(outer)
            h.send(
                .pointerDown(Point(x: 50, y: 50)), .pointerMoved(Point(x: 80, y: 50)), .pointerUp(Point(x: 80, y: 50)))
            XCTAssertEqual(inner.stateHistory, [.began, .ended, .possible], "the innermost wins")
            XCTAssertEqual(outer.stateHistory, [.failed, .possible])
            outer.shouldRecognizeSimultaneously = { _, _ in true }
            h.send(
                .pointerDown(Point(x: 50, y: 50)), .pointerMoved(Point(x: 80, y: 50)), .pointerUp(Point(x: 80, y: 50)))
            XCTAssertEqual(inner.stateHistory.suffix(3), [.began, .ended, .possible])
            XCTAssertEqual(outer.stateHistory.suffix(3), [.began, .ended, .possible], "both recognize when allowed")
        }
    }
}
