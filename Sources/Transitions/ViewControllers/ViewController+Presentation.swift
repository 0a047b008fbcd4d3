import Engine
import Geometry

extension ViewController {
    /// The work of `present(_:animated:completion:)`, declared in the class so subclasses
    /// may override it as UIKit's is open; see there for the rules it keeps.
    func performPresentation(_ viewController: ViewController, animated: Bool, completion: (() -> Void)?) {
        let presenter = rootAncestor
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

        let style = viewController.effectivePresentationStyle
        let delegate = viewController.transitioningDelegate
        let pc: PresentationController
        switch style {
        case .fullScreen, .none:
            pc = FullScreenPresentationController(presentedViewController: viewController, presenting: presenter)
        case .overFullScreen:
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
        window.rootView.addSubview(container)
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

    func name(of vc: ViewController) -> String {
        vc.title ?? String(describing: type(of: vc))
    }
}
