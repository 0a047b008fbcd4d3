/// The status bar's look a controller asks for (`UIStatusBarStyle`); no status bar is drawn
/// here, so the answer is accepted and unused.
public enum StatusBarStyle: Int, Hashable, Sendable {
    /// The system's choice.
    case `default`
    /// Light content, for dark backgrounds.
    case lightContent
    /// Dark content, for light backgrounds.
    case darkContent
}

/// How the status bar changes when a controller's status-bar preferences do
/// (`UIStatusBarAnimation`); no status bar is drawn here, so the answer is accepted and unused.
public enum StatusBarAnimation: Int, Hashable, Sendable {
    /// No animation.
    case none
    /// A fade.
    case fade
    /// A slide.
    case slide
}
