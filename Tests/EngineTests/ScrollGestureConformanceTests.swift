import Geometry
import XCTest

@testable import Engine

/// A view that logs the touch phases it hears.
@MainActor
private final class TouchLog: View {
    var phases: [String] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) { phases.append("began") }
    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent?) { phases.append("moved") }
    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) { phases.append("ended") }
    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?) { phases.append("cancelled") }
}

/// Counts the adjusted-inset announcements a scroll view makes, through its delegate and
/// its subclass hook.
@MainActor
private final class InsetCounter: ScrollView, ScrollViewDelegate {
    var hookCalls = 0
    var delegateCalls = 0
    override func adjustedContentInsetDidChange() {
        hookCalls += 1
        super.adjustedContentInsetDidChange()
    }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) { delegateCalls += 1 }
}

/// A scroll view whose content-touch hooks answer as a test says, and log what they were asked.
@MainActor
private final class HookedScrollView: ScrollView {
    var cancels: Bool?
    var begins = true
    var askedToBegin: [View] = []
    override func touchesShouldCancel(in view: View) -> Bool { cancels ?? super.touchesShouldCancel(in: view) }
    override func touchesShouldBegin(_ touches: Set<Touch>, with event: TouchEvent?, in view: View) -> Bool {
        askedToBegin.append(view)
        return begins
    }
}

/// UIKit rules of scroll views and gesture recognizers that hold across the touch and the
/// clock, each quoted from Apple's documentation where it is tested.
final class ScrollGestureConformanceTests: XCTestCase {
    // MARK: Long press

    /// `UILongPressGestureRecognizer`: "The gesture begins (UIGestureRecognizer.State.began)
    /// when the user presses the number of allowable fingers (numberOfTouchesRequired) for the
    /// specified period (minimumPressDuration)". `cancelsTouchesInView`: "When this property is
    /// true (the default) and the gesture recognizer recognizes its gesture, the touches of
    /// that gesture that are pending aren't delivered to the view and previously delivered
    /// touches are canceled through a touchesCancelled(_:with:) message sent to the view."
    /// A press recognized by the clock alone, with the finger still, takes the touch from the
    /// button and the views at that moment, not at the next move.
    func testALongPressRecognizedOnTheClockCancelsTheButtonAndTheViewsTouch() {
        MainActor.assumeIsolated {
            for duration in [0.2, 0.5, 1.0] {
                let h = Harness()
                let container = TouchLog(frame: Rect(x: 0, y: 0, width: 300, height: 200))
                h.root.addSubview(container)
                var fired = 0
                let button = Button(title: "Go", frame: Rect(x: 100, y: 100, width: 100, height: 44)) { _ in
                    fired += 1
                }
                container.addSubview(button)
                var states: [GestureRecognizerState] = []
                let press = LongPressGestureRecognizer { states.append($0.state) }
                press.minimumPressDuration = duration
                container.addGestureRecognizer(press)
                let leaf = TouchLog(frame: Rect(x: 0, y: 0, width: 80, height: 80))
                container.addSubview(leaf)
                h.step()

                // On the button: held still past the duration.
                h.send(.pointerDown(Point(x: 150, y: 120)))
                XCTAssertTrue(button.isHighlighted)
                h.advance(duration - 0.05)
                XCTAssertEqual(states, [], "not before minimumPressDuration \(duration)")
                XCTAssertTrue(button.isHighlighted)
                h.advance(0.1)
                XCTAssertEqual(states, [.began])
                XCTAssertFalse(button.isHighlighted, "the press took the touch from the button at once")
                h.send(.pointerUp(Point(x: 150, y: 120)))
                XCTAssertEqual(states, [.began, .ended])
                XCTAssertEqual(fired, 0, "a long press is no tap of the button")

                // On a plain view: it hears the cancel while the finger is still down.
                states = []
                h.send(.pointerDown(Point(x: 40, y: 40)))
                h.advance(duration + 0.05)
                XCTAssertEqual(states, [.began])
                XCTAssertEqual(leaf.phases, ["began", "cancelled"])
                h.send(.pointerUp(Point(x: 40, y: 40)))
                XCTAssertEqual(leaf.phases, ["began", "cancelled"], "nothing after the cancel")

                // `cancelsTouchesInView` false: the views keep the whole touch.
                press.cancelsTouchesInView = false
                leaf.phases = []
                h.send(.pointerDown(Point(x: 40, y: 40)))
                h.advance(duration + 0.05)
                h.send(.pointerUp(Point(x: 40, y: 40)))
                XCTAssertEqual(leaf.phases, ["began", "ended"])
            }
        }
    }

