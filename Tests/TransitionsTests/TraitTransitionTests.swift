import Engine
import Geometry
import XCTest

@testable import Transitions

/// Apple, `UIContentContainer.willTransition(to:with:)`: "UIKit calls this method before
/// changing the current object's traits and before calling the traitCollectionDidChange(_:)
/// method of any affected views and view controllers." A window resize is this platform's
/// rotation; a resize across a size-class boundary is a trait change, one within a class is not.
final class TraitTransitionTests: XCTestCase {
    @MainActor
    private final class Recorder: ViewController {
        let name: String
        let log: EventLog
        var traitsSeenDuringWillTransition: [TraitCollection] = []
        init(_ name: String, log: EventLog) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: ViewCoder) { return nil }
        override func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
            log.entries.append("\(name).willTransition(\(newCollection.horizontalSizeClass))")
            traitsSeenDuringWillTransition.append(traitCollection)
        }
        override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
            log.entries.append("\(name).viewWillTransition")
            super.viewWillTransition(to: size, with: coordinator)
        }
        override func traitCollectionDidChange(_ previous: TraitCollection?) {
            log.entries.append("\(name).traitCollectionDidChange")
        }
    }

    func testATraitChangeIsAnnouncedFirstWithTheOldTraitsStillInPlace() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 1024, height: 768))
            let parent = Recorder("parent", log: h.log)
            let child = Recorder("child", log: h.log)
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            h.root.view.addSubview(parent.view)
            h.root.addChild(parent)
            parent.didMove(toParent: h.root)
            h.frame()
            h.log.entries.removeAll()
            h.window.size = Size(width: 400, height: 768)
            XCTAssertEqual(
                h.log.take().filter { $0.hasPrefix("parent") || $0.hasPrefix("child") },
                [
                    "parent.willTransition(compact)", "child.willTransition(compact)", "parent.viewWillTransition",
                    "child.viewWillTransition", "parent.traitCollectionDidChange", "child.traitCollectionDidChange",
                ])
            XCTAssertEqual(parent.traitsSeenDuringWillTransition.map(\.horizontalSizeClass), [.regular])
            XCTAssertEqual(parent.traitCollection.horizontalSizeClass, .compact, "the new traits once it has returned")
            // Within the compact class: a size change only.
            h.window.size = Size(width: 380, height: 768)
            XCTAssertEqual(
                h.log.take().filter { $0.hasPrefix("parent") }, ["parent.viewWillTransition"],
                "no trait change within a size class")
        }
    }

    /// UIKit's other traits in a window, and none outside one: text size `.large` (iOS's
    /// default), left-to-right, the window's scale; `displayScale` 0 for a view in no window.
    func testAWindowsTraitsAndAViewsOutsideOne() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 400, height: 800))
            h.window.scale = 2
            let traits = h.root.traitCollection
            XCTAssertEqual(traits.preferredContentSizeCategory, .large)
            XCTAssertEqual(traits.layoutDirection, .leftToRight)
            XCTAssertEqual(traits.displayScale, 2)
            XCTAssertEqual(h.root.view.traitCollection, traits, "a view in the window has the window's traits")
            let loose = View()
            XCTAssertEqual(loose.traitCollection.displayScale, 0)
            XCTAssertEqual(loose.traitCollection.preferredContentSizeCategory, .unspecified)
            XCTAssertEqual(loose.traitCollection.layoutDirection, .unspecified)
        }
    }

    /// Apple, `UITraitCollection(traitsFrom:)`: "the trait collection ... combines the values
    /// of the specified trait collections. ... the last trait collection in the array wins"
    /// for a trait several specify; and `containsTraits(in:)` is true when each trait the
    /// argument specifies matches.
    func testMergingTraitCollectionsAndContainment() {
        MainActor.assumeIsolated {
            let merged = TraitCollection(traitsFrom: [
                TraitCollection(horizontalSizeClass: .compact), TraitCollection(displayScale: 3),
                TraitCollection(horizontalSizeClass: .regular),
                TraitCollection(preferredContentSizeCategory: .accessibilityLarge),
            ])
            XCTAssertEqual(merged.horizontalSizeClass, .regular, "the last one specifying it wins")
            XCTAssertEqual(merged.verticalSizeClass, .unspecified)
            XCTAssertEqual(merged.displayScale, 3)
            XCTAssertTrue(merged.preferredContentSizeCategory.isAccessibilityCategory)
            XCTAssertTrue(merged.containsTraits(in: TraitCollection(displayScale: 3)))
            XCTAssertFalse(merged.containsTraits(in: TraitCollection(layoutDirection: .rightToLeft)))
            XCTAssertTrue(merged.containsTraits(in: nil))
            let sizes: [ContentSizeCategory] = [
                .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
                .accessibilityMedium, .accessibilityExtraExtraExtraLarge,
            ]
            XCTAssertEqual(sizes.sorted(), sizes, "sizes compare smallest first")
            XCTAssertEqual(sizes.filter(\.isAccessibilityCategory).count, 2)
        }
    }

    @MainActor
    private final class WatchingView: View {
        var changes: [TraitCollection?] = []
        override func traitCollectionDidChange(_ previous: TraitCollection?) { changes.append(previous) }
    }

    /// Views hear of a trait change too, "any affected views and view controllers", with the
    /// previous traits; a resize within a size class tells no view.
    func testViewsInTheWindowHearOfATraitChange() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 1024, height: 768))
            let outer = WatchingView()
            let inner = WatchingView()
            h.root.view.addSubview(outer)
            outer.addSubview(inner)
            let regular = h.root.traitCollection
            h.window.size = Size(width: 400, height: 768)
            XCTAssertEqual(outer.changes, [regular])
            XCTAssertEqual(inner.changes, [regular])
            h.window.size = Size(width: 390, height: 768)
            XCTAssertEqual(inner.changes.count, 1)
        }
    }

    /// Apple, `hasDifferentColorAppearance(comparedTo:)`: "Returns a Boolean value that
    /// indicates whether changes to any of the specified traits affect the resolution of
    /// dynamic colors"; here the appearance (light or dark) is the only such trait.
    func testColorAppearanceDiffersOnlyWithTheInterfaceStyle() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 400, height: 800))
            let window = h.root.traitCollection
            XCTAssertEqual(window.userInterfaceStyle, .light)
            var wider = window
            wider.horizontalSizeClass = .regular
            XCTAssertFalse(window.hasDifferentColorAppearance(comparedTo: wider))
            XCTAssertTrue(window.hasDifferentColorAppearance(comparedTo: TraitCollection(userInterfaceStyle: .dark)))
            XCTAssertTrue(window.hasDifferentColorAppearance(comparedTo: nil), "nil is unspecified")
        }
    }

    /// Apple, `UIPresentationController.presentationStyle`: "The presentation style of the
    /// presented view controller."
    func testAPresentationControllersStyleIsThePresentedControllers() {
        MainActor.assumeIsolated {
            for style in [ModalPresentationStyle.custom, .overFullScreen, .formSheet] {
                let presented = ViewController()
                presented.modalPresentationStyle = style
                let pc = PresentationController(presentedViewController: presented, presenting: ViewController())
                XCTAssertEqual(pc.presentationStyle, style)
            }
        }
    }
}
