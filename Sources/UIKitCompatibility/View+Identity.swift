// NSObject's identity questions, which UIKit code asks of views and controllers.

extension View {
    /// `isKind(of:)`: true when the view is an instance of `type` or of a subclass of it.
    public func isKind<T>(of type: T.Type) -> Bool {
        self is T
    }

    /// `isEqual(_:)`: NSObject's default, identity (a view equals only itself).
    public func isEqual(_ object: Any?) -> Bool {
        (object as AnyObject?) === self
    }
}

extension ViewController {
    /// `isKind(of:)`: true when the controller is an instance of `type` or of a subclass of it.
    public func isKind<T>(of type: T.Type) -> Bool {
        self is T
    }

    /// `isEqual(_:)`: NSObject's default, identity (a controller equals only itself).
    public func isEqual(_ object: Any?) -> Bool {
        (object as AnyObject?) === self
    }
}

extension GestureRecognizer {
    /// `isKind(of:)`: true when the recognizer is an instance of `type` or of a subclass of it.
    public func isKind<T>(of type: T.Type) -> Bool {
        self is T
    }

    /// `isEqual(_:)`: NSObject's default, identity (a recognizer equals only itself), which
    /// gesture delegates use to tell their recognizers apart.
    public func isEqual(_ object: Any?) -> Bool {
        (object as AnyObject?) === self
    }
}