    /// `require(toFail:)`: "This method creates a relationship with another gesture
    /// recognizer that delays the receiver's transition out of UIGestureRecognizer.State.possible."
    /// A pan waiting on a long press goes ahead the moment the press fails by moving, and a
    /// press recognized on the clock fails the pan that waits on it.
    func testARecognizerWaitingOnALongPressIsDecidedWhenThePressIs() {
        MainActor.assumeIsolated {
            let h = Harness()
            let press = LongPressGestureRecognizer()
            let pan = PanGestureRecognizer()
            pan.require(toFail: press)
            h.root.addGestureRecognizer(press)
            h.root.addGestureRecognizer(pan)
            h.send(.pointerDown(Point(x: 100, y: 100)))
            h.advance(0.6)
            XCTAssertEqual(press.state, .began)
            h.send(.pointerMoved(Point(x: 160, y: 100)))
            XCTAssertEqual(press.state, .changed)
            XCTAssertEqual(pan.stateHistory.filter { $0 == .began }.count, 0, "the pan waited and then failed")
            h.send(.pointerUp(Point(x: 160, y: 100)))
        }
    }

    // MARK: Scroll view

    /// `UIScrollView.KeyboardDismissMode.onDrag`: "A mode in which the keyboard dismisses
    /// when a drag begins." `.none`: "A mode in which a drag doesn't dismiss the keyboard."
    /// The default is `.none`.
    func testKeyboardDismissModeOnDragEndsEditingWhenADragBegins() {
        MainActor.assumeIsolated {
            for mode in [ScrollView.KeyboardDismissMode.none, .onDrag, .interactive, .onDragWithAccessory] {
                let h = Harness(size: Size(width: 300, height: 300))
                let (scroll, recorder) = ScrollViewTests.makeScrollView(h)
                XCTAssertEqual(scroll.keyboardDismissMode, .none, "the default")
                scroll.keyboardDismissMode = mode
                var editingAtDragStart: Bool?
                let field = TextField(frame: Rect(x: 10, y: 10, width: 200, height: 34))
                scroll.addSubview(field)
                h.step()
                XCTAssertTrue(field.becomeFirstResponder())
                let watcher = DragStartWatcher { editingAtDragStart = field.isFirstResponder }
                scroll.delegate = watcher
                ScrollViewTests.drag(h, from: 250, to: 100, frames: 9, lift: false)
                let dismisses = mode == .onDrag || mode == .onDragWithAccessory
                XCTAssertEqual(field.isFirstResponder, !dismisses, "\(mode)")
                XCTAssertEqual(editingAtDragStart, !dismisses, "\(mode): dismissed as the drag begins")
                h.send(.pointerUp(Point(x: 150, y: 100)))
                _ = recorder
            }
        }
    }

    /// A scroll view over tall content with a button and a plain view in it, in a window.
    @MainActor
    private static func contentScene() -> (Harness, HookedScrollView, Button, TouchLog, () -> Int) {
        let h = Harness(size: Size(width: 300, height: 300))
        let scroll = HookedScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        scroll.contentSize = Size(width: 300, height: 3000)
        h.root.addSubview(scroll)
        var fired = 0
        let button = Button(title: "Go", frame: Rect(x: 50, y: 50, width: 200, height: 60)) { _ in fired += 1 }
        scroll.addSubview(button)
        let plain = TouchLog(frame: Rect(x: 0, y: 150, width: 300, height: 100))
        scroll.addSubview(plain)
        h.step()
        return (h, scroll, button, plain, { fired })
    }

