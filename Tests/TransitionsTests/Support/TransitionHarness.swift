import Engine
import Geometry
import XCTest

@testable import Transitions

/// A window on a virtual clock with a root controller, stepped frame by frame as the
/// headless run loop does: no X server, no renderer.
@MainActor
final class Harness {
    let clock = VirtualClock()
    let window: Window
    let root: LoggingViewController
    let log: EventLog
    let fps = 60.0

    init(size: Size = Size(width: 400, height: 800)) {
        window = Window(size: size, clock: clock)
        log = EventLog()
        root = LoggingViewController(name: "root", log: log)
        window.rootViewController = root
        log.entries.removeAll()
    }

    /// Advances the clock by `seconds` in whole frames, ticking after each.
    func step(_ seconds: Double) {
        let n = Int((seconds * fps).rounded())
        for _ in 0..<n {
            clock.advance(by: 1 / fps)
            window.tick()
        }
    }

    /// One frame.
    func frame() { step(1 / fps) }

    func diagnostics(_ kind: Diagnostic.Kind) -> [Diagnostic] { window.diagnostics.entries(of: kind) }

    var context: SystemTransitionContext? { window.currentTransitionContext }
}

/// An ordered record of callbacks across controllers.
@MainActor
final class EventLog {
    var entries: [String] = []
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// A controller that logs its lifecycle callbacks as "name.callback".
@MainActor
class LoggingViewController: ViewController {
    let name: String
    let log: EventLog
    var loadCount = 0
    /// Keeps the transitioning delegate alive, as apps do (the delegate property is weak).
    var strongDelegate: (any TransitioningDelegate)?

    init(name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    /// Always fails (nil), as the base class does: there are no storyboards to decode from.
    required init?(coder: ViewCoder) {
        return nil
    }

    override func loadView() {
        loadCount += 1
        let v = View()
        v.accessibilityIdentifier = name
        v.backgroundColor = .white
        view = v
    }
    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name).didDisappear") }
}

/// A correct slide-from-bottom animator, or a deliberately broken one.
@MainActor
final class SlideAnimator: AnimatedTransitioning {
    enum Fault { case none, neverCompletes, completesTwice, addsPresentingViewToContainer, leavesSnapshot }
    let presenting: Bool
    let duration: Double
    var fault: Fault
    var spring: Bool
    var endedWith: Bool?
    var sawCancelled: Bool?

    init(presenting: Bool, duration: Double = 0.5, fault: Fault = .none, spring: Bool = false) {
        self.presenting = presenting
        self.duration = duration
        self.fault = fault
        self.spring = spring
    }

