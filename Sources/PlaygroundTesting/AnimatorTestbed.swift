import Engine
import Geometry
import Transitions

/// A real transition context a test can build: an animator (or a whole transitioning
/// delegate's animator) presented and dismissed in a window on a virtual clock, with the
/// context it was handed kept for the test to inspect.
///
/// UIKit makes its context a protocol so a test can fake it; here the real one runs with
/// no window on screen, so the animator is tested against exactly what it will meet.
///
///     let bed = AnimatorTestbed(animator: GrowAnimator())
///     bed.present()
///     bed.step(0.2)                         // half way
///     XCTAssertEqual(bed.context?.containerView.subviews.count, 1)
///     bed.runUntilIdle()
///     XCTAssertEqual(bed.completed, true)   // completeTransition(true) was called
@MainActor
public final class AnimatorTestbed {
    /// The clock the window runs on; `step` advances it.
    public let clock = VirtualClock()
    /// The window both controllers are shown in.
    public let window: Window
    /// The window's root controller, which presents.
    public let presenter: ViewController
    /// The controller presented with the animator: held by the testbed until `present()`,
    /// then only by its presenter (weakly here), so a dismissed controller can be freed and
    /// the engine's leak check stays meaningful. Nil once it was freed.
    public var presented: ViewController? { pending ?? presentedWeakly }
    private var pending: ViewController?
    private weak var presentedWeakly: ViewController?
    /// The context of the running transition, from the moment `animateTransition` was
    /// called; held weakly (the transition owns it), so nil once the transition has ended.
    public private(set) weak var context: TransitionContext?
    /// The kinds of the transitions the animators were handed, in order.
    public private(set) var kinds: [TransitionKind] = []
    /// What the latest transition's `animationEnded` was told; nil until it ended.
    public private(set) var completed: Bool?
    /// How many times `animateTransition` was called.
    public private(set) var animateCount = 0

    private let delegate: Delegate

    /// Shows `presenter` in a `size`-point window, ready to present `presented` with `style`
    /// (`.overFullScreen` keeps the presenter's view, `.custom` asks the animator's delegate
    /// for nothing else). `dismissal` animates the way back (defaults to `animator`).
    public init(
        animator: any AnimatedTransitioning, dismissal: (any AnimatedTransitioning)? = nil,
        presented: ViewController = ViewController(), presenter: ViewController = ViewController(),
        style: ModalPresentationStyle = .overFullScreen, size: Size = Size(width: 400, height: 720)
    ) {
        window = Window(size: size, clock: clock)
        self.presenter = presenter
        pending = presented
        presentedWeakly = presented
        delegate = Delegate(present: animator, dismiss: dismissal ?? animator)
        presented.modalPresentationStyle = style
        presented.transitioningDelegate = delegate
        window.rootViewController = presenter
        window.tick()
        delegate.bed = self
    }

    /// Presents `presented` animated (the transition starts at the next tick).
    public func present() {
        guard let controller = presented else { return }
        pending = nil
        presenter.present(controller, animated: true)
        window.tick()
    }

    /// Dismisses `presented` animated.
    public func dismiss() {
        presented?.dismiss(animated: true)
        window.tick()
    }

    /// Advances the clock by whole 1/60 s frames covering `seconds`, ticking the window each frame.
    public func step(_ seconds: Double) {
        for _ in 0..<max(1, Int((seconds * 60).rounded())) {
            clock.advance(by: 1.0 / 60)
            window.tick()
        }
    }

    /// Steps until no transition runs and nothing animates, at most `limit` seconds; returns
    /// false when something still moves then.
    @discardableResult
    public func runUntilIdle(limit: Double = 10) -> Bool {
        let end = clock.now + limit
        repeat { step(1.0 / 60) } while (window.isAnimating || window.currentTransition != nil) && clock.now < end
        return window.currentTransition == nil && !window.isAnimating
    }

    /// The diagnostics the engine reported (a missing `completeTransition`, a view added twice...).
    public var diagnostics: [Diagnostic] { window.diagnostics.entries }

    fileprivate func began(_ context: TransitionContext) {
        self.context = context
        kinds.append(context.kind)
        completed = nil
        animateCount += 1
    }

    fileprivate func ended(_ didComplete: Bool) { completed = didComplete }

    /// Hands out the animators wrapped, so the testbed sees the context and the end.
    private final class Delegate: TransitioningDelegate {
        let present: Recording
        let dismiss: Recording
        weak var bed: AnimatorTestbed? {
            didSet {
                present.bed = bed
                dismiss.bed = bed
            }
        }

        init(present: any AnimatedTransitioning, dismiss: any AnimatedTransitioning) {
            self.present = Recording(present)
            self.dismiss = Recording(dismiss)
        }

        func animationController(
            forPresented presented: ViewController, presenting: ViewController,
            source: ViewController
        ) -> (any AnimatedTransitioning)? { present }
        func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? { dismiss }
    }

    /// Forwards to the animator under test, telling the testbed what happens.
    private final class Recording: AnimatedTransitioning {
        let animator: any AnimatedTransitioning
        weak var bed: AnimatorTestbed?
        init(_ animator: any AnimatedTransitioning) { self.animator = animator }

        func transitionDuration(using context: TransitionContext?) -> Double {
            animator.transitionDuration(using: context)
        }
        func animateTransition(using context: TransitionContext) {
            bed?.began(context)
            animator.animateTransition(using: context)
        }
        func animationEnded(_ completed: Bool) {
            bed?.ended(completed)
            animator.animationEnded(completed)
        }
        func interruptibleAnimator(using context: TransitionContext) -> any ViewImplicitlyAnimating {
            animator.interruptibleAnimator(using: context)
        }
    }
}
