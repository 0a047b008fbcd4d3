import Engine
import Geometry
import XCTest

@testable import Transitions

/// The navigation bar as a view of its own (`class UINavigationBar : UIView`): what a
/// library adds to it shows there, a bar of the app's own keeps a stack of items, and the
/// classic appearance properties draw.
final class NavigationBarViewTests: XCTestCase {
    /// A library (hyperoslo/Whisper) adds its message view to the controller's bar and
    /// brings the bar's own subviews back to the front: the bar is a view in the
    /// navigation controller's tree, and what is added to it is drawn with it.
    func testTheControllersBarIsAViewThatTakesSubviews() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (nav, _) = makeNavigation(h)
            h.frame()
            let bar = nav.navigationBar
            XCTAssertTrue(bar.superview === nav.view, "the bar is in the controller's view")
            XCTAssertEqual(bar.frame, Rect(x: 0, y: 0, width: 400, height: NavigationBar.height))
            let message = View(frame: Rect(x: 0, y: bar.frame.height, width: 400, height: 30))
            bar.addSubview(message)
            bar.sendSubviewToBack(message)
            XCTAssertTrue(bar.subviews.first === message)
            XCTAssertTrue(message.window === h.window, "a view added to the bar is on screen")
            bar.bringSubviewToFront(message)
            XCTAssertTrue(bar.subviews.last === message)
            XCTAssertEqual(
                bar.sizeThatFits(Size(width: 320, height: 500)), Size(width: 320, height: NavigationBar.height))
        }
    }

    /// Apple, `UINavigationBar.pushItem(_:animated:)`: "Pushing a navigation item displays
    /// the item's title in the center of the navigation bar. The previous top navigation item
    /// (if it exists) is displayed as a 'back' button on the left side of the navigation bar."
    /// `popItem(animated:)` pops the top item and returns it; `topItem` and `backItem` are
    /// the top two. The back button of a bar of the app's own pops its item.
    func testABarOfTheAppsOwnKeepsAStackOfItems() {
        MainActor.assumeIsolated {
            let bar = NavigationBar(frame: Rect(x: 0, y: 0, width: 320, height: NavigationBar.height))
            let first = NavigationItem(title: "Photos")
            let second = NavigationItem(title: "1 of 3")
            bar.items = [first]
            XCTAssertTrue(bar.topItem === first)
            XCTAssertNil(bar.backItem)
            XCTAssertEqual(bar.titleLabel.text, "Photos")
            XCTAssertTrue(bar.backButton.isHidden)

            bar.pushItem(second, animated: true)
            XCTAssertEqual(bar.items?.count, 2)
            XCTAssertTrue(bar.topItem === second)
            XCTAssertTrue(bar.backItem === first)
            XCTAssertEqual(bar.titleLabel.text, "1 of 3")
            XCTAssertEqual(bar.backButton.title, "\u{2039} Photos")

            second.title = "2 of 3"
            XCTAssertEqual(bar.titleLabel.text, "2 of 3", "a title changed while shown shows at once")

            bar.backButton.onPrimaryAction?(bar.backButton)
            XCTAssertTrue(bar.topItem === first, "the back button pops the bar's own item")
            XCTAssertEqual(bar.titleLabel.text, "Photos")
            XCTAssertNil(bar.popItem(animated: false), "the last item stays")
        }
    }

    /// A delegate may refuse a push or a pop (`navigationBar(_:shouldPush:)`,
    /// `navigationBar(_:shouldPop:)`) and hears of those that happen.
    func testTheBarsDelegateMayRefuseAPushOrAPop() {
        MainActor.assumeIsolated {
            final class Gate: NavigationBarDelegate {
                var allows = false
                var log: [String] = []
                func navigationBar(_ navigationBar: NavigationBar, shouldPush item: NavigationItem) -> Bool { allows }
                func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool { allows }
                func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem) {
                    log.append("push \(item.title ?? "")")
                }
                func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem) {
                    log.append("pop \(item.title ?? "")")
                }
            }
            let gate = Gate()
            let bar = NavigationBar()
            bar.delegate = gate
            bar.setItems([NavigationItem(title: "a")], animated: false)
            bar.pushItem(NavigationItem(title: "b"), animated: false)
            XCTAssertEqual(bar.items?.count, 1, "refused")
            gate.allows = true
            bar.pushItem(NavigationItem(title: "b"), animated: false)
            XCTAssertEqual(bar.popItem(animated: false)?.title, "b")
            XCTAssertEqual(gate.log, ["push b", "pop b"])
        }
    }

    /// A navigation controller's bar shows its controllers' items (`items`), and, as UIKit
    /// raises on `setItems` there, its items cannot be replaced around the controller.
    func testAControllersBarShowsTheControllersItems() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (nav, first) = makeNavigation(h)
            let second = ViewController()
            nav.pushViewController(second, animated: false)
            XCTAssertEqual(nav.navigationBar.items?.count, 2)
            XCTAssertTrue(nav.navigationBar.topItem === second.navigationItem)
            XCTAssertTrue(nav.navigationBar.backItem === first.navigationItem)
            nav.navigationBar.setItems([NavigationItem(title: "x")], animated: false)
            XCTAssertTrue(nav.navigationBar.topItem === second.navigationItem, "the controller's stack wins")
            XCTAssertNil(nav.navigationBar.popItem(animated: false))
            XCTAssertEqual(nav.viewControllers.count, 2)
        }
    }

    /// Apple, `UINavigationBar.isTranslucent`: "When the navigation bar is translucent,
    /// configure the edgesForExtendedLayout and extendedLayoutIncludesOpaqueBars properties
    /// of your view controller to display your content underneath the navigation bar";
    /// `extendedLayoutIncludesOpaqueBars` is false by default, so under an opaque bar the
    /// controller's view starts below the bar and the bar covers none of it (no safe-area
    /// inset), while under a translucent bar the view runs under it.
    func testAnOpaqueBarPutsTheContentBelowIt() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (nav, first) = makeNavigation(h)
            h.frame()
            XCTAssertEqual(first.view.convert(first.view.bounds, to: nil).minY, 0, "translucent: under the bar")
            XCTAssertEqual(first.view.safeAreaInsets.top, NavigationBar.height)
            nav.navigationBar.isTranslucent = false
            h.frame()
            let frame = first.view.convert(first.view.bounds, to: nil)
            XCTAssertEqual(frame.minY, NavigationBar.height, "opaque: below the bar")
            XCTAssertEqual(frame.height, 800 - NavigationBar.height)
            XCTAssertEqual(first.view.safeAreaInsets.top, 0)
            XCTAssertEqual(nav.navigationBar.backgroundColor?.alpha, 1, "an opaque bar draws opaque")
            let second = ViewController()
            nav.pushViewController(second, animated: true)
            h.step(1)
            XCTAssertEqual(second.view.convert(second.view.bounds, to: nil).minY, NavigationBar.height)
            nav.isNavigationBarHidden = true
            h.frame()
            XCTAssertEqual(second.view.convert(second.view.bounds, to: nil).minY, 0, "no bar: the whole window")
        }
    }

    /// Apple, `UINavigationBar.barTintColor`: "This color is made translucent by default
    /// unless you set the isTranslucent property to false." The default grey is translucent
    /// in the same measure.
    func testTheBarTintIsTranslucentUnlessTheBarIsOpaque() {
        MainActor.assumeIsolated {
            let bar = NavigationBar()
            XCTAssertEqual(bar.backgroundColor?.alpha ?? 0, NavigationBar.translucentOpacity, accuracy: 1e-12)
            bar.barTintColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
            XCTAssertEqual(bar.backgroundColor?.red, 1)
            XCTAssertEqual(bar.backgroundColor?.alpha ?? 0, NavigationBar.translucentOpacity, accuracy: 1e-12)
            bar.isTranslucent = false
            XCTAssertEqual(bar.backgroundColor?.alpha, 1)
            bar.barTintColor = nil
            XCTAssertEqual(bar.backgroundColor?.alpha, 1)
            XCTAssertEqual(bar.backgroundColor?.green ?? 0, 249 / 255, accuracy: 1e-9, "the default grey, opaque")
        }
    }

    /// Apple, `UINavigationBar.shadowImage`: "When non-nil, this property represents a custom
    /// shadow image to show instead of the default. To show a custom shadow image, you must
    /// also set a custom background image with the setBackgroundImage(_:for:) method. If the
    /// default background image is used, then the default shadow image is used regardless of
    /// the value of this property." An empty background image and an empty shadow image make
    /// the classic transparent bar.
    func testTheShadowImageShowsOnlyOverABackgroundImage() {
        MainActor.assumeIsolated {
            let bar = NavigationBar(frame: Rect(x: 0, y: 0, width: 320, height: NavigationBar.height))
            bar.shadowImage = Image()
            XCTAssertFalse(bar.hairline.isHidden, "no background image: the default shadow stays")
            XCTAssertNotNil(bar.backgroundColor)
            bar.setBackgroundImage(Image(), for: .default)
            XCTAssertTrue(bar.backgroundImage(for: .default) != nil)
            XCTAssertNil(bar.backgroundColor, "a background image draws instead of the colour")
            XCTAssertTrue(bar.hairline.isHidden, "the custom (empty) shadow replaces the hairline")
            bar.layoutIfNeeded()
            XCTAssertEqual(bar.shadowImageView?.frame.height, 0, "an empty image draws no line")
            bar.setBackgroundImage(nil, for: .default)
            XCTAssertFalse(bar.hairline.isHidden)
            XCTAssertNotNil(bar.backgroundColor)
        }
    }

    /// Apple, `UINavigationItem.leftItemsSupplementBackButton`: "Normally, the presence of
    /// custom left bar button items causes the Back button to be removed in favor of the
    /// custom items. Setting this property to true causes the items ... to be displayed to
    /// the right of the Back button". `hidesBackButton`: "the Back button is hidden when this
    /// navigation item is the top item. This is true regardless of the value in the
    /// leftItemsSupplementBackButton property." `rightBarButtonItems`: displayed right to
    /// left in the order of the array.
    func testSideButtonsTakeOrJoinTheBackButtonsPlace() {
        MainActor.assumeIsolated {
            let bar = NavigationBar(frame: Rect(x: 0, y: 0, width: 400, height: NavigationBar.height))
            let below = NavigationItem(title: "Album")
            let top = NavigationItem(title: "Photo")
            var tapped = 0
            let close = BarButtonItem(title: "Close") { _ in tapped += 1 }
            let share = BarButtonItem(title: "Share")
            let edit = BarButtonItem(title: "Edit")
            top.leftBarButtonItem = close
            top.rightBarButtonItems = [share, edit]
            bar.items = [below, top]
            bar.layoutIfNeeded()
            XCTAssertTrue(bar.backButton.isHidden, "a left item replaces the back button")
            let closeView = bar.sideViews.left.first
            XCTAssertEqual(closeView?.frame.minX ?? 0, NavigationBar.sideItemSpacing, accuracy: 1e-9)
            XCTAssertEqual(bar.sideViews.right.count, 2)
            let shareFrame = bar.sideViews.right[0].frame
            let editFrame = bar.sideViews.right[1].frame
            XCTAssertEqual(shareFrame.maxX, 400 - NavigationBar.sideItemSpacing, accuracy: 1e-9, "first is rightmost")
            XCTAssertLessThan(editFrame.maxX, shareFrame.minX)
            XCTAssertGreaterThan(bar.titleLabel.frame.minX, closeView?.frame.maxX ?? .infinity, "title clear of it")
            (closeView as? Button)?.onPrimaryAction?(closeView as! Button)
            XCTAssertEqual(tapped, 1, "the item's action runs")

            top.leftItemsSupplementBackButton = true
            bar.layoutIfNeeded()
            XCTAssertFalse(bar.backButton.isHidden, "supplementing: the back button stays")
            XCTAssertGreaterThan(bar.sideViews.left.first?.frame.minX ?? 0, bar.backButton.frame.minX)
            top.hidesBackButton = true
            XCTAssertTrue(bar.backButton.isHidden, "hidden whatever the left items do")
            top.leftBarButtonItem = nil
            XCTAssertTrue(bar.sideViews.left.isEmpty)
            XCTAssertNil(close.shownView?.superview)
        }
    }

    /// Apple, `UINavigationItem.backBarButtonItem`: "When this navigation item is immediately
    /// below the top item in the stack, the navigation controller derives the Back button for
    /// the navigation bar from this navigation item"; `backButtonTitle`: "backBarButtonItem
    /// takes precedence if both are specified". `backButtonDisplayMode` `.minimal` shows the
    /// chevron alone, `.generic` says Back.
    func testTheBackButtonTakesItsTitleFromTheItemBelow() {
        MainActor.assumeIsolated {
            let bar = NavigationBar()
            let below = NavigationItem(title: "Inbox")
            below.backButtonTitle = "Mail"
            below.backBarButtonItem = BarButtonItem(title: "All")
            bar.items = [below, NavigationItem(title: "Message")]
            XCTAssertEqual(bar.backButton.title, "\u{2039} All")
            below.backBarButtonItem = nil
            XCTAssertEqual(bar.backButton.title, "\u{2039} Mail")
            below.backButtonDisplayMode = .generic
            XCTAssertEqual(bar.backButton.title, "\u{2039} Back")
            below.backButtonDisplayMode = .minimal
            XCTAssertEqual(bar.backButton.title, "\u{2039}")
        }
    }

    /// Apple, `UINavigationItem.titleView`: a "custom view to use in lieu of a title",
    /// centred in the bar while its item is on top.
    func testATitleViewTakesTheTitlesPlace() {
        MainActor.assumeIsolated {
            let bar = NavigationBar(frame: Rect(x: 0, y: 0, width: 400, height: NavigationBar.height))
            let item = NavigationItem(title: "Hidden")
            let logo = View(frame: Rect(x: 0, y: 0, width: 100, height: 30))
            item.titleView = logo
            bar.items = [item]
            bar.layoutIfNeeded()
            XCTAssertTrue(logo.superview === bar)
            XCTAssertTrue(bar.titleLabel.isHidden)
            XCTAssertEqual(logo.frame.midX, 200, accuracy: 1e-9)
            XCTAssertEqual(logo.frame.midY, NavigationBar.topInset + NavigationBar.contentHeight / 2, accuracy: 1e-9)
            XCTAssertEqual(logo.frame.size, Size(width: 100, height: 30))
            item.titleView = nil
            XCTAssertNil(logo.superview)
            XCTAssertFalse(bar.titleLabel.isHidden)
        }
    }

    /// Apple, `UIBarItem.title`: "The title displayed on the item". A change to a shown
    /// side button, or to its navigation item, redraws it at once in the same button.
    func testAChangedSideButtonRedrawsInPlace() {
        MainActor.assumeIsolated {
            let bar = NavigationBar(frame: Rect(x: 0, y: 0, width: 400, height: NavigationBar.height))
            let item = NavigationItem(title: "Notes")
            let edit = BarButtonItem(title: "Edit")
            item.rightBarButtonItem = edit
            bar.items = [item]
            let button = edit.shownView as? Button
            XCTAssertEqual(button?.title, "Edit")
            edit.title = "Done"
            XCTAssertTrue(edit.shownView === button)
            XCTAssertEqual(button?.title, "Done")
            item.title = "All notes"
            XCTAssertEqual(bar.titleLabel.text, "All notes")
            XCTAssertTrue(edit.shownView === button, "the same button after its item changed")
            XCTAssertEqual(bar.subviews.filter { $0.accessibilityIdentifier == "navigation-bar.item" }.count, 1)
        }
    }

    /// On a controller's push the side buttons of the new top fade in with the transition
    /// and the old ones fade out; a cancelled interactive pop puts the old ones back.
    func testSideButtonsFadeWithTheTransitionAndComeBackOnCancel() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (nav, _) = makeNavigation(h)
            let second = ViewController()
            let done = BarButtonItem(title: "Done")
            second.navigationItem.rightBarButtonItem = done
            nav.pushViewController(second, animated: true)
            h.step(0.1)
            let view = done.shownView
            XCTAssertNotNil(view)
            XCTAssertGreaterThan(view?.presentationAlpha ?? 0, 0)
            XCTAssertLessThan(view?.presentationAlpha ?? 1, 1, "fading in along the push")
            h.step(1)
            XCTAssertEqual(view?.alpha, 1)

            let interaction = PercentDrivenInteractiveTransition()
            nav.edgePopInteraction = interaction
            nav.popViewController(animated: true)
            interaction.update(0.3)
            h.step(0.1)
            interaction.cancel()
            h.step(1)
            XCTAssertTrue(done.shownView?.superview === nav.navigationBar, "the cancel keeps the buttons")
            XCTAssertEqual(done.shownView?.alpha, 1)
            nav.popViewController(animated: false)
            XCTAssertNil(view?.superview, "gone with its controller")
        }
    }
}
