import Geometry
import XCTest

@testable import Engine

/// Runs of taps across touches, and the touches a recognizer reports.
///
/// Apple, `UITapGestureRecognizer.numberOfTapsRequired`: "The number of taps necessary for
/// gesture recognition. [...] The default value is 1." The class overview: "For gesture
/// recognition, the specified number of fingers must tap the view a specified number of
/// times." Apple, `require(toFail:)`: "Creates a dependency relationship between the gesture
/// recognizer and another gesture recognizer", so a single tap that requires a double tap
/// to fail waits until the double tap has failed. Apple's `UITapGestureRecognizer`
/// reference: "if there are multiple taps, this location is the first tap"; and
/// `location(ofTouch:in:)`: "if multiple taps are allowed, this location is that of the
/// first tap." UIKit documents no figures for the pause and distance between taps: the
/// engine uses its tap recognizer's (see `TapCounter`).
final class MultiTapGestureTests: XCTestCase {
    /// A view with a double-tap recognizer and a single-tap one that requires it to fail,
    /// logging which fired, when, and what each saw.
    @MainActor private final class Scene {
        let h = Harness()
        let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let single = TapGestureRecognizer()
        let double = TapGestureRecognizer()
        var fired: [(name: String, time: Double, location: Point, touches: Int)] = []

        init(taps: Int = 2) {
            h.root.addSubview(view)
            double.numberOfTapsRequired = taps
            for (name, r) in [("single", single), ("double", double)] {
                r.addTarget { [unowned self] r in
                    self.fired.append((name, self.h.clock.now, r.location(in: nil), r.numberOfTouches))
                }
                view.addGestureRecognizer(r)
            }
            single.require(toFail: double)
        }

        var names: [String] { fired.map(\.name) }

        func tap(at p: Point, thenWait wait: Double) {
            h.send(.pointerDown(p))
            h.send(.pointerUp(p))
            h.advance(wait)
        }
    }

    private static let interval = TapCounter.multipleTapInterval
    private static let slop = TapCounter.tapSlop

    func testTwoQuickNearbyTapsRecognizeTheDoubleTapOnceAndNeverTheSingle() {
        MainActor.assumeIsolated {
            let interval = Self.interval
            let slop = Self.slop
            for pause in [0.01, interval / 2, interval * 0.95] {
                for offset in [Point(x: 0, y: 0), Point(x: slop * 0.7, y: 0), Point(x: 0, y: -slop * 0.95)] {
                    let s = Scene()
                    let first = Point(x: 150, y: 150)
                    s.tap(at: first, thenWait: pause)
                    XCTAssertEqual(s.names, [], "nothing is decided between the taps")
                    XCTAssertEqual(s.double.state, .possible)
                    s.tap(at: first + offset, thenWait: 0)
                    XCTAssertEqual(s.names, ["double"], "pause \(pause), offset \(offset)")
                    assertClose(s.fired[0].location, first, 1e-9, "a run of taps is where its first tap was")
                    XCTAssertEqual(s.fired[0].touches, 1, "the action still counts the pointer")
                    s.h.advance(interval * 3)
                    XCTAssertEqual(s.names, ["double"], "the single tap never fires for a double tap")
                    XCTAssertEqual(s.double.state, .possible, "reset, ready for the next run")
                    XCTAssertEqual(s.double.numberOfTouches, 0)
                }
            }
        }
    }

    func testTapsTooFarApartInTimeOrSpaceAreTwoSingleTaps() {
        MainActor.assumeIsolated {
            let interval = Self.interval
            let slop = Self.slop
            // Too slow: the second tap comes after the double tap gave up.
            for pause in [interval * 1.05, interval * 3] {
                let s = Scene()
                s.tap(at: Point(x: 100, y: 100), thenWait: pause)
                s.tap(at: Point(x: 100, y: 100), thenWait: interval * 2)
                XCTAssertEqual(s.names, ["single", "single"], "pause \(pause)")
            }
            // Too far: the second touch-down breaks the run at once; each tap is a single.
            for distance in [slop * 1.1, slop * 4] {
                let s = Scene()
                s.tap(at: Point(x: 100, y: 100), thenWait: interval / 4)
                s.tap(at: Point(x: 100 + distance, y: 100), thenWait: interval * 2)
                XCTAssertEqual(s.names, ["single", "single"], "distance \(distance)")
                assertClose(s.fired[0].location, Point(x: 100, y: 100))
                assertClose(s.fired[1].location, Point(x: 100 + distance, y: 100))
                XCTAssertEqual(
                    s.fired[0].time, s.fired[1].time - interval * 2, accuracy: 1e-9,
                    "the first single fires when the far touch goes down, before the interval")
            }
        }
    }

    func testTheWaitingSingleTapFiresOnlyOnceTheIntervalHasRunOut() {
        MainActor.assumeIsolated {
            let interval = Self.interval
            let s = Scene()
            let lift = s.h.clock.now
            s.tap(at: Point(x: 200, y: 100), thenWait: 0)
            // Frame by frame: nothing until the interval after the lift has passed.
            while s.h.clock.now - lift <= interval {
                XCTAssertEqual(s.names, [], "still within the interval at \(s.h.clock.now - lift)")
                s.h.step()
            }
            XCTAssertEqual(s.names, ["single"])
            XCTAssertGreaterThan(s.fired[0].time - lift, interval)
            XCTAssertLessThanOrEqual(s.fired[0].time - lift, interval + 1 / s.h.fps + 1e-9, "on the first frame after")
            XCTAssertEqual(s.fired[0].touches, 1)
            assertClose(s.fired[0].location, Point(x: 200, y: 100))
            XCTAssertEqual(s.double.stateHistory.last, .possible)
            XCTAssertTrue(s.double.stateHistory.contains(.failed), "the double tap failed when its wait ran out")
        }
    }

