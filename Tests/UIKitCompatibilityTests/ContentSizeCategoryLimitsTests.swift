import UIKitCompatibility
import XCTest

/// A label that forwards its limits to an inner label, as a scrolling label does with the
/// label it draws through.
private final class ForwardingLabel: UILabel {
    let inner = UILabel()

    override var maximumContentSizeCategory: UIContentSizeCategory? {
        get { inner.maximumContentSizeCategory }
        set {
            inner.maximumContentSizeCategory = newValue
            super.maximumContentSizeCategory = newValue
        }
    }

    override var appliedContentSizeCategoryLimitsDescription: String {
        inner.appliedContentSizeCategoryLimitsDescription
    }
}

/// A view's content size category limits (iOS 15), which bound the text size its traits and
/// its subviews' traits report.
///
/// Apple (`minimumContentSizeCategory`): "The minimum content size category for the view and
/// its subviews. Use this property to limit which content size categories your view hierarchy
/// supports. ... Set this property to `nil` to remove the minimum limit for the content size
/// category." (`appliedContentSizeCategoryLimitsDescription`): "A string that lists each of
/// the view's superviews, its content size category, and whether that view has content size
/// category limits."
final class ContentSizeCategoryLimitsTests: XCTestCase {
    /// The window reports `.large`; a limit on a container bounds it for the container and
    /// every view inside, a view's own limit applies inside its container's, a maximum wins
    /// over a larger minimum, and nil lifts a limit.
    func testLimitsBoundTheTextSizeForTheViewAndItsSubviews() {
        MainActor.assumeIsolated {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let container = UIView()
            let label = UILabel()
            window.addSubview(container)
            container.addSubview(label)
            XCTAssertEqual(label.traitCollection.preferredContentSizeCategory, .large)

            container.maximumContentSizeCategory = .small
            XCTAssertEqual(container.traitCollection.preferredContentSizeCategory, .small)
            XCTAssertEqual(label.traitCollection.preferredContentSizeCategory, .small, "inherited")

            label.minimumContentSizeCategory = .extraLarge
            XCTAssertEqual(label.traitCollection.preferredContentSizeCategory, .extraLarge, "its own limit last")
            XCTAssertEqual(container.traitCollection.preferredContentSizeCategory, .small, "not upward")

            label.minimumContentSizeCategory = nil
            container.minimumContentSizeCategory = .extraExtraLarge
            XCTAssertEqual(label.traitCollection.preferredContentSizeCategory, .small, "maximum wins")

            container.maximumContentSizeCategory = nil
            container.minimumContentSizeCategory = nil
            XCTAssertEqual(label.traitCollection.preferredContentSizeCategory, .large)
            XCTAssertEqual(UILabel().traitCollection.preferredContentSizeCategory, .unspecified, "no window")
        }
    }

    /// A subclass overrides the limits and the description; the description names each view
    /// up the tree, its size, and the limits of the one that has them.
    func testSubclassOverridesLimitsAndTheDescriptionListsTheTree() {
        MainActor.assumeIsolated {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let label = ForwardingLabel()
            window.addSubview(label)
            label.addSubview(label.inner)
            label.maximumContentSizeCategory = .medium
            XCTAssertEqual(label.inner.maximumContentSizeCategory, .medium)
            XCTAssertEqual(label.traitCollection.preferredContentSizeCategory, .medium)
            let lines = label.appliedContentSizeCategoryLimitsDescription.split(separator: "\n")
            XCTAssertEqual(lines.count, 3, "inner label, label, window")
            XCTAssertTrue(lines[0].contains(UIContentSizeCategory.medium.rawValue), String(lines[0]))
            XCTAssertTrue(lines[0].contains("limits"), "the inner label has its own limit")
            XCTAssertTrue(lines[2].contains(UIContentSizeCategory.large.rawValue), "the window is unlimited")
            XCTAssertFalse(lines[2].contains("limits"))
        }
    }
}
