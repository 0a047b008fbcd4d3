import Engine
import Geometry
import XCTest

@testable import Transitions

/// A tap outside a popover is a user-initiated dismissal, which the presented controller or
/// the delegate may refuse. Apple, `isModalInPresentation`: "When you set it to true, UIKit
/// ignores events outside the view controller's bounds and prevents the interactive dismissal
/// of the view controller while it is onscreen." `presentationControllerDidAttemptToDismiss(_:)`:
/// "Notifies the delegate that a user-initiated attempt to dismiss a view was prevented.
/// [...] UIKit supports refusing to dismiss a presentation when the
/// presentationController.isModalInPresentation returns true or
/// presentationControllerShouldDismiss(_:) returns false." The popover delegate's older
/// did-dismiss call, which these replace: "The presentation controller calls this method only
/// in response to user actions. It does not call this method if you dismiss the popover
/// programmatically."
final class PopoverUserDismissalTests: XCTestCase {
    @MainActor
    private final class Delegate: PopoverPresentationControllerDelegate {
        var allows = true
        var calls: [String] = []
        func adaptivePresentationStyle(
            for controller: PresentationController, traitCollection: TraitCollection
        ) -> ModalPresentationStyle { .none }
        func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
            calls.append("should")
            return allows
        }
        func presentationControllerWillDismiss(_ presentationController: PresentationController) {
            calls.append("will")
        }
        func presentationControllerDidDismiss(_ presentationController: PresentationController) {
            calls.append("did")
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
            calls.append("attempt")
        }
    }

    /// A popover over a source view in a regular-width window, its delegate recording calls.
    @MainActor
    private struct Scene {
        let h = Harness(size: Size(width: 1024, height: 768))
        let source = View(frame: Rect(x: 100, y: 100, width: 80, height: 40))
        let content = ViewController()
        let delegate = Delegate()

        init() {
            h.root.view.addSubview(source)
            content.preferredContentSize = Size(width: 300, height: 200)
            content.modalPresentationStyle = .popover
            content.popoverPresentationController?.sourceView = source
            content.popoverPresentationController?.delegate = delegate
            h.root.present(content, animated: true)
            h.step(1)
        }

        /// A tap far from the bubble, then time for a dismissal to run.
        func tapOutside() {
            let point = Point(x: 900, y: 700)
            h.window.send(.pointerDown(point))
            h.frame()
            h.window.send(.pointerUp(point))
            h.step(1)
        }
    }

    func testATapOutsideDismissesAndTellsTheDelegateBeforeAndAfter() {
        MainActor.assumeIsolated {
            let s = Scene()
            XCTAssertTrue(s.content.presentationController is PopoverPresentationController)
            s.tapOutside()
            XCTAssertNil(s.h.root.presentedViewController, "dismissed")
            XCTAssertEqual(s.delegate.calls, ["should", "will", "did"])
        }
    }

    func testAModalPopoverIgnoresTheTapAndReportsTheAttempt() {
        MainActor.assumeIsolated {
            let s = Scene()
            s.content.isModalInPresentation = true
            s.tapOutside()
            XCTAssertTrue(s.h.root.presentedViewController === s.content, "still shown")
            XCTAssertEqual(s.delegate.calls, ["attempt"], "not asked, only told of the attempt")
            s.content.isModalInPresentation = false
            s.tapOutside()
            XCTAssertNil(s.h.root.presentedViewController, "no longer modal: dismissed")
        }
    }

    func testADelegateThatRefusesKeepsThePopover() {
        MainActor.assumeIsolated {
            let s = Scene()
            s.delegate.allows = false
            s.tapOutside()
            XCTAssertTrue(s.h.root.presentedViewController === s.content)
            XCTAssertEqual(s.delegate.calls, ["should", "attempt"])
        }
    }

    func testAProgrammaticDismissalTellsTheDelegateNothing() {
        MainActor.assumeIsolated {
            let s = Scene()
            s.content.dismiss(animated: true)
            s.h.step(1)
            XCTAssertNil(s.h.root.presentedViewController)
            XCTAssertEqual(s.delegate.calls, [])
        }
    }
}
