import Engine

// NSObject's identity questions, which UIKit code asks of views, controllers, gesture
// recognizers, layers, constraints and presentation controllers: every object that keeps
// NSObject's identity equality here (`IdentityHashable`) answers them the same way.

extension IdentityHashable {
    /// `isKind(of:)`: true when the object is an instance of `type` or of a subclass of it.
    public func isKind<T>(of type: T.Type) -> Bool {
        self is T
    }

    /// `isEqual(_:)`: NSObject's default, identity (an object equals only itself), which
    /// gesture delegates use to tell their recognizers apart.
    public func isEqual(_ object: Any?) -> Bool {
        (object as AnyObject?) === self
    }
}
