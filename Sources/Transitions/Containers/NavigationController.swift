import Engine
import Geometry

/// A stack of controllers shown one at a time (`UINavigationController`): push, pop,
/// pop to root, a delegate that supplies animators and interaction controllers, and an
/// interactive pop by a drag from the left edge.
///
/// Rules it keeps: the transition's container is `transitionView`, not the
/// navigation controller's root view; the from-view leaves the hierarchy when the
/// transition ends (and the to-view when it was cancelled); a popped controller is
/// released once its pop ends (checked one second later); a cancelled interactive pop
/// leaves the stack as it was.
@MainActor
open class NavigationController: ViewController {
    /// Supplies custom transitions (weak).
    open weak var delegate: (any NavigationControllerDelegate)?
    /// The view the children's views and the transitions live in.
    public let transitionView = View()
    /// The left-edge drag that pops interactively; disable it to turn the feature off.
    public let interactivePopGestureRecognizer = ScreenEdgePanGestureRecognizer()
    /// The interaction driving the edge-swipe pop while it runs.
    var edgePopInteraction: PercentDrivenInteractiveTransition?
    /// The bar along the top: the top controller's title and a back button.
    public let navigationBar = NavigationBar()
    /// True hides the navigation bar (it is shown by default, as in UIKit).
    public var isNavigationBarHidden = false { didSet { navigationBar.view.isHidden = isNavigationBarHidden } }

    /// Creates a stack with `rootViewController` at the bottom.
    public init(rootViewController: ViewController) {
        super.init()
        addChild(rootViewController)
        transitionView.id = "navigation.transitionView"
        interactivePopGestureRecognizer.addTarget { [weak self] r in
            self?.handleEdgePan(r as! PanGestureRecognizer)
        }
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
    }

    /// The controller below the top one, whose title the back button shows.
    var previousViewController: ViewController? { children.count > 1 ? children[children.count - 2] : nil }

    /// The stack, bottom first.
    public var viewControllers: [ViewController] { children }
    /// The controller on top of the stack.
    public var topViewController: ViewController? { children.last }

    /// Only the shown child appears and disappears along with this controller.
    open override var childrenForAppearance: [ViewController] { topViewController.map { [$0] } ?? [] }

    /// Builds the root view: `transitionView` holding the shown child's view (and the bar, for tabs).
    open override func loadView() {
        let root = View()
        root.backgroundColor = .white
        root.id = "navigation"
        transitionView.frame = root.bounds
        root.addSubview(transitionView)
        root.addGestureRecognizer(interactivePopGestureRecognizer)
        root.layout = { [weak self] v in
            guard let self else { return }
            self.transitionView.frame = v.bounds
            self.navigationBar.view.frame = Rect(x: 0, y: 0, width: v.bounds.width, height: NavigationBar.height)
            if self.view.window?.transitionHost.currentContext?.containerView !== self.transitionView {
                self.topViewController?.viewIfLoaded?.frame = self.transitionView.bounds
            }
        }
        if let top = topViewController {
            top.view.frame = transitionView.bounds
            transitionView.addSubview(top.view)
            navigationBar.show(top: top, previous: previousViewController)
        }
        // Over the children's views, which run under it as under UIKit's translucent bar.
        root.addSubview(navigationBar.view)
        navigationBar.view.isHidden = isNavigationBarHidden
        view = root
    }

