/// An object that compares and hashes by identity, as every `NSObject` does by default.
///
/// UIKit's views, controllers, gesture recognizers, layers, layout guides, constraints,
/// property animators and presentation controllers are `NSObject`s, so Swift code writes `a == b` between them
/// (`gestureRecognizer != panGestureRecognizer`,
/// `toViewController.presentingViewController == fromViewController`), calls
/// `firstIndex(of:)` and keeps them in sets: NSObject's default `isEqual(_:)` and `hash`
/// are the object's identity. Conforming keeps that rule, consistent with `===`: two objects
/// are equal only when they are the same object, and the hash is the object's identifier,
/// so an object is a stable dictionary key however its properties change.
public protocol IdentityHashable: AnyObject, Hashable {}

extension IdentityHashable {
    /// True when both sides are the same object (`===`): NSObject's default equality.
    ///
    /// Nonisolated: identity needs no state of the object, so sets and dictionaries of
    /// main-actor objects work from any context, as they do with UIKit.
    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        lhs === rhs
    }

    /// Hashes the object's identity, never its properties, so the hash never changes while
    /// the object lives.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

extension IdentityHashable {
    /// NSObject's default `description`: the class and the object's address.
    package nonisolated var identityDescription: String {
        "<\(type(of: self)): \(Unmanaged.passUnretained(self).toOpaque())>"
    }
}

extension Responder: IdentityHashable {}
extension GestureRecognizer: IdentityHashable {}
extension ViewLayer: IdentityHashable {}
extension LayoutGuide: IdentityHashable {}
extension LayoutConstraint: IdentityHashable {}
extension PropertyAnimator: IdentityHashable {}
