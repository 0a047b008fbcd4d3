import Foundation
import UIKitCompatibility
import XCTest

/// UIKit's search names. Apple: `searchBar(_:shouldChangeTextIn:replacementText:)` takes the
/// range as an `NSRange` ("Ask the delegate if text in a specified range should be replaced
/// with given text"); `UISearchBarDelegate` is "A collection of optional methods", so a
/// search bar subclass may adopt it and be its own delegate, as search libraries do.
final class SearchNamesTests: XCTestCase {
    /// A bar that is its own delegate and refuses digits through the `NSRange` spelling.
    @MainActor
    private final class LettersOnlyBar: UISearchBar, UISearchBarDelegate {
        var ranges: [NSRange] = []
        var changes: [String] = []
        override init(frame: CGRect) {
            super.init(frame: frame)
            delegate = self
        }
        required init?(coder: ViewCoder) { return nil }
        func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
            -> Bool
        {
            ranges.append(range)
            return text.allSatisfy { !$0.isNumber }
        }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { changes.append(searchText) }
    }

    func testTheNSRangeSpellingDecidesTypedEdits() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 320, height: 100), clock: VirtualClock())
            let bar = LettersOnlyBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
            window.rootView.addSubview(bar)
            window.tick()
            XCTAssertTrue(bar.becomeFirstResponder())
            for character in "a1b" { window.sendKey(Key(typing: character)) }
            XCTAssertEqual(bar.text, "ab")
            XCTAssertEqual(
                bar.ranges,
                [
                    NSRange(location: 0, length: 0), NSRange(location: 1, length: 0),
                    NSRange(location: 1, length: 0),
                ])
            XCTAssertEqual(bar.changes, ["a", "ab"])
            let field: UISearchTextField = bar.searchTextField
            XCTAssertTrue(field.superview === bar)
        }
    }

    func testASearchControllerGoesInANavigationItem() {
        MainActor.assumeIsolated {
            let search = UISearchController(searchResultsController: nil)
            let content = UIViewController()
            content.navigationItem.searchController = search
            content.navigationItem.hidesSearchBarWhenScrolling = false
            search.obscuresBackgroundDuringPresentation = true
            XCTAssertTrue(content.navigationItem.searchController?.searchBar === search.searchBar)
            XCTAssertTrue(search.obscuresBackgroundDuringPresentation)
            XCTAssertTrue(search.dimsBackgroundDuringPresentation, "the older name reads the same setting")
            search.searchBar.barStyle = .black
            XCTAssertEqual(search.searchBar.barStyle, .black)
        }
    }
}
