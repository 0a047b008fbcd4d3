/// A view that shows one cell per index path on screen and reuses the cells that leave, as
/// a table view and a collection view do. Questions about the cells on screen lay the view
/// out first and then read the one map the layout pass keeps, so both views answer them
/// alike, as UIKit's do.
@MainActor
protocol VisibleCellsView: View {
    /// The kind of cell the view shows.
    associatedtype Cell: View
    /// The cells on screen by index path, as the last layout pass left them.
    var visibleCellsByIndexPath: [IndexPath: Cell] { get }
}

extension VisibleCellsView {
    /// The cell on screen for `indexPath` once laid out, nil when it is off screen.
    func laidOutCell(at indexPath: IndexPath) -> Cell? {
        layoutIfNeeded()
        return visibleCellsByIndexPath[indexPath]
    }

    /// The index path `cell` shows once laid out, nil when it is not on screen.
    func laidOutIndexPath(of cell: Cell) -> IndexPath? {
        layoutIfNeeded()
        return visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The cells on screen once laid out, in index-path order.
    var laidOutCells: [Cell] {
        layoutIfNeeded()
        return visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths on screen once laid out, in order.
    var laidOutIndexPaths: [IndexPath] {
        layoutIfNeeded()
        return visibleCellsByIndexPath.keys.sorted()
    }
}
