import Engine
import Geometry

extension ViewController {
    /// The work of `present(_:animated:completion:)`, declared in the class so subclasses
    /// may override it as UIKit's is open; see there for the rules it keeps.
    func performPresentation(_ viewController: ViewController, animated: Bool, completion: (() -> Void)?) {
        let style = viewController.effectivePresentationStyle
        // A context style is presented by the controller that defines the context, over its
        // view; every other style (and a context one with no context defined) by the top of
        // the parent chain, over the window.
        let definer = style == .currentContext || style == .overCurrentContext ? presentationContextDefiner : nil
        let presenter = definer ?? rootAncestor
        // With no window there is nowhere to show it nor to report to: nothing happens,
        // as UIKit only logs "view is not in the window hierarchy".
        guard let window = presenter.window ?? self.window else { return }
        let host = window.transitionHost
        if let running = host.currentContext {
            host.report(
                .transitionRefused,
                "present(\(name(of: viewController))) was refused while a \(running.kind.rawValue) transition runs; nothing changed"
            )
            return
        }
        if viewController.presentingViewController != nil || viewController.parent != nil
            || viewController === presenter
            || viewController.viewIfLoaded?.window != nil
        {
            host.report(
                .transitionRefused,
                "present(\(name(of: viewController))) was refused: it is already presented or shown elsewhere; nothing changed"
            )
            return
        }
        if let current = presenter.ownPresentedViewController {
            host.report(
                .transitionRefused,
                "present(\(name(of: viewController))) was refused: \(name(of: presenter)) is already presenting \(name(of: current)); nothing changed"
            )
            return
        }

        let delegate = viewController.transitioningDelegate
        let pc: PresentationController
        switch style {
        case .fullScreen, .none, .currentContext:
            pc = FullScreenPresentationController(presentedViewController: viewController, presenting: presenter)
        case .overFullScreen, .overCurrentContext:
            pc = PresentationController(presentedViewController: viewController, presenting: presenter)
        case .custom:
            pc =
                delegate?.presentationController(forPresented: viewController, presenting: presenter, source: self)
                ?? PresentationController(presentedViewController: viewController, presenting: presenter)
        case .pageSheet, .formSheet, .automatic:
            pc = SheetPresentationController.forPresentation(of: viewController, presenting: presenter, style: style)
        case .popover:
            pc = PopoverPresentationController.forPresentation(of: viewController, presenting: presenter, in: window)
        }

        presenter.ownPresentedViewController = viewController
        viewController.ownPresentingViewController = presenter
        viewController.presentationController = pc
        viewController.isBeingPresented = true

        let container = View(frame: window.rootView.bounds)
        container.accessibilityIdentifier = "transition.container"
        if let definer, let contextView = definer.viewIfLoaded, let home = contextView.superview {
            // Over the context controller's view alone, in its place: bars of containers
            // above it (a tab bar, a navigation bar) stay over it and keep taking touches.
            // It follows that view's frame as its container controller lays it out, and its
            // superview's resizes as that view would, once a `.currentContext` removed it.
            container.autoresizingMask = contextView.autoresizingMask
            home.insertSubview(container, aboveSubview: contextView)
            pc.containerView = container
            pc.followContext(contextView)
            if definer.providesPresentationContextTransitionStyle {
                pc.contextTransitionStyle = definer.modalTransitionStyle
            }
        } else {
            window.rootView.addSubview(container)
        }
        pc.containerView = container
        container.onLayoutSubviews = { [weak pc] _ in
            pc?.containerViewWillLayoutSubviews()
            pc?.containerViewDidLayoutSubviews()
        }

        // A `.custom` presentation asks for its animator even when not animated: UIKit then
        // runs it with `isAnimated == false` so it can install the final views itself.
        var animator: (any AnimatedTransitioning)?
        var interaction: (any InteractiveTransitioning)?
        if animated || style == .custom {
            if let custom = delegate?.animationController(
                forPresented: viewController, presenting: presenter, source: self)
            {
                animator = custom
                if animated { interaction = delegate?.interactionControllerForPresentation(using: custom) }
            } else if animated {
                animator = viewController.zoomAnimator(opening: true) ?? pc.systemAnimator(presenting: true)
            }
        }

        let removesPresenter = pc.shouldRemovePresentersView
        let presenterView: View = presenter.view
        let toView: View = pc.presentedView ?? viewController.view
        let context = SystemTransitionContext(
            kind: .present, host: host, window: window, containerView: container,
            from: presenter, to: viewController,
            fromView: removesPresenter ? presenterView : nil, toView: toView,
            animated: animated, style: style)
        context.animator = animator
        context.interactionController = interaction
        context.presentationController = pc
        context.presentingView = presenterView
        let presenterFrame =
            presenterView.window != nil
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
                pc.presentationTransitionDidEnd(true)
                if removesPresenter { presenter.endAppearanceTransition() }
                viewController.endAppearanceTransition()
                // Still true in viewDidAppear, as in UIKit: the did-callback ends the presentation.
                viewController.isBeingPresented = false
            } else {
                pc.presentationTransitionDidEnd(false)
                toView.removeFromSuperview()
                container.removeFromSuperview()
                pc.stopFollowingContext()
                presenter.ownPresentedViewController = nil
                viewController.ownPresentingViewController = nil
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

    /// The controller a `.currentContext` or `.overCurrentContext` presentation from this
    /// one covers: this controller or the nearest of its parents whose
    /// `definesPresentationContext` is true and whose view is in the hierarchy, or nil when
    /// none is (the window is the context then), as UIKit walks up the hierarchy.
    var presentationContextDefiner: ViewController? {
        var v: ViewController? = self
        while let c = v {
            if c.definesPresentationContext, c.viewIfLoaded?.superview != nil { return c }
            v = c.parent
        }
        return nil
    }

    func name(of vc: ViewController) -> String {
        vc.title ?? String(describing: type(of: vc))
    }
}