    /// A drag from `from` upwards by 100 points over 10 frames (a 60 Hz finger), then a lift;
    /// `hold` seconds still on the spot first.
    @MainActor
    private static func drag(_ h: Harness, from p: Point, hold: Double = 0) {
        h.send(.pointerDown(p))
        if hold > 0 { h.advance(hold) }
        for i in 1...10 {
            h.clock.advance(by: 1 / 60)
            h.send(.pointerMoved(Point(x: p.x, y: p.y - 10 * Double(i))))
        }
        h.send(.pointerUp(Point(x: p.x, y: p.y - 100)))
    }

    /// `delaysContentTouches`: "If the value of this property is true, the scroll view delays
    /// handling the touch-down gesture until it can determine if scrolling is the intent. If
    /// the value is false, the scroll view immediately calls touchesShouldBegin(_:with:in:).
    /// The default value is true." A drag that starts at once on a button scrolls and the
    /// button never lights up; a quick tap still reaches it, at the lift.
    func testDelayedContentTouchesLetAQuickDragScrollFromAButton() {
        MainActor.assumeIsolated {
            let (h, scroll, button, plain, fired) = Self.contentScene()
            XCTAssertTrue(scroll.delaysContentTouches, "the default")
            h.send(.pointerDown(Point(x: 150, y: 80)))
            XCTAssertFalse(button.isHighlighted, "held back")
            XCTAssertTrue(scroll.isTracking, "the scroll view itself tracks at once")
            for i in 1...10 {
                h.clock.advance(by: 1 / 60)
                h.send(.pointerMoved(Point(x: 150, y: 80 - 10 * Double(i))))
                XCTAssertFalse(button.isHighlighted, "the drag began first: the button never sees the touch")
            }
            h.send(.pointerUp(Point(x: 150, y: -20)))
            XCTAssertGreaterThan(scroll.contentOffset.y, 50)
            XCTAssertEqual(fired(), 0)
            h.step(300)

            // A quick tap: handed to the button at the lift, so it fires.
            scroll.contentOffset = .zero
            h.send(.pointerDown(Point(x: 150, y: 80)))
            h.clock.advance(by: 0.05)
            h.send(.pointerUp(Point(x: 150, y: 80)))
            XCTAssertEqual(fired(), 1)
            // A still finger: the button lights up once the delay has run out.
            h.send(.pointerDown(Point(x: 150, y: 80)))
            h.advance(ScrollView.contentTouchDelay - 0.05)
            XCTAssertFalse(button.isHighlighted)
            h.advance(0.1)
            XCTAssertTrue(button.isHighlighted)
            h.send(.pointerUp(Point(x: 150, y: 80)))
            XCTAssertEqual(fired(), 2)
            XCTAssertEqual(scroll.askedToBegin.map { $0 === button }, [true, true], "asked as the touch reached it")
            XCTAssertEqual(plain.phases, [])
        }
    }

