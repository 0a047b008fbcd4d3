/// The system animation of a presentation whose transitioning delegate supplies no
/// animator (`UIModalTransitionStyle`), read from the presented controller's
/// `modalTransitionStyle`. Sheets and popovers keep their own motion, as on iOS.
public enum ModalTransitionStyle: Int, Hashable, Sendable {
    /// The presented view rises from the bottom and sinks back (the default).
    case coverVertical = 0
    /// A flip about the vertical axis in UIKit; drawn here as `crossDissolve`, as the
    /// playground draws flips in `View.transition(with:)`.
    case flipHorizontal = 1
    /// The presented view fades in over the presenter where it will stand, and out again.
    case crossDissolve = 2
    /// A page curl in UIKit; drawn here as `crossDissolve`.
    case partialCurl = 3
}

extension ModalPresentationStyle {
    /// `.currentContext`: covers the controller that defines the presentation context.
    /// No controller defines one here (`definesPresentationContext` is kept, not read), so
    /// the context is the window, and this is `.fullScreen`, as UIKit falls back to when no
    /// ancestor defines a context.
    public static var currentContext: ModalPresentationStyle { .fullScreen }
    /// `.overCurrentContext`: as `.currentContext`, with the presenter's view left in
    /// place underneath; here `.overFullScreen`.
    public static var overCurrentContext: ModalPresentationStyle { .overFullScreen }
}
