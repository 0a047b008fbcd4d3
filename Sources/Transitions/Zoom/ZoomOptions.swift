import Engine
import Geometry

/// Options of a zoom transition (`UIViewController.Transition.ZoomOptions`).
///
/// A class, as UIKit's is: iOS 18 code makes one with `let`, sets its properties, and
/// passes it to `.zoom(options:sourceViewProvider:)`.
@preconcurrency @MainActor
public final class ZoomOptions {
    /// The colour laid over everything behind the zoomed view (`dimmingColor`); nil
    /// uses a black at 30 % opacity.
    public var dimmingColor: Color?
    /// Asked when a drag down on the zoomed view could start the interactive dismissal
    /// (`interactiveDismissShouldBegin`); false leaves the drag to the view. Nil: always.
    public var interactiveDismissShouldBegin: ((ZoomInteractionContext) -> Bool)?
    /// The rectangle of the zoomed controller's view, in that view's own coordinates at its
    /// full size, that the source view becomes (`alignmentRectProvider`): the zoom grows
    /// that part of the view out of the source's frame, scaled to the source's width, and
    /// opens out to the whole view. Asked each time the zoom measures itself (once a run,
    /// with the source view then on screen); nil, or a nil answer, aligns the view's top
    /// edge and full width with the source, as without the option.
    public var alignmentRectProvider: ((ZoomAlignmentRectContext) -> Rect?)?

    /// Options with the system defaults.
    public init(dimmingColor: Color? = nil, interactiveDismissShouldBegin: ((ZoomInteractionContext) -> Bool)? = nil) {
        self.dimmingColor = dimmingColor
        self.interactiveDismissShouldBegin = interactiveDismissShouldBegin
    }
}

/// What a zoom's source view provider is told (`ZoomSourceViewProviderContext`).
@preconcurrency @MainActor
public struct ZoomSourceViewProviderContext {
    /// The controller that presents (or pushed) the zoomed controller (`sourceViewController`).
    public let sourceViewController: ViewController
    /// The controller being zoomed in or out (`zoomedViewController`).
    public let zoomedViewController: ViewController
}

/// What a zoom's alignment rectangle provider is told
/// (`ZoomOptions.AlignmentRectContext`): the two views the zoom joins.
@preconcurrency @MainActor
public struct ZoomAlignmentRectContext {
    /// The zoomed-out view, the one the source view provider returned (`sourceView`).
    public let sourceView: View
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
    /// Whether the dismissal begins unless the handler says otherwise (`willBegin`, "whether
    /// the transition is beginning"): the handler is asked only for a drag that starts
    /// downwards, which the system takes, so it is true.
    public let willBegin: Bool
}
