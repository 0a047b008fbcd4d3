extension ViewController: Hashable {
    /// Identity, NSObject's rule for UIKit's controllers: a controller equals only itself,
    /// so `==`, `Set<UIViewController>` and `firstIndex(of:)` follow identity.
    nonisolated public static func == (a: ViewController, b: ViewController) -> Bool { a === b }
    /// Hashes the identity, agreeing with `==`.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
