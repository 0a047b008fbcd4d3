/// The archive a view would be decoded from (`NSCoder`), which never exists here: there are
/// no nibs or storyboards, so `View.init?(coder:)` is never handed one. UIKit code names it
/// only in the `required init?(coder:)` a subclass must declare.
public final class ViewCoder: Sendable {
    /// Internal: only the engine's tests make one, to show that decoding with it fails.
    init() {}
}
