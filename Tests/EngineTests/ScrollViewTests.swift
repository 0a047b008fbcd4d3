import Geometry
import XCTest

@testable import Engine

/// Records what a scroll view tells its delegate, and can move the glide's target.
@MainActor
final class ScrollRecorder: ScrollViewDelegate {
    var events: [String] = []
    var releaseVelocity: Point?
    var proposedTarget: Point?
    /// Moves the proposed target (snapping); nil leaves it.
    var snap: ((Point) -> Point)?

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>
    ) {
        events.append("willEndDragging")
        releaseVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let snap { targetContentOffset.pointee = snap(targetContentOffset.pointee) }
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { events.append("didEndScrollingAnimation") }
}

/// UIScrollView's physics and callbacks, driven by pointer events on a virtual clock and
/// checked against the closed forms within half a point.
///
/// Apple's documentation of `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`:
/// "velocity: The velocity of the scroll view (in points per millisecond) at the moment the
/// touch was released. targetContentOffset: The expected offset when the scrolling action
/// decelerates to a stop. ... Your application can change the value of the
/// targetContentOffset parameter to adjust where the scrollview finishes its scrolling
/// animation." And of `decelerationRate`: "A floating-point value that determines the rate
/// of deceleration after the user lifts their finger."
final class ScrollViewTests: XCTestCase {
    /// A 300 x 300 scroll view at the window's origin over `contentHeight` points of content.
    @MainActor
    static func makeScrollView(_ h: Harness, contentHeight: Double = 20_000) -> (ScrollView, ScrollRecorder) {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        scroll.contentSize = Size(width: 300, height: contentHeight)
        let recorder = ScrollRecorder()
        scroll.delegate = recorder
        h.root.addSubview(scroll)
        return (scroll, recorder)
    }

    /// A drag from `y0` to `y1` at a steady pace over `frames` frames, then a lift.
    @MainActor
    static func drag(_ h: Harness, from y0: Double, to y1: Double, frames: Int, lift: Bool = true) {
        h.send(.pointerDown(Point(x: 150, y: y0)))
        for i in 1...frames {
            h.clock.advance(by: 1 / h.fps)
            h.send(.pointerMoved(Point(x: 150, y: y0 + (y1 - y0) * Double(i) / Double(frames))))
        }
        if lift { h.send(.pointerUp(Point(x: 150, y: y1))) }
    }

    func testAFlickGlidesAlongTheClosedFormAndRestsAtTheProjectedOffset() {
        MainActor.assumeIsolated {
            for rate in [ScrollView.DecelerationRate.normal, .fast] {
                let h = Harness(size: Size(width: 300, height: 300))
                let (scroll, recorder) = Self.makeScrollView(h)
                scroll.contentOffset = Point(x: 0, y: 5000)
                scroll.decelerationRate = rate
                Self.drag(h, from: 250, to: 100, frames: 9)
                let released = scroll.contentOffset.y
                let v = try! XCTUnwrap(recorder.releaseVelocity).y * 1000
                XCTAssertGreaterThan(v, 800, "an upward flick moves the content down the page")
                let r = rate.rawValue
                assertClose(recorder.proposedTarget!.y, released + v * r / (1 - r) / 1000, 0.5)
                XCTAssertTrue(scroll.isDecelerating)
                let start = h.clock.now
                for _ in 0..<600 where scroll.isDecelerating {
                    h.step()
                    guard scroll.isDecelerating else { break }
                    let expected = ScrollPhysics.deceleratedOffset(
                        released, velocity: v, rate: r, time: h.clock.now - start)
                    assertClose(scroll.contentOffset.y, expected, 0.5, "rate \(r) at t = \(h.clock.now - start)")
                }
                XCTAssertFalse(scroll.isDecelerating)
                assertClose(scroll.contentOffset.y, recorder.proposedTarget!.y, 0.5)
                XCTAssertEqual(
                    recorder.events,
                    [
                        "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                        "didEndDecelerating",
                    ])
            }
        }
    }

    func testTheVelocityDecaysByTheRateEveryMillisecond() {
        // The rule itself: after n ms a glide keeps rate^n of its speed, and the distance
        // left to travel shrinks the same way.
        for r in [0.998, 0.99] {
            let v = 2000.0
            let total = ScrollPhysics.projectedOffset(0, velocity: v, rate: r)
            for ms in [1.0, 16, 100, 500] {
                let left = total - ScrollPhysics.deceleratedOffset(0, velocity: v, rate: r, time: ms / 1000)
                assertClose(left / total, pow(r, ms), 1e-9)
            }
            // The first millisecond moves the content by v * rate / 1000, the first term of the sum.
            assertClose(ScrollPhysics.deceleratedOffset(0, velocity: v, rate: r, time: 0.001), v * r / 1000, 1e-9)
        }
    }

