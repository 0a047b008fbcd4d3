import UIKitCompatibility
import XCTest

/// `UIImage`'s accessibility: it adopts `UIAccessibilityIdentification` as views do, and
/// carries the `UIAccessibility` label an image view reads out.
final class ImageAccessibilityTests: XCTestCase {
    /// Apple, `UIAccessibilityIdentification.accessibilityIdentifier`: "A string that
    /// identifies the user interface element." UIKit code (and UI tests) name an image with
    /// it, `image.accessibilityIdentifier = "star"`; each image keeps its own, nil until set,
    /// beside its `accessibilityLabel`.
    func testAnImageKeepsItsOwnIdentifierBesideItsLabel() {
        MainActor.assumeIsolated {
            let star = UIImage(drawing: .init(size: CGSize(width: 1, height: 1)), scale: 1)
            let other = UIImage(drawing: .init(size: CGSize(width: 1, height: 1)), scale: 1)
            XCTAssertNil(star.accessibilityIdentifier)
            star.accessibilityIdentifier = "star"
            star.accessibilityLabel = "A star"
            XCTAssertEqual(star.accessibilityIdentifier, "star")
            XCTAssertEqual(star.accessibilityLabel, "A star", "the label is kept apart from the identifier")
            XCTAssertNil(other.accessibilityIdentifier, "one image's identifier is not another's")
            star.accessibilityIdentifier = nil
            XCTAssertNil(star.accessibilityIdentifier)
        }
    }
}
