import UIKitCompatibility
import XCTest

/// A container that makes its elements on demand, as message and overlay views do: it
/// overrides the three container methods and leaves `accessibilityElements` nil.
private final class OnDemandContainer: UIView {
    let made: [UIView] = [UILabel(), UIButton()]
    override func accessibilityElementCount() -> Int { made.count }
    override func accessibilityElement(at index: Int) -> Any? { made[index] }
    override func index(ofAccessibilityElement element: Any) -> Int {
        made.firstIndex { $0 === element as AnyObject } ?? NSNotFound
    }
}

/// A view class of this module, for the class-name rule.
final class NamedCardView: UIView {}

/// UIKit members of responders, tab bars and bar items that UIKit code overrides or reads back.
///
/// Apple, `UIAccessibilityContainer`: "Provide a set of methods that view subclasses use to
/// make subcomponents accessible as separate elements", listing `accessibilityElementCount()`,
/// `accessibilityElement(at:)`, `index(ofAccessibilityElement:)` and `accessibilityElements`.
/// Apple, `UITabBar.items`: "The items displayed by the tab bar"; `selectedItem`: "The
/// currently selected item on the tab bar"; `setItems(_:animated:)`: "Sets the items on the
/// tab bar, optionally animating any changes into position." `UIBarButtonItem.target`: "The
/// object that receives an action when the user selects the item." NSObject's class method
/// `description()`: "NSObject’s implementation of this method simply prints the name of the
/// class" (a Swift class's Objective-C name is module-qualified).
final class ResponderMembersTests: XCTestCase {
    func testAViewSubclassOverridesTheContainerMethodsAndCallersThroughUIViewSeeTheOverride() {
        MainActor.assumeIsolated {
            let container = OnDemandContainer()
            let asView: UIView = container
            XCTAssertNil(asView.accessibilityElements)
            XCTAssertEqual(asView.accessibilityElementCount(), 2)
            XCTAssertTrue(asView.accessibilityElement(at: 1) as AnyObject === container.made[1])
            XCTAssertEqual(asView.index(ofAccessibilityElement: container.made[0]), 0)
            XCTAssertEqual(asView.index(ofAccessibilityElement: UIView()), NSNotFound)
        }
    }

    func testTheDefaultsReadAccessibilityElementsOnViewsAndControllersAlike() {
        MainActor.assumeIsolated {
            let controller = UIViewController()
            let label = UILabel()
            XCTAssertEqual(controller.accessibilityElementCount(), 0)
            XCTAssertNil(controller.accessibilityElement(at: 0))
            XCTAssertEqual(controller.index(ofAccessibilityElement: label), NSNotFound)
            controller.accessibilityElements = [label]
            XCTAssertEqual(controller.accessibilityElementCount(), 1)
            XCTAssertEqual(controller.index(ofAccessibilityElement: label), 0)
            XCTAssertNil(controller.accessibilityElement(at: -1), "outside the list is nil, never a trap")
        }
    }

    func testATabBarControllersBarListsItsChildrensItemsAndSelectsTheShownOnesItem() {
        MainActor.assumeIsolated {
            let first = UIViewController()
            first.title = "One"
            let second = UIViewController()
            second.title = "Two"
            let tabs = UITabBarController(viewControllers: [first, second])
            tabs.loadViewIfNeeded()
            let items = tabs.tabBar.items ?? []
            XCTAssertEqual(items.count, 2)
            XCTAssertTrue(items[0] === first.tabBarItem && items[1] === second.tabBarItem)
            XCTAssertTrue(tabs.tabBar.selectedItem === first.tabBarItem)
            tabs.select(1, animated: false)
            XCTAssertTrue(tabs.tabBar.selectedItem === second.tabBarItem)
        }
    }

    func testSetItemsReplacesTheItemsAndDropsASelectionThatIsNoLongerAmongThem() {
        MainActor.assumeIsolated {
            let bar = UITabBar()
            XCTAssertNil(bar.items)
            XCTAssertNil(bar.selectedItem)
            let kept = UITabBarItem(title: "Kept")
            let dropped = UITabBarItem(title: "Dropped")
            bar.setItems([kept, dropped], animated: true)
            bar.selectedItem = dropped
            bar.setItems([kept], animated: false)
            XCTAssertNil(bar.selectedItem)
            bar.selectedItem = kept
            bar.items = [UITabBarItem(), kept]
            XCTAssertTrue(bar.selectedItem === kept, "a selection still among the items stays")
        }
    }

    func testABarButtonItemKeepsItsTargetWeakly() {
        MainActor.assumeIsolated {
            var target: UIViewController? = UIViewController()
            let item = UIBarButtonItem(title: "Done", style: .done, target: target, action: nil)
            XCTAssertTrue(item.target === target)
            let system = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: target, action: nil)
            XCTAssertTrue(system.target === target)
            target = nil
            XCTAssertNil(item.target, "the item does not keep its target alive")
        }
    }

    func testTheClassDescriptionIsTheModuleQualifiedNameOfTheDynamicClass() {
        MainActor.assumeIsolated {
            func name<T: UIView>(of type: T.Type) -> String { T.description() }
            XCTAssertEqual(NamedCardView.description(), "UIKitCompatibilityTests.NamedCardView")
            XCTAssertEqual(name(of: NamedCardView.self).components(separatedBy: ".").last, "NamedCardView")
            let asView: UIView.Type = NamedCardView.self
            XCTAssertEqual(asView.description(), "UIKitCompatibilityTests.NamedCardView")
            XCTAssertNotEqual(UIViewController.description(), UIView.description())
            XCTAssertTrue(NamedCardView().description.hasPrefix("<"), "the instance's description is unchanged")
        }
    }
}
