import Engine
import Geometry
import XCTest

@testable import Transitions

/// A presentation controller that sizes its presented controller, as presentation
/// libraries do.
@MainActor
private final class HalfHeightPresentationController: PresentationController {
    override func size(
        forChildContentContainer container: any ContentContainer, withParentContainerSize parentSize: Size
    )
        -> Size
    {
        Size(width: parentSize.width, height: parentSize.height / 2)
    }
}

final class ContentContainerTests: XCTestCase {
    /// Apple, `UIContentContainer`: "All UIViewController and UIPresentationController
    /// objects provide default implementations for the methods of this protocol. When
    /// creating your own custom view controller or presentation controller, you can override
    /// the default implementations to make adjustments to your content." The default leaves
    /// a child its parent's whole size; an override is what a caller holding any
    /// presentation controller gets.
    func testTheDefaultSizeIsTheParentsAndASubclassOverridesIt() {
        MainActor.assumeIsolated {
            let presenting = ViewController()
            let presented = ViewController()
            let plain = PresentationController(presentedViewController: presented, presenting: presenting)
            let half: PresentationController = HalfHeightPresentationController(
                presentedViewController: presented, presenting: presenting)
            for parent in [Size(width: 400, height: 720), Size(width: 1024, height: 768), .zero] {
                XCTAssertEqual(plain.size(forChildContentContainer: presented, withParentContainerSize: parent), parent)
                XCTAssertEqual(
                    half.size(forChildContentContainer: presented, withParentContainerSize: parent),
                    Size(width: parent.width, height: parent.height / 2))
            }
            presented.preferredContentSize = Size(width: 300, height: 200)
            XCTAssertEqual(plain.preferredContentSize, Size(width: 300, height: 200))
        }
    }

    /// A view controller is an NSObject in UIKit: `==` and the hash are its identity, so a
    /// controller equals only itself, whatever its state, and sets keep one entry per object.
    func testViewControllersAreEqualOnlyToThemselves() {
        MainActor.assumeIsolated {
            let first = ViewController()
            let second = ViewController()
            XCTAssertEqual(first, first)
            XCTAssertNotEqual(first, second)
            let hash = first.hashValue
            first.preferredContentSize = Size(width: 10, height: 10)
            XCTAssertEqual(first.hashValue, hash)
            XCTAssertEqual(Set([first, second, first]).count, 2)
            let presenting: ViewController? = first
            XCTAssertTrue(presenting == first)
        }
    }
}
