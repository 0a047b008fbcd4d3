import Engine
import PlaygroundKit
import UIKitCompatibility
import XCTest

/// A pan subclass that logs what UIKit's subclass hooks hand it, as libraries' own recognizers
/// read them (a sheet's pan that first looks at which way the finger went).
private final class HookLoggingPan: UIPanGestureRecognizer {
    var phases: [String] = []
    var locations: [CGPoint] = []
    var previous: [CGPoint] = []
    var statesAfterSuper: [UIGestureRecognizer.State] = []
    /// Fail on the first move that goes up, as a pull-down-to-dismiss recognizer leaves an
    /// upward drag to the scroll view under it.
    var failsUpwards = false

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        phases.append("moved")
        statesAfterSuper.append(state)
        guard let touch = touches.first else { return }
        locations.append(touch.location(in: nil))
        previous.append(touch.previousLocation(in: nil))
        if failsUpwards && state == .possible && touch.location(in: nil).y < touch.previousLocation(in: nil).y {
            state = .failed
        }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        phases.append("ended")
        locations.append(touches.first?.location(in: nil) ?? .zero)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        phases.append("cancelled")
    }
}

/// UIKit's gesture-recognizer subclass hooks after the touch went down. Apple,
/// `UIGestureRecognizer.touchesBegan(_:with:)`: "This method has the same exact signature as
/// the corresponding one declared by UIResponder. Through this method a gesture recognizer
/// receives touch objects (in their UITouch.Phase.began phase) before the view attached to the
/// gesture recognizer receives them." Its siblings `touchesMoved`, `touchesEnded` and
/// `touchesCancelled(_:with:)` hand on the same touch in the later phases.
final class RecognizerTouchHooksTests: XCTestCase {
    /// Every move reaches the hook with the touch where the pointer is and where it was at the
    /// event before; the lift reaches `touchesEnded` at the lift point. Checked on random paths.
    func testMovesAndTheLiftReachTheHooksWithTheTouch() {
        MainActor.assumeIsolated {
            var rng = SystemRandomNumberGenerator()
            for _ in 0..<20 {
                Self.withWindow { window, card in
                    let pan = HookLoggingPan { _ in }
                    card.addGestureRecognizer(pan)
                    window.tick()
                    let start = CGPoint(x: 200, y: 500)
                    var path = [start]
                    for _ in 0..<Int.random(in: 2...6, using: &rng) {
                        let p = path.last!
                        path.append(
                            CGPoint(
                                x: min(399, max(1, p.x + Double.random(in: -40...40, using: &rng))),
                                y: min(719, max(401, p.y + Double.random(in: -40...40, using: &rng)))))
                    }
                    window.send(.pointerDown(start))
                    for p in path.dropFirst() {
                        window.tick()
                        window.send(.pointerMoved(p))
                    }
                    window.send(.pointerUp(path.last!))
                    window.tick()
                    let moves = path.count - 1
                    XCTAssertEqual(pan.phases, Array(repeating: "moved", count: moves) + ["ended"])
                    XCTAssertEqual(Array(pan.locations.prefix(moves)), Array(path.dropFirst()))
                    XCTAssertEqual(pan.previous, Array(path.dropLast()))
                    XCTAssertEqual(pan.locations.last, path.last)
                }
            }
        }
    }

    /// The hook runs after the recognizer's own tracking of the move (`super` first, as UIKit
    /// code writes it): a pan past its threshold reads `.began` after super, and a subclass that
    /// sets `.failed` while still `.possible` keeps the pan from ever beginning. Apple,
    /// `UIGestureRecognizer.State.failed`: "The gesture recognizer has received a multi-touch
    /// sequence that it can't recognize as its gesture. No action message is sent and the
    /// gesture recognizer is reset to UIGestureRecognizer.State.possible." Reset, it sees no
    /// more of that touch.
    func testTheHookSeesTheStateTheMoveLeftAndMayFailThePan() {
        MainActor.assumeIsolated {
            for failsUpwards in [false, true] {
                Self.withWindow { window, card in
                    var actions: [UIGestureRecognizer.State] = []
                    let pan = HookLoggingPan { actions.append($0.state) }
                    pan.failsUpwards = failsUpwards
                    card.addGestureRecognizer(pan)
                    window.tick()
                    window.send(.pointerDown(CGPoint(x: 200, y: 600)))
                    window.tick()
                    window.send(.pointerMoved(CGPoint(x: 200, y: 598)))
                    window.tick()
                    window.send(.pointerMoved(CGPoint(x: 200, y: 500)))
                    window.send(.pointerUp(CGPoint(x: 200, y: 500)))
                    window.tick()
                    if failsUpwards {
                        // Failed, it is out of the touch: no later move or lift reaches it.
                        XCTAssertEqual(pan.statesAfterSuper, [.possible])
                        XCTAssertEqual(pan.phases, ["moved"])
                        XCTAssertEqual(actions, [])
                    } else {
                        XCTAssertEqual(pan.statesAfterSuper, [.possible, .began])
                        XCTAssertEqual(actions.first, .began)
                        XCTAssertEqual(actions.last, .ended)
                    }
                }
            }
        }
    }

    /// A touch the window takes away reaches `touchesCancelled`, not `touchesEnded`.
    func testACancelledTouchReachesTouchesCancelled() {
        MainActor.assumeIsolated {
            Self.withWindow { window, card in
                let pan = HookLoggingPan { _ in }
                card.addGestureRecognizer(pan)
                window.tick()
                window.send(.pointerDown(CGPoint(x: 200, y: 600)))
                window.tick()
                window.send(.pointerMoved(CGPoint(x: 200, y: 560)))
                window.tick()
                window.cancelCurrentTouch()
                XCTAssertEqual(pan.phases, ["moved", "cancelled"])
            }
        }
    }

    /// An edge-pan subclass calls UIKit's designated `super.init(target: nil, action: nil)`
    /// from its own initializer, and is an edge pan like any other.
    func testAnEdgePanSubclassInitializesWithANilTarget() {
        MainActor.assumeIsolated {
            final class EdgeDismiss: UIScreenEdgePanGestureRecognizer {
                init(edge: UIRectEdge) {
                    super.init(target: nil, action: nil)
                    edges = edge
                }
            }
            for edge: UIRectEdge in [.left, .right, .top, .bottom] {
                let recognizer = EdgeDismiss(edge: edge)
                XCTAssertEqual(recognizer.edges, edge)
                XCTAssertEqual(recognizer.state, .possible)
            }
        }
    }

    /// A window with a card on its lower half, as a sheet lies, for `body` to touch.
    @MainActor private static func withWindow(_ body: (UIWindow, UIView) -> Void) {
        WindowScene.$current.withValue(WindowScene()) {
            let window = UIWindow(size: CGSize(width: 400, height: 720), clock: VirtualClock())
            let root = UIViewController()
            window.rootViewController = root
            let card = UIView(frame: CGRect(x: 0, y: 400, width: 400, height: 320))
            root.view.addSubview(card)
            body(window, card)
        }
    }
}
