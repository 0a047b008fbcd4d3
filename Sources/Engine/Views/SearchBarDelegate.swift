/// What a search bar asks and tells the object that acts on its search (`UISearchBarDelegate`).
/// Every method has a default (allow, do nothing), so an adopter implements only what it
/// needs, as with UIKit's optional methods.
///
/// The bar calls them when UIKit does: the editing questions and news as its text field
/// begins and ends editing; `textDidChange` for each edit the user makes, the clear
/// included (text set in code tells nothing); `searchButtonClicked` on Return;
/// `cancelButtonClicked` on a tap on Cancel (the bar itself neither clears nor resigns: the
/// delegate decides); `selectedScopeButtonIndexDidChange` on a tap on another scope button.
@preconcurrency @MainActor
public protocol SearchBarDelegate: AnyObject {
    /// Whether editing may begin (`searchBarShouldBeginEditing(_:)`); false keeps the field
    /// from becoming first responder.
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
    /// The field became first responder and is editing.
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// Whether editing may end (`searchBarShouldEndEditing(_:)`); false keeps it editing.
    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool
    /// The field resigned first responder.
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    /// The user changed the text to `searchText`, by typing, deleting or clearing.
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// Whether a typed edit may replace `range` (UTF-16 offsets, `NSRange`'s units) with
    /// `text` (empty for a deletion); false drops it and nothing changes.
    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: Range<Int>, replacementText text: String) -> Bool
    /// Return was pressed in the field (the keyboard's Search key).
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    /// The bookmark button in the field was tapped (`showsBookmarkButton`).
    func searchBarBookmarkButtonClicked(_ searchBar: SearchBar)
    /// The Cancel button was tapped (`showsCancelButton`).
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    /// The results-list button in the field was tapped (`showsSearchResultsButton`).
    func searchBarResultsListButtonClicked(_ searchBar: SearchBar)
    /// A tap on a scope button selected `selectedScope`, an index into `scopeButtonTitles`.
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension SearchBarDelegate {
    /// True: a tap or `becomeFirstResponder()` starts editing, as with no delegate.
    public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
    /// Nothing to update when editing begins.
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    /// True: the field resigns whenever asked, as with no delegate.
    public func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { true }
    /// Nothing to read back when editing ends.
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
    /// Nothing to search for.
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    /// True: every typed character and deletion goes in.
    public func searchBar(
        _ searchBar: SearchBar, shouldChangeTextIn range: Range<Int>, replacementText text: String
    ) -> Bool { true }
    /// Nothing to run on Return.
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    /// Nothing to show for the bookmark button.
    public func searchBarBookmarkButtonClicked(_ searchBar: SearchBar) {}
    /// Nothing to undo on Cancel: the bar keeps its text and its first responder.
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    /// Nothing to show for the results-list button.
    public func searchBarResultsListButtonClicked(_ searchBar: SearchBar) {}
    /// Nothing to filter by scope.
    public func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// What a search bar tells the controller that owns it (a search controller, in the
/// Transitions layer), beside and after its delegate: the owner activates, updates and
/// deactivates the search on these.
@MainActor
package protocol SearchBarOwner: AnyObject {
    /// The bar's field began editing.
    func searchBarDidBeginEditing(_ searchBar: SearchBar)
    /// The bar's text changed, by the user or in code.
    func searchBarTextDidChange(_ searchBar: SearchBar)
    /// Cancel was tapped (after the delegate heard it).
    func searchBarDidTapCancel(_ searchBar: SearchBar)
    /// The scope selection changed (after the delegate heard it).
    func searchBarScopeDidChange(_ searchBar: SearchBar)
}
