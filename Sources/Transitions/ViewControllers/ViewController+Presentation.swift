import Engine
import Geometry

extension ViewController {
    /// Presents `viewController` modally (`present(_:animated:completion:)`).
    ///
    /// The presentation is owned by the top of this controller's parent chain. It is
    /// refused with a `transition.refused` diagnostic, changing nothing, while another
    /// transition runs in the window, when `viewController` is already presented (or is
    /// a child), or when the presenter already presents something. `completion` runs
    /// after the transition ended (not when it was cancelled).
    public func present(_ viewController: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let presenter = rootAncestor
        // With no window there is nowhere to show it nor to report to: nothing happens,
        // as UIKit only logs "view is not in the window hierarchy".
        guard let window = presenter.window ?? self.window else { return }
        let host = window.transitionHost
        if let running = host.currentContext {
            host.report(.transitionRefused, "present(\(name(of: viewController))) was refused while a \(running.kind.rawValue) transition runs; nothing changed")
            return
        }
        if viewController.presentingViewController != nil || viewController.parent != nil || viewController === presenter
            || viewController.viewIfLoaded?.window != nil {
            host.report(.transitionRefused, "present(\(name(of: viewController))) was refused: it is already presented or shown elsewhere; nothing changed")
            return
        }
        if let current = presenter.presentedViewController {
            host.report(.transitionRefused, "present(\(name(of: viewController))) was refused: \(name(of: presenter)) is already presenting \(name(of: current)); nothing changed")
            return
        }

        let style = viewController.modalPresentationStyle.resolved
        let delegate = viewController.transitioningDelegate
        let pc: PresentationController
        switch style {
        case .fullScreen:
            pc = FullScreenPresentationController(presentedViewController: viewController, presenting: presenter)
        case .overFullScreen:
            pc = PresentationController(presentedViewController: viewController, presenting: presenter)
        case .custom:
            pc = delegate?.presentationController(forPresented: viewController, presenting: presenter, source: self)
                ?? PresentationController(presentedViewController: viewController, presenting: presenter)
        case .pageSheet, .formSheet, .automatic:
            pc = SheetPresentationController.forPresentation(of: viewController, presenting: presenter, style: style)
        }

        presenter.presentedViewController = viewController
        viewController.presentingViewController = presenter
        viewController.presentationController = pc
        viewController.isBeingPresented = true

        let container = View(frame: window.rootView.bounds)
        container.id = "transition.container"
        window.rootView.addSubview(container)
        pc.containerView = container
        container.layout = { [weak pc] _ in
            pc?.containerViewWillLayoutSubviews()
            pc?.containerViewDidLayoutSubviews()
        }

        var animator: (any AnimatedTransitioning)?
        var interaction: (any InteractiveTransitioning)?
        if animated {
            if let custom = delegate?.animationController(forPresented: viewController, presenting: presenter, source: self) {
                animator = custom
                interaction = delegate?.interactionControllerForPresentation(using: custom)
            } else {
                animator = pc.systemAnimator(presenting: true)
            }
        }

        let removesPresenter = pc.shouldRemovePresentersView
        let presenterView = presenter.view
        let toView = pc.presentedView ?? viewController.view
        let context = TransitionContext(kind: .present, host: host, window: window, containerView: container,
                                        from: presenter, to: viewController,
                                        fromView: removesPresenter ? presenterView : nil, toView: toView,
                                        animated: animated, style: style)
        context.animator = animator
        context.interactionController = interaction
        context.presentationController = pc
        context.presentingView = presenterView
        let presenterFrame = presenterView.window != nil
            ? container.convert(presenterView.bounds, from: presenterView) : container.bounds
        context.setFrames(presenter, initial: presenterFrame, final: removesPresenter ? .zero : presenterFrame)
        context.setFrames(viewController, initial: .zero, final: pc.frameOfPresentedViewInContainerView)
        context.allowedAfterSuccess = nil

        context.willBegin = { [unowned context] in
            let before = container.subviews
            pc.presentationTransitionWillBegin()
            context.chromeViews = container.subviews.filter { v in !before.contains { $0 === v } && v !== toView }
                .map { WeakView(view: $0) }
            if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
            viewController.beginAppearanceTransition(true, animated: animated)
        }
        context.placeWithoutAnimation = { [unowned context] in
            toView.frame = context.finalFrame(for: viewController)
            container.addSubview(toView)
        }
        context.finalize = { completed in
            if completed {
                if removesPresenter {
                    pc.presentersHome = ViewHome(of: presenterView)
                    presenterView.removeFromSuperview()
                }
                viewController.isBeingPresented = false
                pc.presentationTransitionDidEnd(true)
                if removesPresenter { presenter.endAppearanceTransition() }
                viewController.endAppearanceTransition()
            } else {
                pc.presentationTransitionDidEnd(false)
                toView.removeFromSuperview()
                container.removeFromSuperview()
                presenter.presentedViewController = nil
                viewController.presentingViewController = nil
                viewController.presentationController = nil
                viewController.isBeingPresented = false
                viewController.beginAppearanceTransition(false, animated: animated)
                if removesPresenter { presenter.beginAppearanceTransition(true, animated: animated) }
                viewController.endAppearanceTransition()
                if removesPresenter { presenter.endAppearanceTransition() }
            }
        }
        context.didFinish = { completed in if completed { completion?() } }
        context.start()
    }

