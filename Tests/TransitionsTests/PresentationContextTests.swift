import Engine
import Geometry
import XCTest

@testable import Transitions

/// The current-context presentation styles and the controllers that define their context.
///
/// Apple, `definesPresentationContext`: "When a context-based presentation occurs, UIKit
/// starts at the presenting view controller and walks up the view controller hierarchy. If
/// it finds a view controller whose value for this property is true, it asks that view
/// controller to present the new view controller."
/// `UIModalPresentationStyle.currentContext`: "the current view controller's content is
/// displayed over the view controller whose definesPresentationContext property is true
/// [...] The views belonging to the presenting view controller are removed after the
/// presentation completes." `.overCurrentContext`: "The views beneath the presented content
/// are not removed from the view hierarchy when the presentation finishes."
/// `providesPresentationContextTransitionStyle`: "When the value of this property is true,
/// the current view controller's transition style is used instead of the style associated
/// with the presented view controller."
final class PresentationContextTests: XCTestCase {
    /// A root with a context child at y 100...700 holding an inner controller, and a bar
    /// (a view of the root's, added after the child) over the child's lower edge, as a tab
    /// bar lies over its content.
    @MainActor
    private struct Scene {
        let h = Harness()
        let context = ViewController()
        let inner = ViewController()
        let bar = View(frame: Rect(x: 0, y: 650, width: 400, height: 50))

        init() {
            h.root.addChild(context)
            h.root.view.addSubview(context.view)
            context.view.frame = Rect(x: 0, y: 100, width: 400, height: 600)
            context.didMove(toParent: h.root)
            context.definesPresentationContext = true
            context.addChild(inner)
            context.view.addSubview(inner.view)
            inner.view.frame = context.view.bounds
            inner.didMove(toParent: context)
            h.root.view.addSubview(bar)
            h.frame()
        }

        func frameInWindow(_ view: View) -> Rect { view.convert(view.bounds, to: nil) }
    }

    /// `.currentContext` from a controller inside the context: the context controller
    /// presents, the modal covers its view's frame (not the window), that view leaves once
    /// the presentation ends and comes back, where it was, on dismissal; the root's other
    /// views stay, the bar above the context still on top and taking touches.
    func testCurrentContextCoversTheDefiningControllersViewAndRemovesIt() {
        MainActor.assumeIsolated {
            let s = Scene()
            let modal = ViewController()
            modal.modalPresentationStyle = .currentContext
            s.inner.present(modal, animated: false)
            s.h.frame()
            XCTAssertTrue(modal.presentingViewController === s.context, "the context controller presents")
            XCTAssertTrue(s.context.presentedViewController === modal)
            XCTAssertTrue(s.inner.presentedViewController === modal, "a descendant reports its ancestor's")
            XCTAssertNil(s.h.root.presentedViewController, "the root presented nothing")
            XCTAssertEqual(s.frameInWindow(modal.view), Rect(x: 0, y: 100, width: 400, height: 600))
            XCTAssertNil(s.context.view.window, "the covered view left the hierarchy")
            XCTAssertTrue(s.h.root.view.window === s.h.window, "the root's view stays")
            XCTAssertTrue(s.h.window.hitTest(Point(x: 200, y: 675)) === s.bar, "the bar stays over the context")
            XCTAssertTrue(s.h.window.hitTest(Point(x: 200, y: 50)) === s.h.root.view, "outside the context")
            let hit = s.h.window.hitTest(Point(x: 200, y: 300))
            XCTAssertTrue(hit === modal.view, "the modal takes the context's touches")

            s.inner.dismiss(animated: false)
            s.h.frame()
            XCTAssertNil(s.context.presentedViewController, "dismissed through the presenting ancestor")
            XCTAssertNil(modal.view.superview)
            XCTAssertTrue(s.context.view.superview === s.h.root.view, "back in its place")
            XCTAssertEqual(s.frameInWindow(s.context.view), Rect(x: 0, y: 100, width: 400, height: 600))
            XCTAssertTrue(s.h.root.view.subviews.last === s.bar, "below the bar, as before")
        }
    }

