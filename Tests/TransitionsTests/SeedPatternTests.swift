import Engine
import Geometry
import XCTest

@testable import Transitions

/// The original direction blog post's animator: a snapshot of the presenter shrinks while the new view springs
/// in from the left; the real presenter is hidden meanwhile; a cancel puts it all back.
@MainActor
final class DirectionAnimator: AnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }
    func transitionDuration(using context: TransitionContext?) -> Double { 0.7 }
    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        if presenting {
            let presenter: View = context.viewController(forKey: .from)!.view
            let to = context.view(forKey: .to)!
            let snapshot = presenter.snapshotView()
            snapshot.accessibilityIdentifier = "presenter.snapshot"
            container.addSubview(snapshot)
            presenter.isHidden = true
            let final = context.finalFrame(for: context.viewController(forKey: .to)!)
            to.frame = final.offsetBy(dx: -container.bounds.width, dy: 0)
            container.addSubview(to)
            View.animate(
                withDuration: 0.7, usingSpringWithDamping: 0.7, initialSpringVelocity: 1 / 0.55,
                animations: {
                    snapshot.transform = AffineTransform(scaleX: 0.85, y: 0.85)
                    to.frame = final
                }
            ) { _ in
                if context.transitionWasCancelled {
                    presenter.isHidden = false
                    snapshot.removeFromSuperview()
                }
                context.completeTransition(!context.transitionWasCancelled)
            }
        } else {
            let presenter: View = context.viewController(forKey: .to)!.view
            let from = context.view(forKey: .from)!
            let snapshot = container.subviews.first { $0.isSnapshot }
            View.animate(
                withDuration: 0.7, usingSpringWithDamping: 0.7, initialSpringVelocity: 1 / 0.55,
                animations: {
                    snapshot?.transform = .identity
                    from.frame = from.frame.offsetBy(dx: -container.bounds.width, dy: 0)
                }
            ) { _ in
                if !context.transitionWasCancelled {
                    presenter.isHidden = false
                    snapshot?.removeFromSuperview()
                }
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }
}

final class SeedPatternTests: XCTestCase {
    func testSnapshotPatternPresentsDismissesAndCancelsCleanly() {
        MainActor.assumeIsolated {
            let h = Harness()
            let interaction = PercentDrivenInteractiveTransition()
            let modal = LoggingViewController(name: "modal", log: h.log)
            modal.modalPresentationStyle = .custom
            let d = TestDelegate()
            d.presentAnimator = DirectionAnimator(presenting: true)
            d.dismissAnimator = DirectionAnimator(presenting: false)
            d.dismissInteraction = interaction
            modal.strongDelegate = d
            modal.transitioningDelegate = d
            h.root.present(modal, animated: true)
            XCTAssertEqual(h.window.transitionRole(of: h.window.rootView.viewWithID("presenter.snapshot")!), .snapshot)
            h.step(1)
            let snapshot = h.window.rootView.viewWithID("presenter.snapshot")
            XCTAssertNotNil(snapshot, "the snapshot stands in for the presenter while presented")
            XCTAssertEqual(snapshot?.transform, AffineTransform(scaleX: 0.85, y: 0.85))
            XCTAssertTrue(h.root.view.isHidden)
            XCTAssertTrue(h.root.view.superview === h.window.rootView, ".custom: the presenter stays in its place")

            modal.dismiss(animated: true)
            interaction.update(0.4)
            h.frame()
            XCTAssertGreaterThan(snapshot!.presentationTransform.a, 0.9, "the snapshot grows back with the drag")
            interaction.cancel()
            h.step(1.5)
            XCTAssertTrue(h.root.presentedViewController === modal)
            XCTAssertTrue(h.root.view.isHidden, "a cancelled dismissal keeps the presenter hidden behind its snapshot")
            XCTAssertEqual(snapshot?.transform, AffineTransform(scaleX: 0.85, y: 0.85))
            XCTAssertEqual(modal.view.frame, h.window.rootView.bounds)

            modal.dismiss(animated: true)
            interaction.update(0.6)
            interaction.finish(velocity: 1)
            h.step(1.5)
            XCTAssertNil(h.root.presentedViewController)
            XCTAssertFalse(h.root.view.isHidden)
            XCTAssertNil(h.window.rootView.viewWithID("presenter.snapshot"))
            // The test itself still holds `modal`, so only the freed check may speak.
            XCTAssertEqual(h.window.diagnostics.entries.filter { $0.kind != .controllerNotFreed }, [])
        }
    }

