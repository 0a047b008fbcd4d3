// Tutorial: custom push and pop in a navigation controller (from the original blog
// tutorial on view controller transitions).
//
// UIKit concept: the navigation controller's delegate hands out the animator for each
// operation; in a navigation transition the container is not the root view and the from-view
// leaves the hierarchy afterwards; an edge swipe drives an interactive pop. The lines that matter:
//     func navigationController(_:animationControllerFor:from:to:) -> (any AnimatedTransitioning)?
//     navigationController?.pushViewController(next, animated: true)

import DemoKit
import Engine
import Geometry
import Transitions

/// A navigation controller whose delegate supplies a custom animator, as in the original
/// transitions tutorial: the
/// pushed page slides in from the right over the old one, which drifts a third of the
/// way left and fades; pop reverses it, and a drag from the left edge pops
/// interactively with the same animator (the navigation controller's built-in edge
/// pan drives it, finishing past half way or on a fling, cancelling otherwise).
/// "Push (system)" pushes a page the delegate has no animator for, so UIKit's default
/// push, pop and edge-swipe pop run. The navigation bar shows each page's title and a
/// back button titled with the page below.
public struct NavigationDemo: ListedDemo {
    /// `--demo navigation`, its catalog row and summary.
    public static let entry = DemoEntry(
        "navigation", title: "Navigation", summary: "Push and pop with a custom animator, edge swipe to pop")

    /// Creates the demo with its default parameters.
    public init() {}

    /// A navigation controller on the first page, with its `present-button`; the page is
    /// also the navigation controller's delegate (held weakly, as in UIKit, and kept alive
    /// by the navigation controller, whose root it is).
    public func makeRootViewController() -> ViewController {
        let first = NavigationFirstViewController()
        let navigation = NavigationController(rootViewController: first)
        navigation.title = "navigation"
        navigation.delegate = first
        return navigation
    }
}

/// The bottom page, with "Push", and the navigation controller's delegate: it supplies the
/// custom animator for push and pop, and no interaction controller of its own, so the
/// edge-swipe pop uses the navigation controller's.
@MainActor
final class NavigationFirstViewController: DemoViewController, NavigationControllerDelegate {
    convenience init() {
        self.init(named: "navigation.first")
        navigationItem.title = "Navigation"
    }

    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any AnimatedTransitioning)? {
        // The system page gets UIKit's default animation: no animator from the delegate.
        if (from as? NavigationPageController)?.kind == .system || (to as? NavigationPageController)?.kind == .system {
            return nil
        }
        return ParallaxSlideAnimator(forward: operation == .push, duration: 0.4)
    }

    override func loadView() {
        let screen = DemoScreen(title: "Navigation", subtitle: "Push, then swipe from the left edge")
        screen.addButton("Push", id: "present-button") { [weak self] _ in
            self?.navigationController?.pushViewController(NavigationPageController(.custom), animated: true)
        }
        screen.addButton("Push (system)", id: "push-system-button") { [weak self] _ in
            self?.navigationController?.pushViewController(NavigationPageController(.system), animated: true)
        }
        // The page starts below the navigation bar, which floats over the top.
        let page = View()
        page.accessibilityIdentifier = "navigation.first"
        page.backgroundColor = screen.view.backgroundColor
        page.addSubview(screen.view)
        page.onLayoutSubviews = { [content = screen.view] v in
            content.frame = Rect(
                x: 0, y: NavigationBar.height, width: v.bounds.width,
                height: max(0, v.bounds.height - NavigationBar.height))
        }
        view = page
    }
}

/// A pushed page (id `pushed`) with "Back". The demo's animator pushes the custom page;
/// for the system page the delegate supplies no animator, so UIKit's default slide and
/// the default edge-swipe pop run.
@MainActor
final class NavigationPageController: DemoViewController {
    /// Which push the page shows.
    enum Kind { case custom, system }
    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
        super.init(named: kind == .custom ? "navigation.second" : "navigation.system")
        navigationItem.title = kind == .custom ? "Pushed" : "System push"
    }

    /// Always fails (nil), as the base class does: there are no storyboards to decode from.
    required init?(coder: ViewCoder) {
        return nil
    }

    override func loadView() {
        let card = CardScreen(
            title: navigationItem.title ?? "",
            detail: kind == .custom
                ? "Swipe from the left edge to go back"
                : "UIKit's default push; swipe from the edge",
            color: kind == .custom ? Palette.green : Palette.indigo,
            buttonTitle: "Back"
        ) { [weak self] _ in
            self?.navigationController?.popViewController(animated: true)
        }
        card.view.accessibilityIdentifier = "pushed"
        view = card.view
    }
}

/// Push: the new page slides in from the right edge while the old one moves a third of
/// the way left and fades to 0.6. Pop: the reverse. Linear while a finger drives it.
@MainActor
final class ParallaxSlideAnimator: PageSwapAnimator {
    override func startSwap(from: View, to: View, in container: View, context: TransitionContext)
        -> (options: AnimationOptions, animations: () -> Void)
    {
        let width = container.bounds.width
        let offRight = AffineTransform(translationX: width, y: 0)
        let behind = AffineTransform(translationX: -width / 3, y: 0)
        if forward {
            to.transform = offRight
            container.addSubview(to)
        } else {
            to.transform = behind
            to.alpha = 0.6
            container.insertSubview(to, belowSubview: from)
        }
        let options: AnimationOptions = context.isInteractive ? [.curveLinear] : [.curveEaseInOut]
        return (
            options,
            {
                to.transform = .identity
                to.alpha = 1
                if self.forward {
                    from.transform = behind
                    from.alpha = 0.6
                } else {
                    from.transform = offRight
                }
            }
        )
    }
}
