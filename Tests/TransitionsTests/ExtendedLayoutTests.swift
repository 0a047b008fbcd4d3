import Engine
import Geometry
import XCTest

@testable import Transitions

/// Where a navigation controller lays out a child's view, as Apple documents
/// `edgesForExtendedLayout`: "The default value of this property is all ... If you remove an
/// edge value from this property, the system does not lay out your content underneath other
/// bars on that same edge." `extendedLayoutIncludesOpaqueBars`: "A Boolean value indicating
/// whether or not the extended layout includes opaque bars. The default value of this
/// property is false." `UINavigationBar.isTranslucent`: "When the navigation bar is
/// translucent, configure the edgesForExtendedLayout and extendedLayoutIncludesOpaqueBars
/// properties of your view controller to display your content underneath the navigation
/// bar." The safe area follows the frame: a view that runs under the bar has the bar in its
/// `safeAreaInsets`, one below it has none.
final class ExtendedLayoutTests: XCTestCase {
    /// The window's height, which the bar's top strip is measured against.
    private static let size = Size(width: 400, height: 800)

    /// Where the rule puts the child's view in window coordinates, and its top safe inset.
    private static func expected(edges: RectEdge, includesOpaque: Bool, translucent: Bool, hidden: Bool) -> (
        Rect, Double
    ) {
        let bar = NavigationBar.height
        let under = !hidden && edges.contains(.top) && (translucent || includesOpaque)
        if hidden || under { return (Rect(origin: .zero, size: size), under ? bar : 0) }
        return (Rect(x: 0, y: bar, width: size.width, height: size.height - bar), 0)
    }

    func testEveryCombinationOfEdgesOpacityAndFlagFramesTheChildAsTheRuleSays() {
        let size = Self.size
        MainActor.assumeIsolated {
            let edgeSets: [RectEdge] = [.all, [], [.top], [.left, .bottom, .right]]
            for translucent in [true, false] {
                for hidden in [false, true] {
                    for edges in edgeSets {
                        for includesOpaque in [false, true] {
                            let h = Harness(size: size)
                            let child = ViewController()
                            child.edgesForExtendedLayout = edges
                            child.extendedLayoutIncludesOpaqueBars = includesOpaque
                            let nav = NavigationController(rootViewController: child)
                            nav.navigationBar.isTranslucent = translucent
                            nav.isNavigationBarHidden = hidden
                            h.window.rootViewController = nav
                            h.frame()
                            let (frame, top) = Self.expected(
                                edges: edges, includesOpaque: includesOpaque, translucent: translucent, hidden: hidden)
                            let label =
                                "edges \(edges.rawValue), includesOpaque \(includesOpaque), translucent \(translucent), hidden \(hidden)"
                            XCTAssertEqual(child.view.convert(child.view.bounds, to: h.window), frame, label)
                            XCTAssertEqual(child.view.safeAreaInsets, EdgeInsets(top: top), label)
                        }
                    }
                }
            }
        }
    }

    func testTheDefaultIsAllEdgesWithoutOpaqueBars() {
        MainActor.assumeIsolated {
            let child = ViewController()
            XCTAssertEqual(child.edgesForExtendedLayout, .all)
            XCTAssertFalse(child.extendedLayoutIncludesOpaqueBars)
        }
    }

    func testChangingTheEdgesOfAShownChildMovesItInTheNextPass() {
        let size = Self.size
        MainActor.assumeIsolated {
            let h = Harness(size: size)
            let child = ViewController()
            let nav = NavigationController(rootViewController: child)
            h.window.rootViewController = nav
            h.frame()
            XCTAssertEqual(child.view.frame.minY, 0, "under the translucent bar by default")
            child.edgesForExtendedLayout = []
            h.frame()
            XCTAssertEqual(child.view.convert(child.view.bounds, to: h.window).minY, NavigationBar.height)
            XCTAssertEqual(child.view.safeAreaInsets, .zero)
            nav.navigationBar.isTranslucent = false
            child.edgesForExtendedLayout = .all
            child.extendedLayoutIncludesOpaqueBars = true
            h.frame()
            XCTAssertEqual(child.view.convert(child.view.bounds, to: h.window), Rect(origin: .zero, size: size))
            XCTAssertEqual(child.view.safeAreaInsets, EdgeInsets(top: NavigationBar.height))
        }
    }

    /// A pushed controller that keeps out from under the bar is animated to, and left at,
    /// its own frame, and the transition context reports that frame as its final one; the
    /// controller below, back on top after a pop, gets its own frame again.
    func testPushAndPopPutEachChildAtItsOwnFrame() {
        let size = Self.size
        MainActor.assumeIsolated {
            let h = Harness(size: size)
            let first = ViewController()
            let nav = NavigationController(rootViewController: first)
            h.window.rootViewController = nav
            h.frame()
            let below = Rect(
                x: 0, y: NavigationBar.height, width: size.width, height: size.height - NavigationBar.height)
            let second = ViewController()
            second.edgesForExtendedLayout = []
            nav.pushViewController(second, animated: true)
            h.frame()
            guard let context = h.context else { return XCTFail("the push runs") }
            XCTAssertEqual(context.finalFrame(for: second), below)
            h.step(1)
            XCTAssertNil(h.context)
            XCTAssertEqual(second.view.convert(second.view.bounds, to: h.window), below)
            XCTAssertEqual(second.view.safeAreaInsets, .zero)
            _ = nav.popViewController(animated: true)
            h.step(1)
            XCTAssertEqual(first.view.convert(first.view.bounds, to: h.window), Rect(origin: .zero, size: size))
            XCTAssertEqual(first.view.safeAreaInsets, EdgeInsets(top: NavigationBar.height))
            let third = ViewController()
            third.edgesForExtendedLayout = []
            nav.pushViewController(third, animated: false)
            h.frame()
            XCTAssertEqual(third.view.convert(third.view.bounds, to: h.window), below, "unanimated push")
        }
    }
}
