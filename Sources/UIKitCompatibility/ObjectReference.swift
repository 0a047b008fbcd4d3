/// One object held strongly or weakly, as Foundation's weak- and strong-object collections
/// (`NSHashTable`, `NSPointerArray`) hold theirs; a weak one reads nil once released.
struct ObjectReference<Object: AnyObject> {
    private weak var weakObject: Object?
    private var strongObject: Object?

    /// `object`, held weakly when `weakly`; nil holds nothing.
    init(_ object: Object?, weakly: Bool) {
        if weakly { weakObject = object } else { strongObject = object }
    }

    /// The object, or nil when none was given or a weakly held one was released.
    var object: Object? { strongObject ?? weakObject }
}
