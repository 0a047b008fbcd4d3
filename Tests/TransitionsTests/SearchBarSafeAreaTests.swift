import Engine
import Geometry
import XCTest

@testable import Transitions

/// A navigation search bar that scrolling collapses gives its room back to the safe area.
/// Apple, `UIView.safeAreaInsets`: "The safe area of a view reflects the area not covered by
/// navigation bars, tab bars, toolbars, and other ancestors that obscure a view controller's
/// view. [...] For the view controller's root view, the insets account for the status bar,
/// other visible bars, and any additional insets that you specified using the
/// additionalSafeAreaInsets property of your view controller." `UINavigationItem
/// .hidesSearchBarWhenScrolling`: "When the user scrolls down, the search bar collapses into
/// the navigation bar. Scrolling back to the top reveals the search bar again." The part of
/// the search bar that has collapsed covers nothing, so the top inset shrinks by it.
final class SearchBarSafeAreaTests: XCTestCase {
    /// Counts `viewSafeAreaInsetsDidChange()` calls.
    @MainActor
    private final class Content: ViewController {
        var changes = 0
        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            changes += 1
        }
    }

    /// A navigation controller whose root shows a tall scroll view filling its view, with a
    /// search controller in its navigation item, extra top insets `extra`, content at its top.
    @MainActor
    private static func scene(_ h: Harness, extra: Double = 0) -> (Content, ScrollView) {
        let content = Content()
        content.additionalSafeAreaInsets = EdgeInsets(top: extra)
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        scroll.contentSize = Size(width: 400, height: 3000)
        content.view.addSubview(scroll)
        content.navigationItem.searchController = SearchController(searchResultsController: nil)
        h.window.rootViewController = NavigationController(rootViewController: content)
        h.frame()
        scroll.contentOffset = Point(x: 0, y: -(NavigationBar.height + SearchBar.rowHeight + extra))
        h.frame()
        return (content, scroll)
    }

    /// The top inset is both bars whole at the top, shrinks point for point as the bar
    /// collapses, is the navigation bar's alone once the bar is gone, and grows back when
    /// the content returns to its top; the controller hears of each change in the next
    /// layout pass, and the scroll view's adjusted inset follows.
    func testTheTopInsetShrinksAsTheSearchBarCollapses() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (content, scroll) = Self.scene(h)
            let whole = NavigationBar.height + SearchBar.rowHeight
            let top = -whole
            XCTAssertEqual(content.view.safeAreaInsets.top, whole)

            let changes = content.changes
            scroll.contentOffset = Point(x: 0, y: top + 20)
            XCTAssertEqual(content.view.safeAreaInsets.top, whole - 20, "the collapsed 20 points are uncovered")
            XCTAssertEqual(scroll.adjustedContentInset.top, whole - 20)
            h.frame()
            XCTAssertEqual(content.changes, changes + 1, "viewSafeAreaInsetsDidChange in the next pass")

            scroll.contentOffset = Point(x: 0, y: top + 300)
            h.frame()
            XCTAssertEqual(content.view.safeAreaInsets.top, NavigationBar.height, "only the navigation bar covers")

            scroll.contentOffset = Point(x: 0, y: top)
            h.frame()
            XCTAssertEqual(content.view.safeAreaInsets.top, whole, "revealed: both bars again")
        }
    }

    /// Additional insets add to whatever the bars cover: the collapse is measured from the
    /// content's top with the bar whole, extra inset included, and the extra stays on top.
    func testAdditionalInsetsAddToTheShrinkingBars() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (content, scroll) = Self.scene(h, extra: 10)
            let bar = content.navigationItem.searchController!.searchBar
            let whole = NavigationBar.height + SearchBar.rowHeight
            XCTAssertEqual(content.view.safeAreaInsets.top, whole + 10)
            let top = scroll.contentOffset.y
            XCTAssertEqual(top, -(whole + 10))
            scroll.contentOffset = Point(x: 0, y: top + 20)
            h.frame()
            XCTAssertEqual(bar.convert(bar.bounds, to: nil).minY, NavigationBar.height - 20)
            XCTAssertEqual(content.view.safeAreaInsets.top, whole - 20 + 10)
            scroll.contentOffset = Point(x: 0, y: top + 300)
            h.frame()
            XCTAssertEqual(content.view.safeAreaInsets.top, NavigationBar.height + 10)
        }
    }

    /// A bar that stays (`hidesSearchBarWhenScrolling` false) keeps covering its row.
    func testABarThatStaysKeepsTheInset() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (content, scroll) = Self.scene(h)
            content.navigationItem.hidesSearchBarWhenScrolling = false
            let whole = NavigationBar.height + SearchBar.rowHeight
            scroll.contentOffset = Point(x: 0, y: -whole + 300)
            h.frame()
            XCTAssertEqual(content.view.safeAreaInsets.top, whole)
        }
    }

    /// The shrinking inset does not move the content's top: with the bar collapsed, a drag
    /// down moves the content with the finger, point for point, and reveals the bar, and a
    /// fling towards the top comes to rest at the top with the bar whole, as with UIKit's
    /// "Scrolling back to the top reveals the search bar again."
    func testScrollingBackRevealsTheBarAtTheFingersPace() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (content, scroll) = Self.scene(h)
            let whole = NavigationBar.height + SearchBar.rowHeight
            let top = -whole
            scroll.contentOffset = Point(x: 0, y: top + 300)
            h.frame()
            XCTAssertEqual(content.view.safeAreaInsets.top, NavigationBar.height)
            XCTAssertEqual(scroll.minimumContentOffset.y, top, "the top stays where the whole bar put it")

            h.window.send(.pointerDown(Point(x: 200, y: 300)))
            var offsets: [Double] = []
            for i in 1...26 {
                h.clock.advance(by: 1 / h.fps)
                h.window.send(.pointerMoved(Point(x: 200, y: 300 + Double(i) * 12)))
                h.window.tick()
                offsets.append(scroll.contentOffset.y)
            }
            // The first move starts the drag; moves 22 to 26 run through the collapsed part
            // (from 60 down to 0 points scrolled).
            for i in 21...25 {
                XCTAssertEqual(offsets[i - 1] - offsets[i], 12, accuracy: 1e-9, "step \(i + 1) follows the finger")
            }
            XCTAssertEqual(scroll.contentOffset.y, top, accuracy: 1e-9)
            XCTAssertEqual(content.view.safeAreaInsets.top, whole, "revealed by the drag")
            h.window.send(.pointerUp(Point(x: 200, y: 600)))
            h.step(1)

            scroll.contentOffset = Point(x: 0, y: top + 300)
            h.frame()
            h.window.send(.pointerDown(Point(x: 200, y: 300)))
            for i in 1...4 {
                h.clock.advance(by: 1 / h.fps)
                h.window.send(.pointerMoved(Point(x: 200, y: 300 + Double(i) * 30)))
                h.window.tick()
            }
            h.window.send(.pointerUp(Point(x: 200, y: 420)))
            h.step(2)
            XCTAssertEqual(scroll.contentOffset.y, top, accuracy: 1e-6, "the fling rests at the top")
            XCTAssertEqual(content.view.safeAreaInsets.top, whole, accuracy: 1e-6)
            XCTAssertFalse(content.navigationItem.searchController!.searchBar.isHidden)
        }
    }
}
