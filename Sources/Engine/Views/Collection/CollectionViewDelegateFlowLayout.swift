import Geometry

/// Sizes and spaces a flow layout's items per item and per section
/// (`UICollectionViewDelegateFlowLayout`): the collection view's delegate, asked by a
/// `CollectionViewFlowLayout` when it prepares. Each method defaults to the layout's own
/// property of the same name. Every method is a requirement, so a delegate's own version is
/// the one the layout calls.
@preconcurrency @MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of the item at `indexPath`; by default the layout's `itemSize`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> Size
    /// The margins around `section`'s items; by default the layout's `sectionInset`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets
    /// The least space between `section`'s lines; by default the layout's `minimumLineSpacing`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> Double
    /// The least space between items in one of `section`'s lines; by default the layout's
    /// `minimumInteritemSpacing`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> Double
    /// The size of `section`'s header, of which only the extent along the scrolling
    /// direction counts (zero: no header); by default the layout's `headerReferenceSize`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> Size
    /// The size of `section`'s footer, as for the header; by default the layout's
    /// `footerReferenceSize`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> Size
}

extension CollectionViewDelegateFlowLayout {
    /// The flow layout's `itemSize` (zero for another layout).
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> Size {
        (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? .zero
    }
    /// The flow layout's `sectionInset` (none for another layout).
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets {
        (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    /// The flow layout's `minimumLineSpacing` (none for another layout).
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> Double {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    /// The flow layout's `minimumInteritemSpacing` (none for another layout).
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> Double {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    /// The flow layout's `headerReferenceSize` (none for another layout).
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> Size {
        (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    /// The flow layout's `footerReferenceSize` (none for another layout).
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> Size {
        (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
