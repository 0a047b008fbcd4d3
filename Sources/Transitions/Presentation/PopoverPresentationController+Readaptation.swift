import Engine
import Geometry

// A popover on screen when the window's width crosses the compact/regular boundary adapts
// again, as on an iPad whose app is resized in split screen: its delegate is asked again,
// and the content moves from the bubble into the adapted presentation (a sheet, by
// default) or back, in place and without an animation, since the window already has its
// new size.

extension PopoverPresentationController {
    /// Re-adapts the popover presentation of `viewController`, on screen, to `traits`:
    /// the delegate's answer (or the form sheet it defaults to) in a compact width, the
    /// popover in a regular one. Nothing happens while a transition of it runs, or when the
    /// style it would take is the one it has.
    static func readapt(_ viewController: ViewController, to traits: TraitCollection) {
        guard let popover = viewController.popoverPresentationController,
            let current = viewController.presentationController, let container = current.containerView,
            !viewController.isBeingPresented, !viewController.isBeingDismissed,
            viewController.transitionCoordinator == nil
        else { return }
        let style = popover.adaptedStyle(for: traits)
        let showsPopover = current === popover
        if style == .popover {
            guard !showsPopover else { return }
            current.replace(by: popover, in: container)
            viewController.adaptedFromPopover = nil
        } else {
            guard showsPopover || !current.isShowing(style) else { return }
            current.replace(by: popover.adapted(to: style), in: container)
        }
    }
}

extension PresentationController {
    /// True when this controller is the kind `adapted(to: style)` makes, so adapting again
    /// to `style` would change nothing.
    func isShowing(_ style: ModalPresentationStyle) -> Bool {
        switch self {
        case is SheetPresentationController: style != .fullScreen && style != .overFullScreen && style != .popover
        case is FullScreenPresentationController: style == .fullScreen
        case is PopoverPresentationController: style == .popover
        default: style == .overFullScreen
        }
    }

    /// Hands the presentation in `container` over to `next` at once: this controller takes
    /// its chrome away as a finished dismissal would, and `next` puts its own in as a
    /// finished presentation would, with the presented view moved into it.
    func replace(by next: PresentationController, in container: View) {
        let viewController = presentedViewController
        dismissalTransitionWillBegin()
        presentedView?.removeFromSuperview()
        dismissalTransitionDidEnd(true)
        next.presentingViewController = presentingViewController
        next.containerView = container
        container.onLayoutSubviews = { [weak next] _ in
            next?.containerViewWillLayoutSubviews()
            next?.containerViewDidLayoutSubviews()
        }
        viewController.presentationController = next
        next.presentationTransitionWillBegin()
        let shown: View = next.presentedView ?? viewController.view
        View.performWithoutAnimation {
            shown.frame = next.frameOfPresentedViewInContainerView
            container.addSubview(shown)
        }
        next.presentationTransitionDidEnd(true)
        containerView = nil
        container.setNeedsLayout()
    }
}
