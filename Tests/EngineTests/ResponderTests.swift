import Geometry
import XCTest

@testable import Engine

/// The responder chain and first-responder status (`UIResponder`). Apple's `next`: "UIView
/// implements this method and returns the UIViewController object that manages it (if it has
/// one) or its superview (if it doesn't)." And `becomeFirstResponder()`: "UIKit asks the
/// current first responder to resign as first responder, which it might not do. If the
/// current first responder resigns as first responder, UIKit checks this object's
/// canBecomeFirstResponder property, which is false by default." A view outside any window
/// is not in "the active view hierarchy", so it is refused here.
final class ResponderTests: XCTestCase {
    final class Field: View {
        var accepts = true
        var resigns = true
        override var canBecomeFirstResponder: Bool { accepts }
        override var canResignFirstResponder: Bool { resigns }
    }

    func testAViewsNextIsItsManagerElseItsSuperviewAndTheChainEndsAtTheWindow() {
        MainActor.assumeIsolated {
            let h = Harness()
            let outer = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
            let inner = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
            XCTAssertNil(inner.next, "outside any tree")
            outer.addSubview(inner)
            h.root.addSubview(outer)
            XCTAssertTrue(inner.next === outer)
            XCTAssertTrue(outer.next === h.window)
            XCTAssertNil(h.window.next, "no application object here: the chain ends at the window")

            let manager = Responder()
            outer.managingResponder = manager
            XCTAssertTrue(outer.next === manager, "a managed view's next is its manager, not its superview")
            var chain: [Responder] = []
            var r: Responder? = inner
            while let x = r {
                chain.append(x)
                r = x.next
            }
            XCTAssertEqual(chain.count, 3, "inner, outer, manager (whose own next is nil)")
        }
    }

    func testOnlyAWillingViewInAWindowBecomesFirstResponderAndOneAtATime() {
        MainActor.assumeIsolated {
            let h = Harness()
            let a = Field()
            let b = Field()
            XCTAssertFalse(a.becomeFirstResponder(), "not in a window")
            h.root.addSubview(a)
            h.root.addSubview(b)
            XCTAssertFalse(View().canBecomeFirstResponder, "a plain view declines by default")
            XCTAssertFalse(h.root.becomeFirstResponder())

            XCTAssertTrue(a.becomeFirstResponder())
            XCTAssertTrue(a.isFirstResponder)
            XCTAssertTrue(h.window.firstResponder === a)

            // b takes over: a is asked to resign first.
            XCTAssertTrue(b.becomeFirstResponder())
            XCTAssertFalse(a.isFirstResponder)
            XCTAssertTrue(b.isFirstResponder)

            // A responder that will not resign keeps the status.
            b.resigns = false
            XCTAssertFalse(a.becomeFirstResponder())
            XCTAssertTrue(b.isFirstResponder)
            XCTAssertFalse(b.resignFirstResponder())
            b.resigns = true
            XCTAssertTrue(b.resignFirstResponder())
            XCTAssertNil(h.window.firstResponder)

            // A view that declines never takes it.
            a.accepts = false
            XCTAssertFalse(a.becomeFirstResponder())
            XCTAssertNil(h.window.firstResponder)
            // endEditing(_:) has nothing editing to end here.
            XCTAssertTrue(h.root.endEditing(true))
        }
    }
}
