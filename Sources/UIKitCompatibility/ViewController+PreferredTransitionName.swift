import Transitions

// iOS 18 spells the system transition a controller asks for as a type nested in
// UIViewController: `UIViewController.Transition.zoom(options:sourceViewProvider:)`, with its
// options as `UIViewController.Transition.ZoomOptions`.

extension ViewController {
    /// `UIViewController.Transition` (iOS 18): the value `preferredTransition` takes.
    public typealias Transition = PreferredTransition
}

extension PreferredTransition {
    /// `UIViewController.Transition.ZoomOptions`: the zoom's options.
    public typealias ZoomOptions = Transitions.ZoomOptions
    /// `UIViewController.Transition.ZoomSourceViewProviderContext`: what the source view
    /// provider is told.
    public typealias ZoomSourceViewProviderContext = Transitions.ZoomSourceViewProviderContext
}

extension ZoomOptions {
    /// `UIViewController.Transition.ZoomOptions.InteractionContext`: what
    /// `interactiveDismissShouldBegin` is told.
    public typealias InteractionContext = ZoomInteractionContext
    /// `UIViewController.Transition.ZoomOptions.AlignmentRectContext`: what
    /// `alignmentRectProvider` is told.
    public typealias AlignmentRectContext = ZoomAlignmentRectContext
}
