import Geometry

extension CollectionView {
    // MARK: Scrolling to items

    /// Scrolls so the item at `indexPath` sits at `scrollPosition`, within the scrollable
    /// range; an empty position scrolls the least distance that shows the item.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard contains(indexPath), let rect = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var target = contentOffset
        let size = bounds.size
        if scrollPosition.contains(.top) {
            target.y = rect.minY
        } else if scrollPosition.contains(.centeredVertically) {
            target.y = rect.midY - size.height / 2
        } else if scrollPosition.contains(.bottom) {
            target.y = rect.maxY - size.height
        }
        if scrollPosition.contains(.left) {
            target.x = rect.minX
        } else if scrollPosition.contains(.centeredHorizontally) {
            target.x = rect.midX - size.width / 2
        } else if scrollPosition.contains(.right) {
            target.x = rect.maxX - size.width
        }
        guard !scrollPosition.isEmpty else {
            scrollRectToVisible(rect, animated: animated)
            return
        }
        target = clamped(target)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    // MARK: Selection

    /// The selected items in order, or nil when none is selected.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.isEmpty ? nil : selectedItems.sorted()
    }

    /// Selects the item at `indexPath` (nil deselects every item) without telling the
    /// delegate, as in UIKit, and scrolls it to `scrollPosition`.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for item in selectedItems { deselectItem(at: item, animated: animated) }
            return
        }
        guard contains(indexPath) else { return }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath { deselectItem(at: item, animated: animated) }
        }
        selectedItems.insert(indexPath)
        visibleCellsByItem[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath` without telling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.remove(indexPath)
        visibleCellsByItem[indexPath]?.isSelected = false
    }

    /// A tap's selection, with the delegate's say and UIKit's callbacks.
    func selectByTouch(_ indexPath: IndexPath) {
        let delegate = collectionDelegate
        if allowsMultipleSelection, selectedItems.contains(indexPath) {
            deselectItem(at: indexPath, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for item in selectedItems.sorted() where item != indexPath {
                deselectItem(at: item, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: item)
            }
        }
        selectedItems.insert(indexPath)
        visibleCellsByItem[indexPath]?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
