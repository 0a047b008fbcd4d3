import Engine
import Geometry
import XCTest

@testable import Transitions

/// Apple, `UIAdaptivePresentationControllerDelegate.presentationControllerWillDismiss(_:)`:
/// "You can use this method to set up animations or interaction notifications with the
/// presentationController's transitionCoordinator. This method is not called if the
/// presentation is dismissed programmatically." (UIKit's header adds that it is called
/// "before interaction or animations begin".) So when the user drags a sheet away, the
/// delegate finds the dismissal's coordinator there, and what it adds runs with the drag.
final class SheetWillDismissCoordinatorTests: XCTestCase {
    /// A delegate that, in `WillDismiss`, fades `marker` out alongside the dismissal.
    @MainActor
    final class AlongsideDelegate: SheetPresentationControllerDelegate {
        let marker: View
        var sawCoordinator: [Bool] = []
        var completions: [Bool] = []
        init(marker: View) { self.marker = marker }

        func presentationControllerWillDismiss(_ pc: PresentationController) {
            let coordinator = pc.presentedViewController.transitionCoordinator
            sawCoordinator.append(coordinator != nil && pc.presentingViewController.transitionCoordinator != nil)
            coordinator?.animate(
                alongsideTransition: { [marker] _ in marker.alpha = 0 },
                completion: { [weak self] c in self?.completions.append(c.isCancelled) })
        }
    }

    func testADragDismissalRunsWhatWillDismissAddedToTheCoordinator() {
        MainActor.assumeIsolated {
            let h = Harness()
            let marker = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            h.root.view.addSubview(marker)
            let delegate = AlongsideDelegate(marker: marker)
            let (_, sheet) = h.presentSheet(detents: [.large()])
            sheet.delegate = delegate
            // The large sheet's top is at 40; press on it and drag down 300 points.
            h.window.send(.pointerDown(Point(x: 200, y: 200)))
            h.frame()
            for i in 1...30 {
                h.window.send(.pointerMoved(Point(x: 200, y: 200 + Double(i) * 10)))
                h.frame()
            }
            XCTAssertEqual(delegate.sawCoordinator, [true], "told once, with the coordinator there")
            let p = try! XCTUnwrap(h.context?.percentComplete)
            XCTAssertGreaterThan(p, 0.2)
            XCTAssertEqual(
                marker.presentationAlpha, 1 - p, accuracy: 1e-6,
                "the alongside fade follows the drag (the sheet's linear interactive curve)")
            h.window.send(.pointerUp(Point(x: 200, y: 500)))
            h.step(1)
            XCTAssertNil(h.root.presentedViewController, "released past half way: dismissed")
            XCTAssertEqual(delegate.completions, [false], "its completion ran, not cancelled")
            XCTAssertEqual(marker.presentationAlpha, 0, accuracy: 1e-9)
        }
    }

    func testATapOnTheDimmingDoesTooButAProgrammaticDismissalDoesNotAsk() {
        MainActor.assumeIsolated {
            let h = Harness()
            let marker = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            h.root.view.addSubview(marker)
            let delegate = AlongsideDelegate(marker: marker)
            let (vc, sheet) = h.presentSheet(detents: [.medium()])
            sheet.delegate = delegate
            h.window.send(.pointerDown(Point(x: 200, y: 100)))
            h.window.send(.pointerUp(Point(x: 200, y: 100)))
            h.frame()
            XCTAssertEqual(delegate.sawCoordinator, [true])
            h.step(1)
            XCTAssertNil(h.root.presentedViewController)
            XCTAssertEqual(delegate.completions, [false])
            XCTAssertEqual(marker.alpha, 0)

            let (again, sheet2) = h.presentSheet(detents: [.medium()])
            sheet2.delegate = delegate
            again.dismiss(animated: true)
            h.step(1)
            XCTAssertEqual(delegate.sawCoordinator, [true], "not called for a programmatic dismissal")
            _ = vc
        }
    }
}
