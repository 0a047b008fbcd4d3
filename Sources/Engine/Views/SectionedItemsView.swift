/// A view that shows items in sections its data source counts, a table view's rows or a
/// collection view's items, and asks the data source again only when it has changed. The
/// counts a user reads come back from the data source first, in both views alike.
@MainActor
protocol SectionedItemsView: AnyObject {
    /// Asks the data source for the sections and their items, when it changed since it was
    /// last asked.
    func reloadIfNeeded()
    /// The number of items in each section, as the data source last gave them.
    var countsBySection: [Int] { get }
}

extension SectionedItemsView {
    /// The number of sections, from the data source when it changed.
    var reloadedSectionCount: Int {
        reloadIfNeeded()
        return countsBySection.count
    }

    /// The number of items in `section`, from the data source when it changed; 0 for a
    /// section that does not exist.
    func reloadedCount(inSection section: Int) -> Int {
        reloadIfNeeded()
        return countsBySection.indices.contains(section) ? countsBySection[section] : 0
    }
}
