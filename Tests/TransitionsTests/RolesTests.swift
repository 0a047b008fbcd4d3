import Engine
import Geometry
import XCTest

@testable import Transitions

final class RolesTests: XCTestCase {
    func testEveryViewHasItsRoleAndTheTransitionIsDescribedForTraces() {
        MainActor.assumeIsolated {
            let h = Harness()
            XCTAssertNil(h.window.currentTransition)
            let modal = h.presentCustom(animator: SlideAnimator(presenting: true, duration: 1), settle: false)
            let pc = modal.presentationController as! DimmingPresentationController
            XCTAssertEqual(h.window.transitionRole(of: pc.containerView!), .container)
            XCTAssertEqual(h.window.transitionRole(of: modal.view), .presented)
            XCTAssertEqual(h.window.transitionRole(of: h.root.view), .presenting)
            XCTAssertEqual(h.window.transitionRole(of: pc.dimmingView), .dimming)
            XCTAssertNil(h.window.transitionRole(of: h.window.rootView))
            h.step(0.5)
            let info = h.window.currentTransition!
            XCTAssertEqual(info.kind, .present)
            XCTAssertEqual(info.state, .running)
            XCTAssertEqual(info.progress, 0.5, accuracy: 0.02)
            XCTAssertEqual(
                TransitionInfo(kind: .push, state: .finishing, progress: 0.4217).json,
                "{\"kind\": \"push\", \"state\": \"finishing\", \"progress\": 0.42}")
            let snap = modal.view.snapshotView()
            pc.containerView!.addSubview(snap)
            XCTAssertEqual(h.window.transitionRole(of: snap), .snapshot)
            snap.removeFromSuperview()
            h.step(1)
            XCTAssertNil(h.window.currentTransition)
            XCTAssertNil(h.window.transitionRole(of: modal.view))
        }
    }

    func testNavigationRolesAreFromAndTo() {
        MainActor.assumeIsolated {
            let h = Harness()
            let first = LoggingViewController(name: "first", log: h.log)
            let nav = NavigationController(rootViewController: first)
            h.window.rootViewController = nav
            let second = LoggingViewController(name: "second", log: h.log)
            nav.pushViewController(second, animated: true)
            XCTAssertEqual(h.window.transitionRole(of: first.view), .from)
            XCTAssertEqual(h.window.transitionRole(of: second.view), .to)
            XCTAssertEqual(h.window.transitionRole(of: nav.transitionView), .container)
            XCTAssertEqual(h.window.currentTransition?.kind, .push)
        }
    }
}
