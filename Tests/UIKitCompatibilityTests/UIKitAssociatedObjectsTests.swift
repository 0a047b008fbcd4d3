import Engine
import Transitions
import UIKitCompatibility
import XCTest

/// Objective-C's associated objects, which UIKit code uses to add stored properties in
/// extensions. Apple, `objc_setAssociatedObject(_:_:_:_:)`: "Sets an associated value for a
/// given object using a given key and association policy", where the value is "the value to
/// associate with the key key for object. Pass nil to clear an existing association."
final class UIKitAssociatedObjectsTests: XCTestCase {
    private enum Keys {
        nonisolated(unsafe) static var badge = 0
        nonisolated(unsafe) static var height = 0
        nonisolated(unsafe) static var owner = 0
    }

    func testAValueIsKeptPerObjectAndPerKeyUntilCleared() {
        MainActor.assumeIsolated {
            let first = UIViewController()
            let second = UIViewController()
            objc_setAssociatedObject(first, &Keys.badge, "new", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            objc_setAssociatedObject(first, &Keys.height, 320.0, .OBJC_ASSOCIATION_RETAIN)
            XCTAssertEqual(objc_getAssociatedObject(first, &Keys.badge) as? String, "new")
            XCTAssertEqual(objc_getAssociatedObject(first, &Keys.height) as? Double, 320)
            XCTAssertNil(objc_getAssociatedObject(second, &Keys.badge), "another object has its own values")
            objc_setAssociatedObject(first, &Keys.badge, "seen", .OBJC_ASSOCIATION_COPY_NONATOMIC)
            XCTAssertEqual(objc_getAssociatedObject(first, &Keys.badge) as? String, "seen", "a new value replaces")
            objc_setAssociatedObject(first, &Keys.badge, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            XCTAssertNil(objc_getAssociatedObject(first, &Keys.badge), "nil clears the association")
            XCTAssertEqual(objc_getAssociatedObject(first, &Keys.height) as? Double, 320, "other keys stay")
            objc_removeAssociatedObjects(first)
            XCTAssertNil(objc_getAssociatedObject(first, &Keys.height))
        }
    }

    /// Every kind of object UIKit code attaches values to here: views, controllers, gesture
    /// recognizers, layers and presentation controllers.
    func testViewsRecognizersLayersAndPresentationControllersCarryValues() {
        MainActor.assumeIsolated {
            let view = UIView()
            let presented = UIViewController()
            let carriers: [Any] = [
                view, UIScrollView(), presented, UINavigationController(rootViewController: UIViewController()),
                UIPanGestureRecognizer(), view.layer,
                UIPresentationController(presentedViewController: presented, presenting: nil),
            ]
            for (i, carrier) in carriers.enumerated() {
                objc_setAssociatedObject(carrier, &Keys.badge, i, .OBJC_ASSOCIATION_RETAIN)
            }
            for (i, carrier) in carriers.enumerated() {
                XCTAssertEqual(objc_getAssociatedObject(carrier, &Keys.badge) as? Int, i, "\(type(of: carrier))")
            }
        }
    }

    /// A retained value lives as long as its object holds it; an assigned (not retained) one
    /// does not keep its value alive, and reads nil once the value is gone.
    func testRetainKeepsTheValueAliveAndAssignDoesNot() {
        MainActor.assumeIsolated {
            let host = UIViewController()
            weak var retained: UIView?
            weak var assigned: UIView?
            do {
                let kept = UIView()
                let notKept = UIView()
                retained = kept
                assigned = notKept
                objc_setAssociatedObject(host, &Keys.owner, kept, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                objc_setAssociatedObject(host, &Keys.height, notKept, .OBJC_ASSOCIATION_ASSIGN)
                XCTAssertTrue(objc_getAssociatedObject(host, &Keys.height) as? UIView === notKept)
            }
            XCTAssertNotNil(retained, "the retained value outlives its last other reference")
            XCTAssertNil(assigned, "the assigned value does not")
            XCTAssertNil(objc_getAssociatedObject(host, &Keys.height), "and reads nil once gone")
            XCTAssertTrue(objc_getAssociatedObject(host, &Keys.owner) as? UIView === retained)
        }
    }

    /// An object with no place for associated values here is refused with a diagnostic,
    /// and reads nil, rather than crashing.
    func testAnObjectThatCannotCarryValuesReadsNil() {
        MainActor.assumeIsolated {
            final class Plain {}
            let plain = Plain()
            objc_setAssociatedObject(plain, &Keys.badge, "x", .OBJC_ASSOCIATION_RETAIN)
            XCTAssertNil(objc_getAssociatedObject(plain, &Keys.badge))
        }
    }
}
