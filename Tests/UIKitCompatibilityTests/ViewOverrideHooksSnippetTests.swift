import UIKitCompatibility
import XCTest

/// UIView and UIResponder members that libraries override, written as they write them: a
/// zooming image view (m1entus/INSPhotoGallery's `INSScalingImageView`) centres its content
/// from `didAddSubview(_:)` and sets `bouncesZoom`; designable views override
/// `prepareForInterfaceBuilder()`; adjustable controls override `accessibilityIncrement()`.
///
/// Apple's `didAddSubview(_:)`: "This method is called in response to adding a subview using
/// any of the relevant view methods." `bouncesZoom`: "The default value is true."
final class ViewOverrideHooksSnippetTests: XCTestCase {
    @MainActor
    private final class ScalingView: UIScrollView {
        var hooks: [String] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            bouncesZoom = true
        }

        required init?(coder: NSCoder) { return nil }

        override func didAddSubview(_ subview: UIView) {
            super.didAddSubview(subview)
            centerContents()
        }

        override func prepareForInterfaceBuilder() { hooks.append("ib") }
        override func accessibilityIncrement() { hooks.append("+") }
        override func accessibilityDecrement() { hooks.append("-") }

        func centerContents() {
            var horizontal: CGFloat = 0
            var vertical: CGFloat = 0
            if contentSize.width < bounds.width { horizontal = (bounds.width - contentSize.width) * 0.5 }
            if contentSize.height < bounds.height { vertical = (bounds.height - contentSize.height) * 0.5 }
            contentInset = UIEdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
        }
    }

    func testAScrollViewSubclassCentresItsContentWhenASubviewIsAdded() {
        MainActor.assumeIsolated {
            let scaling = ScalingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            XCTAssertTrue(scaling.bouncesZoom)
            scaling.contentSize = CGSize(width: 100, height: 50)
            XCTAssertEqual(scaling.contentInset, .zero, "nothing added yet")
            let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            scaling.addSubview(image)
            XCTAssertEqual(scaling.contentInset, UIEdgeInsets(top: 75, left: 50, bottom: 75, right: 50))
            scaling.contentSize = CGSize(width: 300, height: 300)
            scaling.insertSubview(UIView(), belowSubview: image)
            XCTAssertEqual(scaling.contentInset, .zero, "every inserting method calls the hook")
        }
    }

    func testOverridesOfTheNeverSentHooksCompileAndRunWhenCalled() {
        MainActor.assumeIsolated {
            let scaling = ScalingView(frame: .zero)
            scaling.prepareForInterfaceBuilder()
            scaling.accessibilityIncrement()
            scaling.accessibilityDecrement()
            XCTAssertEqual(scaling.hooks, ["ib", "+", "-"])
            XCTAssertTrue(UIScrollView().bouncesZoom, "true by default")
        }
    }
}
