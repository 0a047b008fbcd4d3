import Engine
import Geometry
import XCTest

@testable import Transitions

/// `modalTransitionStyle` picks the system animation of a presentation with no animator.
///
/// Apple, `UIModalTransitionStyle.crossDissolve`: "When the view controller is presented,
/// the current view fades out while the new view fades in at the same time. On dismissal,
/// a similar type of cross-fade is used to return to the original view." The new view
/// fading in over the old one shows exactly that cross-fade for an opaque view, so the
/// presenter is left as it is underneath.
final class ModalTransitionStyleTests: XCTestCase {
    /// A cross-dissolved presentation stands at its final frame on every frame while its
    /// alpha rises from 0 to 1, and falls back on dismissal; the full-screen presenter is
    /// back in the window afterwards. Cover vertical (the default) moves instead.
    func testCrossDissolveFadesInPlaceBothWaysAndCoverVerticalMoves() {
        MainActor.assumeIsolated {
            for style in [ModalTransitionStyle.crossDissolve, .flipHorizontal, .coverVertical] {
                let h = Harness()
                let modal = LoggingViewController(name: "modal", log: h.log)
                XCTAssertEqual(modal.modalTransitionStyle, .coverVertical, "the default")
                modal.modalPresentationStyle = .fullScreen
                modal.modalTransitionStyle = style
                h.root.present(modal, animated: true)
                var alphas: [Double] = []
                var tops: [Double] = []
                for _ in 0..<24 {
                    h.frame()
                    alphas.append(modal.view.presentationAlpha)
                    tops.append(modal.view.presentationFrame.minY)
                }
                XCTAssertFalse(modal.isBeingPresented, "\(style): done within 0.4 s")
                if style == .coverVertical {
                    XCTAssertTrue(alphas.allSatisfy { $0 == 1 }, "covers without fading")
                    XCTAssertGreaterThan(tops[2], 0, "rises from below")
                } else {
                    XCTAssertTrue(tops.allSatisfy { $0 == 0 }, "\(style): never moves")
                    XCTAssertGreaterThan(alphas[2], 0)
                    XCTAssertLessThan(alphas[2], 1, "\(style): under way, faded")
                    XCTAssertEqual(zip(alphas, alphas.dropFirst()).filter { $0 > $1 }.count, 0, "rises one way")
                    XCTAssertEqual(alphas.last, 1)
                }
                h.root.dismiss(animated: true)
                h.step(0.1)
                if style != .coverVertical {
                    XCTAssertLessThan(modal.view.presentationAlpha, 1, "\(style): fades out")
                    XCTAssertEqual(modal.view.presentationFrame.minY, 0)
                }
                h.step(0.3)
                XCTAssertNil(h.root.presentedViewController)
                XCTAssertTrue(h.root.view.superview === h.window.rootView, "\(style): the presenter is back")
                XCTAssertNil(modal.view.superview, "\(style): the presented view left")
            }
        }
    }

    /// With no controller defining a presentation context, the current-context styles
    /// cover the window as their full-screen kin do (Apple, `definesPresentationContext`:
    /// "If no view controller defines the presentation context, UIKit asks the window's
    /// root view controller to handle the presentation."): the root presents, the modal
    /// fills the window, and `.currentContext` takes the root's view away while
    /// `.overCurrentContext` leaves it.
    func testCurrentContextStylesCoverTheWindowWhenNoControllerDefinesAContext() {
        MainActor.assumeIsolated {
            for style in [ModalPresentationStyle.currentContext, .overCurrentContext] {
                let h = Harness()
                let child = ViewController()
                h.root.addChild(child)
                h.root.view.addSubview(child.view)
                child.view.frame = Rect(x: 0, y: 100, width: 400, height: 500)
                let modal = ViewController()
                modal.modalPresentationStyle = style
                child.present(modal, animated: false)
                h.frame()
                XCTAssertTrue(modal.presentingViewController === h.root, "\(style)")
                XCTAssertTrue(h.root.presentedViewController === modal, "\(style)")
                XCTAssertEqual(
                    modal.view.convert(modal.view.bounds, to: nil), Rect(x: 0, y: 0, width: 400, height: 800))
                XCTAssertEqual(h.root.view.window == nil, style == .currentContext, "\(style)")
                modal.dismiss(animated: false)
                h.frame()
                XCTAssertTrue(h.root.view.window === h.window, "\(style): the root's view is back")
                XCTAssertNil(modal.view.superview)
            }
        }
    }
}
