import Engine

/// What a zoom transition asks its source view provider (`UIZoomTransitionSourceViewProviderContext`).
@MainActor
public struct ZoomSourceContext {
    /// The controller that zooms in (presented or pushed) and out.
    public let zoomedViewController: ViewController
    /// The controller showing the source view (the presenter, or the controller below in a
    /// navigation stack).
    public let sourceViewController: ViewController
}

/// A system transition a controller prefers when it is presented or pushed
/// (`UIViewController.Transition`, iOS 18): today the zoom.
///
/// `.zoom(sourceViewProvider:)`: the source view (asked for each time, so a dismissal
/// returns into the source's current frame) morphs into the controller's view, rounded
/// corners and all, while the rest dims; dismissal (or pop) zooms back. A presented
/// zoomed controller can be dragged down to dismiss: it follows the finger, shrinking,
/// and zooms home or springs back on release, leaving at the finger's velocity. Setting
/// it makes the controller's presentation `.custom` with the zoom's own transitioning
/// delegate; a navigation controller uses it when its delegate supplies no animator.
@MainActor
public struct PreferredTransition {
    /// The object that hands out the zoom's animators, interaction and presentation
    /// controller (the controller keeps it through `preferredTransition`).
    let zoom: ZoomTransitionController

    /// The zoom transition from the view `sourceViewProvider` returns (nil: the zoom
    /// grows from and shrinks into the middle of the window).
    public static func zoom(sourceViewProvider: @escaping @MainActor (ZoomSourceContext) -> View?) -> PreferredTransition {
        PreferredTransition(zoom: ZoomTransitionController(sourceViewProvider: sourceViewProvider))
    }
}

extension ViewController {
    /// Installs `preferredTransition` on this controller (called by its setter).
    func preferredTransitionDidChange() {
        guard let transition = preferredTransition else { return }
        transitioningDelegate = transition.zoom
        modalPresentationStyle = .custom
    }

    /// The zoom animator a navigation controller uses for a push to, or a pop from, a
    /// controller that prefers the zoom; nil otherwise.
    static func preferredNavigationAnimator(_ operation: NavigationOperation, from: ViewController,
                                            to: ViewController) -> (any AnimatedTransitioning)? {
        let zoomed = operation == .push ? to : from
        guard let zoom = zoomed.preferredTransition?.zoom else { return nil }
        return ZoomTransitionAnimator(isZoomingIn: operation == .push, provider: zoom.sourceViewProvider)
    }
}
