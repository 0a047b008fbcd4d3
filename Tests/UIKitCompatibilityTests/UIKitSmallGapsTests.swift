import UIKitCompatibility
import XCTest

/// Small UIKit names that real libraries use (XLActionController, SPLarkController).
final class UIKitSmallGapsTests: XCTestCase {
    /// Apple, `contentHorizontalAlignment`: "The horizontal alignment of content within the
    /// control's bounds." A button's title moves with it.
    func testAButtonsTitleFollowsTheContentAlignment() {
        MainActor.assumeIsolated {
            let button = UIButton(title: "Go")
            XCTAssertEqual(button.contentHorizontalAlignment, .center)
            button.contentHorizontalAlignment = .left
            XCTAssertEqual(button.titleLabel.textAlignment, .left)
            button.contentHorizontalAlignment = .trailing
            XCTAssertEqual(button.titleLabel.textAlignment, .right, "trailing is the right edge here")
            button.contentHorizontalAlignment = .fill
            XCTAssertEqual(button.titleLabel.textAlignment, .center)
            let alignment: UIControl.ContentHorizontalAlignment = .leading
            XCTAssertEqual(alignment.rawValue, 4)
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

    func testKeptNamesHaveUIKitsDefaults() {
        MainActor.assumeIsolated {
            XCTAssertEqual(UILabel().baselineAdjustment, .alignBaselines)
            XCTAssertEqual(UIViewController().preferredStatusBarUpdateAnimation, .fade)
            XCTAssertEqual(NSEC_PER_SEC, 1_000_000_000)
            XCTAssertEqual(NSEC_PER_SEC / NSEC_PER_MSEC, 1000)
            XCTAssertEqual(USEC_PER_SEC * NSEC_PER_USEC, NSEC_PER_SEC)
        }
    }
}
