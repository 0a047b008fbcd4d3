import Engine
import Geometry

extension ViewController {
    /// The work of `dismiss(animated:completion:)`, declared in the class so subclasses
    /// may override it as UIKit's is open; see there for the rules it keeps.
    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        // The nearest controller up the parent chain that presents or was presented: the
        // top of the chain for every style but the context ones, whose presenter may be a
        // child that defines the context.
        var involved: ViewController? = self
        while let c = involved, c.ownPresentedViewController == nil, c.ownPresentingViewController == nil {
            involved = c.parent
        }
        guard let involved else { return }
        let target = involved.ownPresentedViewController ?? involved
        // target, the controller it presents, and so on up to the top-most one.
        var stack = [target]
        while let above = stack[stack.count - 1].ownPresentedViewController { stack.append(above) }
        let top = stack[stack.count - 1]
        let intermediates = Array(stack.dropLast())
        guard let presenter = target.ownPresentingViewController, let bottomPC = target.presentationController,
            let pc = top.presentationController, let container = pc.containerView,
            let window = container.window
        else { return }
        let host = window.transitionHost
        if let running = host.currentContext {
            host.report(
                .transitionRefused,
                "dismiss of \(name(of: top)) was refused while a \(running.kind.rawValue) transition runs; nothing changed"
            )
            return
        }
        let style = top.effectivePresentationStyle
        var animator: (any AnimatedTransitioning)?
        var interaction: (any InteractiveTransitioning)?
        if animated || style == .custom {
            if let custom = top.transitioningDelegate?.animationController(forDismissed: top) {
                animator = custom
                if animated && intermediates.isEmpty {
                    interaction = top.transitioningDelegate?.interactionControllerForDismissal(using: custom)
                }
            } else if animated, let zoom = top.zoomAnimator(opening: false) {
                animator = zoom
                if intermediates.isEmpty { interaction = top.takeZoomInteraction() }
            } else if animated {
                animator = pc.systemAnimator(presenting: false)
                if intermediates.isEmpty { interaction = pc.systemInteraction }
            }
        }

        let presenterView: View = presenter.view
        // The presenter's view left the window when the bottom presentation removed it
        // (`.fullScreen`). The animator brings it back when the top presentation removed
        // its own presenter too (it then gets it as the to-view); otherwise it returns to
        // its place at once, under the top controller that animates away.
        let presenterRemoved = bottomPC.shouldRemovePresentersView
        let animatorPlacesPresenter = presenterRemoved && pc.shouldRemovePresentersView
        let restoresPresenterFirst = presenterRemoved && !animatorPlacesPresenter
        if restoresPresenterFirst {
            bottomPC.presentersHome?.restore(presenterView)
            bottomPC.presentersHome = nil
        }
        for vc in stack { vc.isBeingDismissed = true }
        let fromView: View = pc.presentedView ?? top.view
        let context = SystemTransitionContext(
            kind: .dismiss, host: host, window: window, containerView: container,
            from: top, to: presenter,
            fromView: fromView, toView: animatorPlacesPresenter ? presenterView : nil,
            animated: animated, style: style)
        context.animator = animator
        context.interactionController = interaction
        context.presentationController = pc
        context.presentingView = presenterView
        context.guardsPresentingView = !animatorPlacesPresenter
        context.presentingHome = animatorPlacesPresenter ? bottomPC.presentersHome : ViewHome(of: presenterView)
        let homeFrame: Rect =
            animatorPlacesPresenter
            ? container.bounds : container.convert(presenterView.bounds, from: presenterView)
        // A custom presentation's view leaves at the size its presentation controller gave
        // it, so UIKit reports that frame as its final one too (animators such as Jelly's
        // slide it out by offsetting it); other styles report none.
        let leavingFrame = style == .custom ? pc.frameOfPresentedViewInContainerView : .zero
        context.setFrames(top, initial: fromView.frame, final: leavingFrame)
        context.setFrames(presenter, initial: animatorPlacesPresenter ? .zero : homeFrame, final: homeFrame)
        context.chromeViews = container.subviews.filter { $0 !== fromView }.map { WeakView(view: $0) }
        context.allowedAfterSuccess = { [] }
        context.allowedAfterCancel = { [weak pc] in [pc?.presentedView].compactMap { $0 } }

        // Intermediate controllers that were on screen, so a cancel can give their
        // appearance back (one covered by a full-screen controller above stays as it was).
        var leaving: [ViewController] = []
        context.willBegin = { [unowned context] in
            let before = container.subviews
            for vc in intermediates {
                vc.presentationController?.containerView?.isHidden = true
                vc.presentationController?.dismissalTransitionWillBegin()
            }
            pc.dismissalTransitionWillBegin()
            // Views the presentation controller adds for the dismissal are its own, not
            // the animator's; it takes them away itself (often in the coordinator's completion).
            context.chromeViews += container.subviews.filter { v in !before.contains { $0 === v } }
                .map { WeakView(view: $0) }
            for vc in stack.reversed() {
                let shown = vc.appearanceState == .appeared || vc.appearanceState == .appearing
                vc.beginAppearanceTransition(false, animated: animated)
                if shown && vc !== top { leaving.append(vc) }
            }
            if presenterRemoved { presenter.beginAppearanceTransition(true, animated: animated) }
        }
        context.placeWithoutAnimation = {
            fromView.removeFromSuperview()
        }
        context.finalize = { [weak host] completed in
            if completed {
                fromView.removeFromSuperview()
                if animatorPlacesPresenter {
                    presenterView.transform = .identity
                    if let home = bottomPC.presentersHome { home.restore(presenterView) }
                }
                if presenterRemoved { bottomPC.presentersHome = nil }
                container.removeFromSuperview()
                pc.stopFollowingContext()
                pc.dismissalTransitionDidEnd(true)
                for vc in intermediates.reversed() {
                    vc.presentationController?.containerView?.removeFromSuperview()
                    vc.presentationController?.stopFollowingContext()
                    vc.presentationController?.dismissalTransitionDidEnd(true)
                }
                presenter.ownPresentedViewController = nil
                for vc in stack {
                    vc.ownPresentedViewController = nil
                    vc.ownPresentingViewController = nil
                    vc.presentationController = nil
                }
                for vc in stack.reversed() { vc.endAppearanceTransition() }
                if presenterRemoved { presenter.endAppearanceTransition() }
                // Still true in viewDidDisappear, as in UIKit: the did-callback ends the dismissal.
                for vc in stack { vc.isBeingDismissed = false }
                for vc in stack.reversed() { host?.expectFreed(vc, after: .dismiss) }
            } else {
                if animatorPlacesPresenter { presenterView.removeFromSuperview() }
                if restoresPresenterFirst {
                    bottomPC.presentersHome = ViewHome(of: presenterView)
                    presenterView.removeFromSuperview()
                }
                pc.dismissalTransitionDidEnd(false)
                for vc in intermediates {
                    vc.presentationController?.dismissalTransitionDidEnd(false)
                    vc.presentationController?.containerView?.isHidden = false
                }
                for vc in stack { vc.isBeingDismissed = false }
                let back = [top] + leaving
                for vc in back { vc.beginAppearanceTransition(true, animated: animated) }
                if presenterRemoved { presenter.beginAppearanceTransition(false, animated: animated) }
                for vc in back { vc.endAppearanceTransition() }
                if presenterRemoved { presenter.endAppearanceTransition() }
            }
        }
        context.didFinish = { completed in if completed { completion?() } }
        context.start()
    }
}
