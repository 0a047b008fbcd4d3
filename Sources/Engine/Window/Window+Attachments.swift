extension Window {
    /// The per-window object of type `T` a layer above the engine keeps here (the
    /// Transitions layer keeps its root view controller and running transition), made
    /// by `make` on first use. The window retains it; it should hold the window weakly.
    public func attachment<T: AnyObject>(_ type: T.Type, make: () -> T) -> T {
        let key = ObjectIdentifier(type)
        if let existing = attachments[key] as? T { return existing }
        let made = make()
        attachments[key] = made
        return made
    }
}