    func transitionDuration(using context: TransitionContext?) -> Double { duration }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let presenting = self.presenting
        let moving: View
        let final: Rect
        if presenting {
            let to = context.view(forKey: .to)!
            final = context.finalFrame(for: context.viewController(forKey: .to)!)
            to.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
            container.addSubview(to)
            moving = to
        } else {
            let from = context.view(forKey: .from)!
            if let to = context.view(forKey: .to) { container.insertSubview(to, belowSubview: from) }
            if fault == .addsPresentingViewToContainer {
                // The seed-001 mistake: fetching the presenting controller's view and adding it.
                container.insertSubview(context.viewController(forKey: .to)!.view, belowSubview: from)
            }
            final = from.frame.offsetBy(dx: 0, dy: container.bounds.height)
            moving = from
        }
        if fault == .leavesSnapshot {
            let snap = moving.snapshotView()
            snap.accessibilityIdentifier = "leftover"
            container.addSubview(snap)
        }
        let done: (Bool) -> Void = { [self] _ in
            self.sawCancelled = context.transitionWasCancelled
            switch self.fault {
            case .neverCompletes: break
            case .completesTwice:
                context.completeTransition(!context.transitionWasCancelled)
                context.completeTransition(!context.transitionWasCancelled)
            default:
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
        if spring {
            View.animate(
                withDuration: duration, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                animations: { moving.frame = final }, completion: done)
        } else {
            View.animate(
                withDuration: duration, options: [.curveLinear], animations: { moving.frame = final },
                completion: done)
        }
    }

    func animationEnded(_ completed: Bool) { endedWith = completed }
}

/// A transitioning delegate handing out given pieces (held weakly by the controller).
@MainActor
final class TestDelegate: TransitioningDelegate {
    var presentAnimator: (any AnimatedTransitioning)?
    var dismissAnimator: (any AnimatedTransitioning)?
    var presentInteraction: (any InteractiveTransitioning)?
    var dismissInteraction: (any InteractiveTransitioning)?
    var makePresentationController: ((ViewController, ViewController) -> PresentationController)?

    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? { presentAnimator }
    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? { dismissAnimator }
    func interactionControllerForPresentation(using animator: any AnimatedTransitioning) -> (
        any InteractiveTransitioning
    )? { presentInteraction }
    func interactionControllerForDismissal(using animator: any AnimatedTransitioning) -> (any InteractiveTransitioning)?
    { dismissInteraction }
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        guard let presenting else { return nil }
        return makePresentationController?(presented, presenting)
    }
}

/// A presentation controller that records its hooks and insets the presented view.
@MainActor
final class RecordingPresentationController: DimmingPresentationController {
    var hooks: [String] = []
    override init(presentedViewController: ViewController, presenting presentingViewController: ViewController) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        presentedFrame = { b in Rect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2) }
    }
    override func presentationTransitionWillBegin() {
        hooks.append("presentWill")
        super.presentationTransitionWillBegin()
    }
    override func presentationTransitionDidEnd(_ c: Bool) {
        hooks.append("presentDid(\(c))")
        super.presentationTransitionDidEnd(c)
    }
    override func dismissalTransitionWillBegin() {
        hooks.append("dismissWill")
        super.dismissalTransitionWillBegin()
    }
    override func dismissalTransitionDidEnd(_ c: Bool) {
        hooks.append("dismissDid(\(c))")
        super.dismissalTransitionDidEnd(c)
    }
    override func containerViewWillLayoutSubviews() {
        hooks.append("layout")
        super.containerViewWillLayoutSubviews()
    }
}

extension Harness {
    /// Presents an `.overFullScreen` modal whose presentation is interactive from its first
    /// frame: `animator` animates, `interaction` drives it. Nothing is stepped; the delegate
    /// lives as long as the modal.
    func presentInteractively(
        animator: any AnimatedTransitioning,
        interaction: PercentDrivenInteractiveTransition
    ) -> LoggingViewController {
        let modal = LoggingViewController(name: "modal", log: log)
        modal.modalPresentationStyle = .overFullScreen
        let d = TestDelegate()
        d.presentAnimator = animator
        d.presentInteraction = interaction
        modal.strongDelegate = d
        modal.transitioningDelegate = d
        root.present(modal, animated: true)
        return modal
    }

    /// Presents a `.custom` controller with a recording presentation controller and a
    /// slide animator (unless given others), and lets the presentation finish.
    func presentCustom(
        _ name: String = "modal", animator: SlideAnimator? = nil, dismissAnimator: SlideAnimator? = nil,
        dismissInteraction: (any InteractiveTransitioning)? = nil, settle: Bool = true
    ) -> LoggingViewController {
        let vc = LoggingViewController(name: name, log: log)
        vc.modalPresentationStyle = .custom
        let d = TestDelegate()
        d.presentAnimator = animator ?? SlideAnimator(presenting: true)
        d.dismissAnimator = dismissAnimator ?? SlideAnimator(presenting: false)
        d.dismissInteraction = dismissInteraction
        d.makePresentationController = { RecordingPresentationController(presentedViewController: $0, presenting: $1) }
        vc.strongDelegate = d
        vc.transitioningDelegate = d
        root.present(vc, animated: true)
        if settle { step(1) }
        return vc
    }
}
