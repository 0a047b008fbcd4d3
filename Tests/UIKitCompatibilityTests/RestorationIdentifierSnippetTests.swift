import UIKitCompatibility
import XCTest

/// `restorationIdentifier` as ninjaprox/NVActivityIndicatorView uses it: tag the container
/// it adds to a window, and find that container again among the subviews to remove it.
final class RestorationIdentifierSnippetTests: XCTestCase {
    func testAViewTaggedWithAnIdentifierIsFoundAgainByIt() {
        MainActor.assumeIsolated {
            let identifier = "NVActivityIndicatorViewContainer"
            let window = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let other = UIView()
            let containerView = UIView()
            XCTAssertNil(containerView.restorationIdentifier, "nil by default")
            containerView.restorationIdentifier = identifier
            window.addSubview(other)
            window.addSubview(containerView)
            for item in window.subviews where item.restorationIdentifier == identifier {
                item.removeFromSuperview()
            }
            XCTAssertEqual(window.subviews.count, 1)
            XCTAssertTrue(window.subviews.first === other)
            containerView.restorationIdentifier = nil
            XCTAssertNil(containerView.restorationIdentifier)
            let controller = UIViewController()
            controller.restorationIdentifier = "settings"
            XCTAssertEqual(controller.restorationIdentifier, "settings")
        }
    }
}
