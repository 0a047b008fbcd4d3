import Foundation
import UIKitCompatibility
import XCTest

/// A lightbox's percent-driven dismissal that acts as it finishes, as UIKit code writes it.
@MainActor
private final class DismissalInteraction: UIPercentDrivenInteractiveTransition {
    var calls: [String] = []
    override func finish() {
        super.finish()
        calls.append("finish")
    }
    override func cancel() {
        super.cancel()
        calls.append("cancel")
    }
}

/// A gallery as UIKit code declares one: a page view controller subclass with options.
@MainActor
private final class Gallery: UIPageViewController {
    init(spacing: Float) {
        super.init(
            transitionStyle: UIPageViewController.TransitionStyle.scroll,
            navigationOrientation: UIPageViewController.NavigationOrientation.horizontal,
            options: [UIPageViewController.OptionsKey.interPageSpacing: NSNumber(value: spacing)])
    }

    required init?(coder: ViewCoder) { return nil }
}

/// Names photo galleries and lightboxes use (page view controllers, long presses, a
/// percent-driven transition's `finish()`), compiled as UIKit code writes them.
final class UIKitGalleryGapsTests: XCTestCase {
    // Apple, UIPercentDrivenInteractiveTransition: "call the update(_:), cancel(), and
    // finish() methods" as user events arrive; finish() "Notifies the system that user
    // interactions signaled the completion of the transition." A subclass overriding it
    // sees every finish, the engine's velocity form without a velocity included.
    func testFinishAndCancelWithoutArgumentsAreOverridable() {
        MainActor.assumeIsolated {
            let interaction = DismissalInteraction()
            interaction.finish()
            interaction.finish(velocity: nil)
            interaction.cancel()
            interaction.cancel(velocity: nil)
            interaction.finish(velocity: 2)
            XCTAssertEqual(interaction.calls, ["finish", "finish", "cancel", "cancel"])
        }
    }

    // Apple, UIPageViewController.OptionsKey.interPageSpacing: "The value should be a
    // CGFloat wrapped in an instance of NSNumber. The default value is zero."; transitionStyle "is set when the page view
    // controller is initialized, and cannot be changed."
    func testAPageViewControllerSubclassReadsItsOptions() {
        MainActor.assumeIsolated {
            let gallery = Gallery(spacing: 12)
            XCTAssertEqual(gallery.interPageSpacing, 12)
            XCTAssertEqual(gallery.transitionStyle, .scroll)
            XCTAssertEqual(gallery.spineLocation, .none)
            XCTAssertNil(gallery.viewControllers)
            let press = UILongPressGestureRecognizer()
            press.minimumPressDuration = 0.3
            gallery.view.addGestureRecognizer(press)
            XCTAssertTrue(press.view === gallery.view)
        }
    }

    /// A video controller's remote-control handling compiles as written and, with no remote
    /// controls here, sees only touch events: every `UIEvent` this platform delivers has
    /// `type == .touches` and `subtype == .none`.
    func testEventKindsAndNSInteger() {
        MainActor.assumeIsolated {
            let seconds: NSInteger = NSInteger(61.7)
            XCTAssertEqual(seconds, 61)
            let kinds: [UIEvent.EventType] = [.touches, .motion, .remoteControl, .presses]
            XCTAssertEqual(kinds.map(\.rawValue), [0, 1, 2, 3], "UIKit's raw values")
            XCTAssertEqual(UIEvent.EventSubtype.remoteControlTogglePlayPause.rawValue, 103)
        }
    }

    // Apple, drawHierarchy(in:afterScreenUpdates:): "Returns true if the snapshot is
    // complete, or false if the snapshot is missing image data for any view in the
    // hierarchy." No pixels reach a drawing context here, so the answer is false and a
    // caller falls back as UIKit code does on a failed snapshot.
    func testDrawHierarchyReportsAMissingSnapshot() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIGraphicsBeginImageContextWithOptions(view.bounds.size, false, 1)
            XCTAssertFalse(view.drawHierarchy(in: view.bounds, afterScreenUpdates: true))
            UIGraphicsEndImageContext()
        }
    }
}