    func testADragPastTheTopEdgeRubberBandsByUIKitsFormulaAndSpringsBack() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 300))
            let (scroll, recorder) = Self.makeScrollView(h)
            // Down by 200 points; the pan begins after 10, from where it begins the content follows.
            Self.drag(h, from: 40, to: 240, frames: 20, lift: false)
            let travel = 200.0 - 10
            assertClose(scroll.contentOffset.y, -(1 - 1 / (travel * 0.55 / 300 + 1)) * 300, 0.5)
            // Hold still, then lift: no velocity, a bounce back from where it is drawn.
            h.clock.advance(by: 0.3)
            h.send(.pointerUp(Point(x: 150, y: 240)))
            let d0 = scroll.contentOffset.y
            let start = h.clock.now
            var last = d0
            for _ in 0..<180 where scroll.isDecelerating {
                h.step()
                guard scroll.isDecelerating else { break }
                let expected = ScrollPhysics.bounce(displacement: d0, velocity: 0, time: h.clock.now - start)
                assertClose(scroll.contentOffset.y, expected, 0.5)
                XCTAssertGreaterThanOrEqual(scroll.contentOffset.y, last, "a bounce from rest never overshoots")
                last = scroll.contentOffset.y
            }
            XCTAssertEqual(scroll.contentOffset.y, 0)
            XCTAssertEqual(recorder.events.last, "didEndDecelerating")
        }
    }

    func testWithoutBouncesTheContentStopsAtItsEdges() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 300))
            let (scroll, _) = Self.makeScrollView(h, contentHeight: 1000)
            scroll.bounces = false
            Self.drag(h, from: 40, to: 240, frames: 20, lift: false)
            XCTAssertEqual(scroll.contentOffset.y, 0)
            h.send(.pointerUp(Point(x: 150, y: 240)))
            // A hard flick toward the bottom stops at the last offset and goes no further.
            Self.drag(h, from: 280, to: 20, frames: 4)
            h.step(400)
            XCTAssertEqual(scroll.contentOffset.y, 700)
            XCTAssertFalse(scroll.isDecelerating)
        }
    }

    func testAGlidePastAnEdgeBouncesBackToIt() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 300))
            let (scroll, _) = Self.makeScrollView(h, contentHeight: 1000)
            Self.drag(h, from: 280, to: 120, frames: 6)
            XCTAssertGreaterThan(scroll.contentOffset.y, 0)
            var furthest = 0.0
            for _ in 0..<600 where scroll.isDecelerating {
                h.step()
                furthest = max(furthest, scroll.contentOffset.y)
            }
            XCTAssertGreaterThan(furthest, 700.5, "it ran past the bottom edge")
            XCTAssertEqual(scroll.contentOffset.y, 700, "and came back to rest on it")
        }
    }

    func testTheDelegateMovesTheTargetAndTheGlideLandsOnIt() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 300))
            let (scroll, recorder) = Self.makeScrollView(h)
            recorder.snap = { Point(x: $0.x, y: ($0.y / 44).rounded() * 44) }
            for (from, to) in [(250.0, 100.0), (200, 170), (100, 260)] {
                Self.drag(h, from: from, to: to, frames: 8)
                h.step(600)
                XCTAssertFalse(scroll.isDecelerating)
                let y = scroll.contentOffset.y
                XCTAssertEqual(y, (recorder.proposedTarget!.y / 44).rounded() * 44, "lands on the chosen row")
            }
        }
    }

    func testATouchOnGlidingContentStopsItAndDoesNotTapThrough() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 300))
            let (scroll, _) = Self.makeScrollView(h)
            var taps = 0
            for i in 0..<400 {
                let row = Button(title: "Row \(i)") { _ in taps += 1 }
                row.frame = Rect(x: 0, y: Double(i) * 50, width: 300, height: 50)
                scroll.addSubview(row)
            }
            Self.drag(h, from: 250, to: 100, frames: 6)
            h.step(10)
            XCTAssertTrue(scroll.isDecelerating)
            h.send(.pointerDown(Point(x: 150, y: 150)))
            let stopped = scroll.contentOffset
            XCTAssertFalse(scroll.isDecelerating)
            h.step(5)
            h.send(.pointerUp(Point(x: 150, y: 150)))
            h.step(30)
            XCTAssertEqual(scroll.contentOffset, stopped, "the content stays where the touch stopped it")
            XCTAssertEqual(taps, 0, "the touch that stopped the glide is no tap")
            // The next tap, on still content, reaches the row.
            h.send(.pointerDown(Point(x: 150, y: 150)), .pointerUp(Point(x: 150, y: 150)))
            XCTAssertEqual(taps, 1)
        }
    }

    func testPagingComesToRestOnAPage() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 300))
            let (scroll, _) = Self.makeScrollView(h, contentHeight: 3000)
            scroll.isPagingEnabled = true
            Self.drag(h, from: 250, to: 100, frames: 3)
            h.step(300)
            XCTAssertEqual(scroll.contentOffset.y, 300, "one page on, however hard the flick")
            Self.drag(h, from: 200, to: 150, frames: 30)
            h.step(300)
            XCTAssertEqual(scroll.contentOffset.y, 300, "a slow short drag returns to its page")
        }
    }

    func testAnimatedOffsetsAndScrollRectToVisibleEndWithTheScrollingAnimationCallback() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 300))
            let (scroll, recorder) = Self.makeScrollView(h)
            scroll.setContentOffset(Point(x: 0, y: 400), animated: true)
            XCTAssertEqual(scroll.contentOffset.y, 0, "animated: it starts where it was")
            h.step(120)
            XCTAssertEqual(scroll.contentOffset.y, 400)
            XCTAssertEqual(recorder.events, ["didEndScrollingAnimation"])
            scroll.scrollRectToVisible(Rect(x: 0, y: 1000, width: 10, height: 50), animated: false)
            XCTAssertEqual(scroll.contentOffset.y, 750, "the least scroll that shows the rect")
            scroll.scrollRectToVisible(Rect(x: 0, y: 800, width: 10, height: 50), animated: false)
            XCTAssertEqual(scroll.contentOffset.y, 750, "already visible: no scroll")
            scroll.contentInset = EdgeInsets(top: 20, bottom: 30)
            XCTAssertEqual(scroll.minimumContentOffset.y, -20)
            XCTAssertEqual(scroll.maximumContentOffset.y, 20_000 + 30 - 300)
            XCTAssertEqual(scroll.adjustedContentInset, scroll.contentInset)
        }
    }

    func testContentNoTallerThanTheViewScrollsOnlyWhenAlwaysBounceVerticalIsSet() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 300))
            let (scroll, _) = Self.makeScrollView(h, contentHeight: 200)
            Self.drag(h, from: 40, to: 140, frames: 10, lift: false)
            XCTAssertEqual(scroll.contentOffset.y, 0)
            XCTAssertFalse(scroll.isDragging)
            h.send(.pointerUp(Point(x: 150, y: 140)))
            scroll.alwaysBounceVertical = true
            Self.drag(h, from: 40, to: 140, frames: 10, lift: false)
            XCTAssertTrue(scroll.isDragging)
            XCTAssertTrue(scroll.isTracking)
            XCTAssertLessThan(scroll.contentOffset.y, -10)
            h.send(.pointerUp(Point(x: 150, y: 140)))
            XCTAssertFalse(scroll.isDragging)
            XCTAssertFalse(scroll.isTracking)
        }
    }

    func testTheIndicatorShowsWhileScrollingAndFadesAfter() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 300))
            let (scroll, _) = Self.makeScrollView(h, contentHeight: 1500)
            Self.drag(h, from: 250, to: 200, frames: 10, lift: false)
            let bar = try! XCTUnwrap(scroll.viewWithID("scroll-indicator.vertical"))
            XCTAssertEqual(bar.alpha, 1)
            assertClose(bar.frame.height, (300 - 6) * 300 / 1500, 1e-6, "the visible share of the track")
            assertClose(bar.frame.minY - scroll.contentOffset.y, 3 + scroll.contentOffset.y / 1200 * (294 - 58.8), 1e-6)
            h.clock.advance(by: 0.3)
            h.send(.pointerUp(Point(x: 150, y: 200)))
            h.step(120)
            XCTAssertEqual(bar.presentationAlpha, 0, accuracy: 1e-6)
        }
    }

    func testAScrollViewIsFreedWithItsWindowContent() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 300))
            weak var weakScroll: ScrollView?
            do {
                let (scroll, _) = Self.makeScrollView(h)
                weakScroll = scroll
                Self.drag(h, from: 250, to: 100, frames: 6)
                h.step(5)
                scroll.removeFromSuperview()
            }
            h.step(5)
            XCTAssertNil(weakScroll, "a gliding scroll view taken off screen is not kept alive by its glide")
        }
    }
}