    /// Dismisses the controller this one presented, or this controller (or the presented
    /// controller it belongs to) when it presents nothing (`dismiss(animated:completion:)`).
    ///
    /// Refused (reported, nothing changed) while another transition runs. Once the
    /// dismissal ends the presented controller, its presentation controller and every
    /// transition object are released; one second later a `transition.controllerNotFreed`
    /// diagnostic reports it if something still holds it.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let target: ViewController
        if let presented = rootAncestor.presentedViewController {
            target = presented
        } else if rootAncestor.presentingViewController != nil {
            target = rootAncestor
        } else {
            return
        }
        guard let presenter = target.presentingViewController, let pc = target.presentationController,
              let container = pc.containerView, let window = container.window else { return }
        let host = window.transitionHost
        if let running = host.currentContext {
            host.report(.transitionRefused, "dismiss of \(name(of: target)) was refused while a \(running.kind.rawValue) transition runs; nothing changed")
            return
        }
        if let above = target.presentedViewController {
            host.report(.transitionRefused, "dismiss of \(name(of: target)) was refused: it still presents \(name(of: above)); dismiss that first")
            return
        }
        let style = target.modalPresentationStyle.resolved
        var animator: (any AnimatedTransitioning)?
        var interaction: (any InteractiveTransitioning)?
        if animated {
            if let custom = target.transitioningDelegate?.animationController(forDismissed: target) {
                animator = custom
                interaction = target.transitioningDelegate?.interactionControllerForDismissal(using: custom)
            } else {
                animator = pc.systemAnimator(presenting: false)
                interaction = pc.systemInteraction
            }
        }
        target.isBeingDismissed = true
        let removesPresenter = pc.shouldRemovePresentersView
        let presenterView = presenter.view
        let fromView = pc.presentedView ?? target.view
        let context = TransitionContext(kind: .dismiss, host: host, window: window, containerView: container,
                                        from: target, to: presenter,
                                        fromView: fromView, toView: removesPresenter ? presenterView : nil,
                                        animated: animated, style: style)
        context.animator = animator
        context.interactionController = interaction
        context.presentationController = pc
        context.presentingView = presenterView
        context.guardsPresentingView = !removesPresenter
        context.presentingHome = removesPresenter ? pc.presentersHome : ViewHome(of: presenterView)
        let homeFrame: Rect = {
            if removesPresenter { return container.bounds }
            return container.convert(presenterView.bounds, from: presenterView)
        }()
        context.setFrames(target, initial: fromView.frame, final: .zero)
        context.setFrames(presenter, initial: removesPresenter ? .zero : homeFrame, final: homeFrame)
        context.chromeViews = container.subviews.filter { $0 !== fromView }.map { WeakView(view: $0) }
        context.allowedAfterSuccess = { [] }
        context.allowedAfterCancel = { [weak pc] in [pc?.presentedView].compactMap { $0 } }

        context.willBegin = {
            pc.dismissalTransitionWillBegin()
            target.beginAppearanceTransition(false, animated: animated)
            if removesPresenter { presenter.beginAppearanceTransition(true, animated: animated) }
        }
        context.placeWithoutAnimation = {
            fromView.removeFromSuperview()
        }
        context.finalize = { [weak host] completed in
            if completed {
                fromView.removeFromSuperview()
                if removesPresenter {
                    presenterView.transform = .identity
                    if let home = pc.presentersHome { home.restore(presenterView) }
                    pc.presentersHome = nil
                }
                container.removeFromSuperview()
                pc.dismissalTransitionDidEnd(true)
                target.isBeingDismissed = false
                presenter.presentedViewController = nil
                target.presentingViewController = nil
                target.presentationController = nil
                target.endAppearanceTransition()
                if removesPresenter { presenter.endAppearanceTransition() }
                host?.expectFreed(target, after: .dismiss)
            } else {
                if removesPresenter { presenterView.removeFromSuperview() }
                pc.dismissalTransitionDidEnd(false)
                target.isBeingDismissed = false
                target.beginAppearanceTransition(true, animated: animated)
                if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
                target.endAppearanceTransition()
                if removesPresenter { presenter.endAppearanceTransition() }
            }
        }
        context.didFinish = { completed in if completed { completion?() } }
        context.start()
    }

    func name(of vc: ViewController) -> String {
        vc.title ?? String(describing: type(of: vc))
    }
}
