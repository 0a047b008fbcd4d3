import Foundation
import UIKitCompatibility
import XCTest

// Subclasses written as UIKit code writes their initializers. Which initializers are
// designated, and which are required, decides what a subclass must declare and what it
// inherits: a designated initializer the engine makes a convenience one cannot be
// overridden, and a `required` one UIKit does not require must be re-declared by every
// subclass. The target compiling is the first check; the assertions show the initializer ran.

/// A presentation controller with an initializer of its own and no other: legal in UIKit,
/// whose `init(presentedViewController:presenting:)` is designated but not required.
private final class InsetPresentationController: UIPresentationController {
    let inset: CGFloat

    init(inset: CGFloat, presented: UIViewController, presenting: UIViewController?) {
        self.inset = inset
        super.init(presentedViewController: presented, presenting: presenting)
    }
}

/// A segmented control overriding both designated initializers, as a styled control does.
private final class StyledSegmentedControl: UISegmentedControl {
    var built: [String] = []

    override init(items: [Any]?) {
        super.init(items: items)
        built.append("items")
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        built.append("frame")
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// An activity indicator overriding `init(style:)`, with UIKit's non-failable coder init.
private final class TintedIndicator: UIActivityIndicatorView {
    override init(style: UIActivityIndicatorView.Style) {
        super.init(style: style)
        color = .red
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A stack view with UIKit's non-failable `init(coder:)`, as rating and action-sheet stacks write it.
private final class RatingStack: UIStackView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        axis = .horizontal
        spacing = 4
    }

    required init(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A tab bar item overriding `init()`, which keeps UIKit's convenience initializers.
private final class BadgedTabBarItem: UITabBarItem {
    var prepared = false

    override init() {
        super.init()
        prepared = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A bar button item overriding `init()` and setting its title afterwards.
private final class CloseItem: UIBarButtonItem {
    override init() {
        super.init()
        title = "Close"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class SubclassInitializerTests: XCTestCase {
    /// Apple: "This method is the designated initializer for the presentation controller. You
    /// must call it from any custom initialization methods you define for your presentation
    /// controller subclasses." It is not `required`, so a subclass with only its own
    /// initializer compiles.
    func testPresentationControllerSubclassNeedsOnlyItsOwnInitializer() {
        MainActor.assumeIsolated {
            let presented = UIViewController()
            let controller = InsetPresentationController(inset: 12, presented: presented, presenting: nil)
            XCTAssertEqual(controller.inset, 12)
            XCTAssertTrue(controller.presentedViewController === presented)
        }
    }

    /// `UISegmentedControl` declares `init(items:)` and `init(frame:)` both designated: each
    /// override runs, and the items become segments.
    func testSegmentedControlDesignatedInitializersCanBeOverridden() {
        MainActor.assumeIsolated {
            let withItems = StyledSegmentedControl(items: ["One", "Two"])
            XCTAssertEqual(withItems.built, ["items"])
            XCTAssertEqual(withItems.numberOfSegments, 2)
            let framed = StyledSegmentedControl(frame: CGRect(x: 0, y: 0, width: 120, height: 32))
            XCTAssertEqual(framed.built, ["frame"])
            XCTAssertEqual(framed.numberOfSegments, 0)
            XCTAssertEqual(framed.frame.width, 120)
        }
    }

    /// `init(style:)` "Creates an activity indicator" and "sizes the returned instance
    /// according to the specified `style`": overridden, it still gives a large indicator
    /// 37 points square.
    func testActivityIndicatorInitWithStyleCanBeOverridden() {
        MainActor.assumeIsolated {
            let indicator = TintedIndicator(style: .large)
            XCTAssertEqual(indicator.style, .large)
            XCTAssertEqual(indicator.bounds.size, CGSize(width: 37, height: 37))
            XCTAssertEqual(indicator.color, .red)
            XCTAssertTrue(indicator.isHidden, "a stopped indicator hides, as hidesWhenStopped says")
        }
    }

    /// `UIStackView` declares `init(coder: NSCoder)` non-failable; a subclass's `required
    /// init(coder:)` chains to it, and its `init(frame:)` override runs.
    func testStackViewCoderInitializerIsNonFailable() {
        MainActor.assumeIsolated {
            let stack = RatingStack(frame: .zero)
            XCTAssertEqual(stack.spacing, 4)
            XCTAssertEqual(stack.axis, .horizontal)
        }
    }

    /// `UIBarItem` declares `init()` designated, so a tab bar item subclass overriding it
    /// inherits `init(title:image:tag:)` and that convenience initializer runs the override.
    func testTabBarItemInitCanBeOverriddenAndConvenienceInitializersInherited() {
        MainActor.assumeIsolated {
            let item = BadgedTabBarItem(title: "Home", image: nil, tag: 3)
            XCTAssertTrue(item.prepared)
            XCTAssertEqual(item.title, "Home")
            XCTAssertEqual(item.tag, 3)
        }
    }

    /// `UIBarButtonItem` declares `init()` designated: an override runs and its item is
    /// an ordinary plain item with the title it set.
    func testBarButtonItemInitCanBeOverridden() {
        MainActor.assumeIsolated {
            let item = CloseItem()
            XCTAssertEqual(item.title, "Close")
            XCTAssertEqual(item.style, .plain)
        }
    }
}
