extension LayoutConstraint {
    /// The first item's constrained attribute as an anchor (`firstAnchor`), whether the
    /// constraint was made from anchors or from items and attributes. UIKit types it
    /// `NSLayoutAnchor<AnyObject>`, and so does this; the typed anchors a view hands out
    /// (`topAnchor`) are other objects of a related type. A constraint with no item (the
    /// `init()` placeholder) answers an anchor of no item and `.notAnAttribute`.
    ///
    /// Asked twice while the first answer is still held, the same item and attribute give
    /// the same object, from this constraint or another: code that tells constraints apart
    /// by `firstAnchor === other.firstAnchor` (SnapKit's update of an installed constraint)
    /// finds its match.
    public var firstAnchor: LayoutAnchor<AnyObject> {
        ConstraintAnchors.anchor(first ?? ConstraintAnchors.noItem, first == nil ? .notAnAttribute : firstAttribute)
    }

    /// The second item's attribute as an anchor (`secondAnchor`); nil for a constant-only
    /// constraint (`width == 100`), which relates no second item. Shared as `firstAnchor`'s is.
    public var secondAnchor: LayoutAnchor<AnyObject>? {
        guard let second, secondAttribute != .notAnAttribute else { return nil }
        return ConstraintAnchors.anchor(second, secondAttribute)
    }
}

/// The anchors `firstAnchor` and `secondAnchor` hand out, held weakly by item and
/// attribute. An anchor holds its item, so while an entry's anchor lives its item does
/// too, and the item's identifier cannot be reused for another object meanwhile.
@MainActor
enum ConstraintAnchors {
    /// What the anchor of a constraint without items stands on.
    static let noItem = NoItem()
    final class NoItem {}

    private struct Key: Hashable {
        let item: ObjectIdentifier
        let attribute: LayoutAttribute
    }

    private final class Entry {
        weak var anchor: LayoutAnchor<AnyObject>?
        init(_ anchor: LayoutAnchor<AnyObject>) { self.anchor = anchor }
    }

    private static var live: [Key: Entry] = [:]
    /// The table's size at which released entries are swept out; doubles with what stays.
    private static var sweepAt = 64

    static func anchor(_ item: AnyObject, _ attribute: LayoutAttribute) -> LayoutAnchor<AnyObject> {
        let key = Key(item: ObjectIdentifier(item), attribute: attribute)
        if let shared = live[key]?.anchor { return shared }
        let anchor = LayoutAnchor<AnyObject>(item, attribute)
        if live.count >= sweepAt {
            live = live.filter { $0.value.anchor != nil }
            sweepAt = max(64, live.count * 2)
        }
        live[key] = Entry(anchor)
        return anchor
    }
}
