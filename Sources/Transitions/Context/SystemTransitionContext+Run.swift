import Engine
import Geometry

extension SystemTransitionContext {
    /// Starts the transition: blocks input, runs the will-begin steps (presentation
    /// controller, appearance), then the animator (or the interaction controller), or
    /// places the views at once when not animated.
    func start() {
        guard let window else { return }
        host.currentContext = self
        window.isInputBlocked = true
        fromViewController.ownCoordinator = coordinator
        toViewController.ownCoordinator = coordinator
        // Asked even when not animated: a `.custom` animator answers for `isAnimated == false`.
        transitionDuration = max(0, animator?.transitionDuration(using: self) ?? 0)
        lastTickTime = window.clock.now
        window.animator.onEveryTick { [weak self] in self?.tick() ?? false }
        containerSizeAtStart = containerView.bounds.size
        willBegin?()
        // UIKit lays the container out between the will-begin step and the animator: what
        // the presentation controller changed there (views added, constraints switched off)
        // is settled, and its `containerViewWillLayoutSubviews` runs, before the animator
        // sets the views' start and end. A layout left for the next frame would run after
        // the animator and could undo the end it set.
        containerView.layoutIfNeeded()
        containerContentsAtStart = containerView.subviews.map { WeakView(view: $0) }

        // No animator: not animated (a `.custom` transition that is not animated still has
        // its custom animator, which installs the final views itself).
        guard let animator else {
            View.performWithoutAnimation {
                placeWithoutAnimation?()
                runAlongside(animated: false)
            }
            completeTransition(true)
            return
        }
        let timeline = AnimationTimeline(duration: transitionDuration, window: window)
        self.timeline = timeline
        if let interaction = interactionController {
            // As UIKit: the interaction controller always starts the transition; with
            // `wantsInteractiveStart` false it runs on its own until the controller pauses it.
            initiallyInteractive = interaction.wantsInteractiveStart
            completionCurve = interaction.completionCurve
            completionSpeed = interaction.completionSpeed
            if interaction.wantsInteractiveStart {
                isInteractive = true
                phase = .interactive
                timeline.pause()
            }
            // The animator's animations start inside (a percent-driven interaction runs it
            // and the alongside animations with it); one that drives the transition some
            // other way gets them here, at the start, with the transition's duration.
            interaction.startInteractiveTransition(self)
            if !alongsideStarted { timeline.capture { runAlongside(animated: isAnimated) } }
        } else {
            timeline.capture {
                animator.animateTransition(using: self)
                runAlongside(animated: isAnimated)
            }
        }
    }

    /// Runs the animator on its own for an interaction controller whose transition does
    /// not start interactive (`wantsInteractiveStart` false): what it starts is captured,
    /// so a later `pauseInteractiveTransition()` can take it over.
    func startAnimatorRunning() {
        guard let animator, let timeline, !isCompleted else { return }
        timeline.capture {
            animator.animateTransition(using: self)
            if !alongsideStarted { runAlongside(animated: isAnimated) }
        }
    }

    /// Sets `isInteractive` and tells the `notifyWhenInteractionChanges` handlers when it changed.
    func setInteractive(_ interactive: Bool) {
        guard isInteractive != interactive else { return }
        isInteractive = interactive
        let handlers = interactionChangeHandlers
        for handler in handlers { handler(coordinator) }
    }

    /// Runs the animator for a percent-driven interaction: captures what it starts and
    /// holds it at the current progress.
    func startPercentDriven() {
        guard let animator, let timeline, !isCompleted else { return }
        if let pa = animator.implementedInterruptibleAnimator(using: self) {
            interruptible = pa
            pa.pauseAnimation()
            pa.fractionComplete = percentComplete
            // Not captured by the timeline: they go into the interruptible animator.
            if !alongsideStarted { runAlongside(animated: isAnimated) }
        } else {
            timeline.capture {
                animator.animateTransition(using: self)
                if !alongsideStarted { runAlongside(animated: isAnimated) }
            }
        }
        timeline.fractionComplete = percentComplete
    }

    /// The timing the transition's own animations run with, which alongside animations
    /// share (UIKit runs them "in the same context as the transition animations"): the
    /// interruptible animator's, else that of the first animation the animator started
    /// (its curve or spring, duration and delay), else ease-in-out over the transition's
    /// duration when the animator started none (yet).
    var transitionTiming: (timing: any TimingParameters, delay: Double) {
        if let pa = interruptible as? PropertyAnimator { return (pa.timingParameters, 0) }
        if let first = timeline?.animations.first { return (first.timing, max(0, -first.elapsed)) }
        return (CubicTimingParameters(curve: .easeInOut, duration: transitionDuration), 0)
    }

    /// Runs the alongside closures registered so far inside one animation with the
    /// transition's timing (`transitionTiming`), so they are captured and follow
    /// interactive progress. With an interruptible animator they are added to it: UIKit runs
    /// them "in the same context as the transition animations", and that context is the
    /// animator, so they scrub as it scrubs (linearly, by default) and finish or reverse with it.
    func runAlongside(animated: Bool) {
        alongsideStarted = true
        let blocks = alongside
        alongside = []
        guard !blocks.isEmpty else { return }
        let runBlocks = { [coordinator] in
            for b in blocks { b(coordinator) }
        }
        if animated, let pa = interruptible {
            pa.addAnimations(runBlocks)
        } else if animated {
            let (timing, delay) = transitionTiming
            View.animate(with: timing, delay: delay, animations: runBlocks)
        } else {
            runBlocks()
        }
    }

