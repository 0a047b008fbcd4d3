import PlaygroundKit
import UIKitCompatibility
import XCTest

/// The container snippet (UIKitContainerTransitionSnippet.swift) run headless: a context of
/// the container's own drives an animator written against UIKit's protocol.
final class UIKitContainerTransitionTests: XCTestCase {
    @MainActor
    private struct Scene {
        let clock = VirtualClock()
        let window: UIWindow
        let pages = (0..<3).map { _ in UIViewController() }
        let container: SwapContainerViewController

        init() {
            window = UIWindow(size: CGSize(width: 300, height: 500), clock: clock)
            container = SwapContainerViewController(pages: pages)
            window.rootViewController = container
            window.tick()
        }

        func run(seconds: Double) {
            for _ in 0..<Int(seconds * 60) {
                clock.advance(by: 1.0 / 60)
                window.tick()
            }
        }
    }

    /// UIKit, `completeTransition(_:)`: "You must call this method after your animations
    /// have completed to notify the system that the transition animation is done." Here the
    /// container is that system: whichever child it swaps to, and in either direction, the
    /// swap is unfinished (both children in the container, mid-slide) until the animator's
    /// completion calls `completeTransition(true)`, and finished after it (only the new
    /// child, filling the container, the child list and `animationEnded(true)` updated).
    func testTheContainersOwnContextFinishesTheSwapOnCompleteTransition() {
        MainActor.assumeIsolated {
            let scene = Scene()
            let container = scene.container
            let bounds = container.view.bounds
            var ended: [Bool] = []
            for (from, to) in [(0, 2), (2, 1), (1, 0)] {
                container.select(to)
                scene.run(seconds: 0.15)
                XCTAssertTrue(container.isSwapping, "\(from) -> \(to): not done before the animation ends")
                XCTAssertTrue(scene.pages[from].view.superview === container.view)
                XCTAssertTrue(scene.pages[to].view.superview === container.view)
                scene.run(seconds: 0.3)
                ended.append(true)
                XCTAssertFalse(container.isSwapping, "\(from) -> \(to): completeTransition(true) ended it")
                XCTAssertEqual(container.selectedIndex, to)
                XCTAssertTrue(container.children.elementsEqual([scene.pages[to]], by: ===))
                XCTAssertNil(scene.pages[from].view.superview, "the outgoing child's view left")
                XCTAssertEqual(scene.pages[to].view.frame, bounds, "the incoming child fills the container")
                XCTAssertEqual(container.animator.ended, ended)
            }
        }
    }

    /// Half-way, each child is where the context's frames put it: the incoming one starts a
    /// container's width off on the side the swap comes from, the outgoing one leaves towards
    /// the other (UIKit's `initialFrame(for:)` / `finalFrame(for:)`, in container coordinates).
    func testTheAnimatorMovesEachChildFromTheContextsInitialToItsFinalFrame() {
        MainActor.assumeIsolated {
            let scene = Scene()
            let width = scene.container.view.bounds.width
            for (to, direction) in [(1, -1.0), (0, 1.0)] {
                let from = scene.container.selectedIndex
                scene.container.select(to)
                scene.run(seconds: 0.15)
                let leaving = scene.pages[from].view.layer.presentation()?.frame ?? .zero
                let coming = scene.pages[to].view.layer.presentation()?.frame ?? .zero
                XCTAssertLessThan(abs(leaving.minX), width, "the outgoing child is on its way")
                XCTAssertEqual(leaving.minX.sign == .minus, direction < 0, "it leaves towards the far side")
                XCTAssertEqual(coming.minX - leaving.minX, -direction * width, accuracy: 0.5, "side by side")
                scene.run(seconds: 0.3)
            }
        }
    }

    /// What the protocol adds beyond UIKit has defaults, so a context written against UIKit's
    /// protocol needs nothing more: a swap of children, with no presentation controller.
    func testAContainersOwnContextGetsTheEngineOnlyMembersByDefault() {
        MainActor.assumeIsolated {
            let scene = Scene()
            scene.container.view.layoutIfNeeded()
            let context: UIViewControllerContextTransitioning = PrivateTransitionContext(
                from: scene.pages[0], to: scene.pages[1], goingRight: true)
            XCTAssertEqual(context.kind, .tab)
            XCTAssertNil(context.presentationController)
            XCTAssertEqual(context.presentationStyle, .custom)
        }
    }
}
