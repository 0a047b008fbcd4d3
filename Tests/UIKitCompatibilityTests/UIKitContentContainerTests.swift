import PlaygroundKit
import UIKitCompatibility
import XCTest

/// Apple, `UIContentContainer`: "All UIViewController and UIPresentationController objects
/// provide default implementations for the methods of this protocol. When creating your own
/// custom view controller or presentation controller, you can override the default
/// implementations to make adjustments to your content."
/// `preferredContentSizeDidChange(forChildContentContainer:)` "notifies this controller that the
/// preferred size for content for a specified child container has changed": a child's change
/// reaches its parent, and a presented controller's its presentation controller.
final class UIKitContentContainerTests: XCTestCase {
    @MainActor
    private final class Container: UIViewController {
        var changes: [CGSize] = []
        override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
            changes.append(container.preferredContentSize)
            preferredContentSize = container.preferredContentSize
        }
    }

    @MainActor
    private final class Sizing: UIPresentationController {
        var changes: [CGSize] = []
        override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
            changes.append(container.preferredContentSize)
        }
    }

    @MainActor
    private final class Delegate: UIViewControllerTransitioningDelegate {
        var made: Sizing?
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            let controller = Sizing(presentedViewController: presented, presenting: presenting)
            made = controller
            return controller
        }
    }

    func testAChildsNewSizeReachesItsParentOncePerChange() {
        MainActor.assumeIsolated {
            let outer = Container()
            let parent = Container()
            let child = UIViewController()
            outer.addChild(parent)
            parent.addChild(child)
            child.preferredContentSize = CGSize(width: 200, height: 120)
            child.preferredContentSize = CGSize(width: 200, height: 120)
            child.preferredContentSize = CGSize(width: 200, height: 300)
            XCTAssertEqual(parent.changes, [CGSize(width: 200, height: 120), CGSize(width: 200, height: 300)])
            XCTAssertEqual(outer.changes, parent.changes, "a container that adopts the size passes it up")
            let loose = UIViewController()
            loose.preferredContentSize = CGSize(width: 10, height: 10)
            XCTAssertEqual(parent.changes.count, 2, "a controller with no container tells nobody")
        }
    }

    func testAPresentedControllersNewSizeReachesItsPresentationController() throws {
        try MainActor.assumeIsolated {
            let clock = VirtualClock()
            let window = UIWindow(size: CGSize(width: 400, height: 700), clock: clock)
            let root = UIViewController()
            window.rootViewController = root
            window.tick()
            let delegate = Delegate()
            let presented = UIViewController()
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = delegate
            root.present(presented, animated: false)
            window.tick()
            let sizing = try XCTUnwrap(delegate.made)
            presented.preferredContentSize = CGSize(width: 300, height: 240)
            XCTAssertEqual(sizing.changes, [CGSize(width: 300, height: 240)])
        }
    }
}
