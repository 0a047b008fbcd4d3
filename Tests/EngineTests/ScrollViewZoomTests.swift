import Geometry
import XCTest

@testable import Engine

/// Names the view that zooms and records the zoom callbacks.
@MainActor
private final class ZoomRecorder: ScrollViewDelegate {
    var zoomView: View?
    var events: [String] = []

    func viewForZooming(in scrollView: ScrollView) -> View? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) { events.append("willBegin") }
    func scrollViewDidZoom(_ scrollView: ScrollView) { events.append("didZoom") }
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
        events.append("didEnd(\(scale))")
    }
}

/// `UIScrollView` zooming, as Apple documents it. `viewForZooming(in:)`: "A UIView object
/// that will be scaled as a result of the zooming gesture. Return nil if you don't want
/// zooming to occur." `setZoomScale(_:animated:)`: "The new scale value should be between the
/// minimumZoomScale and the maximumZoomScale." `zoom(to:animated:)`: "The rectangle should be
/// in the coordinate space of the view returned by viewForZooming(in:) ... This method zooms
/// so that the content view becomes the area defined by rect, adjusting the zoomScale as
/// necessary." `scrollViewDidZoom(_:)`: "Tells the delegate that the scroll view's zoom
/// factor changed." And `isDirectionalLockEnabled`: "If this property is true and the user
/// begins dragging in one general direction (horizontally or vertically), the scroll view
/// disables scrolling in the other direction. If the drag direction is diagonal, then
/// scrolling doesn't lock and the user can drag in any direction until the drag completes."
final class ScrollViewZoomTests: XCTestCase {
    /// A 300 x 300 scroll view over a 600 x 400 content view that zooms, limits 0.5...3.
    @MainActor
    private static func makeZooming(_ h: Harness) -> (ScrollView, View, ZoomRecorder) {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let content = View(frame: Rect(x: 0, y: 0, width: 600, height: 400))
        scroll.addSubview(content)
        scroll.contentSize = content.frame.size
        let recorder = ZoomRecorder()
        recorder.zoomView = content
        scroll.delegate = recorder
        scroll.minimumZoomScale = 0.5
        scroll.maximumZoomScale = 3
        h.root.addSubview(scroll)
        return (scroll, content, recorder)
    }

