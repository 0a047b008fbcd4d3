import Engine
import Geometry
import XCTest

@testable import Transitions

/// `SearchController` is `UISearchController`. The rules come from Apple's documentation:
/// - `updateSearchResults(for:)`: "The system calls this method when the search bar becomes
///   the first responder or the search bar's text changes."
/// - `isActive`: "When the user taps in the search field of a managed search bar, the search
///   controller automatically displays the search results controller." "you can set this
///   property to true to force the search interface to appear"; "The default value of this
///   property is false."
/// - `obscuresBackgroundDuringPresentation`: "When the value of this property is true, the
///   search controller obscures the view controller containing your searchable content";
///   "When the user enters text in the search bar, the search controller immediately
///   displays the search results controller with the results."
/// - `hidesNavigationBarDuringPresentation`: "A Boolean indicating whether to hide the
///   navigation bar when searching." "The default value of this property is true."
/// - `definesPresentationContext`: "A Boolean value that indicates whether this view
///   controller's view is covered when the view controller or one of its descendants
///   presents a view controller."
final class SearchControllerTests: XCTestCase {
    /// Logs the updater's and the delegates' calls in one list.
    final class Recorder: SearchResultsUpdating, SearchControllerDelegate, SearchBarDelegate {
        var log: [String] = []
        var presentsItself = false
        func updateSearchResults(for searchController: SearchController) {
            log.append("update '\(searchController.searchBar.text ?? "")'")
        }
        func willPresentSearchController(_ searchController: SearchController) { log.append("willPresent") }
        func didPresentSearchController(_ searchController: SearchController) { log.append("didPresent") }
        func willDismissSearchController(_ searchController: SearchController) { log.append("willDismiss") }
        func didDismissSearchController(_ searchController: SearchController) { log.append("didDismiss") }
        func presentSearchController(_ searchController: SearchController) {
            log.append("present")
            if !presentsItself { searchController.presentByDefault() }
        }
        func searchBarCancelButtonClicked(_ searchBar: SearchBar) { log.append("cancelClicked") }
    }

    /// A search whose bar sits in the root controller's view at y = 100, as a table header.
    @MainActor
    private static func searchInView(_ h: Harness, results: ViewController? = ViewController())
        -> (SearchController, Recorder)
    {
        let search = SearchController(searchResultsController: results)
        let recorder = Recorder()
        search.searchResultsUpdater = recorder
        search.delegate = recorder
        search.searchBar.delegate = recorder
        search.searchBar.frame = Rect(x: 0, y: 100, width: 400, height: SearchBar.rowHeight)
        h.root.view.addSubview(search.searchBar)
        h.frame()
        return (search, recorder)
    }

    @MainActor
    private static func type(_ text: String, in h: Harness) {
        for character in text { h.window.sendKey(Key(typing: character)) }
        h.frame()
    }

