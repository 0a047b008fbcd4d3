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
