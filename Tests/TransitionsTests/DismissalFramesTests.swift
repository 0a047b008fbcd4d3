import Engine
import Geometry
import XCTest

@testable import Transitions

/// Places the presented controller in the bottom half of the container.
@MainActor
private final class BottomHalfPresentationController: PresentationController {
    override var frameOfPresentedViewInContainerView: Rect {
        guard let bounds = containerView?.bounds else { return .zero }
        return Rect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }
}

/// Records the frames the context reports for the controller it dismisses, and slides it out.
@MainActor
private final class FrameRecordingAnimator: AnimatedTransitioning {
    var dismissalFrames: (initial: Rect, final: Rect)?
    func transitionDuration(using context: TransitionContext?) -> Double { 0.2 }
    func animateTransition(using context: TransitionContext) {
        let key: TransitionKey = context.viewController(forKey: .to)!.isBeingPresented ? .to : .from
        let controller = context.viewController(forKey: key)!
        let view = context.view(forKey: key)!
        if key == .to {
            view.frame = context.finalFrame(for: controller)
            context.containerView.addSubview(view)
        } else {
            dismissalFrames = (context.initialFrame(for: controller), context.finalFrame(for: controller))
        }
        View.animate(withDuration: 0.2, animations: { view.alpha = key == .to ? 1 : 0 }) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

@MainActor
private final class Delegate: TransitioningDelegate {
    let animator = FrameRecordingAnimator()
    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)? { animator }
    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? { animator }
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        BottomHalfPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

final class DismissalFramesTests: XCTestCase {
    /// Apple, `finalFrame(for:)`: "The rectangle returned by this method represents the size
    /// of the corresponding view at the end of the transition." In a custom presentation the
    /// view being dismissed keeps the frame its presentation controller gave it until it is
    /// removed, so UIKit reports that frame as both its initial and its final one (animators
    /// such as Jelly's slide it out from there); a full-screen dismissal reports none.
    func testACustomDismissalReportsThePresentedFrameAsTheFinalOne() {
        MainActor.assumeIsolated {
            for style in [ModalPresentationStyle.custom, .fullScreen] {
                let h = Harness()
                let delegate = Delegate()
                let modal = LoggingViewController(name: "modal", log: h.log)
                modal.modalPresentationStyle = style
                modal.transitioningDelegate = delegate
                h.root.present(modal, animated: true)
                h.step(0.5)
                modal.dismiss(animated: true)
                h.step(0.5)
                let frames = try? XCTUnwrap(delegate.animator.dismissalFrames)
                if style == .custom {
                    let half = Rect(x: 0, y: 400, width: 400, height: 400)
                    XCTAssertEqual(frames?.initial, half)
                    XCTAssertEqual(frames?.final, half, "custom: the presented frame")
                } else {
                    XCTAssertEqual(frames?.final, .zero, "full screen: none")
                }
                XCTAssertNil(modal.presentingViewController, "\(style): dismissed")
            }
        }
    }
}
