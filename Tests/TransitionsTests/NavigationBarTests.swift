import Engine
import Geometry
import XCTest

@testable import Transitions

/// The navigation bar: titles, UIKit's back-button title rules, the cross-fade with the
/// transition, and the default push/pop animation.
final class NavigationBarTests: XCTestCase {
    /// Apple, `UINavigationItem.BackButtonDisplayMode.default`: the Back button tries, in
    /// order, `backButtonTitle`, `title`, "A generic title, such as Back". Apple,
    /// `UINavigationItem.title`: for the item second from the top, "the value in this
    /// property is used for the back button ... If the value of this property is nil, the
    /// system uses the string “Back”". With one controller there is no back button.
    func testTheBackButtonTitleFollowsUIKitsOrder() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (nav, first) = makeNavigation(h)
            XCTAssertTrue(nav.navigationBar.backButton.isHidden, "no back button at the bottom of the stack")
            XCTAssertEqual(nav.navigationBar.titleLabel.text, "first", "nil item title: the controller's title")

            let second = LoggingViewController(name: "second", log: h.log)
            second.navigationItem.title = "Second"
            nav.pushViewController(second, animated: false)
            XCTAssertEqual(nav.navigationBar.titleLabel.text, "Second")
            XCTAssertEqual(nav.navigationBar.backButton.title, "\u{2039} first", "the previous controller's title")
            XCTAssertFalse(nav.navigationBar.backButton.isHidden)

            first.navigationItem.title = "Inbox"
            XCTAssertEqual(
                NavigationBar.backButtonTitle(for: first), "Inbox", "the item's title wins over the controller's")
            first.navigationItem.backButtonTitle = "Mail"
            XCTAssertEqual(NavigationBar.backButtonTitle(for: first), "Mail", "backButtonTitle wins over the title")
            let untitled = ViewController()
            XCTAssertEqual(NavigationBar.backButtonTitle(for: untitled), "Back", "no title at all: Back")
            XCTAssertNil(NavigationBar.backButtonTitle(for: nil))

