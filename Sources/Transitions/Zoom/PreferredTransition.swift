import Engine
import Geometry

/// The system transition a controller asks for when it is presented or pushed
/// (`UIViewController.Transition`, iOS 18): set it on the controller being shown as
/// `preferredTransition`. It is used only when nothing custom answers first: a
/// `transitioningDelegate` on the presented controller, or a navigation delegate's
/// animator, still wins, as a custom transition does in UIKit.
@preconcurrency @MainActor
public struct PreferredTransition {
    /// The zoom's settings; one object per transition value, so the interactive
    /// dismissal it installs and the dismissal it starts share it.
    let zoom: ZoomTransitionState

    /// Zooms the shown controller's view out of the view `sourceViewProvider` returns
    /// and back into it (`zoom(options:sourceViewProvider:)`). UIKit calls the provider
    /// "when it presents and when it dismisses the view controller", so the dismissal
    /// lands on the source's frame at that moment, wherever it has moved; a nil answer
    /// zooms from (and to) the middle of the screen instead.
    public static func zoom(
        options: ZoomOptions = ZoomOptions(),
        sourceViewProvider: @escaping @MainActor (ZoomSourceViewProviderContext) -> View?
    ) -> PreferredTransition {
        PreferredTransition(zoom: ZoomTransitionState(options: options, provider: sourceViewProvider))
    }
}