    /// Pushes `viewController` on top of the stack (refused when it is already in a
    /// hierarchy or a transition runs).
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard let from = topViewController else { return }
        if viewController.parent != nil || viewController.presentingViewController != nil {
            view.window?.transitionHost.report(
                .transitionRefused,
                "push of \(name(of: viewController)) was refused: it already has a parent or is presented")
            return
        }
        transition(.push, from: from, to: viewController, removed: [], animated: animated)
    }

    /// Pops the top controller; returns it, or nil when the stack has one controller or
    /// the pop was refused.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard children.count > 1, let from = topViewController else { return nil }
        let to = children[children.count - 2]
        return transition(.pop, from: from, to: to, removed: [from], animated: animated) ? from : nil
    }

    /// Pops everything above the root; returns the popped controllers (nil when refused
    /// or nothing to pop).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard children.count > 1, let from = topViewController else { return nil }
        let removed = Array(children.dropFirst())
        return transition(.pop, from: from, to: children[0], removed: removed, animated: animated) ? removed : nil
    }

    /// Runs one push or pop; false when refused.
    @discardableResult
    private func transition(
        _ operation: NavigationOperation, from: ViewController, to: ViewController,
        removed: [ViewController], animated: Bool
    ) -> Bool {
        let kind: TransitionKind = operation == .push ? .push : .pop
        guard let window = viewIfLoaded?.window else {
            // Off screen: change the stack and the views at once, as UIKit does.
            applyStackChange(operation, to: to, removed: removed)
            if isViewLoaded {
                ChildViewSwap.swapAtOnce(from: from, to: to, in: transitionView)
                navigationBar.show(top: to, previous: previousViewController)
            }
            return true
        }
        let host = window.transitionHost
        if let running = host.currentContext {
            host.report(
                .transitionRefused,
                "\(operation.rawValue) was refused while a \(running.kind.rawValue) transition runs; nothing changed")
            return false
        }
        var animator: (any AnimatedTransitioning)?
        var interaction: (any InteractiveTransitioning)?
        if animated {
            let custom = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
            let zoomed = operation == .push ? to : from
            animator =
                custom ?? zoomed.zoomAnimator(opening: operation == .push)
                ?? DefaultNavigationAnimator(operation: operation)
            if let custom { interaction = delegate?.navigationController(self, interactionControllerFor: custom) }
            if custom == nil, operation == .pop { interaction = zoomed.takeZoomInteraction() }
            if interaction == nil, operation == .pop { interaction = edgePopInteraction }
        }
        let previousStack = children
        applyStackChange(operation, to: to, removed: removed)
        if operation == .push { to.isMovingToParent = true } else { for r in removed { r.isMovingFromParent = true } }

        let container = transitionView
        let fromView = from.view
        let toView = to.view
        let context = ChildViewSwap.makeContext(
            kind: kind, host: host, window: window, container: container,
            from: from, to: to, animated: animated,
            animator: animator, interaction: interaction)
        context.willBegin = { [weak self] in
            from.beginAppearanceTransition(false, animated: animated)
            to.beginAppearanceTransition(true, animated: animated)
            if let self {
                if let coordinator = to.transitionCoordinator {
                    self.navigationBar.transition(
                        to: to, previous: self.previousViewController, operation: operation,
                        coordinator: coordinator)
                } else {
                    self.navigationBar.show(top: to, previous: self.previousViewController)
                }
                self.delegate?.navigationController(self, willShow: to, animated: animated)
            }
        }
        context.finalize = { [weak self, weak host] completed in
            if completed {
                fromView.removeFromSuperview()
                fromView.transform = .identity
                if toView.superview !== container {
                    toView.frame = container.bounds
                    container.addSubview(toView)
                }
                from.endAppearanceTransition()
                to.endAppearanceTransition()
                to.isMovingToParent = false
                for r in removed {
                    r.isMovingFromParent = false
                    r.parent = nil
                }
                if let self { self.delegate?.navigationController(self, didShow: to, animated: animated) }
                for r in removed { host?.expectFreed(r, after: .pop) }
            } else {
                toView.removeFromSuperview()
                toView.transform = .identity
                if fromView.superview !== container {
                    fromView.frame = container.bounds
                    container.addSubview(fromView)
                }
                self?.children = previousStack
                for vc in previousStack { vc.parent = self }
                if operation == .push { to.parent = nil }
                to.isMovingToParent = false
                for r in removed { r.isMovingFromParent = false }
                ChildViewSwap.reverseAppearance(from: from, to: to, animated: animated)
            }
        }
        context.start()
        return true
    }

    private func applyStackChange(_ operation: NavigationOperation, to: ViewController, removed: [ViewController]) {
        switch operation {
        case .push:
            addChild(to)
        case .pop:
            children.removeAll { c in removed.contains { $0 === c } }
            if !(viewIfLoaded?.window != nil) { for r in removed { r.parent = nil } }
        }
    }

    /// The built-in interactive pop: progress is the drag across the width; releasing
    /// past half way or flinging right faster than 700 pt/s finishes, with the release
    /// velocity handed to the finishing (or cancelling) spring.
    private func handleEdgePan(_ pan: PanGestureRecognizer) {
        let width = max(view.bounds.width, 1)
        switch pan.state {
        case .began:
            guard children.count > 1, view.window?.transitionHost.currentContext == nil else { return }
            let interaction = PercentDrivenInteractiveTransition()
            edgePopInteraction = interaction
            if popViewController(animated: true) == nil { edgePopInteraction = nil }
        case .changed:
            edgePopInteraction?.update(pan.translation(in: view).x / width)
        case .ended, .cancelled:
            guard let interaction = edgePopInteraction else { return }
            edgePopInteraction = nil
            let p = pan.translation(in: view).x / width
            let v = pan.velocity(in: view).x
            if pan.state == .ended && (p > 0.5 || v > 700) {
                interaction.finish(velocity: v / width)
            } else {
                interaction.cancel(velocity: v / width)
            }
        default: break
        }
    }
}
