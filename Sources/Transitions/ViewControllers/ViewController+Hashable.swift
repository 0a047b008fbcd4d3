/// View controllers compare and hash by identity, as UIKit's do.
///
/// A `UIViewController` is an `NSObject`, so Swift code compares controllers with `==`
/// (`toViewController?.presentingViewController == fromViewController`) and keeps them in
/// sets: NSObject's default `isEqual(_:)` and `hash` are the object's identity. The engine
/// keeps that rule, consistent with `===` and with views.
extension ViewController: Hashable {
    /// True when both sides are the same controller (`===`): NSObject's default equality.
    ///
    /// Nonisolated: identity needs no state of the controller.
    public nonisolated static func == (lhs: ViewController, rhs: ViewController) -> Bool {
        lhs === rhs
    }

    /// Hashes the controller's identity, never its properties, so the hash never changes
    /// while the controller lives.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