    func testATripleTapNeedsEveryTapInTime() {
        MainActor.assumeIsolated {
            let interval = Self.interval
            let quick = Scene(taps: 3)
            for _ in 0..<3 { quick.tap(at: Point(x: 50, y: 50), thenWait: interval / 2) }
            quick.h.advance(interval * 2)
            XCTAssertEqual(quick.names, ["double"], "the three-tap recognizer, once")
            // Two quick taps, then a pause: no triple; the single tap fires for the first
            // tap, and the third starts a new run that ends as one more single.
            let slow = Scene(taps: 3)
            slow.tap(at: Point(x: 50, y: 50), thenWait: interval / 2)
            slow.tap(at: Point(x: 50, y: 50), thenWait: interval * 2)
            slow.tap(at: Point(x: 50, y: 50), thenWait: interval * 2)
            XCTAssertEqual(slow.names, ["single", "single"])
        }
    }

    func testATapThatWandersIsNoTapAndEndsTheRun() {
        MainActor.assumeIsolated {
            let interval = Self.interval
            let s = Scene()
            s.tap(at: Point(x: 100, y: 100), thenWait: interval / 4)
            s.h.send(.pointerDown(Point(x: 100, y: 100)))
            s.h.send(.pointerMoved(Point(x: 100 + s.double.allowableMovement * 3, y: 100)))
            s.h.send(.pointerUp(Point(x: 100 + s.double.allowableMovement * 3, y: 100)))
            s.h.advance(interval * 2)
            XCTAssertEqual(s.names, ["single"], "only the first touch was a tap")
        }
    }

    func testAPanThatRequiresTheDoubleTapToFailBeginsOnceTheTouchWanders() {
        MainActor.assumeIsolated {
            let interval = Self.interval
            let s = Scene()
            let pan = PanGestureRecognizer()
            var panStates: [GestureRecognizerState] = []
            pan.addTarget { panStates.append($0.state) }
            pan.require(toFail: s.double)
            s.view.addGestureRecognizer(pan)
            s.h.send(.pointerDown(Point(x: 100, y: 100)))
            s.h.send(.pointerMoved(Point(x: 108, y: 100)))
            XCTAssertEqual(panStates, [])
            s.h.send(.pointerMoved(Point(x: 140, y: 100)))
            XCTAssertEqual(panStates, [.began], "the double tap failed, so the pan may begin")
            s.h.send(.pointerUp(Point(x: 140, y: 100)))
            s.h.advance(interval * 2)
            XCTAssertEqual(panStates, [.began, .ended])
            XCTAssertEqual(s.names, [])
        }
    }

    func testATapNeedingTwoFingersNeverRecognizesWithOnePointer() {
        MainActor.assumeIsolated {
            let interval = Self.interval
            let s = Scene(taps: 1)
            s.double.numberOfTouchesRequired = 2
            s.tap(at: Point(x: 100, y: 100), thenWait: interval * 2)
            XCTAssertEqual(s.names, ["single"])
        }
    }

    func testTouchCountAndLocationsOfAPanAndAPinch() {
        MainActor.assumeIsolated {
            let h = Harness()
            let view = View(frame: Rect(x: 100, y: 50, width: 200, height: 200))
            h.root.addSubview(view)
            let pan = PanGestureRecognizer()
            var seen: [(Int, Point)] = []
            pan.addTarget { r in seen.append((r.numberOfTouches, r.location(ofTouch: 0, in: view))) }
            view.addGestureRecognizer(pan)
            XCTAssertEqual(pan.numberOfTouches, 0)
            h.send(.pointerDown(Point(x: 150, y: 100)), .pointerMoved(Point(x: 190, y: 130)))
            XCTAssertEqual(seen.count, 1)
            XCTAssertEqual(seen[0].0, 1)
            assertClose(seen[0].1, Point(x: 90, y: 80), 1e-9, "in the view's coordinates")
            assertClose(pan.location(ofTouch: 0, in: nil), Point(x: 190, y: 130))
            h.send(.pointerUp(Point(x: 190, y: 130)))
            XCTAssertEqual(seen.last?.0, 1, "the ended action still counts the touch")
            XCTAssertEqual(pan.numberOfTouches, 0, "none once the recognizer is reset")

            view.removeGestureRecognizer(pan)
            let pinch = PinchGestureRecognizer()
            view.addGestureRecognizer(pinch)
            h.send(.pointerDown(Point(x: 250, y: 150)))
            XCTAssertEqual(pinch.numberOfTouches, 2, "the pointer and its mirror image")
            let centre = Point(x: 200, y: 150)
            for p in [Point(x: 250, y: 150), Point(x: 290, y: 60), Point(x: 120, y: 230)] {
                h.send(.pointerMoved(p))
                let a = pinch.location(ofTouch: 0, in: nil)
                let b = pinch.location(ofTouch: 1, in: nil)
                assertClose(a, p)
                assertClose(Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2), centre, 1e-9, "symmetric about the centre")
            }
            h.send(.pointerUp(Point(x: 120, y: 230)))
            XCTAssertEqual(pinch.numberOfTouches, 0)
        }
    }
}
