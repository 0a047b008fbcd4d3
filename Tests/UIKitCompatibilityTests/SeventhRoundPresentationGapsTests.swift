import PlaygroundKit
import UIKitCompatibility
import XCTest

@testable import Transitions

/// The UIKit members the seventh round of never-seen presentation libraries (a page menu, a
/// drawer, a presenter helper, a card popup, a navigation-bar library) reached for and did
/// not find: a rectangle inside a rectangle, subview reordering a subclass may override,
/// `show(_:sender:)` and its detail twin, `updateViewConstraints()`, a toolbar's bar style and
/// a navigation bar's overridable background images.
final class SeventhRoundPresentationGapsTests: XCTestCase {
    /// Apple, `CGRect.contains(_:)` with a rectangle: "Returns whether the first rectangle
    /// contains the second rectangle." Edges may touch; a rectangle with a negative size is
    /// read standardized; the null rectangle is in nothing.
    func testARectangleContainsTheRectanglesInsideIt() {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        XCTAssertTrue(frame.contains(CGRect(x: 10, y: 10, width: 20, height: 20)))
        XCTAssertTrue(frame.contains(frame), "a rectangle contains itself")
        XCTAssertFalse(frame.contains(CGRect(x: 90, y: 10, width: 20, height: 20)), "it sticks out on the right")
        XCTAssertFalse(frame.contains(CGRect(x: 10, y: -1, width: 20, height: 20)), "it sticks out at the top")
        XCTAssertTrue(frame.contains(CGRect(x: 30, y: 30, width: -20, height: -20)), "standardized first")
        XCTAssertFalse(frame.contains(CGRect.null))
        XCTAssertFalse(CGRect.null.contains(frame))
    }

    @MainActor
    private final class Counting: UIView {
        var log: [String] = []

        override func insertSubview(_ view: UIView, at index: Int) {
            log.append("insert \(index)")
            super.insertSubview(view, at: index + 1)
        }

        override func sendSubviewToBack(_ view: UIView) {
            log.append("back")
            super.sendSubviewToBack(view)
        }

