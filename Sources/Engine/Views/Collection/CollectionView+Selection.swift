import Geometry

extension CollectionView {
    // MARK: Scrolling to items

    /// What `scrollToItem(at:at:animated:)` does unless a subclass says otherwise.
    func scrollToItemWithinRange(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard contains(indexPath), let rect = layoutAttributesForItem(at: indexPath)?.frame else { return }
        guard !scrollPosition.isEmpty else {
            scrollRectToVisible(rect, animated: animated)
            return
        }
        // Per axis, the options that put the item's leading edge, centre or trailing edge at
        // the same place in the visible extent.
        let y = Self.offset(
            scrollPosition, [.top, .centeredVertically, .bottom], item: (rect.minY, rect.maxY), shown: bounds.height)
        let x = Self.offset(
            scrollPosition, [.left, .centeredHorizontally, .right], item: (rect.minX, rect.maxX), shown: bounds.width)
        let target = clamped(Point(x: x ?? contentOffset.x, y: y ?? contentOffset.y))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// The offset along one axis that puts an item spanning `item` at the first of the
    /// axis's three options (leading, centre, trailing) that `position` holds, or nil when
    /// it holds none of them.
    private static func offset(
        _ position: ScrollPosition, _ options: [ScrollPosition], item: (start: Double, end: Double), shown: Double
    ) -> Double? {
        guard let choice = options.firstIndex(where: { position.contains($0) }) else { return nil }
        // 0, 1/2 and 1 of the way from the item's start to its end meet 0, 1/2 and 1 of the shown extent.
        let fraction = Double(choice) / 2
        return item.start + (item.end - item.start) * fraction - shown * fraction
    }

    // MARK: Selection

    /// The selected items in order, or nil when none is selected.
    public var indexPathsForSelectedItems: [IndexPath]? { sortedSelection }

    /// Selects the item at `indexPath` (nil deselects every item) without telling the
    /// delegate, as in UIKit, and scrolls it to `scrollPosition`.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard select(indexPath, animated: animated), let indexPath, !scrollPosition.isEmpty else { return }
        scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// Deselects the item at `indexPath` without telling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        deselect(indexPath, animated: animated)
    }

    /// A tap's selection: the delegate's `shouldSelectItemAt` may refuse it; with no
    /// delegate the tapped item is selected.
    func selectByTouch(_ touched: IndexPath) {
        let delegate = collectionDelegate
        selectByTouch(
            touched,
            choose: { delegate?.collectionView(self, shouldSelectItemAt: $0) ?? true ? $0 : nil },
            didSelect: { delegate?.collectionView(self, didSelectItemAt: $0) },
            didDeselect: { delegate?.collectionView(self, didDeselectItemAt: $0) })
    }
}

extension CollectionView: VisibleCellsView, IndexPathSelecting, SectionedItemsView {
    var countsBySection: [Int] { itemCounts }

    func holds(_ indexPath: IndexPath) -> Bool { contains(indexPath) }

    /// A collection view cell shows its selection at once (`isSelected`), animated or not.
    func showSelection(_ selected: Bool, at indexPath: IndexPath, animated: Bool) {
        visibleCellsByIndexPath[indexPath]?.isSelected = selected
    }
}
