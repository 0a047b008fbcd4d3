/// One change in a batch of collection-view updates (`UICollectionViewUpdateItem`), as a
/// layout hears it in `prepare(forCollectionViewUpdates:)`.
@preconcurrency @MainActor
public final class CollectionViewUpdateItem {
    /// What happened to an item or section (`UICollectionViewUpdateItem.Action`).
    public enum Action: Sendable {
        /// It was inserted; only `indexPathAfterUpdate` is set.
        case insert
        /// It was deleted; only `indexPathBeforeUpdate` is set.
        case delete
        /// It was reloaded in place; both paths are set and equal.
        case reload
        /// It moved; both paths are set.
        case move
        /// Nothing.
        case none
    }

    /// What happened.
    public let updateAction: Action
    /// Where the item was before the update, or nil for an insertion; a whole section's
    /// update has item `Int.max`.
    public let indexPathBeforeUpdate: IndexPath?
    /// Where the item is after the update, or nil for a deletion.
    public let indexPathAfterUpdate: IndexPath?

    /// An update of `action` from `before` to `after`.
    init(_ action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
    }
}
