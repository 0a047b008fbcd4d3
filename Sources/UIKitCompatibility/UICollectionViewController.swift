// A collection view controller, for code that names one: a library that checks
// `controller is UICollectionViewController`, or a screen that is one grid.

/// `UICollectionViewController`: a controller whose view is its collection view.
///
/// As in UIKit, "a view controller that specializes in managing a collection view":
/// `loadView()` makes a collection view with the controller's layout, `collectionView` is
/// the controller's `view`, and the controller is its data source and delegate, so a
/// subclass overrides the `collectionView(_:...)` methods it needs. Until it does, the
/// collection has no items.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout the collection view is made with (`collectionViewLayout`).
    public let collectionViewLayout: UICollectionViewLayout

    /// A controller whose collection view will lay out with `layout` (`init(collectionViewLayout:)`).
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Always fails (nil), as the base class does: there are no storyboards to decode from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// Makes the collection view and sets it as the view; a subclass that overrides this
    /// calls super first, as UIKit asks.
    open override func loadView() {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: collectionViewLayout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    /// The collection view this controller manages: its `view`, loaded on first access
    /// (`collectionView`).
    public var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set {
            if let collection = newValue { view = collection }
        }
    }

    /// True deselects the selected items each time the view is about to appear
    /// (`clearsSelectionOnViewWillAppear`), as a grid does on the way back from an item's screen.
    public var clearsSelectionOnViewWillAppear = true

    /// Deselects the selected items when `clearsSelectionOnViewWillAppear` says so.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = collectionView else { return }
        for item in collection.indexPathsForSelectedItems ?? [] {
            collection.deselectItem(at: item, animated: animated)
        }
    }

    // MARK: Data source, for subclasses to override

    /// One section.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// No items.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// An empty cell; a subclass that has items returns its own.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        UICollectionViewCell(frame: .zero)
    }

    // MARK: Delegate, for subclasses to override

    /// True: every item highlights.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// True: every item may be selected.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// Does nothing; a subclass hears a tap's selection here.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

    /// Does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    // MARK: Scroll view delegate, for subclasses to override

    /// Does nothing; a subclass hears its list scroll here, as UIKit's controller, the
    /// list's delegate, does.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

    /// Leaves the target where the glide would land.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}

    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}

    /// Does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}

    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}

    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}

    /// Does nothing; a subclass hears its list's adjusted content inset change here.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
