// Tutorial: the one-line transition (the original material-motion
// MotionTransitioning library).
//
// Concept: instead of a delegate, an animator and a context, a controller names a
// `Transition` that is started forward on presentation and backward on dismissal. The line
// that matters:
//     transitionController.transition = FadeTransition()

import DemoKit
import Engine
import Geometry
import Transitions

/// MotionTransitioning's one-liner: the presented controller says
/// `transitionController.transition = FadeTransition()` and is faded in when presented
/// (forward) and out when dismissed (backward); nothing else is written.
public struct FadeDemo: Demo {
    /// The `--demo` name.
    public static let name = "fade"
    /// The catalog row's title.
    public static let title = "Fade"
    /// The catalog row's one-line summary.
    public static let summary = "One line: transitionController.transition = FadeTransition()"

    /// Creates the demo with its default parameters.
    public init() {}

    /// The demo's first screen, with its `present-button`.
    public func makeRootViewController() -> ViewController { FadeRootViewController() }
}

/// The presenting screen.
@MainActor
final class FadeRootViewController: ViewController {
    override init() {
        super.init()
        title = "fade"
    }

    override func loadView() {
        let screen = DemoScreen(title: "Fade", subtitle: "transition = FadeTransition()")
        screen.view.id = "fade.root"
        screen.addButton("Present", id: "present-button") { [weak self] _ in
            self?.present(FadeModalViewController(), animated: true)
        }
        view = screen.view
    }
}

/// The faded-in page (id `modal`).
@MainActor
final class FadeModalViewController: ViewController {
    override init() {
        super.init()
        title = "fade.modal"
        // A full-screen fade, as the original; the default would be a page sheet.
        modalPresentationStyle = .fullScreen
        // The whole demo: the transition controller becomes the transitioning delegate.
        transitionController.transition = FadeTransition()
    }

    override func loadView() {
        let card = CardScreen(title: "Faded in", detail: "Forward and backward", color: Palette.teal) { [weak self] _ in
            self?.dismiss(animated: true)
        }
        card.view.id = "modal"
        view = card.view
    }
}
