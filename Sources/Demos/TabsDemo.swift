// Tutorial: custom tab switching (from the original blog tutorial on view controller
// transitions).
//
// UIKit concept: a tab bar controller's delegate hands out an animator for a change of the
// selected tab; the incoming tab's view slides in over the outgoing one. The lines that matter:
//     func tabBarController(_:animationControllerForTransitionFrom:to:) -> (any AnimatedTransitioning)?
//     context.completeTransition(!context.transitionWasCancelled)

import DemoKit
import Engine
import Geometry
import Transitions

/// A tab bar controller whose delegate supplies a slide animator, as in the original
/// transitions tutorial: choosing a
/// tab to the right slides the pages left, a tab to the left slides them right. The tab
/// buttons sit along the bottom; each page also has a "Next tab" button (`present-button`).
public struct TabsDemo: ListedDemo {
    /// `--demo tabs`, its catalog row and summary.
    public static let entry = DemoEntry(
        "tabs", title: "Tabs", summary: "A tab bar controller switching tabs with a custom slide animator")

    /// Creates the demo with its default parameters.
    public init() {}

    /// The demo's first screen, with its `present-button`.
    public func makeRootViewController() -> ViewController { TabsDemoController() }
}

/// The tab bar controller with three pages, keeping its (weakly held) delegate alive.
@MainActor
final class TabsDemoController: TabBarController {
    private let animators = TabSlideDelegate()

    init() {
        let colours = [Palette.groupedBackground, Color(r8: 230, g8: 244, b8: 234), Color(r8: 255, g8: 242, b8: 222)]
        let pages = (0..<3).map { TabsDemoController.makePage($0, of: 3, background: colours[$0]) }
        super.init(viewControllers: pages)
        title = "tabs"
        delegate = animators
    }

    /// Always fails (nil), as the base class does: there are no storyboards to decode from.
    required init?(coder: ViewCoder) {
        return nil
    }

    /// Tab `index`'s page (id `tab-N`), titled "First", "Second"...: the demo's heading, which
    /// tab it is, and "Next tab".
    private static func makePage(_ index: Int, of count: Int, background: Color) -> ViewController {
        DemoViewController(named: ["First", "Second", "Third"][index % 3]) { page in
            let screen = DemoScreen(title: "Tabs", subtitle: "Tab \(index + 1) of \(count)", background: background)
            screen.view.accessibilityIdentifier = "tab-\(index)"
            screen.addButton("Next tab", id: "present-button") { [weak page] _ in
                page?.tabBarController?.select((index + 1) % count, animated: true)
            }
            return screen.view
        }
    }
}

/// Supplies the slide animator.
@MainActor
final class TabSlideDelegate: TabBarControllerDelegate {
    func tabBarController(
        _ tabBarController: TabBarController,
        animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> (any AnimatedTransitioning)? {
        let pages = tabBarController.viewControllers ?? []
        let a = pages.firstIndex { $0 === from } ?? 0
        let b = pages.firstIndex { $0 === to } ?? 0
        return TabSlideAnimator(forward: b > a, duration: 0.3)
    }
}

/// Slides the new page in from one side while the old one leaves by the other: forward (a
/// tab to the right of the old one) moves the pages left.
@MainActor
final class TabSlideAnimator: PageSwapAnimator {
    override func startSwap(from: View, to: View, in container: View, context: TransitionContext)
        -> (options: AnimationOptions, animations: () -> Void)
    {
        let shift = forward ? container.bounds.width : -container.bounds.width
        to.transform = AffineTransform(translationX: shift, y: 0)
        container.addSubview(to)
        return (
            [.curveEaseInOut],
            {
                to.transform = .identity
                from.transform = AffineTransform(translationX: -shift, y: 0)
            }
        )
    }
}
