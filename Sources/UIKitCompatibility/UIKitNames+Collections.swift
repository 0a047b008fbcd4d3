// UIKit's names for collection views, so a UICollectionView data source, delegate, cell
// subclass or custom layout compiles with its import changed.

/// `UICollectionView` (`CollectionView`); `UICollectionView.ScrollPosition` and the section
/// header and footer kinds come with it. What differs from UIKit's: updates apply at once
/// with no animation, decoration views are never shown, and there is no drag and drop,
/// prefetching, or compositional and diffable API.
public typealias UICollectionView = CollectionView
/// `UICollectionViewCell` (`CollectionViewCell`). A registered subclass is made through
/// its own `init(frame:)`, so it overrides that initializer (or declares none).
public typealias UICollectionViewCell = CollectionViewCell
/// `UICollectionReusableView` (`CollectionReusableView`).
public typealias UICollectionReusableView = CollectionReusableView
/// `UICollectionViewDataSource` (`CollectionViewDataSource`).
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// `UICollectionViewDelegate` (`CollectionViewDelegate`), a scroll-view delegate as in UIKit.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// `UICollectionViewDelegateFlowLayout` (`CollectionViewDelegateFlowLayout`).
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
/// `UICollectionViewLayout` (`CollectionViewLayout`), the open base of custom layouts.
public typealias UICollectionViewLayout = CollectionViewLayout
/// `UICollectionViewLayoutInvalidationContext`: what `invalidateLayout(with:)` marks stale
/// (`CollectionViewLayoutInvalidationContext`).
public typealias UICollectionViewLayoutInvalidationContext = CollectionViewLayoutInvalidationContext
/// `UICollectionViewFlowLayoutInvalidationContext`: the flow layout's context, whose two
/// switches say whether the delegate's metrics and the layout's placement are stale
/// (`CollectionViewFlowLayoutInvalidationContext`).
public typealias UICollectionViewFlowLayoutInvalidationContext = CollectionViewFlowLayoutInvalidationContext
/// `UICollectionViewFlowLayout` (`CollectionViewFlowLayout`).
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// `UICollectionViewLayoutAttributes` (`CollectionViewLayoutAttributes`).
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes

extension CollectionView {
    /// `UICollectionView.ScrollDirection`, where UIKit declares it.
    public typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection
    /// `UICollectionView.ElementCategory`, where UIKit declares it: what a layout
    /// attributes' `representedElementCategory` says it places.
    public typealias ElementCategory = CollectionViewLayoutAttributes.ElementCategory
}
/// `UICollectionViewUpdateItem` (`CollectionViewUpdateItem`).
public typealias UICollectionViewUpdateItem = CollectionViewUpdateItem
/// `UICollectionViewTransitionLayout`: a layout between two, driven by its progress.
public typealias UICollectionViewTransitionLayout = CollectionViewTransitionLayout

extension CollectionView {
    /// What `startInteractiveTransition(to:completion:)` calls at the end
    /// (`LayoutInteractiveTransitionCompletion`): whether the change ran to its end, and
    /// whether the new layout was installed (false when the change was cancelled).
    public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void
}
