/// Values attached to an object from outside its class, each under a key: what Objective-C's
/// associated objects give UIKit code, which uses them to add stored properties to views,
/// controllers and recognizers in extensions.
///
/// An object that can carry them (`AssociatedObjectStoring`) makes the table on the first
/// value attached, so objects that never carry one pay for a nil reference only. A value is
/// held strongly, or weakly for Objective-C's non-retaining (assign) policy: where the runtime
/// would leave a dangling pointer once the value is gone, this reads nil.
package final class AssociatedObjects {
    /// One attached value and how it is held.
    package enum Entry {
        /// Retained as long as it is attached.
        case strong(Any)
        /// Not retained: reads nil once the object is gone.
        case weak(WeakReference)
    }

    /// A reference that does not keep its object alive.
    package final class WeakReference {
        /// The object, or nil once it is gone.
        package weak var object: AnyObject?
        /// Refers to `object` without retaining it.
        package init(_ object: AnyObject) { self.object = object }
    }

    /// The values by key.
    package var entries: [UnsafeRawPointer: Entry] = [:]

    /// An empty table.
    package init() {}

    /// The value under `key`, nil when none is attached or a weakly held one is gone.
    package func value(forKey key: UnsafeRawPointer) -> Any? {
        switch entries[key] {
        case .strong(let value): value
        case .weak(let reference): reference.object
        case nil: nil
        }
    }
}

/// An object that can carry associated values (`AssociatedObjects`).
package protocol AssociatedObjectStoring: AnyObject {
    /// The object's table, nil until a value is first attached.
    nonisolated var associatedObjects: AssociatedObjects? { get set }
}

extension Responder: AssociatedObjectStoring {}
extension GestureRecognizer: AssociatedObjectStoring {}
extension ViewLayer: AssociatedObjectStoring {}