    func testAZoomScalesTheViewAndTheContentSizeAboutTheMiddleOfWhatShows() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 400, height: 400))
            let (scroll, content, recorder) = Self.makeZooming(h)
            for scale in [2.0, 1.5, 0.75, 3] {
                let before = scroll.contentOffset
                let middle = Point(x: before.x + 150, y: before.y + 150)
                let ratio = scale / scroll.zoomScale
                scroll.zoomScale = scale
                XCTAssertEqual(scroll.zoomScale, scale)
                XCTAssertEqual(content.transform, AffineTransform(scaleX: scale, y: scale))
                assertClose(content.frame.origin, .zero, 1e-9, "the view stays at the content's origin")
                XCTAssertEqual(scroll.contentSize, Size(width: 600 * scale, height: 400 * scale))
                // The point at the middle stays there, as far as the limits allow.
                let wanted = Point(x: middle.x * ratio - 150, y: middle.y * ratio - 150)
                assertClose(scroll.contentOffset, scroll.clamped(wanted), 1e-9, "scale \(scale)")
            }
            XCTAssertEqual(
                recorder.events, ["didZoom", "didZoom", "didZoom", "didZoom"], "no bracket when not animated")
        }
    }

    func testTheScaleStaysWithinTheLimits() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (scroll, content, recorder) = Self.makeZooming(h)
            defer { withExtendedLifetime(recorder) {} }
            scroll.zoomScale = 10
            XCTAssertEqual(scroll.zoomScale, 3)
            scroll.setZoomScale(0.01, animated: false)
            XCTAssertEqual(scroll.zoomScale, 0.5)
            XCTAssertEqual(content.frame.size, Size(width: 300, height: 200))
        }
    }

    func testWithNoViewForZoomingNothingHappens() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (scroll, content, recorder) = Self.makeZooming(h)
            recorder.zoomView = nil
            scroll.zoomScale = 2
            XCTAssertEqual(scroll.zoomScale, 1)
            XCTAssertEqual(content.transform, .identity)
            XCTAssertEqual(recorder.events, [])
        }
    }

    func testZoomToARectMakesItFillTheViewCentred() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 400, height: 400))
            let (scroll, _, recorder) = Self.makeZooming(h)
            defer { withExtendedLifetime(recorder) {} }
            // A square region: it fills the square view at scale 3, centred.
            scroll.zoom(to: Rect(x: 100, y: 100, width: 100, height: 100), animated: false)
            XCTAssertEqual(scroll.zoomScale, 3)
            assertClose(scroll.contentOffset, Point(x: 300, y: 300))
            // A wide region: the width decides (the whole rectangle stays visible).
            scroll.zoomScale = 1
            scroll.zoom(to: Rect(x: 0, y: 0, width: 200, height: 100), animated: false)
            XCTAssertEqual(scroll.zoomScale, 1.5)
            // A tiny region is held at the maximum scale.
            scroll.zoom(to: Rect(x: 290, y: 190, width: 20, height: 20), animated: false)
            XCTAssertEqual(scroll.zoomScale, 3)
            assertClose(scroll.contentOffset, Point(x: 300 * 3 - 150, y: 200 * 3 - 150))
        }
    }

    func testAnAnimatedZoomIsBracketedAndMovesOnTheClock() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 400, height: 400))
            let (scroll, content, recorder) = Self.makeZooming(h)
            scroll.setZoomScale(2, animated: true)
            XCTAssertEqual(scroll.zoomScale, 2, "the model value changes at once")
            XCTAssertTrue(scroll.isZooming)
            XCTAssertEqual(recorder.events, ["willBegin", "didZoom"])
            h.advance(ScrollView.zoomAnimationDuration / 2)
            let midway = content.presentationVector(for: .transform)[0]
            XCTAssertGreaterThan(midway, 1.05)
            XCTAssertLessThan(midway, 1.95)
            h.advance(ScrollView.zoomAnimationDuration)
            h.step()
            XCTAssertFalse(scroll.isZooming)
            XCTAssertEqual(recorder.events, ["willBegin", "didZoom", "didEnd(2.0)"])
            XCTAssertEqual(content.presentationVector(for: .transform)[0], 2, accuracy: 1e-9)
        }
    }

    /// Drags from the middle by `(dx, dy)` in ten steps and lifts without speed.
    @MainActor
    private static func drag(_ h: Harness, dx: Double, dy: Double) {
        let start = Point(x: 150, y: 150)
        h.send(.pointerDown(start))
        for i in 1...10 {
            h.clock.advance(by: 1 / h.fps)
            h.send(.pointerMoved(Point(x: start.x + dx * Double(i) / 10, y: start.y + dy * Double(i) / 10)))
        }
        h.clock.advance(by: 0.5)
        h.send(.pointerUp(Point(x: start.x + dx, y: start.y + dy)))
    }

    @MainActor
    private static func twoWayScroller(_ h: Harness, locked: Bool) -> ScrollView {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        scroll.contentSize = Size(width: 3000, height: 3000)
        scroll.contentOffset = Point(x: 500, y: 500)
        scroll.isDirectionalLockEnabled = locked
        h.root.addSubview(scroll)
        return scroll
    }

    func testADirectionalLockHoldsADragToTheAxisItBeganAlong() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 400, height: 400))
            // Mostly sideways: locked, only x moves; unlocked, both do.
            let locked = Self.twoWayScroller(h, locked: true)
            Self.drag(h, dx: -120, dy: -30)
            XCTAssertEqual(locked.contentOffset.y, 500, "the other axis does not move")
            XCTAssertGreaterThan(locked.contentOffset.x, 560)
            locked.removeFromSuperview()

            let free = Self.twoWayScroller(h, locked: false)
            Self.drag(h, dx: -120, dy: -30)
            XCTAssertGreaterThan(free.contentOffset.y, 510, "without the lock both axes follow")
            free.removeFromSuperview()

            // Mostly down: only y moves.
            let vertical = Self.twoWayScroller(h, locked: true)
            Self.drag(h, dx: -30, dy: -120)
            XCTAssertEqual(vertical.contentOffset.x, 500)
            XCTAssertGreaterThan(vertical.contentOffset.y, 560)
            vertical.removeFromSuperview()

            // Diagonal: no lock.
            let diagonal = Self.twoWayScroller(h, locked: true)
            Self.drag(h, dx: -100, dy: -100)
            XCTAssertGreaterThan(diagonal.contentOffset.x, 550)
            XCTAssertGreaterThan(diagonal.contentOffset.y, 550)
        }
    }
}
