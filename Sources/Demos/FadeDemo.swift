// Tutorial: the one-line transition (the original material-motion
// MotionTransitioning library).
//
// Concept: instead of a delegate, an animator and a context, a controller names a
// `Transition` that is started forward on presentation and backward on dismissal. The line
// that matters:
//     motionTransitionController.transition = FadeTransition()

import DemoKit
import Engine
import Geometry
import Transitions

/// MotionTransitioning's one-liner: the presented controller says
/// `motionTransitionController.transition = FadeTransition()` and is faded in when presented
/// (forward) and out when dismissed (backward); nothing else is written.
public struct FadeDemo: ListedDemo {
    /// `--demo fade`, its catalog row and summary.
    public static let entry = DemoEntry(
        "fade", title: "Fade", summary: "One line: motionTransitionController.transition = FadeTransition()")

    /// Creates the demo with its default parameters.
    public init() {}

    /// A page whose `present-button` presents the faded page.
    public func makeRootViewController() -> ViewController {
        DemoRootViewController(
            Self.entry, subtitle: "transition = FadeTransition()",
            buttons: [.present { $0.present(Self.makeModal(), animated: true) }])
    }

    /// The faded-in page (id `modal`).
    private static func makeModal() -> ViewController {
        let modal = DemoViewController(named: "fade.modal") { modal in
            CardScreen.modal(of: modal, title: "Faded in", detail: "Forward and backward", color: Palette.teal).view
        }
        // A full-screen fade, as the original; the default would be a page sheet.
        modal.modalPresentationStyle = .fullScreen
        // The whole demo: the transition controller becomes the transitioning delegate.
        modal.motionTransitionController.transition = FadeTransition()
        return modal
    }
}
