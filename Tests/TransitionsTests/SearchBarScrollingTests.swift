import Engine
import Geometry
import XCTest

@testable import Transitions

/// `NavigationItem.hidesSearchBarWhenScrolling` (`UINavigationItem`), as Apple documents it:
/// "When the value of this property is true, the search bar is visible only when the scroll
/// position equals the top of your content view. When the user scrolls down, the search bar
/// collapses into the navigation bar. Scrolling back to the top reveals the search bar again.
/// When the value of this property is false, the search bar remains regardless of the current
/// scroll position." "You must configure the searchController property for this property to
/// have any effect."
final class SearchBarScrollingTests: XCTestCase {
    /// A navigation controller whose root controller shows a tall scroll view filling its
    /// view, with a search controller in its navigation item; the content starts at its top
    /// with the bar whole. (A new scroll view rests at offset 0, which has the bar collapsed,
    /// as UIKit first shows a bar that hides when scrolling; the collapsed part is out of
    /// the adjusted inset, so the top is written out rather than read from it.)
    @MainActor
    private static func scrollingSearch(_ h: Harness, search: Bool = true) -> (ViewController, ScrollView) {
        let content = ViewController()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        scroll.contentSize = Size(width: 400, height: 3000)
        content.view.addSubview(scroll)
        if search { content.navigationItem.searchController = SearchController(searchResultsController: nil) }
        h.window.rootViewController = NavigationController(rootViewController: content)
        h.frame()
        scroll.contentOffset = Point(x: 0, y: -(NavigationBar.height + (search ? SearchBar.rowHeight : 0)))
        h.frame()
        return (content, scroll)
    }

    @MainActor
    private static func barTop(_ content: ViewController) -> Double {
        let bar = content.navigationItem.searchController!.searchBar
        return bar.convert(bar.bounds, to: nil).minY
    }

    /// The bar shows whole at the top, goes up under the navigation bar as far as the
    /// content scrolls down, is gone (and takes no touch) once the content has scrolled its
    /// height, and comes back whole at the top and when the content is pulled past it.
    func testTheSearchBarCollapsesAsTheContentScrollsDownAndReturnsAtTheTop() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (content, scroll) = Self.scrollingSearch(h)
            let bar = content.navigationItem.searchController!.searchBar
            XCTAssertTrue(content.navigationItem.hidesSearchBarWhenScrolling, "true by default")
            let top = -scroll.adjustedContentInset.top
            XCTAssertEqual(top, -(NavigationBar.height + SearchBar.rowHeight), "the content starts below both bars")
            XCTAssertEqual(Self.barTop(content), NavigationBar.height)
            XCTAssertFalse(bar.isHidden)

            scroll.contentOffset = Point(x: 0, y: top + 20)
            XCTAssertEqual(Self.barTop(content), NavigationBar.height - 20, "collapsed as far as the content went")
            XCTAssertFalse(bar.isHidden)
            scroll.contentOffset = Point(x: 0, y: top + 300)
            XCTAssertEqual(Self.barTop(content), NavigationBar.height - SearchBar.rowHeight)
            XCTAssertTrue(bar.isHidden, "collapsed into the navigation bar")
            h.frame()
            XCTAssertTrue(bar.isHidden, "a layout pass keeps it collapsed")
            XCTAssertFalse(
                h.window.hitTest(Point(x: 200, y: NavigationBar.height + 10)) === bar, "a collapsed bar takes no touch")

            scroll.contentOffset = Point(x: 0, y: top)
            XCTAssertEqual(Self.barTop(content), NavigationBar.height, "revealed at the top")
            XCTAssertFalse(bar.isHidden)
            scroll.contentOffset = Point(x: 0, y: top - 40)
            XCTAssertEqual(Self.barTop(content), NavigationBar.height, "pulled down, it stays whole")
        }
    }

    /// A drag up on the content scrolls it and collapses the bar with it, frame by frame.
    func testADragOnTheContentCollapsesTheBar() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (content, scroll) = Self.scrollingSearch(h)
            let start = scroll.contentOffset.y
            h.window.send(.pointerDown(Point(x: 200, y: 600)))
            for i in 1...10 {
                h.clock.advance(by: 1 / h.fps)
                h.window.send(.pointerMoved(Point(x: 200, y: 600 - Double(i) * 4)))
                h.window.tick()
            }
            let scrolled = scroll.contentOffset.y - start
            XCTAssertGreaterThan(scrolled, 10, "the drag scrolled the content")
            XCTAssertEqual(
                Self.barTop(content), NavigationBar.height - min(scrolled, SearchBar.rowHeight), accuracy: 1e-9)
            h.window.send(.pointerUp(Point(x: 200, y: 560)))
        }
    }

    /// With the property false the bar stays where it is whatever the scroll position.
    func testABarThatDoesNotHideStaysWhereverTheContentIs() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (content, scroll) = Self.scrollingSearch(h)
            content.navigationItem.hidesSearchBarWhenScrolling = false
            let top = -scroll.adjustedContentInset.top
            for y in [top + 20, top + 300, top] {
                scroll.contentOffset = Point(x: 0, y: y)
                h.frame()
                XCTAssertEqual(Self.barTop(content), NavigationBar.height, "offset \(y)")
                XCTAssertFalse(content.navigationItem.searchController!.searchBar.isHidden)
            }
        }
    }

    /// The bar follows the top controller's content only: once another controller is pushed,
    /// the first one's scrolling moves nothing, and the pushed controller's own bar starts whole.
    func testOnlyTheTopControllersContentMovesItsBar() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (content, scroll) = Self.scrollingSearch(h)
            let navigation = content.navigationController!
            let next = ViewController()
            let nextSearch = SearchController(searchResultsController: nil)
            next.navigationItem.searchController = nextSearch
            navigation.pushViewController(next, animated: false)
            h.frame()
            scroll.contentOffset = Point(x: 0, y: scroll.contentOffset.y + 300)
            h.frame()
            XCTAssertEqual(
                nextSearch.searchBar.convert(nextSearch.searchBar.bounds, to: nil).minY, NavigationBar.height,
                "a view with no scroll view of its own keeps its bar whole")
            XCTAssertFalse(nextSearch.searchBar.isHidden)
        }
    }
}
