import Engine

extension View {
    /// The animations the system provides (`UIView.SystemAnimation`), performed with
    /// `perform(_:on:options:animations:completion:)`.
    public enum SystemAnimation: Int, Hashable, Sendable {
        /// Fades the views out and removes them from the view hierarchy when the animation
        /// is complete (`.delete`).
        case delete = 0
    }

    /// How long the system's own animations run here. UIKit documents no duration; this is
    /// its common one for short changes of state.
    static let systemAnimationDuration = 0.3

    /// Performs a system animation on `views` with `parallelAnimations` alongside, on the
    /// same timing and `options` (`perform(_:on:options:animations:completion:)`).
    ///
    /// `.delete` fades the views out, removes them from their superviews once the animation
    /// ends and gives their opacity back, so a view added again shows; `completion` runs
    /// after that, with whether the animations finished. Libraries call it with no views at
    /// all to animate changes of their own on the system's timing.
    public static func perform(
        _ animation: SystemAnimation, on views: [View], options: AnimationOptions = [],
        animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let alphas = views.map(\.alpha)
        animate(
            withDuration: systemAnimationDuration, delay: 0, options: options,
            animations: {
                switch animation {
                case .delete: for view in views { view.alpha = 0 }
                }
                parallelAnimations?()
            },
            completion: { finished in
                for (view, alpha) in zip(views, alphas) {
                    view.removeFromSuperview()
                    view.alpha = alpha
                }
                completion?(finished)
            })
    }
}