/// The mouse wheel: the desktop's way to scroll what is under the pointer.
final class ScrollWheelTests: XCTestCase {
    func testTheWheelScrollsTheScrollViewUnderThePointerWithinItsLimits() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 300))
            let (scroll, recorder) = ScrollViewTests.makeScrollView(h, contentHeight: 500)
            let row = View(frame: Rect(x: 0, y: 0, width: 300, height: 50))
            scroll.addSubview(row)
            h.send(.scroll(Point(x: 150, y: 20), dx: 0, dy: 120))
            XCTAssertEqual(scroll.contentOffset.y, 120)
            h.send(.scroll(Point(x: 150, y: 20), dx: 0, dy: 500))
            XCTAssertEqual(scroll.contentOffset.y, 200, "no further than the last offset")
            h.send(.scroll(Point(x: 150, y: 20), dx: 0, dy: -1000))
            XCTAssertEqual(scroll.contentOffset.y, 0)
            XCTAssertEqual(recorder.events, [], "a wheel is no drag")
        }
    }
}

/// Which drags a scroll view takes.
final class ScrollDragDirectionTests: XCTestCase {
    func testAScrollViewThatScrollsOneWayLeavesDragsTheOtherWayToItsSuperview() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 300))
            let (scroll, _) = ScrollViewTests.makeScrollView(h, contentHeight: 2000)
            var outerPans = 0
            h.root.addGestureRecognizer(PanGestureRecognizer { pan in if pan.state == .began { outerPans += 1 } })
            ScrollViewTests.drag(h, from: 150, to: 150, frames: 1)  // a tap: nothing
            h.send(.pointerDown(Point(x: 100, y: 150)), .pointerMoved(Point(x: 160, y: 155)))
            XCTAssertFalse(scroll.isDragging, "a sideways drag is not the vertical list's")
            XCTAssertEqual(outerPans, 1, "it reaches the pan around the list")
            h.send(.pointerUp(Point(x: 160, y: 155)))
            h.send(.pointerDown(Point(x: 150, y: 200)), .pointerMoved(Point(x: 155, y: 140)))
            XCTAssertTrue(scroll.isDragging)
            XCTAssertEqual(outerPans, 1)
            h.send(.pointerUp(Point(x: 155, y: 140)))
        }
    }

    /// A table whose rows come from its data source alone (no delegate), scrolled by a drag
    /// and then by `contentOffset`: UIKit's table keeps "a queue or list of UITableViewCell
    /// objects that the data source has marked for reuse" and gives each row a cell as it
    /// comes on screen, which it does in `layoutSubviews`, run after every scroll (the
    /// tiling a `UIScrollView` subclass does there, as the engine's `ScrollView` documents).
    /// Here nothing asked for layout on a scroll, so the first screenful of cells slid away
    /// and the rows after them never came.
    func testEveryScrollLaysTheScrollViewOutAgain() {
        MainActor.assumeIsolated {
            final class Rows: TableViewDataSource {
                func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 40 }
                func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                }
            }
            let h = Harness(size: Size(width: 300, height: 440))
            let rows = Rows()
            let table = TableView(frame: Rect(x: 0, y: 0, width: 300, height: 440), style: .plain)
            table.register(TableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = rows
            h.root.addSubview(table)
            h.step()
            XCTAssertEqual(table.indexPathsForVisibleRows?.first?.row, 0)
            table.contentOffset = Point(x: 0, y: 440)
            h.step()
            XCTAssertEqual(table.indexPathsForVisibleRows?.first?.row, 10, "rows 10 to 19 are on screen")
            XCTAssertEqual(table.indexPathsForVisibleRows?.last?.row, 19)
            ScrollViewTests.drag(h, from: 400, to: 180, frames: 6)
            for _ in 0..<300 where table.isDecelerating { h.step() }
            let top = Int((table.contentOffset.y / 44).rounded(.down))
            XCTAssertEqual(table.indexPathsForVisibleRows?.first?.row, top, "the drag's rows have cells")
        }
    }

    /// UIKit's pan moves a scroll view's content by each step of the finger from wherever the
    /// content is, so code that sets `contentOffset` while the user drags (a drawer that holds
    /// its list at the top and moves itself by the difference instead, in
    /// `scrollViewDidScroll`) sees one finger step per call. Here the drag kept its own offset,
    /// so every call saw the whole way the finger had come, and the drawer ran away from it.
    func testADragGoesOnFromAnOffsetSetWhileDragging() {
        MainActor.assumeIsolated {
            final class Holder: ScrollViewDelegate {
                var taken = 0.0
                func scrollViewDidScroll(_ scrollView: ScrollView) {
                    guard scrollView.isDragging, scrollView.contentOffset.y != 0 else { return }
                    taken += scrollView.contentOffset.y
                    scrollView.contentOffset = .zero
                }
            }
            let h = Harness(size: Size(width: 300, height: 440))
            let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 440))
            scroll.contentSize = Size(width: 300, height: 2000)
            let holder = Holder()
            scroll.delegate = holder
            h.root.addSubview(scroll)
            h.step()
            ScrollViewTests.drag(h, from: 400, to: 100, frames: 10, lift: false)
            // Ten steps of 30 points; the first begins the pan, the nine after it are taken.
            XCTAssertEqual(holder.taken, 270, accuracy: 1, "each call saw one step of the finger")
            XCTAssertEqual(scroll.contentOffset.y, 0)
        }
    }
}
