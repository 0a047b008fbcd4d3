import PlaygroundKit
import PlaygroundTesting
import XCTest

/// A view a user's module subclasses: a wider touch area and its own layout.
final class WideTouchButton: View {
    var laidOut = 0
    /// 20 points of slop around the bounds, as a small control's hit area is often widened.
    override func point(inside point: Point) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        laidOut += 1
        subviews.first?.frame = bounds.insetBy(dx: 4, dy: 4)
    }
}

/// A recognizer a user's module subclasses: recognizes a touch held still and lifted.
final class PressRecognizer: GestureRecognizer {
    override func touchBegan(at point: Point, time: Double) {
        super.touchBegan(at: point, time: time)
    }
    override func touchEnded(at point: Point, time: Double) {
        super.touchEnded(at: point, time: time)
        state = .ended
        sendActions()
    }
}

/// A custom container: shows one child in its top half (UIKit's containment sequence).
final class HalfContainer: ViewController {
    var log: [String] = []
    func show(_ child: ViewController) {
        addChild(child)
        child.view.frame = Rect(x: 0, y: 0, width: 400, height: 360)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
    func hide(_ child: ViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }
}

/// A child that logs its containment callbacks into its container's log.
final class LoggingChild: ViewController {
    var log: [String] = []
    override func willMove(toParent parent: ViewController?) { log.append("will \(parent == nil ? "nil" : "parent")") }
    override func didMove(toParent parent: ViewController?) { log.append("did \(parent == nil ? "nil" : "parent")") }
}

/// What a user's module can subclass and override, run in a real window.
///
/// A plain XCTestCase: on Linux an `@MainActor` XCTestCase crashes when XCTest lists its
/// tests, so each test enters the main actor itself (XCTest runs it on the main thread).
final class SubclassingTests: XCTestCase {
    /// UIKit: hitTest(_:with:) "calls the point(inside:with:) method of each of its subviews";
    /// an override of point(inside:) widens where a view takes touches.
    func testAnOverriddenPointInsideWidensTheHitArea() {
        MainActor.assumeIsolated {
            let window = Window(size: Size(width: 400, height: 720), clock: VirtualClock())
            let root = ViewController()
            window.rootViewController = root
            let button = WideTouchButton(frame: Rect(x: 100, y: 100, width: 40, height: 40))
            root.view.addSubview(button)
            window.tick()
            XCTAssertTrue(window.hitTest(Point(x: 90, y: 110)) === button, "10 points left of the bounds")
            XCTAssertFalse(window.hitTest(Point(x: 70, y: 110)) === button, "30 points left: outside the slop")
        }
    }

    /// UIKit: layoutSubviews "Subclasses can override this method as needed to perform more
    /// precise layout of their subviews"; a size change runs it at the next layout pass.
    func testAnOverriddenLayoutSubviewsRunsOnResize() {
        MainActor.assumeIsolated {
            let window = Window(size: Size(width: 400, height: 720), clock: VirtualClock())
            let root = ViewController()
            window.rootViewController = root
            let button = WideTouchButton(frame: Rect(x: 0, y: 0, width: 40, height: 40))
            let inner = View()
            button.addSubview(inner)
            root.view.addSubview(button)
            window.tick()
            let before = button.laidOut
            button.frame = Rect(x: 0, y: 0, width: 100, height: 60)
            window.tick()
            XCTAssertEqual(button.laidOut, before + 1)
            XCTAssertEqual(inner.frame, Rect(x: 4, y: 4, width: 92, height: 52))
        }
    }

    /// A recognizer subclass sees the window's touches through its overridden methods and
    /// reports through its actions.
    func testAGestureRecognizerSubclassRecognizes() {
        MainActor.assumeIsolated {
            let clock = VirtualClock()
            let window = Window(size: Size(width: 400, height: 720), clock: clock)
            let root = ViewController()
            window.rootViewController = root
            var fired = 0
            let press = PressRecognizer()
            press.addTarget { _ in fired += 1 }
            root.view.addGestureRecognizer(press)
            window.tick()
            window.send(.pointerDown(Point(x: 50, y: 50)))
            window.send(.pointerUp(Point(x: 50, y: 50)))
            clock.advance(by: 1.0 / 60)
            window.tick()
            XCTAssertEqual(fired, 1)
            XCTAssertEqual(press.location(in: nil), Point(x: 50, y: 50))
        }
    }

    /// UIKit: addChild "calls the willMove(toParent:) method of the child"; removeFromParent
    /// calls didMove(toParent: nil); the container calls the other two itself.
    func testACustomContainerFollowsUIKitsContainmentSequence() {
        MainActor.assumeIsolated {
            let container = HalfContainer()
            let child = LoggingChild()
            container.show(child)
            XCTAssertTrue(child.parent === container)
            XCTAssertEqual(container.children.count, 1)
            XCTAssertTrue(child.view.superview === container.view)
            container.hide(child)
            XCTAssertNil(child.parent)
            XCTAssertTrue(container.children.isEmpty)
            XCTAssertEqual(child.log, ["will parent", "did parent", "will nil", "did nil"])

            // Adding a child of another container moves it.
            let other = HalfContainer()
            other.show(child)
            container.addChild(child)
            XCTAssertTrue(child.parent === container)
            XCTAssertTrue(other.children.isEmpty)
        }
    }

    /// An animator tested against a real context: the testbed hands it one, and the test
    /// sees what it added to the container and that it completed exactly once.
    func testAnAnimatorRunsAgainstATestbedContext() {
        MainActor.assumeIsolated {
            let bed = AnimatorTestbed(
                animator: CardGrowAnimator(isPresenting: true),
                dismissal: CardGrowAnimator(isPresenting: false), presented: CardController())
            bed.present()
            bed.step(0.2)
            XCTAssertEqual(bed.context?.kind, .present)
            XCTAssertTrue(bed.context?.containerView.subviews.contains { $0 === bed.presented?.view } ?? false)
            XCTAssertNil(bed.completed, "still running half way")
            let alpha = bed.presented?.view.presentationAlpha ?? 0
            XCTAssertGreaterThan(alpha, 0.2)
            XCTAssertLessThan(alpha, 1)
            XCTAssertTrue(bed.runUntilIdle())
            XCTAssertEqual(bed.completed, true)
            XCTAssertEqual(bed.animateCount, 1)
            bed.dismiss()
            XCTAssertTrue(bed.runUntilIdle())
            XCTAssertEqual(bed.kinds, [.present, .dismiss])
            XCTAssertNil(bed.presented, "dismissed and freed: nothing kept it")
            XCTAssertEqual(bed.diagnostics.map(\.description), [])
        }
    }

    /// An animator that never calls completeTransition is caught: no completion reaches the
    /// testbed and the engine reports it.
    func testATestbedCatchesAMissingCompleteTransition() {
        MainActor.assumeIsolated {
            final class Forgetful: AnimatedTransitioning {
                func transitionDuration(using context: TransitionContext?) -> Double { 0.2 }
                func animateTransition(using context: TransitionContext) {
                    context.view(forKey: .to).map(context.containerView.addSubview)
                }
            }
            let bed = AnimatorTestbed(animator: Forgetful())
            bed.present()
            bed.runUntilIdle(limit: 6)
            XCTAssertNil(bed.completed)
            XCTAssertFalse(bed.diagnostics.isEmpty, "the engine reports the missing completeTransition")
        }
    }
}
