/// Hears what happens to a collection view's items (`UICollectionViewDelegate`). It is a
/// scroll-view delegate too: the collection view's `delegate` hears scrolling as a scroll
/// view's does. Every method has a default, so a delegate implements only what it needs.
///
/// Selection by touch asks `collectionView(_:shouldHighlightItemAt:)` on the touch and
/// `collectionView(_:shouldSelectItemAt:)` on the lift, deselects the item selected before
/// (`collectionView(_:didDeselectItemAt:)`), then calls `collectionView(_:didSelectItemAt:)`.
/// Selection in code (`selectItem(at:animated:scrollPosition:)`,
/// `deselectItem(at:animated:)`) calls none of them, as in UIKit.
@preconcurrency @MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// False keeps a touch from highlighting the item, and so from selecting it.
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// False keeps a tap from selecting the item.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// The user selected the item at `indexPath` with a tap.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// A tap deselected the item at `indexPath`.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// A cell is about to come on screen for `indexPath`: the last moment to style it.
    func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// A cell went off screen (or the collection view reloaded) and may be reused.
    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
    /// True: every item highlights.
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// True: every item may be selected.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
}
