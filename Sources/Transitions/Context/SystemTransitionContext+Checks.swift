import Engine

extension SystemTransitionContext {
    /// Runs after the animations of every tick while the transition is live: advances
    /// the phase clock (scaled by slow motion), watches the deadline and the `.custom`
    /// dismissal trap. Returns false to stop being called.
    func tick() -> Bool {
        guard !isCompleted, let window else { return false }
        let now = window.clock.now
        let dt = max(0, now - lastTickTime) * window.timeScale
        lastTickTime = now
        if phase != .interactive { phaseElapsed += dt }
        checkPresentingViewTrap()
        if window.isRunningDynamics { ranDynamics = true }
        // Physics (UIKit Dynamics) ends when its items rest, not at the stated duration.
        if !reportedDeadline && phase != .interactive && !window.isRunningDynamics {
            let expected = phase == .running ? transitionDuration : max(phaseDuration, 0)
            let limit = 2 * max(expected, transitionDuration, 0.05)
            // The deadline is about the transition's own time, not the frame step: one long
            // step (1 fps, a stalled frame, a resume after scrubbing) can jump past the
            // limit in the very tick its animations end. Only a tick that began already past
            // the expected end proves the completion had its chance and never came.
            let elapsedBeforeThisTick = phaseElapsed - (phase != .interactive ? dt : 0)
            if phaseElapsed > limit && elapsedBeforeThisTick >= expected && window.isAnimating
                && phaseElapsed < Self.overrunLimit
            {
                // Animations still run past twice the stated duration: most likely the
                // transition's own, longer than `transitionDuration(using:)` says. The report
                // waits for them, and a completion after them names that instead.
                if phase == .running && !ranDynamics { outlastedDuration = true }
            } else if phaseElapsed > limit && elapsedBeforeThisTick >= expected {
                reportedDeadline = true
                host.report(
                    .completeTransitionNotCalled,
                    "completeTransition(_:) was not called within 2x the duration (\(format(limit)) s) of the \(kind.rawValue) transition by \(animatorName); the window refuses input until it is. Call context.completeTransition(!context.transitionWasCancelled) in the animation's completion."
                )
            }
        }
        // A stuck transition stops the per-frame watch so an idle screen costs no CPU.
        return !reportedDeadline
    }

    /// How long (seconds of transition time) the missing-completion report waits while
    /// animations still run, before it is made anyway.
    static let overrunLimit = 10.0

    /// Reports (at completion) the mistakes only the call itself shows: a `true` after
    /// the interaction was cancelled, a to-view the animator never put in the container,
    /// animations that ran far past the stated duration.
    func checkCompletion(_ didComplete: Bool) {
        // Each message leads with the fix: the banner shows its first two lines.
        let by = "\(kind.rawValue) transition by \(animatorName)"
        if didComplete && transitionWasCancelled {
            host.report(
                .completedAfterCancel,
                "completeTransition(true) after a cancel: call context.completeTransition(!context.transitionWasCancelled). The \(by) was cancelled and ends as completed, though its views went back to the start."
            )
        }
        if didComplete, [.present, .push, .pop, .tab].contains(kind), let toView,
            !toView.isDescendant(of: containerView)
        {
            let name = toView.accessibilityIdentifier.map { " '\($0)'" } ?? ""
            host.report(
                .toViewNotInContainer,
                "the to-view\(name) is not in containerView, so the new screen shows nothing: add context.view(forKey: .to) to context.containerView in animateTransition(using:) (\(by))."
            )
        }
        if outlastedDuration && !reportedDeadline && phase == .running {
            host.report(
                .durationMismatch,
                "transitionDuration(using:) is \(format(transitionDuration)) s but the animations took \(format(phaseElapsed)) s: return their duration from it. The progress bar, interactive scrubbing and alongside animations follow it (\(by))."
            )
        }
    }

    /// Reports (once) a presenting view put into the container during a dismissal
    /// that must leave it where it is; puts it back when the transition ends.
    func checkPresentingViewTrap() {
        guard guardsPresentingView, let v = presentingView, v.isDescendant(of: containerView) else { return }
        if !reportedTrap {
            reportedTrap = true
            let style = presentationStyle == .none ? "custom" : presentationStyle.rawValue
            host.report(
                .presentingViewAddedToContainer,
                "the presenting view\(v.accessibilityIdentifier.map { " '\($0)'" } ?? "") was added to the container during a .\(style) dismissal by \(animatorName); it is not the container's (view(forKey: .to) is nil) and would vanish from its real place, so it is put back when the transition ends"
            )
        }
        if isCompleted { presentingHome?.restore(v) }
    }

    /// Reports views the animator left in the container and takes them out: after a
    /// cancel anything the container did not hold before, after a dismissal, push, pop
    /// or tab switch anything but the views that belong there. After a presentation
    /// extra views may stay (a snapshot standing in for the presenter while presented).
    func checkLeftoverViews(completed: Bool) {
        var allowed: [View]
        if completed {
            guard let rule = allowedAfterSuccess else { return }
            allowed = rule()
        } else {
            allowed = allowedAfterCancel() + containerContentsAtStart.compactMap(\.view)
        }
        allowed += chromeViews.compactMap(\.view)
        for v in containerView.subviews {
            if allowed.contains(where: { $0 === v }) { continue }
            if v === fromView || v === toView || v === fromViewController.viewIfLoaded
                || v === toViewController.viewIfLoaded || v === presentingView
            {
                continue
            }
            let what = v.isSnapshot ? "snapshot view" : "view"
            host.report(
                .viewLeftInContainer,
                "a \(what)\(v.accessibilityIdentifier.map { " '\($0)'" } ?? "") was left in the container after the \(kind.rawValue) transition \(completed ? "ended" : "was cancelled"); animators must remove the views they add (\(animatorName)); it was removed"
            )
            v.removeFromSuperview()
        }
    }

    private func format(_ x: Double) -> String {
        String(Double((x * 100).rounded()) / 100)
    }
}

extension TransitionHost {
    /// Checks one second (of clock time) after a dismissal or pop ended that the
    /// controller is gone; reports `transition.controllerNotFreed` otherwise.
    func expectFreed(_ viewController: ViewController, after kind: TransitionKind) {
        guard let window else { return }
        weak let weakVC = viewController
        let name = viewController.title ?? String(describing: type(of: viewController))
        let start = window.clock.now
        let clock = window.clock
        window.animator.onEveryTick { [weak self] in
            guard weakVC != nil else { return false }
            guard clock.now - start >= 1 else { return true }
            self?.report(
                .controllerNotFreed,
                "\(name) is still alive 1 s after its \(kind.rawValue) ended: something (a delegate, a closure, an animator or a context) keeps a strong reference to it"
            )
            return false
        }
    }
}