        override func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
            log.append("exchange")
            super.exchangeSubview(at: index1, withSubviewAt: index2)
        }
    }

    /// Apple, `exchangeSubview(at:withSubviewAt:)`: "This method does not change the superview
    /// of either view but simply swaps their positions in the subviews array." UIKit's
    /// `insertSubview(_:at:)`, `sendSubviewToBack(_:)` and the exchange are open: a subclass
    /// (KWDrawerController's translucent view) overrides them to keep a background view at
    /// index 0, and its overrides see the calls code makes, not the view's own `addSubview`.
    func testSubviewReorderingIsOverridableAndExchangeSwapsTwoViews() {
        MainActor.assumeIsolated {
            let parent = Counting()
            let background = UIView()
            let first = UIView()
            let second = UIView()
            parent.addSubview(background)
            parent.addSubview(first)
            XCTAssertEqual(parent.log, [], "addSubview does not go through the override")
            parent.insertSubview(second, at: 0)
            XCTAssertEqual(parent.log, ["insert 0"])
            XCTAssertTrue(
                parent.subviews.elementsEqual([background, second, first], by: ===),
                "the override kept the background first")

            parent.exchangeSubview(at: 1, withSubviewAt: 2)
            XCTAssertTrue(parent.subviews.elementsEqual([background, first, second], by: ===))
            XCTAssertTrue(first.superview === parent && second.superview === parent)
            parent.exchangeSubview(at: 0, withSubviewAt: 7)
            XCTAssertTrue(
                parent.subviews.elementsEqual([background, first, second], by: ===),
                "an index outside subviews changes nothing")

            parent.sendSubviewToBack(second)
            XCTAssertTrue(parent.subviews.elementsEqual([second, background, first], by: ===))
            XCTAssertEqual(parent.log, ["insert 0", "exchange", "exchange", "back"])
        }
    }

    /// Apple, `show(_:sender:)`: "a navigation controller overrides this method and uses it to
    /// push vc onto its navigation stack", and with no such container "this method uses the
    /// window's root view controller to present vc modally". `showDetailViewController(_:sender:)`:
    /// "the UISplitViewController class overrides this method and installs vc as its detail
    /// view controller".
    func testShowPushesInANavigationControllerAndPresentsOutsideOne() {
        MainActor.assumeIsolated {
            let window = UIWindow(size: CGSize(width: 320, height: 480), clock: VirtualClock())
            let list = UIViewController()
            let navigation = UINavigationController(rootViewController: list)
            window.rootViewController = navigation
            window.tick()
            let detail = UIViewController()
            list.show(detail, sender: nil)
            XCTAssertTrue(navigation.viewControllers.elementsEqual([list, detail], by: ===), "pushed onto the stack")
            XCTAssertNil(navigation.presentedViewController)

            let lone = UIViewController()
            let other = UIWindow(size: CGSize(width: 320, height: 480), clock: VirtualClock())
            other.rootViewController = lone
            other.tick()
            let sheet = UIViewController()
            lone.show(sheet, sender: nil)
            XCTAssertTrue(lone.presentedViewController === sheet, "no container: presented modally")

            let split = UISplitViewController()
            let primary = UIViewController()
            split.viewControllers = [primary, UIViewController()]
            let replacement = UIViewController()
            primary.showDetailViewController(replacement, sender: nil)
            XCTAssertTrue(
                split.viewControllers.elementsEqual([primary, replacement], by: ===), "installed as the detail column")
        }
    }

    @MainActor
    private final class Card: UIViewController {
        var updates = 0
        let content = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            content.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(content)
        }

        /// SBCardPopup's shape: constraints added once, in the update pass, then `super`.
        override func updateViewConstraints() {
            updates += 1
            if updates == 1 {
                NSLayoutConstraint.activate([
                    content.widthAnchor.constraint(equalToConstant: 120),
                    content.heightAnchor.constraint(equalToConstant: 80),
                    content.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    content.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                ])
            }
            super.updateViewConstraints()
        }
    }

    /// Apple, `updateViewConstraints()`: "To schedule a change, call setNeedsUpdateConstraints()
    /// on the view. The system then calls your implementation of updateViewConstraints()
    /// before the layout occurs." Constraints added there place the view in the same pass.
    func testUpdateViewConstraintsRunsBeforeLayoutWhenAsked() {
        MainActor.assumeIsolated {
            let window = UIWindow(size: CGSize(width: 320, height: 480), clock: VirtualClock())
            let card = Card()
            window.rootViewController = card
            window.tick()
            XCTAssertEqual(card.updates, 1, "the first pass updates the root view's constraints")
            XCTAssertEqual(card.content.frame, CGRect(x: 100, y: 200, width: 120, height: 80))
            window.tick()
            XCTAssertEqual(card.updates, 1, "not again until asked")
            card.view.setNeedsUpdateConstraints()
            window.tick()
            XCTAssertEqual(card.updates, 2)
        }
    }

    /// Apple, `UIToolbar.barStyle`: "The toolbar style that specifies its appearance", and
    /// `UIBarStyle.black` is "the black style". A tint colour wins over the style.
    func testABlackToolbarDrawsBlack() {
        MainActor.assumeIsolated {
            let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            XCTAssertEqual(bar.barStyle, .default)
            bar.barStyle = .black
            let colour = bar.backgroundView.backgroundColor
            XCTAssertEqual(colour?.red, 0)
            XCTAssertEqual(colour?.alpha ?? 0, NavigationBar.translucentOpacity, accuracy: 0.001)
            XCTAssertTrue(bar.effectView?.isHidden ?? true, "no light blur under a black bar")
            bar.isTranslucent = false
            XCTAssertEqual(bar.backgroundView.backgroundColor?.alpha, 1)
            bar.barTintColor = .red
            XCTAssertEqual(bar.backgroundView.backgroundColor?.red, 1, "a tint wins over the style")
        }
    }

    @MainActor
    private final class RecordingBar: UINavigationBar {
        var images: [UIBarPosition] = []

        override func setBackgroundImage(_ image: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
            images.append(barPosition)
            super.setBackgroundImage(image, for: barPosition, barMetrics: barMetrics)
        }
    }

    /// Apple, `UINavigationBar.setBackgroundImage(_:for:barMetrics:)` "Sets the background image
    /// to use for a given bar position and set of metrics", an open method a bar subclass
    /// (EachNavigationBar) overrides; `UIBarAppearance.backgroundImage` is "the image to
    /// display on top of the background color" of a bar with that appearance.
    func testBackgroundImagesAreOverridableAndAnAppearanceDrawsItsImage() {
        MainActor.assumeIsolated {
            let bar = RecordingBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            bar.setBackgroundImage(UIImage(), for: .any, barMetrics: .default)
            XCTAssertEqual(bar.images, [.any])
            XCTAssertNotNil(bar.backgroundImage(for: .default), "super set it")

            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            let image = UIImage()
            appearance.backgroundImage = image
            let copy = appearance.copy()
            XCTAssertTrue(copy.backgroundImage === image, "copied with the appearance")
            bar.standardAppearance = appearance
            XCTAssertTrue(bar.backgroundImageView?.image === image)
            XCTAssertEqual(bar.backgroundImageView?.isHidden, false)
            appearance.configureWithDefaultBackground()
            XCTAssertNil(appearance.backgroundImage, "configuring again clears the image")
            bar.standardAppearance = appearance
            XCTAssertEqual(bar.backgroundImageView?.isHidden, true)
        }
    }
}
