import Engine

// UIKit declares cell registration with `AnyClass?`, so a library that wraps it (a card
// swiper forwarding `register(_:forCellWithReuseIdentifier:)` to its collection view) passes
// a plain class value on. These take that value and register it as the cell class it is.

extension CollectionView {
    /// `register(_:forCellWithReuseIdentifier:)` with UIKit's `AnyClass?`: a collection view
    /// cell class makes the cells for `identifier`, nil forgets it. Any other class stops the
    /// program, where UIKit raises an exception that the class must be a cell.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            return register(CollectionViewCell.Type?.none, forCellWithReuseIdentifier: identifier)
        }
        guard let cellType = cellClass as? CollectionViewCell.Type else {
            preconditionFailure("must pass a class of kind UICollectionViewCell, not \(cellClass)")
        }
        register(cellType, forCellWithReuseIdentifier: identifier)
    }
}

extension TableView {
    /// `register(_:forCellReuseIdentifier:)` with UIKit's `AnyClass?`: a table view cell class
    /// makes the cells for `identifier`, nil forgets it; any other class stops the program,
    /// where UIKit raises.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            return register(TableViewCell.Type?.none, forCellReuseIdentifier: identifier)
        }
        guard let cellType = cellClass as? TableViewCell.Type else {
            preconditionFailure("must pass a class of kind UITableViewCell, not \(cellClass)")
        }
        register(cellType, forCellReuseIdentifier: identifier)
    }
}