    /// `.overCurrentContext` leaves the covered view in place under the modal, which rises
    /// into the context's frame by the default cover-vertical motion.
    func testOverCurrentContextKeepsTheCoveredViewAndAnimatesIntoTheContext() {
        MainActor.assumeIsolated {
            let s = Scene()
            let modal = ViewController()
            modal.modalPresentationStyle = .overCurrentContext
            s.inner.present(modal, animated: true)
            s.h.step(0.1)
            XCTAssertTrue(modal.isBeingPresented)
            XCTAssertGreaterThan(modal.view.presentationFrame.minY, 1, "rises from below its final place")
            s.h.step(0.5)
            XCTAssertFalse(modal.isBeingPresented)
            XCTAssertTrue(modal.presentingViewController === s.context)
            XCTAssertEqual(s.frameInWindow(modal.view), Rect(x: 0, y: 100, width: 400, height: 600))
            XCTAssertTrue(s.context.view.window === s.h.window, "the covered view stays")
            modal.dismiss(animated: true)
            s.h.step(0.6)
            XCTAssertNil(s.context.presentedViewController)
            XCTAssertNil(modal.view.superview)
            XCTAssertTrue(s.context.view.window === s.h.window)
        }
    }

    /// The context controller's transition style wins only when it says it provides one:
    /// a cross-dissolving context makes a cover-vertical modal fade in place, and without
    /// `providesPresentationContextTransitionStyle` the modal's own rise is kept.
    func testTheContextsTransitionStyleWinsWhenItProvidesIt() {
        MainActor.assumeIsolated {
            for provides in [false, true] {
                let s = Scene()
                XCTAssertFalse(s.context.providesPresentationContextTransitionStyle, "false by default")
                s.context.providesPresentationContextTransitionStyle = provides
                s.context.modalTransitionStyle = .crossDissolve
                let modal = ViewController()
                modal.modalPresentationStyle = .overCurrentContext
                s.inner.present(modal, animated: true)
                s.h.step(0.1)
                let alpha = modal.view.presentationAlpha
                let top = modal.view.presentationFrame.minY
                if provides {
                    XCTAssertLessThan(alpha, 1, "fades in")
                    XCTAssertEqual(top, 0, "in place")
                } else {
                    XCTAssertEqual(alpha, 1)
                    XCTAssertGreaterThan(top, 1, "rises")
                }
                s.h.step(0.5)
                XCTAssertFalse(modal.isBeingPresented)
            }
        }
    }

    /// The walk starts at the presenting controller itself, and the nearest definer wins:
    /// with the inner controller defining a context too, it presents over its own view.
    func testTheNearestDefiningControllerWins() {
        MainActor.assumeIsolated {
            let s = Scene()
            s.inner.view.frame = Rect(x: 0, y: 50, width: 400, height: 300)
            s.inner.definesPresentationContext = true
            let modal = ViewController()
            modal.modalPresentationStyle = .currentContext
            s.inner.present(modal, animated: false)
            s.h.frame()
            XCTAssertTrue(modal.presentingViewController === s.inner)
            XCTAssertEqual(s.frameInWindow(modal.view), Rect(x: 0, y: 150, width: 400, height: 300))
            XCTAssertTrue(s.context.view.window === s.h.window, "the outer context is not covered")
            modal.dismiss(animated: false)
            s.h.frame()
            XCTAssertTrue(s.inner.view.superview === s.context.view)
        }
    }

    /// A full-screen style ignores the context: the top of the parent chain presents over
    /// the window, as before.
    func testFullScreenIgnoresAContext() {
        MainActor.assumeIsolated {
            let s = Scene()
            let modal = ViewController()
            modal.modalPresentationStyle = .fullScreen
            s.inner.present(modal, animated: false)
            s.h.frame()
            XCTAssertTrue(modal.presentingViewController === s.h.root)
            XCTAssertEqual(s.frameInWindow(modal.view), Rect(x: 0, y: 0, width: 400, height: 800))
            modal.dismiss(animated: false)
            s.h.frame()
        }
    }
}
