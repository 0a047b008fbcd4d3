import Engine
import Geometry
import XCTest

@testable import Transitions

/// A custom back indicator (`backIndicatorImage` with its transition mask) in place of the
/// back button's chevron.
final class NavigationBarBackIndicatorTests: XCTestCase {
    /// Apple, `UINavigationBar.backIndicatorImage`: "The image shown beside the Back button.
    /// If you want to customize the back-indicator image, you must also set
    /// backIndicatorTransitionMaskImage." The image alone leaves the chevron; with the mask
    /// the button shows the image before the title and the chevron is gone; clearing the
    /// mask brings the chevron back. The change shows at once, not at the next push.
    func testTheBackIndicatorImageReplacesTheChevronOnlyWithItsMask() {
        MainActor.assumeIsolated {
            let bar = NavigationBar(frame: Rect(x: 0, y: 0, width: 320, height: NavigationBar.height))
            bar.setItems([NavigationItem(title: "Inbox"), NavigationItem(title: "Message")], animated: false)
            XCTAssertEqual(bar.backButton.title, "\u{2039} Inbox")
            guard let arrow = Image(systemName: "arrow.left") else { return XCTFail("the arrow symbol") }

            bar.backIndicatorImage = arrow
            XCTAssertEqual(bar.backButton.title, "\u{2039} Inbox", "the image without its mask changes nothing")
            XCTAssertNil(bar.backButton.currentImage)

            bar.backIndicatorTransitionMaskImage = arrow
            XCTAssertEqual(bar.backButton.title, "Inbox", "the image, not the chevron, goes before the title")
            XCTAssertTrue(bar.backButton.currentImage === arrow)
            bar.layoutIfNeeded()
            bar.backButton.layoutIfNeeded()
            let image = bar.backButton.imageView?.frame ?? .zero
            let label = bar.backButton.titleLabel?.frame ?? .zero
            XCTAssertGreaterThan(arrow.size.width, 0)
            XCTAssertEqual(image.width, arrow.size.width, accuracy: 0.5, "drawn at its own size")
            XCTAssertLessThanOrEqual(image.maxX, label.minX, "at the leading edge, before the title")

            bar.pushItem(NavigationItem(title: "Reply"), animated: false)
            XCTAssertEqual(bar.backButton.title, "Message", "a pushed level keeps the custom indicator")
            XCTAssertTrue(bar.backButton.currentImage === arrow)

            bar.backIndicatorTransitionMaskImage = nil
            XCTAssertEqual(bar.backButton.title, "\u{2039} Message", "without the mask the chevron is back")
            XCTAssertNil(bar.backButton.currentImage)
        }
    }
}
