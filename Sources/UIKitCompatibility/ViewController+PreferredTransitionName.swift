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
