import Foundation
import UIKitCompatibility
import XCTest

/// The small names toast and banner libraries (Toast-Swift, SwiftMessages) use around
/// their views: fitting sizes, boxed points, exclusive touch and accessibility posts.
///
/// Apple, `sizeThatFits(_:)`: "The default implementation of this method returns the
/// existing size of the view. Subclasses can override this method to return a custom value
/// ... This method does not resize the receiver." `sizeToFit()`: "If you want to change the
/// default sizing information for your view, override the sizeThatFits(_:) instead. That
/// method performs any needed calculations and returns them to this method, which then
/// makes the change."
final class UIKitToastNamesTests: XCTestCase {
    /// A view whose best size is always 30 x 20.
    private final class Badge: UIView {
        override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 30, height: 20) }
    }

    func testSizeThatFitsAnswersWithoutResizingAndSizeToFitApplies() {
        MainActor.assumeIsolated {
            let plain = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
            XCTAssertEqual(plain.sizeThatFits(CGSize(width: 500, height: 500)), CGSize(width: 40, height: 10))
            plain.sizeToFit()
            XCTAssertEqual(plain.bounds.size, CGSize(width: 40, height: 10), "a plain view keeps its size")

            let badge = Badge(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            XCTAssertEqual(badge.sizeThatFits(.zero), CGSize(width: 30, height: 20))
            XCTAssertEqual(badge.bounds.size, CGSize(width: 100, height: 100), "asking does not resize")
            badge.sizeToFit()
            XCTAssertEqual(badge.bounds.size, CGSize(width: 30, height: 20), "sizeToFit applies the override")
            XCTAssertEqual(badge.frame.origin, CGPoint(x: 0, y: 0), "from the same origin, as UIKit's")

            let label = UILabel()
            label.text = "Saved"
            XCTAssertEqual(label.sizeThatFits(CGSize(width: 1, height: 1)), label.intrinsicContentSize)
        }
    }

    /// A point boxed in an `NSValue` comes back the same; the other names are accepted.
    func testBoxedPointsExclusiveTouchAndAccessibilityPosts() {
        MainActor.assumeIsolated {
            let value = NSValue(cgPoint: CGPoint(x: 12.5, y: -3))
            XCTAssertEqual(value.cgPointValue, CGPoint(x: 12.5, y: -3))
            let view = UIView()
            XCTAssertFalse(view.isExclusiveTouch)
            view.isExclusiveTouch = true
            XCTAssertTrue(view.isExclusiveTouch)
            UIAccessibility.post(notification: .screenChanged, argument: view)
            UIAccessibility.post(notification: .announcement, argument: "Saved")
            XCTAssertFalse(UIAccessibility.isVoiceOverRunning, "nobody hears the posts")
        }
    }
}

/// `UIApplication.applicationState`, which banners check before they show.
///
/// Apple, `UIApplication.State.active`: "The app is running in the foreground and currently
/// receiving events." The playground's window is on screen and takes input while it runs.
final class UIApplicationStateTests: XCTestCase {
    func testTheRunningPlaygroundIsActive() {
        MainActor.assumeIsolated {
            XCTAssertEqual(UIApplication.shared.applicationState, .active)
            XCTAssertEqual(UIApplication.State.background.rawValue, 2, "UIKit's raw values")
        }
    }
}