    /// Registers an alongside animation; once the transition runs it starts at once
    /// over the remaining time (held at the current progress when interactive).
    func addAlongside(
        _ animation: ((any TransitionCoordinatorContext) -> Void)?,
        completion: ((any TransitionCoordinatorContext) -> Void)?
    )
        -> Bool
    {
        guard !isCompleted else { return false }
        if let completion { alongsideCompletions.append(completion) }
        guard let animation else { return true }
        if !alongsideStarted {
            alongside.append(animation)
            return true
        }
        guard isAnimated, let timeline, !timeline.hasEnded else {
            View.performWithoutAnimation { animation(coordinator) }
            return true
        }
        if let pa = interruptible {
            pa.addAnimations { [coordinator] in animation(coordinator) }
            return true
        }
        let remaining = max(0, transitionDuration * (1 - progress))
        let timing = transitionTiming.timing.withDuration(remaining)
        timeline.capture {
            View.animate(with: timing) { [coordinator] in animation(coordinator) }
        }
        return true
    }

    // MARK: Completion

    /// Ends the transition (`completeTransition(_:)`): `didComplete` false means it was
    /// cancelled and everything goes back as it was. Must be called exactly once; a
    /// second call is reported (`transition.completeTransitionCalledTwice`) and ignored.
    public func completeTransition(_ didComplete: Bool) {
        if isCompleted {
            if releasingTimeline { return }
            host.report(
                .completeTransitionCalledTwice,
                "completeTransition(\(didComplete)) was called a second time for the \(kind.rawValue) transition by \(animatorName); the call was ignored"
            )
            return
        }
        isCompleted = true
        checkCompletion(didComplete)
        if !didComplete { transitionWasCancelled = true }
        // Ending while still interactive is a change to non-interactive too.
        setInteractive(false)
        interactionChangeHandlers = []
        checkPresentingViewTrap()
        // The containment check waits for the coordinator's completions, where a
        // presentation controller removes the views it added for the transition.
        finalize?(didComplete)
        animator?.animationEnded(didComplete)
        let completions = alongsideCompletions
        alongsideCompletions = []
        alongside = []
        for c in completions { c(coordinator) }
        checkLeftoverViews(completed: didComplete)
        if fromViewController.ownCoordinator === coordinator { fromViewController.ownCoordinator = nil }
        if toViewController.ownCoordinator === coordinator { toViewController.ownCoordinator = nil }
        if host.currentContext === self { host.currentContext = nil }
        if host.currentContext == nil { window?.isInputBlocked = false }
        relayoutIfResized()
        let done = didFinish
        willBegin = nil
        placeWithoutAnimation = nil
        finalize = nil
        didFinish = nil
        allowedAfterSuccess = nil
        allowedAfterCancel = { [] }
        containerContentsAtStart = []
        releaseHeldTimeline(atEnd: didComplete)
        timeline = nil
        interruptible = nil
        interactionController = nil
        done?(didComplete)
    }

    /// Layout that sizes the views of a transition is skipped while it runs (the animator
    /// owns their frames then). When the window was resized meanwhile, the frames it aimed
    /// at belong to the old size: run that layout now, from the window's root view down
    /// through the container (`containerViewWillLayoutSubviews` for a presentation), so
    /// what stays on screen ends where its layout puts it for the current size.
    private func relayoutIfResized() {
        guard let start = containerSizeAtStart, containerView.bounds.size != start,
            let window, containerView.window === window
        else { return }
        var v: View? = containerView
        while let current = v {
            current.setNeedsLayout()
            v = current.superview
        }
        View.performWithoutAnimation { window.rootView.layoutIfNeeded() }
    }

    /// A transition completed while its timeline was still held (a custom interaction
    /// controller that never finished it) would leave captured animations frozen: send
    /// them to the end (or the start) at once. Completions this triggers may call
    /// `completeTransition` again; that is not the animator's fault, so it is not reported.
    private func releaseHeldTimeline(atEnd: Bool) {
        guard let timeline, !timeline.hasEnded, !timeline.isRunning else { return }
        releasingTimeline = true
        let instant = CubicTimingParameters(curve: .linear, duration: 0)
        if atEnd {
            timeline.finish(timing: instant, speed: .greatestFiniteMagnitude)
        } else {
            timeline.cancel(timing: instant, speed: .greatestFiniteMagnitude)
        }
        releasingTimeline = false
    }

    var animatorName: String {
        animator.map { String(describing: type(of: $0)) } ?? "no animator"
    }

    // MARK: Roles

    /// The role of `view` in this transition, or nil.
    func role(of view: View) -> TransitionRole? {
        if view === containerView { return .container }
        let modal = kind == .present || kind == .dismiss
        let presentedVC = kind == .present ? toViewController : fromViewController
        let presentingVC = kind == .present ? fromViewController : toViewController
        if modal {
            if view === presentedVC.viewIfLoaded || view === presentationController?.presentedView { return .presented }
            if view === presentingVC.viewIfLoaded || view === presentingView { return .presenting }
        } else {
            if view === fromViewController.viewIfLoaded || view === fromView { return .from }
            if view === toViewController.viewIfLoaded || view === toView { return .to }
        }
        // A snapshot is a snapshot even when a presentation controller owns it as chrome:
        // the role says what the view is, not who keeps it.
        if view.isSnapshot && view.isDescendant(of: containerView) { return .snapshot }
        if chromeViews.contains(where: { $0.view === view }) { return .dimming }
        return nil
    }
}
