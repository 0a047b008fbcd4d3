import Engine

/// What `UIPresentationController` has of `NSObject`: equality and hashing by identity, and
/// associated values that UIKit code attaches in extensions.
extension PresentationController: IdentityHashable, AssociatedObjectStoring {}
