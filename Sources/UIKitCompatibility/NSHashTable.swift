// `NSHashTable`, which Foundation has on Apple platforms and not on Linux: Swift libraries
// keep their multicast delegates in one, most often holding them weakly.

/// A set of objects by identity (`NSHashTable`), holding them strongly (`init()`) or weakly
/// (`weakObjects()`); a weakly held object leaves the table when it is released.
public final class NSHashTable<ObjectType: AnyObject> {
    private var entries: [ObjectReference<ObjectType>] = []
    private let holdsWeakly: Bool

    /// An empty table that holds its objects strongly.
    public init() { holdsWeakly = false }

    private init(weak: Bool) { holdsWeakly = weak }

    /// An empty table that holds its objects weakly (`weakObjects()`).
    public class func weakObjects() -> NSHashTable<ObjectType> { NSHashTable(weak: true) }

    /// Adds `object` unless it is already in the table; nil adds nothing.
    public func add(_ object: ObjectType?) {
        guard let object, !contains(object) else { return }
        entries.append(ObjectReference(object, weakly: holdsWeakly))
    }

    /// Removes `object` if it is in the table.
    public func remove(_ object: ObjectType?) {
        guard let object else { return }
        entries.removeAll { $0.object == nil || $0.object === object }
    }

    /// Empties the table.
    public func removeAllObjects() { entries.removeAll() }

    /// True when `object` is in the table.
    public func contains(_ object: ObjectType?) -> Bool {
        guard let object else { return false }
        return entries.contains { $0.object === object }
    }

    /// The objects alive in the table, in the order they were added.
    public var allObjects: [ObjectType] { entries.compactMap(\.object) }

    /// How many objects alive the table holds.
    public var count: Int { allObjects.count }

    /// One of the table's objects, or nil when it is empty.
    public var anyObject: ObjectType? { allObjects.first }
}