    /// `touchesShouldCancel(in:)`: "The default returned value is true if view is not a
    /// UIControl object; otherwise, it returns false." `canCancelContentTouches`: "If the
    /// value of this property is true and a view in the content has begun tracking a finger
    /// touching it, and if the user drags the finger enough to initiate a scroll, the view
    /// receives a touchesCancelled(_:with:) message and the scroll view handles the touch as
    /// a scroll. If the value of this property is false, the scroll view doesn't scroll
    /// regardless of finger movement once the content view starts tracking."
    func testOnceTheContentTracksADragScrollsOnlyWhenItMayCancelTheContent() {
        MainActor.assumeIsolated {
            let hold = ScrollView.contentTouchDelay + 0.05
            // A button that tracks the touch keeps it: no scroll, and no tap outside it.
            var (h, scroll, button, plain, fired) = Self.contentScene()
            Self.drag(h, from: Point(x: 150, y: 80), hold: hold)
            XCTAssertEqual(scroll.contentOffset.y, 0, "a control's touch is not taken")
            XCTAssertFalse(button.isHighlighted)
            XCTAssertEqual(fired(), 0, "lifted outside the button")

            // A plain view's touch is taken: it hears the cancel and the content scrolls.
            Self.drag(h, from: Point(x: 150, y: 200), hold: hold)
            XCTAssertEqual(plain.phases.first, "began")
            XCTAssertEqual(plain.phases.last, "cancelled")
            XCTAssertGreaterThan(scroll.contentOffset.y, 50)
            h.step(300)

            // An override that cancels a control too: the drag takes the button's touch.
            (h, scroll, button, plain, fired) = Self.contentScene()
            scroll.cancels = true
            Self.drag(h, from: Point(x: 150, y: 80), hold: hold)
            XCTAssertGreaterThan(scroll.contentOffset.y, 50)
            XCTAssertFalse(button.isHighlighted)
            XCTAssertEqual(fired(), 0)

            // `canCancelContentTouches` false: even a plain view keeps its touch.
            (h, scroll, button, plain, fired) = Self.contentScene()
            scroll.cancels = true
            scroll.canCancelContentTouches = false
            Self.drag(h, from: Point(x: 150, y: 200), hold: hold)
            XCTAssertEqual(scroll.contentOffset.y, 0)
            XCTAssertEqual(plain.phases.first, "began")
            XCTAssertEqual(plain.phases.last, "ended", "the view had the whole touch")
            // ...but a drag that begins before the content tracks still scrolls.
            Self.drag(h, from: Point(x: 150, y: 200))
            XCTAssertGreaterThan(scroll.contentOffset.y, 50)
        }
    }

    /// With `delaysContentTouches` false the content has the touch at once (so a drag from
    /// a button does not scroll), and `touchesShouldBegin(_:with:in:)`: "Return false if you
    /// don't want the scroll view to send event messages to view." The drag still scrolls.
    func testUndelayedTouchesReachTheContentAtOnceUnlessTouchesShouldBeginSaysNo() {
        MainActor.assumeIsolated {
            var (h, scroll, button, plain, fired) = Self.contentScene()
            scroll.delaysContentTouches = false
            h.send(.pointerDown(Point(x: 150, y: 80)))
            XCTAssertTrue(button.isHighlighted, "at once")
            XCTAssertEqual(scroll.askedToBegin.count, 1)
            h.send(.pointerUp(Point(x: 150, y: 80)))
            XCTAssertEqual(fired(), 1)
            Self.drag(h, from: Point(x: 150, y: 80))
            XCTAssertEqual(scroll.contentOffset.y, 0, "the button tracked from the start")

            (h, scroll, button, plain, fired) = Self.contentScene()
            scroll.begins = false
            for delays in [false, true] {
                scroll.delaysContentTouches = delays
                h.send(.pointerDown(Point(x: 150, y: 80)))
                h.advance(0.3)
                XCTAssertFalse(button.isHighlighted, "refused, delays \(delays)")
                h.send(.pointerUp(Point(x: 150, y: 80)))
                Self.drag(h, from: Point(x: 150, y: 200), hold: 0.3)
                h.step(300)
            }
            XCTAssertEqual(fired(), 0)
            XCTAssertEqual(plain.phases, [], "the plain view heard nothing either")
            XCTAssertGreaterThan(scroll.contentOffset.y, 50, "the drags scrolled all the same")
        }
    }

