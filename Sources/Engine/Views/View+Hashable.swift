/// Views compare and hash by identity, as UIKit's do.
///
/// A `UIView` is an `NSObject`, so Swift code may write `a == b` between views, use
/// `firstIndex(of:)` on a list of views, or put views in a `Set`: NSObject's default
/// `isEqual(_:)` and `hash` are the object's identity. The engine keeps that rule, and
/// keeps it consistent with `===`: two views are equal only when they are the same object,
/// and the hash is the object's identifier, so a view is a stable dictionary key however
/// its geometry changes.
extension View: Hashable {
    /// True when both sides are the same view (`===`): NSObject's default equality.
    ///
    /// Nonisolated: identity needs no state of the view, so sets and dictionaries of
    /// views work from any context, as they do with UIKit.
    public nonisolated static func == (lhs: View, rhs: View) -> Bool {
        lhs === rhs
    }

    /// Hashes the view's identity, never its properties, so the hash never changes while
    /// the view lives.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
