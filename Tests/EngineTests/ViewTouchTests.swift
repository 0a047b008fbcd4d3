import Geometry
import XCTest

@testable import Engine

/// Views receive raw touches as UIKit's responders do (touch handling
/// overridable by a user's `View` subclass).
///
/// Apple, `UIResponder.touchesBegan(_:with:)`: "UIKit calls this method when a new touch is
/// detected in a view or window." ... "The default implementation of this method forwards the
/// message up the responder chain." And `UIGestureRecognizer.cancelsTouchesInView`: "When
/// this property is true (the default) and the gesture recognizer recognizes its gesture, the
/// touches of that gesture that are pending aren't delivered to the view and previously
/// delivered touches are canceled through a touchesCancelled(_:with:) message sent to the view."
final class ViewTouchTests: XCTestCase {
    /// Records every touch message it gets, with the location in its own coordinates.
    final class TouchLog: View {
        var log: [String] = []
        var touches: Set<Touch> = []
        private func note(_ name: String, _ set: Set<Touch>) {
            let p = set.first!.location(in: self)
            log.append("\(name) \(Int(p.x)),\(Int(p.y))")
        }
        override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {
            note("began", touches)
            self.touches = touches
        }
        override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent?) { note("moved", touches) }
        override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) { note("ended", touches) }
        override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?) { note("cancelled", touches) }
    }

    func testTheHitViewGetsBeganMovedEndedInItsOwnCoordinatesWithOneTouchObject() {
        MainActor.assumeIsolated {
            let h = Harness()
            let view = TouchLog(frame: Rect(x: 50, y: 40, width: 200, height: 100))
            h.root.addSubview(view)
            h.send(.pointerDown(Point(x: 60, y: 50)))
            let first = view.touches.first
            h.send(.pointerMoved(Point(x: 70, y: 55)), .pointerUp(Point(x: 70, y: 55)))
            XCTAssertEqual(view.log, ["began 10,10", "moved 20,15", "ended 20,15"])
            XCTAssertTrue(view.touches.first === first, "the same UITouch object for the whole touch")
            XCTAssertEqual(first?.phase, .ended)
            XCTAssertEqual(first?.previousLocation(in: view), Point(x: 20, y: 15))
        }
    }

    func testAViewThatDoesNotOverridePassesTouchesToItsSuperview() {
        MainActor.assumeIsolated {
            let h = Harness()
            let parent = TouchLog(frame: Rect(x: 0, y: 0, width: 300, height: 200))
            let child = View(frame: Rect(x: 100, y: 100, width: 50, height: 50))
            parent.addSubview(child)
            h.root.addSubview(parent)
            h.send(.pointerDown(Point(x: 110, y: 120)), .pointerUp(Point(x: 110, y: 120)))
            XCTAssertEqual(parent.log, ["began 110,120", "ended 110,120"])
        }
    }

    func testARecognizerThatClaimsTheTouchCancelsItInTheView() {
        MainActor.assumeIsolated {
            let h = Harness()
            let view = TouchLog(frame: Rect(x: 0, y: 0, width: 300, height: 200))
            view.addGestureRecognizer(PanGestureRecognizer())
            h.root.addSubview(view)
            h.send(
                .pointerDown(Point(x: 10, y: 10)), .pointerMoved(Point(x: 14, y: 10)),
                .pointerMoved(Point(x: 60, y: 10)), .pointerMoved(Point(x: 90, y: 10)), .pointerUp(Point(x: 90, y: 10)))
            XCTAssertEqual(
                view.log, ["began 10,10", "moved 14,10", "cancelled 60,10"],
                "moves reach the view until the pan begins, then one cancel and nothing more")
        }
    }

    func testATouchThatLandsOnNoInteractiveViewReachesNone() {
        MainActor.assumeIsolated {
            let h = Harness()
            let view = TouchLog(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            view.isUserInteractionEnabled = false
            h.root.addSubview(view)
            h.send(.pointerDown(Point(x: 10, y: 10)), .pointerUp(Point(x: 10, y: 10)))
            XCTAssertEqual(view.log, [])
        }
    }
}