    /// `adjustedContentInsetDidChange()`: "Called when the adjusted content insets of the
    /// scroll view change." "The default implementation of this method calls the
    /// scrollViewDidChangeAdjustedContentInset(_:) method of the delegate."
    func testAChangeOfTheAdjustedInsetIsAnnouncedOncePerChange() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 300))
            let scroll = InsetCounter(frame: Rect(x: 0, y: 0, width: 300, height: 300))
            scroll.delegate = scroll
            scroll.contentSize = Size(width: 300, height: 1000)
            h.root.addSubview(scroll)
            h.step()
            XCTAssertEqual(scroll.hookCalls, 0, "nothing changed from zero")
            scroll.contentInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            XCTAssertEqual(scroll.hookCalls, 1)
            XCTAssertEqual(scroll.delegateCalls, 1, "the default implementation tells the delegate")
            scroll.contentInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            h.step()
            XCTAssertEqual(scroll.hookCalls, 1, "the same inset again is no change")
            scroll.contentInset = .zero
            XCTAssertEqual(scroll.hookCalls, 2)
            XCTAssertEqual(scroll.adjustedContentInset, .zero)
        }
    }

    /// `isPagingEnabled`: "If the value of this property is true, the scroll view stops on
    /// multiples of the scroll view's bounds when the user scrolls." A flick moves one page
    /// in its direction whatever its length; a drag held still before the lift settles on
    /// the nearest page.
    func testPagingStopsOnMultiplesOfTheBoundsChosenByVelocity() {
        MainActor.assumeIsolated {
            for travel in [30.0, 120.0, 200.0] {
                let h = Harness(size: Size(width: 300, height: 300))
                let (scroll, recorder) = ScrollViewTests.makeScrollView(h, contentHeight: 3000)
                scroll.isPagingEnabled = true
                scroll.contentOffset = Point(x: 0, y: 600)
                ScrollViewTests.drag(h, from: 250, to: 250 - travel, frames: 3)
                XCTAssertEqual(recorder.proposedTarget?.y, 900, "a flick of \(travel) points: the next page")
                h.step(300)
                XCTAssertEqual(scroll.contentOffset.y, 900)
                XCTAssertEqual(recorder.events.last, "didEndDecelerating")

                ScrollViewTests.drag(h, from: 100, to: 100 + travel, frames: 3)
                h.step(300)
                XCTAssertEqual(scroll.contentOffset.y, 600, "back one page for a flick of \(travel) the other way")

                // Held still before the lift: no velocity, the nearest page.
                ScrollViewTests.drag(h, from: 250, to: 250 - travel, frames: 10, lift: false)
                h.advance(0.3)
                h.send(.pointerUp(Point(x: 150, y: 250 - travel)))
                h.step(300)
                XCTAssertEqual(scroll.contentOffset.y, travel > 150 ? 900 : 600, "a still release after \(travel)")
                XCTAssertEqual(scroll.contentOffset.y.truncatingRemainder(dividingBy: 300), 0)
            }
        }
    }

    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: "velocity: The
    /// velocity of the scroll view (in points per millisecond) at the moment the touch was
    /// released." With a rate `r` a millisecond the glide covers `v r / (1 - r)` points (the
    /// sum of `v r^n`); the target offered is that, and `didEndDragging(willDecelerate:)`
    /// follows it, then `willBeginDecelerating` and, at rest, `didEndDecelerating`, in that
    /// order, for both named rates and one of the app's own.
    func testTheOfferedTargetIsTheClosedFormForEveryRate() {
        MainActor.assumeIsolated {
            for rate in [ScrollView.DecelerationRate.normal, .fast, ScrollView.DecelerationRate(rawValue: 0.995)] {
                let h = Harness(size: Size(width: 300, height: 300))
                let (scroll, recorder) = ScrollViewTests.makeScrollView(h)
                scroll.contentOffset = Point(x: 0, y: 4000)
                scroll.decelerationRate = rate
                ScrollViewTests.drag(h, from: 250, to: 130, frames: 6)
                let v = try! XCTUnwrap(recorder.releaseVelocity).y
                let r = rate.rawValue
                assertClose(recorder.proposedTarget!.y, scroll.contentOffset.y + v * r / (1 - r), 1e-6)
                h.step(600)
                assertClose(scroll.contentOffset.y, recorder.proposedTarget!.y, 0.5)
                XCTAssertEqual(
                    recorder.events,
                    [
                        "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                        "didEndDecelerating",
                    ])
                XCTAssertFalse(scroll.isDecelerating)
            }
            XCTAssertEqual(ScrollView.DecelerationRate.normal.rawValue, 0.998)
            XCTAssertEqual(ScrollView.DecelerationRate.fast.rawValue, 0.99)
        }
    }
}

/// Runs `onDragStart` in `scrollViewWillBeginDragging`.
@MainActor
private final class DragStartWatcher: ScrollViewDelegate {
    let onDragStart: () -> Void
    init(_ onDragStart: @escaping () -> Void) { self.onDragStart = onDragStart }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { onDragStart() }
}