    @MainActor
    private static func tap(_ view: View, in h: Harness) {
        let p = view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: h.window.rootView)
        h.window.send(.pointerDown(p))
        h.window.send(.pointerUp(p))
        h.frame()
    }

    @MainActor
    private static func frameInWindow(_ view: View) -> Rect {
        view.convert(view.bounds, to: h(view))
    }

    @MainActor
    private static func h(_ view: View) -> View { view.window!.rootView }

    func testEditingActivatesAndEveryChangeUpdatesTheResults() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (search, recorder) = Self.searchInView(h)
            XCTAssertFalse(search.isActive, "false by default")
            Self.tap(search.searchBar.searchTextField, in: h)
            XCTAssertTrue(search.isActive, "a tap in the field activates the search")
            XCTAssertEqual(recorder.log, ["willPresent", "update ''", "present"])
            XCTAssertTrue(h.root.presentedViewController === search)
            h.step(SearchController.presentationDuration + 0.05)
            XCTAssertEqual(recorder.log.last, "didPresent")
            XCTAssertTrue(search.searchBar.isFirstResponder, "the bar keeps editing while it moves")
            XCTAssertEqual(search.searchResultsController?.view.alpha, 0, "no text, no results yet")
            recorder.log = []
            Self.type("ab", in: h)
            XCTAssertEqual(recorder.log, ["update 'a'", "update 'ab'"])
            XCTAssertEqual(search.searchResultsController?.view.alpha, 1, "text shows the results controller")
            XCTAssertTrue(search.searchResultsController?.view.window != nil)
        }
    }

    func testCancelClearsEndsTheSearchAndPutsTheBarBack() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (search, recorder) = Self.searchInView(h)
            let home = Self.frameInWindow(search.searchBar)
            search.searchBar.becomeFirstResponder()
            XCTAssertTrue(search.searchBar.showsCancelButton, "automaticallyShowsCancelButton")
            h.step(SearchController.presentationDuration + 0.05)
            XCTAssertEqual(Self.frameInWindow(search.searchBar).minY, 0, "the bar took the top")
            Self.type("x", in: h)
            recorder.log = []
            Self.tap(search.searchBar.cancelButton, in: h)
            XCTAssertEqual(recorder.log, ["cancelClicked", "update ''", "willDismiss"])
            XCTAssertFalse(search.isActive)
            XCTAssertEqual(search.searchBar.text, "")
            XCTAssertFalse(search.searchBar.isFirstResponder)
            h.step(SearchController.presentationDuration + 0.05)
            XCTAssertEqual(recorder.log.last, "didDismiss")
            XCTAssertNil(h.root.presentedViewController)
            XCTAssertTrue(search.searchBar.superview === h.root.view, "back in its home")
            XCTAssertEqual(Self.frameInWindow(search.searchBar), home)
            XCTAssertFalse(search.searchBar.showsCancelButton)
        }
    }

    func testSettingIsActivePresentsAndDismissesWithoutTheKeyboard() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (search, recorder) = Self.searchInView(h)
            search.isActive = true
            XCTAssertTrue(h.root.presentedViewController === search)
            XCTAssertFalse(search.searchBar.isFirstResponder, "activating does not start editing")
            h.step(SearchController.presentationDuration + 0.05)
            search.isActive = false
            h.step(SearchController.presentationDuration + 0.05)
            XCTAssertEqual(
                recorder.log, ["willPresent", "update ''", "present", "didPresent", "willDismiss", "didDismiss"])
            XCTAssertNil(h.root.presentedViewController)
        }
    }

    func testTheObscuringDimmingDismissesOnATap() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (search, _) = Self.searchInView(h, results: nil)
            XCTAssertFalse(search.obscuresBackgroundDuringPresentation)
            search.isActive = true
            h.step(SearchController.presentationDuration + 0.05)
            XCTAssertEqual(search.dimmingView.alpha, 0, "not obscured: the content shows as it is")
            search.isActive = false
            h.step(SearchController.presentationDuration + 0.05)

            search.obscuresBackgroundDuringPresentation = true
            search.isActive = true
            h.step(SearchController.presentationDuration / 2)
            let halfway = Double(search.dimmingView.layer.presentation()?.opacity ?? -1)
            XCTAssertGreaterThan(halfway, 0.02)
            XCTAssertLessThan(halfway, SearchController.dimmingAlpha - 0.02, "fades in with the move")
            h.step(SearchController.presentationDuration)
            XCTAssertEqual(search.dimmingView.alpha, SearchController.dimmingAlpha, accuracy: 1e-6)
            XCTAssertEqual(Self.frameInWindow(search.dimmingView).minY, SearchBar.rowHeight, "below the bar")
            Self.tap(search.dimmingView, in: h)
            XCTAssertFalse(search.isActive, "a tap on the obscured content ends the search")
        }
    }

    func testAnAutomaticCancelButtonCanBeTurnedOff() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (search, _) = Self.searchInView(h)
            search.automaticallyShowsCancelButton = false
            search.isActive = true
            XCTAssertFalse(search.searchBar.showsCancelButton)
        }
    }

    func testADelegatesPresentSearchControllerReplacesThePresentation() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (search, recorder) = Self.searchInView(h)
            recorder.presentsItself = true
            search.isActive = true
            XCTAssertTrue(search.isActive)
            XCTAssertNil(h.root.presentedViewController, "the delegate presents it, not the controller")
            XCTAssertEqual(recorder.log, ["willPresent", "update ''", "present"])
        }
    }

    func testTheSearchCoversOnlyTheControllerThatDefinesTheContext() {
        MainActor.assumeIsolated {
            let h = Harness()
            let child = ViewController()
            h.root.addChild(child)
            child.view.frame = Rect(x: 0, y: 300, width: 400, height: 500)
            h.root.view.addSubview(child.view)
            child.didMove(toParent: h.root)
            child.definesPresentationContext = true
            let search = SearchController(searchResultsController: nil)
            search.searchBar.frame = Rect(x: 0, y: 0, width: 400, height: SearchBar.rowHeight)
            child.view.addSubview(search.searchBar)
            h.frame()
            search.isActive = true
            h.step(SearchController.presentationDuration + 0.05)
            XCTAssertEqual(Self.frameInWindow(search.view), Rect(x: 0, y: 300, width: 400, height: 500))
            XCTAssertEqual(Self.frameInWindow(search.searchBar).minY, 300)
        }
    }

    // MARK: Under a navigation bar

    @MainActor
    private static func navigationSearch(_ h: Harness) -> (NavigationController, ViewController, SearchController) {
        let content = ViewController()
        let search = SearchController(searchResultsController: nil)
        content.navigationItem.searchController = search
        let navigation = NavigationController(rootViewController: content)
        h.window.rootViewController = navigation
        h.frame()
        return (navigation, content, search)
    }

    /// `navigationItem.searchController`: the bar shows below the navigation bar's title,
    /// and the content's safe area makes room for both.
    func testANavigationItemsSearchBarShowsBelowTheTitle() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (navigation, content, search) = Self.navigationSearch(h)
            XCTAssertTrue(content.navigationItem.hidesSearchBarWhenScrolling, "true by default")
            XCTAssertEqual(
                Self.frameInWindow(search.searchBar),
                Rect(x: 0, y: NavigationBar.height, width: 400, height: SearchBar.rowHeight))
            XCTAssertEqual(content.view.safeAreaInsets.top, NavigationBar.height + SearchBar.rowHeight)
            let next = ViewController()
            navigation.pushViewController(next, animated: false)
            h.frame()
            XCTAssertNil(search.searchBar.superview, "only the top controller's search shows")
            XCTAssertEqual(next.view.safeAreaInsets.top, NavigationBar.height)
        }
    }

    /// The activation slides the navigation bar up and the search bar with it, on the
    /// window's clock; the dismissal plays it back.
    func testActivationSlidesTheNavigationBarAwayAndBack() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (navigation, _, search) = Self.navigationSearch(h)
            search.searchBar.becomeFirstResponder()
            h.step(SearchController.presentationDuration / 2)
            let barY = search.searchBar.layer.presentation()?.frame.minY ?? -1
            XCTAssertGreaterThan(barY, 1, "half way up")
            XCTAssertLessThan(barY, NavigationBar.height - 1)
            let navigationTy = navigation.navigationBar.layer.presentation()?.transform3D.m42 ?? 0
            XCTAssertLessThan(navigationTy, -1)
            XCTAssertGreaterThan(navigationTy, -NavigationBar.height + 1)
            h.step(SearchController.presentationDuration)
            XCTAssertTrue(navigation.isNavigationBarHidden)
            XCTAssertEqual(navigation.navigationBar.transform, .identity)
            XCTAssertEqual(Self.frameInWindow(search.searchBar).minY, 0)

            search.isActive = false
            XCTAssertFalse(navigation.isNavigationBarHidden, "the bar comes back as the search goes")
            h.step(SearchController.presentationDuration + 0.05)
            XCTAssertEqual(
                Self.frameInWindow(search.searchBar),
                Rect(x: 0, y: NavigationBar.height, width: 400, height: SearchBar.rowHeight))
            XCTAssertTrue(search.searchBar.superview === navigation.view)
        }
    }

    func testANavigationBarThatStaysKeepsTheSearchBarBelowIt() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (navigation, _, search) = Self.navigationSearch(h)
            search.hidesNavigationBarDuringPresentation = false
            search.isActive = true
            h.step(SearchController.presentationDuration + 0.05)
            XCTAssertFalse(navigation.isNavigationBarHidden)
            XCTAssertEqual(Self.frameInWindow(search.searchBar).minY, NavigationBar.height)
        }
    }
}
