extension View {
    /// UIKit's `translatesAutoresizingMaskIntoConstraints`, accepted so a snippet that sets
    /// it compiles unchanged, and ignored: the engine has no Auto Layout, a view's frame is
    /// its layout (set it, or set it in `layoutSubviews`), so there are no constraints for
    /// the frame to turn into and none that setting it to false could hand layout to. It
    /// reads `true`, UIKit's value for a view made in code.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { true }
        // With no constraint engine, false would change nothing, so nothing is kept.
        set {}
    }
}
