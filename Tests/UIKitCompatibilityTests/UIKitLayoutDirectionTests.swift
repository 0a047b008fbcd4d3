import UIKitCompatibility
import XCTest

/// The writing-direction names side menus and drawers read to pick their edge, the screen
/// snapshot they put under a menu, and `shouldAutorotate`.
///
/// Apple, `userInterfaceLayoutDirection(for:)`: "Returns the user interface layout
/// direction appropriate for the specified semantic content attribute." The playground has
/// no user language and runs left-to-right, as an app in English does, so only a forced
/// right-to-left attribute answers right-to-left.
final class UIKitLayoutDirectionTests: XCTestCase {
    func testOnlyAForcedRightToLeftAttributeRunsRightToLeft() {
        MainActor.assumeIsolated {
            let view = UIView()
            XCTAssertEqual(view.semanticContentAttribute, .unspecified)
            for attribute: UISemanticContentAttribute in [
                .unspecified, .playback, .spatial, .forceLeftToRight, .forceRightToLeft,
            ] {
                view.semanticContentAttribute = attribute
                let expected: UIUserInterfaceLayoutDirection =
                    attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
                XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: attribute), expected)
                XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, expected)
            }
            XCTAssertEqual(UISemanticContentAttribute.forceRightToLeft.rawValue, 4, "UIKit's raw values")
            XCTAssertEqual(UIUserInterfaceLayoutDirection.rightToLeft.rawValue, 1)
            XCTAssertTrue(UIViewController().shouldAutorotate)
        }
    }

    /// `UIScreen.main.snapshotView(afterScreenUpdates:)` is a frozen copy of the window,
    /// sized as it is, or an empty view before there is one.
    func testTheScreenSnapshotCopiesTheWindow() {
        MainActor.assumeIsolated {
            XCTAssertEqual(UIScreen.main.snapshotView(afterScreenUpdates: false).bounds.size, .zero)
            WindowScene.$current.withValue(WindowScene()) {
                let window = UIWindow(size: CGSize(width: 320, height: 480), clock: VirtualClock())
                window.rootView.backgroundColor = .red
                let snapshot = UIScreen.main.snapshotView(afterScreenUpdates: false)
                XCTAssertEqual(snapshot.bounds.size, CGSize(width: 320, height: 480))
                XCTAssertFalse(snapshot === window)
            }
        }
    }
}
