// `NSPointerArray`, which Foundation has on Apple platforms and not on Linux: UIKit libraries
// keep views in one weakly, as raw pointers made with `Unmanaged`.

/// An ordered list of object pointers that may hold nil (`NSPointerArray`), keeping its
/// objects strongly (`strongObjects()`) or weakly (`weakObjects()`). A weakly held object's
/// slot reads nil once it is released, and counts until `compact()` removes it. Only
/// object pointers (`Unmanaged.passUnretained(object).toOpaque()`) may go in, as with
/// Foundation's two object personalities.
public final class NSPointerArray {
    private var slots: [ObjectReference<AnyObject>] = []
    private let holdsWeakly: Bool

    private init(weak: Bool) { holdsWeakly = weak }

    /// An empty array that keeps its objects alive (`strongObjects()`).
    public class func strongObjects() -> NSPointerArray { NSPointerArray(weak: false) }

    /// An empty array that does not keep its objects alive (`weakObjects()`).
    public class func weakObjects() -> NSPointerArray { NSPointerArray(weak: true) }

    /// How many slots there are, nil ones included. Setting a larger count appends nil
    /// slots; a smaller one drops slots from the end.
    public var count: Int {
        get { slots.count }
        set {
            let count = max(0, newValue)
            if count < slots.count { slots.removeLast(slots.count - count) }
            while slots.count < count { slots.append(ObjectReference(nil, weakly: holdsWeakly)) }
        }
    }

    /// The object pointer at `index`, nil for a nil slot or a released weak object.
    public func pointer(at index: Int) -> UnsafeMutableRawPointer? {
        slots[index].object.map { Unmanaged.passUnretained($0).toOpaque() }
    }

    /// Appends `pointer` (nil appends a nil slot).
    public func addPointer(_ pointer: UnsafeMutableRawPointer?) {
        slots.append(slot(for: pointer))
    }

    /// Inserts `item` at `index`, moving the later slots up.
    public func insertPointer(_ item: UnsafeMutableRawPointer?, at index: Int) {
        slots.insert(slot(for: item), at: index)
    }

    /// Replaces the slot at `index` with `item`.
    public func replacePointer(at index: Int, withPointer item: UnsafeMutableRawPointer?) {
        slots[index] = slot(for: item)
    }

    /// Removes the slot at `index`, moving the later slots down.
    public func removePointer(at index: Int) {
        slots.remove(at: index)
    }

    /// Removes the nil slots, those of released weak objects included.
    public func compact() {
        slots.removeAll { $0.object == nil }
    }

    /// The objects of the non-nil slots, in order.
    public var allObjects: [Any] { slots.compactMap(\.object) }

    private func slot(for pointer: UnsafeMutableRawPointer?) -> ObjectReference<AnyObject> {
        let object = pointer.map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() }
        return ObjectReference(object, weakly: holdsWeakly)
    }
}
