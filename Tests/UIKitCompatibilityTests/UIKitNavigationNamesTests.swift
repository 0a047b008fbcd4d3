import PlaygroundKit
import UIKitCompatibility
import XCTest

/// UIKit's navigation and transition-coordinator spellings as real libraries write them
/// (hyperoslo/Whisper, hyperoslo/Lightbox, m1entus/INSPhotoGallery, joomcode/BottomSheet).
final class UIKitNavigationNamesTests: XCTestCase {
    @MainActor
    private final class Gallery: UIViewController {
        var log: [String] = []

        /// INSPhotoGallery's override, as it writes it: no default for the completion.
        override func dismiss(animated flag: Bool, completion: (() -> Void)?) {
            log.append("dismiss")
            super.dismiss(animated: flag, completion: completion)
        }

        override func present(
            _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?
        ) {
            log.append("present")
            super.present(viewControllerToPresent, animated: flag, completion: completion)
        }

        func close() {
            dismiss(animated: false, completion: nil)
        }
    }

    @MainActor
    private final class Resizing: UIViewController {
        var seen: [CGSize] = []
        var contexts: [String] = []

        /// Lightbox's override, with the protocol spelled as UIKit's is.
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            seen.append(size)
            coordinator.animate(
                alongsideTransition: { [weak self] (context: any UIViewControllerTransitionCoordinatorContext) in
                    self?.contexts.append("along \(context.isCancelled) \(context.targetTransform == .identity)")
                },
                completion: { [weak self] context in self?.contexts.append("done \(context.containerView.bounds.size)")
                })
        }
    }

    /// Apple, `UIViewController.dismiss(animated:completion:)` is declared `open func
    /// dismiss(animated flag: Bool, completion: (() -> Void)? = nil)`: "If you call this
    /// method on the presented view controller itself, UIKit asks the presenting view
    /// controller to handle the dismissal." A subclass overrides it (and
    /// `present(_:animated:completion:)`), a call from anywhere (through the base class too)
    /// reaches the override, and `super` still presents and dismisses.
    func testPresentAndDismissAreOverridable() {
        MainActor.assumeIsolated {
            let window = UIWindow(size: CGSize(width: 300, height: 500), clock: VirtualClock())
            let gallery = Gallery()
            window.rootViewController = gallery
            window.tick()
            let photo = UIViewController()
            photo.modalPresentationStyle = .fullScreen
            let presenter: UIViewController = gallery
            presenter.present(photo, animated: false)
            XCTAssertTrue(gallery.presentedViewController === photo)
            gallery.close()
            XCTAssertNil(gallery.presentedViewController, "super dismissed what the gallery presented")
            XCTAssertEqual(gallery.log, ["present", "dismiss"])
            presenter.dismiss(animated: false)
            XCTAssertEqual(gallery.log, ["present", "dismiss", "dismiss"], "through the base class too")
        }
    }

    /// Apple, `UIViewControllerTransitionCoordinator` is a protocol (`@MainActor protocol
    /// UIViewControllerTransitionCoordinator : UIViewControllerTransitionCoordinatorContext`),
    /// and `viewWillTransition(to:with:)` takes `any UIViewControllerTransitionCoordinator`:
    /// an override spelled that way is called on a window resize (this platform's rotation),
    /// and its alongside animation and completion see the context: not cancelled, no
    /// rotation (`targetTransform` the identity), a container of the new size.
    func testTheCoordinatorIsTheProtocolUIKitDeclares() {
        MainActor.assumeIsolated {
            let window = UIWindow(size: CGSize(width: 300, height: 500), clock: VirtualClock())
            let resizing = Resizing()
            window.rootViewController = resizing
            window.tick()
            window.size = CGSize(width: 500, height: 300)
            XCTAssertEqual(resizing.seen, [CGSize(width: 500, height: 300)])
            XCTAssertEqual(resizing.contexts, ["along false true", "done \(CGSize(width: 500, height: 300))"])
            XCTAssertNil(resizing.transitionCoordinator, "no transition runs once the resize is done")
        }
    }

    /// INSPhotoGallery's overlay: a bar of its own (`UINavigationBar()`) made transparent
    /// with empty background and shadow images, one `UINavigationItem` with a close button on
    /// the left and an action on the right, and the title's attributes (Apple,
    /// `titleTextAttributes`: "You can specify the font, text color, and shadow properties
    /// for the title in the text attributes dictionary").
    func testAGalleryOverlayBarDrawsItsItemAndTitleStyle() {
        MainActor.assumeIsolated {
            let bar = UINavigationBar()
            bar.backgroundColor = UIColor.clear
            bar.barTintColor = nil
            bar.isTranslucent = true
            bar.shadowImage = UIImage()
            bar.setBackgroundImage(UIImage(), for: .default)
            let item = UINavigationItem(title: "")
            bar.items = [item]
            item.leftBarButtonItem = UIBarButtonItem(title: "CLOSE", style: .plain, target: nil, action: nil)
            item.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
            item.title = "1 of 3"
            bar.titleTextAttributes = [.foregroundColor: UIColor.white]
            bar.frame = CGRect(x: 0, y: 0, width: 320, height: 64)
            bar.layoutIfNeeded()
            XCTAssertNil(bar.backgroundColor, "transparent: the empty image draws instead")
            XCTAssertEqual(bar.titleLabel.text, "1 of 3")
            XCTAssertEqual(bar.titleLabel.textColor, UIColor.white)
            XCTAssertEqual(bar.subviews.filter { $0.accessibilityIdentifier == "navigation-bar.item" }.count, 2)
            XCTAssertEqual(
                (bar.titleTextAttributes?[.foregroundColor] as? UIColor), UIColor.white, "read back as set")
            bar.titleTextAttributes = nil
            XCTAssertEqual(bar.titleLabel.textColor, UIColor.black)
        }
    }

    @MainActor
    private final class SheetNavigation: UINavigationController {
        let tag: String

        /// BottomSheet's navigation controller starts from UIKit's designated initializer.
        init(tag: String) {
            self.tag = tag
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: ViewCoder) { return nil }
    }

    /// Apple, `UINavigationController.init(nibName:bundle:)`: "Creates a navigation
    /// controller" (a designated initializer a subclass calls), and
    /// `init(rootViewController:)` is "a convenience method for initializing the receiver and
    /// pushing a root view controller onto the navigation stack. Every navigation stack must
    /// have at least one view controller to act as the root." So the first controller pushed
    /// on (or set into) an empty stack becomes its root, at once, its title in the bar.
    func testAnEmptyNavigationControllerTakesItsFirstControllerAsTheRoot() {
        MainActor.assumeIsolated {
            let window = UIWindow(size: CGSize(width: 300, height: 500), clock: VirtualClock())
            let nav = SheetNavigation(tag: "sheet")
            window.rootViewController = nav
            window.tick()
            XCTAssertTrue(nav.viewControllers.isEmpty)
            let first = UIViewController()
            first.title = "First"
            nav.pushViewController(first, animated: true)
            XCTAssertTrue(nav.viewControllers.elementsEqual([first], by: ===))
            XCTAssertTrue(first.parent === nav)
            XCTAssertTrue(first.view.window === window, "shown at once")
            XCTAssertEqual(nav.navigationBar.titleLabel.text, "First")
            XCTAssertTrue(nav.navigationBar.backButton.isHidden)
            let empty = UINavigationController()
            empty.setViewControllers([UIViewController(), UIViewController()], animated: false)
            XCTAssertEqual(empty.viewControllers.count, 2)
        }
    }

    /// Apple, `UINavigationBarAppearance.titleTextAttributes`: "String attributes to apply to
    /// the text of a standard-size title." An appearance that sets them styles the title over
    /// the bar's own `titleTextAttributes`, on the title shown and on those a push brings;
    /// `largeTitleTextAttributes` is kept as set (no large title is drawn here).
    func testAnAppearancesTitleAttributesStyleTheTitle() {
        MainActor.assumeIsolated {
            let nav = UINavigationController(rootViewController: UIViewController())
            let bar = nav.navigationBar
            bar.titleTextAttributes = [.foregroundColor: UIColor.white]
            XCTAssertEqual(bar.titleLabel.textColor, UIColor.white)
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.titleTextAttributes = [.foregroundColor: UIColor.red]
            bar.standardAppearance = appearance
            bar.scrollEdgeAppearance = appearance
            XCTAssertEqual(bar.titleLabel.textColor, UIColor.red, "the appearance's attributes win")
            let window = UIWindow(size: CGSize(width: 300, height: 500), clock: VirtualClock())
            window.rootViewController = nav
            window.tick()
            nav.pushViewController(UIViewController(), animated: true)
            XCTAssertEqual(bar.titleLabel.textColor, UIColor.red, "and style the title a push brings")
            bar.standardAppearance = UINavigationBarAppearance()
            XCTAssertEqual(bar.titleLabel.textColor, UIColor.white, "no attributes: the bar's own again")
            bar.largeTitleTextAttributes = [.foregroundColor: UIColor.blue]
            XCTAssertEqual(bar.largeTitleTextAttributes?[.foregroundColor] as? UIColor, UIColor.blue)
        }
    }

    /// BottomSheet keeps a navigation item to read `hidesBackButton` from; the item's
    /// stand-ins (`prompt`, `largeTitleDisplayMode`) are kept as set.
    func testANavigationItemKeepsUIKitsMembers() {
        MainActor.assumeIsolated {
            let item: UINavigationItem = UIViewController().navigationItem
            XCTAssertFalse(item.hidesBackButton)
            item.setHidesBackButton(true, animated: true)
            XCTAssertTrue(item.hidesBackButton)
            item.prompt = "Choose"
            item.largeTitleDisplayMode = .never
            XCTAssertEqual(item.prompt, "Choose")
            XCTAssertEqual(item.largeTitleDisplayMode, .never)
            let back = UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil)
            item.backBarButtonItem = back
            XCTAssertTrue(item.backBarButtonItem === back)
        }
    }
}
