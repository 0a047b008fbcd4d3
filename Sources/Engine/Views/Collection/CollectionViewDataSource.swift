/// Gives a collection view its items and their cells (`UICollectionViewDataSource`).
@preconcurrency @MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections; one by default.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, usually from
    /// `dequeueReusableCell(withReuseIdentifier:for:)`; asked only when the item comes into view.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// The view of `kind` (a header or footer) the layout placed at `indexPath`, usually from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`; by default an
    /// empty view.
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// An empty view.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        CollectionReusableView(frame: .zero)
    }
}
