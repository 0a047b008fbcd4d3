import Engine
import Geometry
import Transitions
import XCTest

@testable import PlaygroundKit

/// The classic mistakes of a first custom transition, written as a user writes them, and
/// what the playground says about each in its two places: the trace line of the frame it
/// was raised in (`diagnostics`) and the red banner at the bottom of the window.
final class ClassicMistakesTests: XCTestCase {
    override class func tearDown() { Recording.removeScratch() }

    /// Runs `script` on a demo whose transition makes `mistake`, and returns the kinds
    /// of the diagnostics the trace recorded, in order, and the recording.
    @MainActor
    private static func kinds(_ mistake: MistakeAnimator.Mistake, script: String, seconds: Double) throws -> (
        [String], Recording
    ) {
        // Stopped soon after the script: a banner would keep the recording going for 4 s more.
        let r = try Recording.make(
            script, screen: .demo("mistake"), writesFrames: true, seconds: seconds,
            demos: [MistakeDemo.entry(mistake)])
        return (r.trace.frames.flatMap(\.diagnostics).compactMap { $0["kind"] as? String }, r)
    }

    /// The message of the first diagnostic, and whether the red banner showed in the
    /// frame that raised it (its left end, as `PlaygroundSessionTests` finds it).
    @MainActor
    private static func firstReport(in r: Recording) throws -> (message: String, bannerShown: Bool) {
        let raised = try XCTUnwrap(r.trace.frames.firstIndex { !$0.diagnostics.isEmpty })
        let message = r.trace.frames[raised].diagnostics.first?["message"] as? String ?? ""
        let red = try r.rgb(raised, 12, 720 - 12 - 13)
        return (message, red.r > 180 && red.g < 80)
    }

    /// The control: the same demo with no mistake raises nothing on present and dismiss.
    func testTheCorrectTransitionRaisesNothing() throws {
        try MainActor.assumeIsolated {
            let (found, _) = try Self.kinds(
                .none, script: "click 200 600\nwait 0.6\ndrag 200 300 200 700 0.3\nwait 0.8", seconds: 2)
            XCTAssertEqual(found, [])
        }
    }

    /// UIKit: "You must call this method after your animations have completed to notify the
    /// system that the transition animation is done." Without it the window keeps refusing
    /// input; the playground says so after twice the duration.
    func testForgettingCompleteTransitionIsReported() throws {
        try MainActor.assumeIsolated {
            let (found, r) = try Self.kinds(.forgetsCompleteTransition, script: "click 200 600\nwait 1.5", seconds: 1.6)
            XCTAssertEqual(found, ["transition.completeTransitionNotCalled"])
            let report = try Self.firstReport(in: r)
            XCTAssertTrue(report.bannerShown)
            XCTAssertTrue(
                report.message.contains("completeTransition(!context.transitionWasCancelled)"), report.message)
        }
    }

    /// UIKit's `containerView`: "the animator object is responsible for adding the view of
    /// the presented view controller" to it. A to-view left out shows nothing of the
    /// presented screen, and the transition completes as if all were well.
    func testAToViewNeverAddedToTheContainerIsReported() throws {
        try MainActor.assumeIsolated {
            let (found, r) = try Self.kinds(.forgetsToView, script: "click 200 600\nwait 0.8", seconds: 0.9)
            XCTAssertEqual(found, ["transition.toViewNotInContainer"])
            let report = try Self.firstReport(in: r)
            XCTAssertTrue(report.bannerShown)
            XCTAssertTrue(
                report.message.contains("add context.view(forKey: .to) to context.containerView in animateTransition"),
                report.message)
        }
    }

    /// UIKit's `completeTransition(_:)`: "Pass true if the transition completed or false if
    /// it was canceled"; the usual call is `completeTransition(!transitionWasCancelled)`.
    /// A `true` after a cancelled drag keeps the dismissed screen's controller gone while its
    /// view sprang back: the playground says which call to make.
    func testCompletingTrueAfterACancelIsReported() throws {
        try MainActor.assumeIsolated {
            // A short drag: the interaction cancels on release.
            let (found, r) = try Self.kinds(
                .completesTrueOnCancel, script: "click 200 600\nwait 0.6\ndrag 200 300 200 340 0.3\nwait 0.8",
                seconds: 1.8)
            XCTAssertEqual(found, ["transition.completedAfterCancel"])
            let report = try Self.firstReport(in: r)
            XCTAssertTrue(report.bannerShown)
            XCTAssertTrue(
                report.message.contains("completeTransition(!context.transitionWasCancelled)"), report.message)
        }
    }

    /// UIKit's `transitionDuration(using:)`: "The duration, in seconds, of your custom
    /// transition animation." UIKit uses it for interactive and alongside animations, so
    /// a 1 s animation behind a stated 0.3 s is out of step with them. It is reported as
    /// that, when it completes, not as a missing `completeTransition` at 0.6 s.
    func testAnAnimationLongerThanItsStatedDurationIsNamedAsThat() throws {
        try MainActor.assumeIsolated {
            let (found, r) = try Self.kinds(
                .animatesLongerThanItsDuration, script: "click 200 600\nwait 1.6", seconds: 1.7)
            XCTAssertEqual(found, ["transition.durationMismatch"])
            let report = try Self.firstReport(in: r)
            XCTAssertTrue(report.bannerShown)
            XCTAssertTrue(report.message.contains("transitionDuration(using:) is 0.3 s"), report.message)
            let raised = try XCTUnwrap(r.trace.frames.firstIndex { !$0.diagnostics.isEmpty })
            XCTAssertGreaterThan(r.trace.frames[raised].time, 0.95, "raised when the 1 s animation completed")
        }
    }