            let third = LoggingViewController(name: "third", log: h.log)
            nav.pushViewController(third, animated: false)
            XCTAssertEqual(nav.navigationBar.backButton.title, "\u{2039} Second")
        }
    }

    /// UIKit's bar slides the titles as they cross-fade: on a push the old title leaves
    /// towards the back button's place on the left and the new one arrives from the right;
    /// a pop runs the other way. Two titles never sit on the same spot half-faded (a new
    /// user read "Systemation push" when they did).
    func testTitlesSlideApartWhileTheyCrossFade() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (nav, _) = makeNavigation(h)
            let second = LoggingViewController(name: "second", log: h.log)
            nav.pushViewController(second, animated: true)
            h.step(0.175)
            let bar = nav.navigationBar
            // Where the title is drawn now (presentation values), in the bar's coordinates.
            @MainActor func onScreen(_ v: View) -> Rect { v.bounds.applying(v.presentationTransformToSuperview) }
            let titles = bar.subviews.compactMap { $0 as? Label }.filter {
                $0.accessibilityIdentifier == "navigation-title"
            }
            XCTAssertEqual(titles.count, 2)
            let (old, new) = (titles[0], titles[1])
            let mid = bar.bounds.midX
            XCTAssertLessThan(onScreen(old).midX, mid - 40, "the old title moves left, towards the back button")
            XCTAssertGreaterThan(onScreen(new).midX, mid + 40, "the new title comes in from the right")
            h.step(1)
            XCTAssertEqual(onScreen(nav.navigationBar.titleLabel).midX, mid, accuracy: 0.5, "and ends centred")

            _ = nav.popViewController(animated: true)
            h.step(0.175)
            let popping = bar.subviews.compactMap { $0 as? Label }.filter {
                $0.accessibilityIdentifier == "navigation-title"
            }
            XCTAssertEqual(popping.count, 2)
            XCTAssertGreaterThan(onScreen(popping[0]).midX, mid + 40, "a pop sends the old title right")
            XCTAssertLessThan(onScreen(popping[1]).midX, mid - 40, "and brings the previous one back from the left")
        }
    }

    /// The titles cross-fade with the push (through the coordinator), and an interactive pop
    /// that is cancelled brings back the old title and back button.
    func testTitlesCrossFadeWithTheTransitionAndACancelRestoresThem() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (nav, _) = makeNavigation(h)
            let second = LoggingViewController(name: "second", log: h.log)
            nav.pushViewController(second, animated: true)
            h.step(0.175)
            let titles = nav.navigationBar.subviews.compactMap { $0 as? Label }.filter {
                $0.accessibilityIdentifier == "navigation-title"
            }
            XCTAssertEqual(titles.count, 2, "old and new titles during the push")
            XCTAssertEqual(titles.map(\.presentationAlpha).reduce(0, +), 1, accuracy: 0.01)
            XCTAssertGreaterThan(titles[0].presentationAlpha, 0.1)
            XCTAssertGreaterThan(titles[1].presentationAlpha, 0.1)
            h.step(1)
            XCTAssertEqual(
                nav.navigationBar.subviews.filter { $0.accessibilityIdentifier == "navigation-title" }.count, 1)
            XCTAssertEqual(nav.navigationBar.titleLabel.text, "second")
            // An edge swipe released early: cancelled, the bar shows "second" with its back button.
            h.window.send(.pointerDown(Point(x: 5, y: 300)))
            h.frame()
            for x in stride(from: 15.0, through: 75.0, by: 15) {
                h.window.send(.pointerMoved(Point(x: x, y: 300)))
                h.step(0.1)
            }
            XCTAssertEqual(h.window.currentTransition?.kind, .pop)
            h.window.send(.pointerUp(Point(x: 75, y: 300)))
            h.step(1.5)
            XCTAssertTrue(nav.topViewController === second)
            XCTAssertEqual(nav.navigationBar.titleLabel.text, "second")
            XCTAssertEqual(nav.navigationBar.titleLabel.alpha, 1)
            XCTAssertEqual(nav.navigationBar.backButton.title, "\u{2039} first")
            XCTAssertEqual(
                nav.navigationBar.subviews.filter { $0.accessibilityIdentifier == "back-button" }.count, 1)
        }
    }

    /// Tapping the back button pops.
    func testTheBackButtonPops() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (nav, first) = makeNavigation(h)
            nav.pushViewController(LoggingViewController(name: "second", log: h.log), animated: false)
            h.frame()
            let back = nav.navigationBar.backButton
            let p = back.convert(Point(x: back.bounds.midX, y: back.bounds.midY), to: nil)
            h.window.send(.pointerDown(p))
            h.window.send(.pointerUp(p))
            h.frame()
            XCTAssertEqual(h.window.currentTransition?.kind, .pop)
            h.step(1)
            XCTAssertTrue(nav.topViewController === first)
            XCTAssertTrue(nav.navigationBar.backButton.isHidden)
        }
    }

    /// The default push, as iOS: the incoming view slides in from the right over the
    /// outgoing one, which moves left by 30 % of the width under a darkening shade.
    func testTheDefaultPushSlidesOverTheOldPageWhichMovesLeftThirtyPercentUnderAShade() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (nav, first) = makeNavigation(h)
            let second = LoggingViewController(name: "second", log: h.log)
            nav.pushViewController(second, animated: true)
            h.step(1)
            let container = nav.transitionView
            XCTAssertNil(h.context)
            XCTAssertEqual(container.subviews.count, 1, "the shade is gone with the old page")
            // Mid-way of a second push, with the animator sampled directly.
            let third = LoggingViewController(name: "third", log: h.log)
            nav.pushViewController(third, animated: true)
            h.step(0.1)
            let progress = h.context?.progress ?? 0
            let fraction = third.view.presentationFrame.minX / 400
            XCTAssertGreaterThan(fraction, 0.05)
            XCTAssertLessThan(fraction, 0.95)
            XCTAssertEqual(
                second.view.presentationFrame.minX, -0.3 * 400 * (1 - fraction), accuracy: 0.5,
                "the old page has moved left by 30 % as far as the new one came in")
            let shade = container.subviews.first { $0 !== second.view && $0 !== third.view }
            XCTAssertNotNil(shade)
            XCTAssertEqual(shade?.presentationAlpha ?? 0, 0.1 * (1 - fraction), accuracy: 0.005)
            XCTAssertTrue(container.subviews.last === third.view, "the new page is above the old one")
            XCTAssertGreaterThan(progress, 0)
            _ = first
        }
    }
}
