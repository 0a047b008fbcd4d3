import Engine

/// The object that updates the results while a search runs (`UISearchResultsUpdating`).
@preconcurrency @MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// Update the results for `searchController`'s search bar text. Called when the search
    /// becomes active (the bar's field beginning to edit, or `isActive` set to true) and on
    /// every change of the bar's text while it is active.
    func updateSearchResults(for searchController: SearchController)
}

/// What a search controller tells the object following its presentation
/// (`UISearchControllerDelegate`). Every method has a default, as UIKit's are optional.
///
/// Order: `willPresentSearchController`, `presentSearchController` (whose default presents
/// the search interface), then `didPresentSearchController` once the presentation ends;
/// `willDismissSearchController`, then `didDismissSearchController` once the dismissal ends.
@preconcurrency @MainActor
public protocol SearchControllerDelegate: AnyObject {
    /// Presents the search interface (`presentSearchController(_:)`). Implement it to present
    /// the controller yourself; the default is the controller's own presentation, as UIKit
    /// does when the method is not implemented.
    func presentSearchController(_ searchController: SearchController)
    /// The search interface is about to appear.
    func willPresentSearchController(_ searchController: SearchController)
    /// The search interface appeared.
    func didPresentSearchController(_ searchController: SearchController)
    /// The search interface is about to go.
    func willDismissSearchController(_ searchController: SearchController)
    /// The search interface went.
    func didDismissSearchController(_ searchController: SearchController)
}

extension SearchControllerDelegate {
    /// The controller's own presentation, over the presentation context.
    public func presentSearchController(_ searchController: SearchController) {
        searchController.presentByDefault()
    }
    /// Nothing to prepare.
    public func willPresentSearchController(_ searchController: SearchController) {}
    /// Nothing to follow up.
    public func didPresentSearchController(_ searchController: SearchController) {}
    /// Nothing to prepare.
    public func willDismissSearchController(_ searchController: SearchController) {}
    /// Nothing to follow up.
    public func didDismissSearchController(_ searchController: SearchController) {}
}