    /// A presentation controller that adds a dimming view to the container and never
    /// removes it. On iOS the container leaves the window with the dismissal and the
    /// dimming view with it, so what the user sees after the dismissal is the presenter,
    /// taking touches.
    func testADimmingViewNeverRemovedLeavesWithTheContainer() throws {
        try MainActor.assumeIsolated {
            let (found, r) = try Self.kinds(
                .keepsItsDimmingView, script: "click 200 600\nwait 0.6\nclick 200 122\nwait 0.8", seconds: 1.6)
            let last = try XCTUnwrap(r.trace.frames.last)
            XCTAssertNil(last.view("modal"), "dismissed")
            XCTAssertNil(last.view("dimming"), "gone with the container: \(found)")
            XCTAssertEqual(last.view("present-button")?.interactive, true)
        }
    }
}

/// A full-window orange screen presented over a grey one by `MistakeAnimator`; a vertical
/// drag on it dismisses interactively and always cancels on release (a short drag in the
/// tests), so that the cancel path runs.
@MainActor
final class MistakeDemoController: ViewController, TransitioningDelegate {
    let mistake: MistakeAnimator.Mistake
    var interaction: PercentDrivenInteractiveTransition?

    init(mistake: MistakeAnimator.Mistake) {
        self.mistake = mistake
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: ViewCoder) { nil }

    override func viewDidLoad() {
        view.backgroundColor = Color(white: 0.92)
        let button = Button(title: "Present") { [unowned self] _ in present() }
        button.accessibilityIdentifier = "present-button"
        button.frame = Rect(x: 100, y: 578, width: 200, height: 44)
        view.addSubview(button)
    }

    private func present() {
        let modal = ViewController()
        modal.view.accessibilityIdentifier = "modal"
        modal.view.backgroundColor = Color(r8: 255, g8: 149, b8: 0)
        modal.modalPresentationStyle = mistake == .keepsItsDimmingView ? .custom : .fullScreen
        modal.transitioningDelegate = self
        let close = Button(title: "Close") { [unowned modal] _ in modal.dismiss(animated: true) }
        close.accessibilityIdentifier = "dismiss-button"
        close.frame = Rect(x: 100, y: 100, width: 200, height: 44)
        modal.view.addSubview(close)
        modal.view.addGestureRecognizer(
            PanGestureRecognizer { [unowned self, unowned modal] pan in
                switch pan.state {
                case .began:
                    interaction = PercentDrivenInteractiveTransition()
                    modal.dismiss(animated: true)
                case .changed:
                    interaction?.update(max(0, pan.translation(in: modal.view).y) / 720)
                default:
                    interaction?.cancel()
                    interaction = nil
                }
            })
        present(modal, animated: true)
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)? {
        MistakeAnimator(mistake: mistake, isPresenting: true)
    }

    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        MistakeAnimator(mistake: mistake, isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: any AnimatedTransitioning) -> (
        any InteractiveTransitioning
    )? { interaction }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        mistake == .keepsItsDimmingView
            ? DimmingLeaker(presentedViewController: presented, presenting: presenting) : nil
    }
}

/// A presentation controller that adds a dimming view and never fades or removes it.
@MainActor
final class DimmingLeaker: PresentationController {
    override func presentationTransitionWillBegin() {
        let dimming = View(frame: containerView?.bounds ?? .zero)
        dimming.accessibilityIdentifier = "dimming"
        dimming.backgroundColor = Color(white: 0, alpha: 0.4)
        containerView?.addSubview(dimming)
    }
}

/// A slide up from the bottom (and down on dismissal), with one of the classic mistakes.
@MainActor
final class MistakeAnimator: AnimatedTransitioning {
    enum Mistake {
        case none
        case forgetsCompleteTransition
        case forgetsToView
        case completesTrueOnCancel
        case animatesLongerThanItsDuration
        case keepsItsDimmingView
    }

    let mistake: Mistake
    let isPresenting: Bool

    init(mistake: Mistake, isPresenting: Bool) {
        self.mistake = mistake
        self.isPresenting = isPresenting
    }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.3 }

    func animateTransition(using context: TransitionContext) {
        let key: TransitionKey = isPresenting ? .to : .from
        guard let moving = context.view(forKey: key), let controller = context.viewController(forKey: key) else {
            return context.completeTransition(false)
        }
        let onScreen = isPresenting ? context.finalFrame(for: controller) : context.initialFrame(for: controller)
        let below = onScreen.offsetBy(dx: 0, dy: context.containerView.bounds.height)
        if isPresenting {
            moving.frame = below
            if mistake != .forgetsToView { context.containerView.addSubview(moving) }
        }
        View.animate(
            withDuration: mistake == .animatesLongerThanItsDuration ? 1 : transitionDuration(using: context),
            animations: { moving.frame = self.isPresenting ? onScreen : below },
            completion: { _ in
                switch self.mistake {
                case .forgetsCompleteTransition: break
                case .completesTrueOnCancel: context.completeTransition(true)
                default: context.completeTransition(!context.transitionWasCancelled)
                }
            })
    }
}

extension MistakeDemo {
    /// The catalog entry of the demo with `mistake`.
    @MainActor
    static func entry(_ mistake: MistakeAnimator.Mistake) -> PlaygroundDemo {
        PlaygroundDemo(name: "mistake", title: "Mistake", summary: "A transition with a classic mistake") {
            PlaygroundDemo.Running(rootViewController: MistakeDemoController(mistake: mistake))
        }
    }
}

/// The name space of the demo's entry.
enum MistakeDemo {}
