import Engine
import Geometry
import XCTest

@testable import Transitions

/// View controllers are responders, and touches no view keeps climb the responder chain to
/// them.
///
/// Apple, `UIResponder.touchesBegan(_:with:)`: "The default implementation of this method
/// forwards the message up the responder chain." And "Using responders and the responder chain
/// to handle events": "If the text field does not handle an event, UIKit sends the event to
/// the text field's parent UIView object, followed by the root view of the window. From the
/// root view, the responder chain diverts to the owning view controller before directing the
/// event to the window." So a view that overrides a touch method and does not call `super`
/// keeps the touch; one that calls `super` passes it on; a controller hears the touches on
/// its root view and its plain subviews, and passes them on to its view's superview.
///
/// Apple, `UIEvent.touches(for:)` (view form): "Returns the touch objects from the event that
/// belong to the specified given view", the view "in which the touches originally occurred";
/// (window form): "Returns the touch objects from the event that belong to the specified
/// window."
final class ControllerTouchTests: XCTestCase {
    /// A controller that logs the touch messages it gets, with its name, and what the event
    /// says belongs to its root view, to `probe` and to the window.
    final class TouchController: ViewController {
        let name: String
        var log: [String]
        var forwards = false
        weak var probe: View?
        var belongings: [String] = []
        init(name: String, log: [String] = []) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: ViewCoder) { return nil }
        private func note(_ phase: String, _ touches: Set<Touch>, _ event: TouchEvent?, forward: () -> Void) {
            log.append("\(name).\(phase)")
            if let event, let window = view.window {
                let probeCount = probe.map { event.touches(for: $0)?.count ?? -1 } ?? -1
                belongings.append(
                    "view \(event.touches(for: view)?.count ?? -1) probe \(probeCount) "
                        + "window \(event.touches(for: window)?.count ?? -1)")
            }
            if forwards { forward() }
        }
        override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {
            note("began", touches, event) { super.touchesBegan(touches, with: event) }
        }
        override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent?) {
            note("moved", touches, event) { super.touchesMoved(touches, with: event) }
        }
        override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {
            note("ended", touches, event) { super.touchesEnded(touches, with: event) }
        }
        override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?) {
            note("cancelled", touches, event) { super.touchesCancelled(touches, with: event) }
        }
    }

    /// A view that logs `touchesBegan`/`touchesEnded` into a shared log and, when `forwards`,
    /// calls `super`.
    final class TouchView: View {
        var forwards = false
        var onTouch: ((String) -> Void)?
        override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {
            onTouch?("view.began")
            if forwards { super.touchesBegan(touches, with: event) }
        }
        override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {
            onTouch?("view.ended")
            if forwards { super.touchesEnded(touches, with: event) }
        }
    }

    @MainActor
    private static func host(_ root: ViewController) -> (Window, VirtualClock) {
        let clock = VirtualClock()
        let window = Window(size: Size(width: 400, height: 400), clock: clock)
        window.rootViewController = root
        clock.advance(by: 1 / 60)
        window.tick()
        return (window, clock)
    }

    @MainActor
    private static func tap(_ window: Window, at point: Point, moving: Bool = false) {
        window.sendEvent(.pointerDown(point))
        if moving { window.sendEvent(.pointerMoved(Point(x: point.x + 1, y: point.y))) }
        window.sendEvent(.pointerUp(Point(x: point.x + (moving ? 1 : 0), y: point.y)))
    }

    func testAControllerHearsEveryPhaseOfTouchesOnItsPlainSubviewsAndItsRootView() {
        MainActor.assumeIsolated {
            let controller = TouchController(name: "vc")
            let (window, _) = Self.host(controller)
            let plain = View(frame: Rect(x: 100, y: 100, width: 50, height: 50))
            let nested = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
            plain.addSubview(nested)
            controller.view.addSubview(plain)
            controller.probe = nested
            Self.tap(window, at: Point(x: 115, y: 115), moving: true)
            XCTAssertEqual(controller.log, ["vc.began", "vc.moved", "vc.ended"], "two plain views deep")
            XCTAssertEqual(
                controller.belongings, Array(repeating: "view 0 probe 1 window 1", count: 3),
                "the touch belongs to the view it went down in, not to that view's ancestors")
            controller.log = []
            controller.belongings = []
            Self.tap(window, at: Point(x: 300, y: 300))
            XCTAssertEqual(controller.log, ["vc.began", "vc.ended"], "on the root view's background")
            XCTAssertEqual(controller.belongings, Array(repeating: "view 1 probe 0 window 1", count: 2))
        }
    }

    func testAViewThatOverridesWithoutCallingSuperKeepsTheTouchFromItsController() {
        MainActor.assumeIsolated {
            let controller = TouchController(name: "vc")
            let (window, _) = Self.host(controller)
            let view = TouchView(frame: Rect(x: 100, y: 100, width: 50, height: 50))
            view.onTouch = { controller.log.append($0) }
            controller.view.addSubview(view)
            Self.tap(window, at: Point(x: 110, y: 110))
            XCTAssertEqual(controller.log, ["view.began", "view.ended"])
        }
    }

    func testAViewThatCallsSuperPassesTheTouchOnToItsController() {
        MainActor.assumeIsolated {
            let controller = TouchController(name: "vc")
            let (window, _) = Self.host(controller)
            let view = TouchView(frame: Rect(x: 100, y: 100, width: 50, height: 50))
            view.forwards = true
            view.onTouch = { controller.log.append($0) }
            controller.view.addSubview(view)
            Self.tap(window, at: Point(x: 110, y: 110))
            XCTAssertEqual(controller.log, ["view.began", "vc.began", "view.ended", "vc.ended"])
        }
    }

    func testAControllerThatCallsSuperPassesTheTouchToItsViewsSuperviewAndSoToTheParentController() {
        MainActor.assumeIsolated {
            let parent = TouchController(name: "parent")
            let (window, _) = Self.host(parent)
            let child = TouchController(name: "child")
            child.forwards = true
            parent.addChild(child)
            child.view.frame = Rect(x: 0, y: 0, width: 200, height: 200)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            Self.tap(window, at: Point(x: 50, y: 50))
            XCTAssertEqual(child.log, ["child.began", "child.ended"])
            XCTAssertEqual(parent.log, ["parent.began", "parent.ended"], "via the parent's root view")
            XCTAssertEqual(
                parent.belongings, Array(repeating: "view 0 probe -1 window 1", count: 2),
                "the touch still belongs to the child's view, where it went down")
        }
    }

    func testAControllerThatDoesNotCallSuperEndsTheChain() {
        MainActor.assumeIsolated {
            let parent = TouchController(name: "parent")
            let (window, _) = Self.host(parent)
            let child = TouchController(name: "child")
            parent.addChild(child)
            child.view.frame = Rect(x: 0, y: 0, width: 200, height: 200)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            Self.tap(window, at: Point(x: 50, y: 50))
            XCTAssertEqual(child.log, ["child.began", "child.ended"])
            XCTAssertEqual(parent.log, [])
        }
    }

    func testAControllerWhoseViewIsInNoWindowHasNoNextResponderToForwardTo() {
        MainActor.assumeIsolated {
            let controller = TouchController(name: "vc")
            controller.forwards = true
            controller.loadViewIfNeeded()
            XCTAssertNil(controller.next)
            controller.touchesEnded([], with: nil)
            XCTAssertEqual(controller.log, ["vc.ended"], "forwarding to no next responder is a no-op")
        }
    }
}
