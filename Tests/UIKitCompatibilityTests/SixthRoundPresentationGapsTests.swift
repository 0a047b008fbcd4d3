import CoreGraphics
import UIKitCompatibility
import XCTest

/// The UIKit members the sixth round of never-seen presentation libraries (a pull-to-dismiss,
/// a tab page container, an alert with a landscape layout) reached for and did not find: the
/// system's delete animation, a navigation bar's appearance as UIKit types it, the bar's
/// hide-and-show duration and a controller's preferred orientation.
final class SixthRoundPresentationGapsTests: XCTestCase {
    /// Apple: `perform(_:on:options:animations:completion:)` "performs a specified
    /// system-provided animation on one or more views, along with optional parallel
    /// animations that you define", and `.delete` is the "option to remove views from the
    /// view hierarchy when animation is complete". Half-way the doomed view is half faded and
    /// the parallel change half done; at the end the view is gone from its superview, then
    /// the completion runs, told the animations finished.
    func testTheDeleteAnimationFadesRemovesAndRunsAlongside() {
        MainActor.assumeIsolated {
            let clock = VirtualClock()
            let window = UIWindow(size: CGSize(width: 200, height: 200), clock: clock)
            let doomed = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let sheet = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
            window.rootView.addSubview(doomed)
            window.rootView.addSubview(sheet)
            var finished: Bool?
            var removedFirst = false
            UIView.perform(
                .delete, on: [doomed], options: [.allowUserInteraction, .curveLinear],
                animations: { sheet.frame.origin.y = 0 },
                completion: { done in
                    removedFirst = doomed.superview == nil
                    finished = done
                })
            XCTAssertEqual(sheet.frame.origin.y, 0, "the model changes at once")
            window.tick()
            clock.advance(by: 0.15)
            window.tick()
            XCTAssertEqual(doomed.layer.presentation()?.opacity ?? -1, 0.5, accuracy: 0.02)
            XCTAssertEqual(sheet.layer.presentation()?.position.y ?? -1, 100, accuracy: 1)
            XCTAssertNotNil(doomed.superview, "still there while it fades")
            clock.advance(by: 0.2)
            window.tick()
            window.tick()
            XCTAssertNil(doomed.superview, "removed when the animation is complete")
            XCTAssertEqual(doomed.alpha, 1, "its opacity given back, so it shows if added again")
            XCTAssertTrue(removedFirst, "removed before the completion runs")
            XCTAssertEqual(finished, true)
        }
    }

    /// PullToDismiss calls it with no views at all, to move its own sheet back on the
    /// system's timing: the parallel animations run, and the completion sees them finish.
    func testTheDeleteAnimationOnNoViewsIsATimedAnimation() {
        MainActor.assumeIsolated {
            let clock = VirtualClock()
            let window = UIWindow(size: CGSize(width: 200, height: 200), clock: clock)
            let sheet = UIView(frame: CGRect(x: 0, y: 80, width: 200, height: 100))
            window.rootView.addSubview(sheet)
            var finished = false
            UIView.perform(.delete, on: [], options: [], animations: { sheet.frame.origin.y = 0 }) { finished = $0 }
            window.tick()
            clock.advance(by: 0.1)
            window.tick()
            let y = sheet.layer.presentation()?.frame.origin.y ?? 0
            XCTAssertTrue(y > 0 && y < 80, "on its way: \(y)")
            XCTAssertFalse(finished)
            clock.advance(by: 0.3)
            window.tick()
            window.tick()
            XCTAssertTrue(finished)
            XCTAssertNotNil(sheet.superview, "only the views passed are removed")
        }
    }

    /// Apple: `standardAppearance` is `@NSCopying var standardAppearance:
    /// UINavigationBarAppearance { get set }`, and "the default value of this property is an
    /// appearance object containing the system's default appearance settings"; `copy()`
    /// "creates a copy of the appearance object". So a bar that was never given one still
    /// answers a default appearance, and the bar keeps its own copy of what it is given.
    func testANavigationBarsStandardAppearanceIsNeverNilAndCopied() {
        MainActor.assumeIsolated {
            let bar = UINavigationController(rootViewController: UIViewController()).navigationBar
            let initial: UINavigationBarAppearance = bar.standardAppearance
            XCTAssertNotNil(initial.backgroundEffect, "the system's default: the chrome material")
            XCTAssertNotNil(initial.shadowColor)
            XCTAssertNil(bar.scrollEdgeAppearance, "the scroll-edge one stays optional")

            let opaque = UINavigationBarAppearance()
            opaque.configureWithOpaqueBackground()
            opaque.backgroundColor = .red
            bar.standardAppearance = opaque
            XCTAssertEqual(bar.backgroundColor, UIColor.red)
            opaque.backgroundColor = .blue
            XCTAssertEqual(bar.standardAppearance.backgroundColor, UIColor.red, "the bar kept a copy")
            XCTAssertFalse(bar.standardAppearance === opaque)

            let copy = bar.standardAppearance.copy()
            XCTAssertEqual(copy.backgroundColor, UIColor.red)
            XCTAssertNil(copy.backgroundEffect, "an opaque background has no blur")
            copy.configureWithTransparentBackground()
            XCTAssertEqual(bar.standardAppearance.backgroundColor, UIColor.red, "the copy is apart")
            bar.scrollEdgeAppearance = bar.standardAppearance
            XCTAssertEqual(bar.scrollEdgeAppearance?.backgroundColor, UIColor.red)
        }
    }

