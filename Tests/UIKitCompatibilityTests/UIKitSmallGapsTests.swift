import UIKitCompatibility
import XCTest

/// Small UIKit names that never-seen libraries reached for: a controller's split view
/// controller, `NSTextAlignment`'s numbers, and the rotation request.
final class UIKitSmallGapsTests: XCTestCase {
    /// Apple, `UIViewController.navigationController`: "The nearest ancestor in the view
    /// controller hierarchy that is a navigation controller. If the view controller or one of
    /// its ancestors is a child of a navigation controller, this property contains the owning
    /// navigation controller. This property is nil if the view controller is not embedded
    /// inside a navigation controller." `splitViewController` keeps the same rule for split
    /// view controllers: checked for a column, a controller nested in a column's navigation
    /// controller, the split itself (its own ancestors only) and a controller outside any.
    func testSplitViewControllerIsTheNearestSplitAncestor() {
        MainActor.assumeIsolated {
            let split = UISplitViewController()
            let primary = UIViewController()
            let detail = UIViewController()
            let navigation = UINavigationController(rootViewController: detail)
            split.viewControllers = [primary, navigation]
            XCTAssertTrue(primary.splitViewController === split)
            XCTAssertTrue(navigation.splitViewController === split)
            XCTAssertTrue(detail.splitViewController === split)
            XCTAssertNil(split.splitViewController)
            XCTAssertNil(UIViewController().splitViewController)
            let outer = UISplitViewController()
            outer.viewControllers = [split, UIViewController()]
            XCTAssertTrue(detail.splitViewController === split, "the nearest, not the outermost")
            XCTAssertTrue(split.splitViewController === outer)
        }
    }

    func testHidingTheNavigationBarGivesTheContentItsPlace() {
        MainActor.assumeIsolated {
            let nav = UINavigationController(rootViewController: UIViewController())
            XCTAssertFalse(nav.isNavigationBarHidden)
            nav.setNavigationBarHidden(true, animated: true)
            XCTAssertTrue(nav.isNavigationBarHidden)
            XCTAssertTrue(nav.navigationBar.isHidden)
            nav.setNavigationBarHidden(false, animated: false)
            XCTAssertFalse(nav.navigationBar.isHidden)
        }
    }

    /// `NSTextAlignment`'s raw values on iOS: left 0, center 1, right 2, justified 3,
    /// natural 4 (`NSTextAlignmentLeft = 0, NSTextAlignmentCenter = 1, NSTextAlignmentRight
    /// = 2`; macOS swaps center and right). Any other number is no alignment.
    func testTextAlignmentFromUIKitsNumbers() {
        let expected: [Int: NSTextAlignment] = [0: .left, 1: .center, 2: .right, 3: .justified, 4: .natural]
        for n in -3...12 {
            XCTAssertEqual(NSTextAlignment(rawValue: n), expected[n], "raw value \(n)")
        }
    }

    /// The rotation request is accepted at any time and changes no layout: the window's
    /// shape, not a device, is the orientation here.
    func testAttemptRotationChangesNothing() {
        MainActor.assumeIsolated {
            let controller = UIViewController()
            controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            UIViewController.attemptRotationToDeviceOrientation()
            XCTAssertEqual(controller.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        }
    }
}

/// A controller subclass as storyboard-era libraries write it: it overrides `awakeFromNib()`
/// and calls super. No storyboard loads it here, so the system never calls it; a direct call
/// reaches the override, which is what overriding must keep.
final class ControllerAwakeFromNibTests: XCTestCase {
    func testAControllerMayOverrideAwakeFromNib() {
        MainActor.assumeIsolated {
            final class MenuController: UIViewController {
                var awoke = 0
                override func awakeFromNib() {
                    super.awakeFromNib()
                    awoke += 1
                }
            }
            let menu = MenuController()
            menu.loadViewIfNeeded()
            XCTAssertEqual(menu.awoke, 0, "no nib, so the system never calls it")
            menu.awakeFromNib()
            XCTAssertEqual(menu.awoke, 1)
            let asBase: UIViewController = menu
            asBase.awakeFromNib()
            XCTAssertEqual(menu.awoke, 2, "dispatched to the override through the base type")
        }
    }
}
