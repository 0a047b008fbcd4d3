import Engine
import Geometry
import XCTest

@testable import Transitions

/// `view` is implicitly unwrapped and loaded lazily, as in UIKit (`var view: UIView!`):
/// "If you access this property when its value is nil, the view controller automatically
/// calls the loadView() method and returns the resulting view." `viewIfLoaded` is "the view
/// controller's view, or nil if the view isn't yet loaded"; `loadViewIfNeeded()` "loads the
/// view controller's view if it's not loaded yet". And the responder chain's `next`:
/// "UIViewController similarly implements the method and returns its view's superview."
final class ViewLoadingTests: XCTestCase {
    final class Counting: ViewController {
        var loads = 0
        var didLoads = 0
        override func loadView() {
            loads += 1
            view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        }
        override func viewDidLoad() { didLoads += 1 }
    }

    func testTheViewLoadsOnceOnFirstAccessAndNotOnTheQuestionsThatMustNotLoadIt() {
        MainActor.assumeIsolated {
            let vc = Counting()
            XCTAssertFalse(vc.isViewLoaded)
            XCTAssertNil(vc.viewIfLoaded)
            XCTAssertNil(vc.next, "asking for the next responder does not load the view")
            XCTAssertEqual(vc.loads, 0)

            // UIKit code's optional spellings compile and load the view.
            let width = vc.view?.frame.width
            XCTAssertEqual(width, 10)
            XCTAssertEqual(vc.loads, 1)
            XCTAssertEqual(vc.didLoads, 1)
            _ = vc.view!
            vc.loadViewIfNeeded()
            XCTAssertEqual(vc.loads, 1, "loaded once")
            XCTAssertTrue(vc.viewIfLoaded === vc.view)

            let fresh = Counting()
            fresh.loadViewIfNeeded()
            XCTAssertEqual([fresh.loads, fresh.didLoads], [1, 1])
            XCTAssertTrue(fresh.isViewLoaded)
        }
    }

    func testSettingNilUnloadsAndTheNextReadLoadsAgain() {
        MainActor.assumeIsolated {
            let vc = Counting()
            let first = vc.view!
            vc.view = nil
            XCTAssertFalse(vc.isViewLoaded)
            XCTAssertNil(first.next, "the old view is no longer managed")
            let second: View = vc.view
            XCTAssertFalse(first === second)
            XCTAssertEqual(vc.loads, 2)
        }
    }

    func testTheRootViewsNextIsItsControllerAndTheControllersIsTheViewsSuperview() {
        MainActor.assumeIsolated {
            let vc = Counting()
            let root: View = vc.view
            let child = View()
            root.addSubview(child)
            XCTAssertTrue(child.next === root)
            XCTAssertTrue(root.next === vc, "a root view's next responder is its controller")
            XCTAssertNil(vc.next, "a view outside any tree: no superview")
            let holder = View()
            holder.addSubview(root)
            XCTAssertTrue(vc.next === holder)

            // Walking the chain from a subview finds the controller, as UIKit code does.
            var r: Responder? = child
            while let x = r, !(x is ViewController) { r = x.next }
            XCTAssertTrue(r === vc)

            // A view handed to another controller is managed by that one.
            let other = Counting()
            other.view = root
            XCTAssertTrue(root.next === other)
        }
    }
}
