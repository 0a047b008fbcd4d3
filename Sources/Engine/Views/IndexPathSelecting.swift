/// A view whose items are selected by index path: a table view's rows, a collection view's
/// items. UIKit's two views select, deselect and answer a tap by the same rules, so the
/// rules live here once and each view says only how a cell shows its selection.
@MainActor
protocol IndexPathSelecting: AnyObject {
    /// The selected index paths.
    var selectedIndexPaths: Set<IndexPath> { get set }
    /// Whether more than one index path may be selected at a time.
    var allowsMultipleSelection: Bool { get }
    /// Whether the view holds `indexPath` now: one it does not hold is never selected.
    func holds(_ indexPath: IndexPath) -> Bool
    /// Shows `indexPath`'s selection on its cell, when that cell is on screen.
    func showSelection(_ selected: Bool, at indexPath: IndexPath, animated: Bool)
}

extension IndexPathSelecting {
    /// The selected index paths in order, nil when none is selected (UIKit answers nil, not
    /// an empty array).
    var sortedSelection: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
    }

    /// Selects `indexPath` without telling the delegate, as UIKit's `selectRow` and
    /// `selectItem` do: nil deselects every index path, one the view does not hold changes
    /// nothing, and unless multiple selection is allowed the others are deselected first.
    /// True when `indexPath` is selected now.
    @discardableResult
    func select(_ indexPath: IndexPath?, animated: Bool) -> Bool {
        guard let indexPath else {
            for selected in selectedIndexPaths { deselect(selected, animated: animated) }
            return false
        }
        guard holds(indexPath) else { return false }
        if !allowsMultipleSelection {
            for other in selectedIndexPaths where other != indexPath { deselect(other, animated: animated) }
        }
        selectedIndexPaths.insert(indexPath)
        showSelection(true, at: indexPath, animated: animated)
        return true
    }

    /// Deselects `indexPath` without telling the delegate.
    func deselect(_ indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.remove(indexPath)
        showSelection(false, at: indexPath, animated: animated)
    }

    /// A tap's selection, with the delegate's say and UIKit's callbacks. With multiple
    /// selection a tap on a selected index path deselects it (`didDeselect`). Otherwise
    /// `choose` (the delegate's `willSelect` or `shouldSelect`) names the index path to
    /// select, nil for none; unless multiple selection is allowed the others are deselected
    /// first in order, each reported to `didDeselect`, and then the chosen one is selected
    /// and reported to `didSelect`.
    func selectByTouch(
        _ touched: IndexPath, choose: (IndexPath) -> IndexPath?, didSelect: (IndexPath) -> Void,
        didDeselect: (IndexPath) -> Void
    ) {
        if allowsMultipleSelection, selectedIndexPaths.contains(touched) {
            deselect(touched, animated: false)
            didDeselect(touched)
            return
        }
        guard let indexPath = choose(touched), holds(indexPath) else { return }
        if !allowsMultipleSelection {
            for other in selectedIndexPaths.sorted() where other != indexPath {
                deselect(other, animated: false)
                didDeselect(other)
            }
        }
        selectedIndexPaths.insert(indexPath)
        showSelection(true, at: indexPath, animated: false)
        didSelect(indexPath)
    }
}