    /// `copy()` carries the title attributes too: a copy styles a bar's title as the original.
    func testACopiedAppearanceStylesTheTitleAsTheOriginal() {
        MainActor.assumeIsolated {
            let bar = UINavigationController(rootViewController: UIViewController()).navigationBar
            let appearance = UINavigationBarAppearance()
            appearance.titleTextAttributes = [.foregroundColor: UIColor.green]
            bar.standardAppearance = appearance.copy()
            XCTAssertEqual(bar.titleLabel.textColor, UIColor.green)
            XCTAssertEqual(bar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor, UIColor.green)
        }
    }

    /// Apple: `hideShowBarDuration`, "a variable that specifies the duration when animating
    /// the navigation bar", is `class let hideShowBarDuration: CGFloat`, "a constant value";
    /// UIKit's `UINavigationControllerHideShowBarDuration` is 0.2 s. TabPageViewController
    /// times its tab bar's slide with it.
    func testTheBarsHideAndShowDurationIsUIKitsConstant() {
        let duration: CGFloat = UINavigationController.hideShowBarDuration
        XCTAssertEqual(duration, 0.2)
        XCTAssertEqual(TimeInterval(UINavigationController.hideShowBarDuration), 0.2)
    }

    /// Apple: "If you do not implement this method, the system presents the view controller
    /// using the current orientation of the status bar"
    /// (`preferredInterfaceOrientationForPresentation`). Malert lays its alert out for
    /// landscape only when the device is landscape and this is not portrait.
    func testAControllersPreferredOrientationIsTheStatusBars() {
        MainActor.assumeIsolated {
            WindowScene.$current.withValue(WindowScene()) {
                let controller = UIViewController()
                let tall = UIWindow(size: CGSize(width: 390, height: 844), clock: VirtualClock())
                XCTAssertEqual(controller.preferredInterfaceOrientationForPresentation, .portrait)
                XCTAssertTrue(controller.preferredInterfaceOrientationForPresentation.isPortrait)
                withExtendedLifetime(tall) {}
            }
            WindowScene.$current.withValue(WindowScene()) {
                let controller = UIViewController()
                let wide = UIWindow(size: CGSize(width: 844, height: 390), clock: VirtualClock())
                XCTAssertEqual(controller.preferredInterfaceOrientationForPresentation, .landscapeRight)
                XCTAssertFalse(controller.preferredInterfaceOrientationForPresentation.isPortrait)
                withExtendedLifetime(wide) {}
            }
        }
    }

    /// A side menu's controller as AKSideMenu and SSASideMenu write it: it overrides the
    /// deprecated rotation callback to lay its panels out again.
    @MainActor
    private final class SideMenu: UIViewController {
        var calls: [(UIInterfaceOrientation, TimeInterval, CGSize)] = []
        override func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
            calls.append((toInterfaceOrientation, duration, view.bounds.size))
        }
    }

    /// Apple: `willAnimateRotation(to:duration:)` is "sent to the view controller before
    /// performing a one-step user interface rotation", and "this method is called from
    /// within the animation block used to rotate the view", so the view has its new bounds
    /// there. A window resize is this platform's rotation: one that turns the window from
    /// portrait to landscape calls it with the new orientation; one that keeps its shape
    /// does not.
    func testATurningResizeCallsTheDeprecatedRotationCallback() {
        MainActor.assumeIsolated {
            let window = UIWindow(size: CGSize(width: 400, height: 700), clock: VirtualClock())
            let menu = SideMenu()
            window.rootViewController = menu
            window.tick()
            window.size = CGSize(width: 420, height: 700)
            XCTAssertTrue(menu.calls.isEmpty, "still portrait: no rotation")
            window.size = CGSize(width: 700, height: 400)
            XCTAssertEqual(menu.calls.map(\.0), [.landscapeRight])
            XCTAssertEqual(menu.calls.first?.2, CGSize(width: 700, height: 400), "laid out at the new size")
            window.size = CGSize(width: 400, height: 700)
            XCTAssertEqual(menu.calls.map(\.0), [.landscapeRight, .portrait])
            XCTAssertEqual(menu.calls.map(\.1), [0, 0], "a resize is not animated here")
        }
    }
}
