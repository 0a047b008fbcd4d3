import Engine
import Foundation
import Transitions

// UIKit's search names over the engine's search bar and the transition layer's search
// controller.

/// `UISearchBar` (`SearchBar`): a search field with Cancel, a prompt and scope buttons.
public typealias UISearchBar = SearchBar
/// `UISearchTextField` (`SearchField`): the field inside a search bar.
public typealias UISearchTextField = SearchField
/// `UISearchController` (`SearchController`): a search presented from a search bar.
public typealias UISearchController = SearchController
/// `UISearchControllerDelegate` (`SearchControllerDelegate`).
public typealias UISearchControllerDelegate = SearchControllerDelegate
/// `UISearchResultsUpdating` (`SearchResultsUpdating`).
public typealias UISearchResultsUpdating = SearchResultsUpdating

/// `UISearchBarDelegate`: the engine's `SearchBarDelegate` with the edit's range spelled as
/// UIKit spells it, a Foundation `NSRange` of UTF-16 offsets. Implement either spelling;
/// every method has a default.
public protocol UISearchBarDelegate: SearchBarDelegate {
    /// Whether a typed edit may replace `range` of the bar's text with `text`.
    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
}

extension UISearchBarDelegate {
    /// Allows every edit.
    public func searchBar(
        _ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { true }

    /// The engine's question, answered by the `NSRange` spelling.
    public func searchBar(
        _ searchBar: SearchBar, shouldChangeTextIn range: Range<Int>, replacementText text: String
    ) -> Bool {
        self.searchBar(
            searchBar, shouldChangeTextIn: NSRange(location: range.lowerBound, length: range.count),
            replacementText: text)
    }
}
