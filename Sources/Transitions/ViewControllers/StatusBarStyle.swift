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
