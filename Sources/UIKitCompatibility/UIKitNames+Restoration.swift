import Engine

// State restoration's identifier. Nothing here saves or restores an app's state across
// launches; the identifier is kept, since code also uses it to tag views and find them again.

/// The key the identifier is kept under among a responder's associated values: the address
/// of this type's metadata, unique and never written.
private enum RestorationIdentifierKey {
    static var key: UnsafeRawPointer {
        unsafeBitCast(ObjectIdentifier(RestorationIdentifierKey.self), to: UnsafeRawPointer.self)
    }
}

extension Responder {
    /// The name state restoration would save this view or controller under
    /// (`restorationIdentifier`), nil by default. No state is saved or restored on this
    /// platform; the string is kept and reads back, so code that tags the views it adds with
    /// it and finds them again by it (a HUD looking for its own container) works as in UIKit.
    public var restorationIdentifier: String? {
        get { associatedObjects?.value(forKey: RestorationIdentifierKey.key) as? String }
        set {
            guard let newValue else {
                associatedObjects?.entries[RestorationIdentifierKey.key] = nil
                return
            }
            let table = associatedObjects ?? AssociatedObjects()
            associatedObjects = table
            table.entries[RestorationIdentifierKey.key] = .strong(newValue)
        }
    }
}
