/// Recognizers compare and hash by identity, as UIKit's do.
///
/// A `UIGestureRecognizer` is an `NSObject`, so UIKit code writes `recognizer == tap`,
/// `gestureRecognizers.contains(other)` or `firstIndex(of:)` to tell its recognizers
/// apart, and keeps them in sets. NSObject's default equality is the object's identity;
/// the engine keeps that rule, consistent with `===` and with `isEqual(_:)`.
extension GestureRecognizer: Hashable {
    /// True when both sides are the same recognizer (`===`): NSObject's default equality.
    ///
    /// Nonisolated: identity needs no state of the recognizer, so sets of recognizers
    /// work from any context, as they do with UIKit.
    public nonisolated static func == (lhs: GestureRecognizer, rhs: GestureRecognizer) -> Bool {
        lhs === rhs
    }

    /// Hashes the recognizer's identity, never its state, so the hash never changes.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
