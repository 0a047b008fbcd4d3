// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
// The Objective-C runtime's own spellings, which UIKit code calls by these exact names.
import Engine

/// `objc_AssociationPolicy`: how an associated value is held.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not retained (`assign`): here a weak reference, so reading it after the value is gone
    /// gives nil where Objective-C would hand back a dangling pointer.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retained.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied: a value type is a copy already, and an object is retained, since there is no
    /// `NSCopying` here.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retained; every access is on the main actor here, so atomicity adds nothing.
    case OBJC_ASSOCIATION_RETAIN = 0o1401
    /// Copied, as `OBJC_ASSOCIATION_COPY_NONATOMIC`.
    case OBJC_ASSOCIATION_COPY = 0o1403
}

/// `objc_setAssociatedObject`: attaches `value` to `object` under `key` (the address of a
/// static variable, as UIKit code passes it), or removes it when `value` is nil.
///
/// Views, controllers, gesture recognizers, layers and presentation controllers carry
/// associated values, which is where UIKit code attaches them. Any other object has no
/// Objective-C runtime to hold them here: the call is reported as a diagnostic and nothing
/// is attached.
@preconcurrency @MainActor
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    guard let carrier = object as? AssociatedObjectStoring else {
        View.report(
            "associatedObject.unsupported",
            "objc_setAssociatedObject on a \(type(of: object)): only views, controllers, gesture "
                + "recognizers, layers and presentation controllers carry associated values here",
            on: nil)
        return
    }
    guard let value else {
        carrier.associatedObjects?.entries[key] = nil
        return
    }
    let table = carrier.associatedObjects ?? AssociatedObjects()
    carrier.associatedObjects = table
    if policy == .OBJC_ASSOCIATION_ASSIGN, let object = value as AnyObject?, type(of: value) is AnyClass {
        table.entries[key] = .weak(AssociatedObjects.WeakReference(object))
    } else {
        table.entries[key] = .strong(value)
    }
}

/// `objc_getAssociatedObject`: the value attached to `object` under `key`, nil when there is
/// none.
@preconcurrency @MainActor
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    (object as? AssociatedObjectStoring)?.associatedObjects?.value(forKey: key)
}

/// `objc_removeAssociatedObjects`: removes every value attached to `object`.
@preconcurrency @MainActor
public func objc_removeAssociatedObjects(_ object: Any) {
    (object as? AssociatedObjectStoring)?.associatedObjects = nil
}