    func testDragToDismissSheetFinishesOnAFlingAndSpringsBackOtherwise() {
        MainActor.assumeIsolated {
            let h = Harness()
            let sheet = LoggingViewController(name: "sheet", log: h.log)
            sheet.modalPresentationStyle = .custom
            let d = TestDelegate()
            d.presentAnimator = SlideAnimator(presenting: true, duration: 0.3)
            d.dismissAnimator = SlideAnimator(presenting: false, duration: 0.25)
            d.makePresentationController = { p, q in
                let pc = DimmingPresentationController(presentedViewController: p, presenting: q)
                pc.presentedFrame = { b in Rect(x: 0, y: b.height - 300, width: b.width, height: 300) }
                return pc
            }
            sheet.strongDelegate = d
            sheet.transitioningDelegate = d
            // As in the original BTCoverVertical sheet: a pan on the sheet drives a percent-driven dismissal.
            let pan = PanGestureRecognizer { [weak sheet, weak d] pan in
                guard let sheet, let d else { return }
                // The dismissal animator moves the sheet by the container's height.
                let height = sheet.view.superview?.bounds.height ?? 1
                switch pan.state {
                case .began:
                    let interaction = PercentDrivenInteractiveTransition()
                    d.dismissInteraction = interaction
                    sheet.dismiss(animated: true)
                case .changed:
                    (d.dismissInteraction as? PercentDrivenInteractiveTransition)?.update(
                        pan.translation(in: sheet.view).y / height)
                case .ended, .cancelled:
                    guard let interaction = d.dismissInteraction as? PercentDrivenInteractiveTransition else { return }
                    d.dismissInteraction = nil
                    let p = pan.translation(in: sheet.view).y / height
                    let v = pan.velocity(in: sheet.view).y
                    if pan.state == .ended && (p > 0.5 || v > 700) {
                        interaction.finish(velocity: v / height)
                    } else {
                        interaction.cancel(velocity: v / height)
                    }
                default: break
                }
            }
            sheet.view.addGestureRecognizer(pan)
            h.root.present(sheet, animated: true)
            h.step(1)
            XCTAssertEqual(sheet.view.frame.minY, 500)

            // A slow short drag: springs back.
            h.window.send(.pointerDown(Point(x: 200, y: 550)))
            h.frame()
            for y in stride(from: 560.0, through: 640.0, by: 10) {
                h.window.send(.pointerMoved(Point(x: 200, y: y)))
                h.step(0.05)
            }
            XCTAssertEqual(h.window.currentTransition?.state, .interactive)
            XCTAssertEqual(sheet.view.presentationFrame.minY, 590, accuracy: 2, "the sheet follows the finger")
            h.step(0.2)
            h.window.send(.pointerUp(Point(x: 200, y: 640)))
            h.step(1)
            XCTAssertTrue(h.root.presentedViewController === sheet)
            XCTAssertEqual(sheet.view.presentationFrame.minY, 500, accuracy: 1e-6)

            // A short fling: finishes at once, moving on at the finger's speed.
            h.window.send(.pointerDown(Point(x: 200, y: 550)))
            h.frame()
            for y in stride(from: 565.0, through: 610.0, by: 15) {
                h.window.send(.pointerMoved(Point(x: 200, y: y)))
                h.frame()
            }
            h.window.send(.pointerUp(Point(x: 200, y: 610)))
            h.frame()
            XCTAssertEqual(h.window.currentTransition?.state, .finishing)
            h.step(1)
            XCTAssertNil(h.root.presentedViewController)
            XCTAssertFalse(h.window.isInputBlocked)
        }
    }
}
