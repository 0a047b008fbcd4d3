import Engine

/// What `UIPresentationController` has of `NSObject`: equality and hashing by identity,
/// associated values that UIKit code attaches in extensions, and observing string key paths.
extension PresentationController: IdentityHashable, AssociatedObjectStoring, KeyValueObserver {}
