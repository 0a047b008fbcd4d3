import CoreGraphics
import UIKitCompatibility
import XCTest

/// The smaller UIKit names a drag-to-resize panel library uses, each with UIKit's rule.
final class FloatingPanelGapsTests: XCTestCase {
    /// Apple, `UICollectionViewController`: "A view controller that specializes in managing
    /// a collection view." Its `collectionView` is its view, made with the layout it was
    /// given, and it is the collection's data source and delegate.
    func testACollectionViewControllerOwnsItsCollectionView() {
        MainActor.assumeIsolated {
            let layout = UICollectionViewFlowLayout()
            let controller = UICollectionViewController(collectionViewLayout: layout)
            let collection = controller.collectionView!
            XCTAssertTrue(controller.view === collection)
            XCTAssertTrue(collection.collectionViewLayout === layout)
            XCTAssertTrue(collection.dataSource === controller)
            XCTAssertTrue(collection.delegate === controller)
            XCTAssertEqual(controller.collectionView(collection, numberOfItemsInSection: 0), 0)
            let parent: UIViewController = controller
            XCTAssertTrue(parent is UICollectionViewController)
        }
    }

    /// Apple, `UITableView.isEditing`: "A Boolean value that determines whether the table view
    /// is in editing mode ... The default value of this property is false." and
    /// `setEditing(_:animated:)` sets it.
    func testATableIsNotEditingUntilToldSo() {
        MainActor.assumeIsolated {
            let table = UITableView(frame: .zero, style: .plain)
            XCTAssertFalse(table.isEditing)
            table.setEditing(true, animated: true)
            XCTAssertTrue(table.isEditing)
            table.isEditing = false
            XCTAssertFalse(table.isEditing)
        }
    }

    /// Apple, `NSException.init(name:reason:userInfo:)`: "Initializes and returns a newly
    /// allocated exception object." The name, reason and information read back; `raise()`
    /// ends the process (untestable here), so only its message is checked.
    func testAnExceptionKeepsItsNameAndReason() {
        let exception = NSException(name: .invalidArgumentException, reason: "bad delegate", userInfo: nil)
        XCTAssertEqual(exception.name.rawValue, "NSInvalidArgumentException")
        XCTAssertEqual(exception.reason, "bad delegate")
        XCTAssertNil(exception.userInfo)
        XCTAssertEqual(
            exception.terminationMessage,
            "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'bad delegate'")
    }

    /// Core Graphics brings the C math functions: `CoreGraphics.log` is the natural logarithm.
    func testCoreGraphicsNamesTheMathFunctions() {
        for x in [0.5, 1, 2.718281828459045, 10] {
            XCTAssertEqual(CoreGraphics.log(x), Foundation.log(x))
            XCTAssertEqual(CoreGraphics.pow(x, 2), x * x, accuracy: 1e-12)
        }
    }

    /// Apple, `UICornerConfiguration.corners(topLeftRadius:topRightRadius:bottomLeftRadius:
    /// bottomRightRadius:)`: "A configuration with independent radii for each corner";
    /// `capsule(maximumRadius:)`: "rounds the corners into a capsule shape, scaling with the
    /// view's size and clamped to the maximumRadius". `effectiveRadius(corner:)` reads a
    /// corner's radius back.
    func testCornerConfigurationsResolveEachCorner() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
            XCTAssertNil(view.cornerConfiguration)
            XCTAssertEqual(view.effectiveRadius(corner: .topLeft), 0)
            view.cornerConfiguration = .corners(
                topLeftRadius: .fixed(16), topRightRadius: .fixed(16), bottomLeftRadius: nil, bottomRightRadius: nil)
            XCTAssertEqual(view.effectiveRadius(corner: .topLeft), 16)
            XCTAssertEqual(view.effectiveRadius(corner: .bottomRight), 0)
            XCTAssertEqual(view.layer.cornerRadius, 16)
            XCTAssertEqual(view.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner], "the top corners")
            for (maximum, expected) in [(nil, 30.0), (12.0, 12.0)] as [(Double?, Double)] {
                view.cornerConfiguration = .capsule(maximumRadius: maximum)
                XCTAssertEqual(view.effectiveRadius(corner: .bottomLeft), expected)
                XCTAssertEqual(view.layer.cornerRadius, expected)
            }
            view.cornerConfiguration = .uniformCorners(radius: .containerConcentric(minimum: 8))
            XCTAssertEqual(view.effectiveRadius(corner: .topRight), 8, "concentric resolves to its minimum here")
        }
    }

    /// Apple, `UIAccessibilityAction.accessibilityPerformEscape()`: "Dismisses a modal view
    /// and returns the success or failure of the action." The default dismisses nothing.
    func testEscapeDoesNothingByDefault() {
        MainActor.assumeIsolated {
            XCTAssertFalse(UIViewController().accessibilityPerformEscape())
            XCTAssertNil(UIViewController().childForHomeIndicatorAutoHidden)
            XCTAssertNil(UIViewController().childForScreenEdgesDeferringSystemGestures)
            let controller = UIViewController()
            XCTAssertFalse(controller.prefersHomeIndicatorAutoHidden, "UIKit's default")
            XCTAssertEqual(controller.preferredScreenEdgesDeferringSystemGestures, [], "UIKit's default")
            controller.setNeedsUpdateOfHomeIndicatorAutoHidden()
            controller.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        }
    }
}

/// A view subclass in another module observes its own `isHidden`, as UIKit code overrides
/// the property to follow it (UIKit's `isHidden` is an open property).
private final class HiddenFollowingView: UIView {
    var followers: [Bool] = []
    override var isHidden: Bool {
        didSet { followers.append(isHidden) }
    }
}

final class OverridablePropertiesTests: XCTestCase {
    func testAnOverrideOfIsHiddenSeesEachSet() {
        MainActor.assumeIsolated {
            let view = HiddenFollowingView()
            view.isHidden = true
            view.isHidden = false
            XCTAssertEqual(view.followers, [true, false])
        }
    }
}

/// A pan recognizer subclass whose designated initializer calls UIKit's
/// `super.init(target: nil, action: nil)`, as a panel library's own recognizer does.
private final class NamedPan: UIPanGestureRecognizer {
    init() {
        super.init(target: nil, action: nil)
        name = "PanelPan"
    }
}

final class PanSubclassInitTests: XCTestCase {
    /// Apple, `UIGestureRecognizer.init(target:action:)`: "Initializes an allocated
    /// gesture-recognizer object with a target and an action selector" (both may be nil);
    /// the subclass works as any pan: it recognizes a drag on its view.
    func testASubclassCallingSuperWithNilTargetAndActionRecognizesADrag() {
        MainActor.assumeIsolated {
            let window = UIWindow(size: CGSize(width: 300, height: 300), clock: VirtualClock())
            let pan = NamedPan()
            var states: [UIGestureRecognizer.State] = []
            pan.addTarget { states.append($0.state) }
            window.rootView.addGestureRecognizer(pan)
            window.send(.pointerDown(CGPoint(x: 50, y: 50)))
            window.send(.pointerMoved(CGPoint(x: 50, y: 120)))
            window.send(.pointerUp(CGPoint(x: 50, y: 120)))
            window.tick()
            XCTAssertEqual(pan.name, "PanelPan")
            XCTAssertEqual(states.first, .began)
            XCTAssertEqual(states.last, .ended)
        }
    }
}
