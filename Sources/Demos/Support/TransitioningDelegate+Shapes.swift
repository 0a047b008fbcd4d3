import Transitions

/// A transition object that is both the transitioning delegate and the animator of both
/// directions, the one-object pattern of the articles the demos port: it hands itself out
/// for the presentation and for the dismissal, and `animateTransition(using:)` reads the
/// context's `kind` to tell them apart.
@MainActor
protocol SelfAnimatingTransition: TransitioningDelegate, AnimatedTransitioning {}

extension SelfAnimatingTransition {
    /// Itself.
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? { self }

    /// Itself.
    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? { self }
}

/// A transitioning delegate whose `.custom` presentations run under a presentation
/// controller it makes. UIKit may ask with no presenting controller; there is then nothing
/// to present over, so no controller is made and the style's own is used.
@MainActor
protocol CustomPresentationDelegate: TransitioningDelegate {
    /// The presentation controller that shows `presented` over `presenting`.
    func makePresentationController(presenting: ViewController, presented: ViewController) -> PresentationController
}

extension CustomPresentationDelegate {
    /// `makePresentationController(presenting:presented:)`, or nil with no presenting controller.
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        guard let presenting else { return nil }
        return makePresentationController(presenting: presenting, presented: presented)
    }
}

/// A transitioning delegate whose dismissal a drag may drive: while a drag runs it hands
/// out the drag's interaction, otherwise none, so a tap dismisses on the animator's own.
@MainActor
protocol DragDismissedTransition: TransitioningDelegate {
    /// The drag that drives the dismissal it starts.
    var drag: InteractiveDrag { get }
}

extension DragDismissedTransition {
    /// The drag's interaction while one runs, nil otherwise.
    func interactionControllerForDismissal(using animator: any AnimatedTransitioning) -> (any InteractiveTransitioning)?
    {
        drag.interaction
    }
}

/// A transitioning delegate whose animator for each direction comes from one function of
/// the direction (often one animator class run both ways).
@MainActor
protocol DirectionalAnimatorDelegate: TransitioningDelegate {
    /// The animator for the presentation (`presenting` true) or the dismissal.
    func animator(presenting: Bool) -> any AnimatedTransitioning
}

extension DirectionalAnimatorDelegate {
    /// `animator(presenting: true)`.
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? { animator(presenting: true) }

    /// `animator(presenting: false)`.
    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        animator(presenting: false)
    }
}
