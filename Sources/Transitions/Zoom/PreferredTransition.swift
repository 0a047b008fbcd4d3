import Engine
import Geometry

/// The system transition a controller asks for when it is presented or pushed
/// (`UIViewController.Transition`, iOS 18): set it on the controller being shown as
/// `preferredTransition`. It is used only when nothing custom answers first: a
/// `transitioningDelegate` on the presented controller, or a navigation delegate's
/// animator, still wins, as a custom transition does in UIKit.
@MainActor
public struct PreferredTransition {
    /// The zoom's settings; one object per transition value, so the interactive
    /// dismissal it installs and the dismissal it starts share it.
    let zoom: ZoomTransitionState

    /// Zooms the shown controller's view out of the view `sourceViewProvider` returns
    /// and back into it (`zoom(options:sourceViewProvider:)`). UIKit calls the provider
    /// "when it presents and when it dismisses the view controller", so the dismissal
    /// lands on the source's frame at that moment, wherever it has moved; a nil answer
    /// zooms from (and to) the middle of the screen instead.
    public static func zoom(options: ZoomOptions = ZoomOptions(),
                            sourceViewProvider: @escaping @MainActor (ZoomSourceViewProviderContext) -> View?) -> PreferredTransition {
        PreferredTransition(zoom: ZoomTransitionState(options: options, provider: sourceViewProvider))
    }
}

/// Options of a zoom transition (`UIViewController.Transition.ZoomOptions`).
@MainActor
public struct ZoomOptions {
    /// The colour laid over everything behind the zoomed view (`dimmingColor`); nil
    /// uses a black at 30 % opacity.
    public var dimmingColor: Color?
    /// Asked when a drag down on the zoomed view could start the interactive dismissal
    /// (`interactiveDismissShouldBegin`); false leaves the drag to the view. Nil: always.
    public var interactiveDismissShouldBegin: ((ZoomInteractionContext) -> Bool)?

    /// Options with the system defaults.
    public init(dimmingColor: Color? = nil, interactiveDismissShouldBegin: ((ZoomInteractionContext) -> Bool)? = nil) {
        self.dimmingColor = dimmingColor
        self.interactiveDismissShouldBegin = interactiveDismissShouldBegin
    }
}

/// What a zoom's source view provider is told (`ZoomSourceViewProviderContext`).
@MainActor
public struct ZoomSourceViewProviderContext {
    /// The controller that presents (or pushed) the zoomed controller (`sourceViewController`).
    public let sourceViewController: ViewController
    /// The controller being zoomed in or out (`zoomedViewController`).
    public let zoomedViewController: ViewController
}

/// Where and how fast a drag that may start a zoom's interactive dismissal is moving
/// (`ZoomOptions.InteractionContext`).
public struct ZoomInteractionContext: Sendable {
    /// The touch's location in the zoomed controller's view.
    public let location: Point
    /// The touch's velocity, points per second.
    public let velocity: Point
}

extension ViewController {
    /// Shared by the presentation and navigation hooks: the built-in zoom animator when
    /// this controller prefers the zoom and no transitioning delegate of its own answers.
    func zoomAnimator(opening: Bool) -> (any AnimatedTransitioning)? {
        guard let zoom = preferredTransition?.zoom, transitioningDelegate == nil else { return nil }
        return ZoomTransitionAnimator(state: zoom, opening: opening)
    }

    /// The drag-down interaction that started the current closing zoom, handed over once.
    func takeZoomInteraction() -> (any InteractiveTransitioning)? {
        guard let zoom = preferredTransition?.zoom, transitioningDelegate == nil else { return nil }
        defer { zoom.pendingInteraction = nil }
        return zoom.pendingInteraction
    }
}
