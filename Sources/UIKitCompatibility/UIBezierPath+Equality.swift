// UIBezierPath is an NSObject in UIKit, so `==` and `!=` compare paths by `isEqual(_:)`,
// which it does not override: two path objects are equal only when they are one object.

extension UIBezierPath: Equatable, Hashable {
    /// `==` (NSObject's `isEqual(_:)`): true only for the same object, so a library that
    /// skips redrawing when handed the path it already holds (`paths[state] != path`) redraws
    /// for an equal-looking but different path, as in UIKit.
    public static func == (a: UIBezierPath, b: UIBezierPath) -> Bool { a === b }

    /// NSObject's `hash`: the object's identity, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
