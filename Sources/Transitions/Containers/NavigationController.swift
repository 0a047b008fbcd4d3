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
@preconcurrency @MainActor
open class NavigationController: ViewController {
    /// Supplies custom transitions (weak).
    open weak var delegate: (any NavigationControllerDelegate)?
    /// The view the children's views and the transitions live in.
    public let transitionView = View()
    /// The left-edge drag that pops interactively, as its concrete class.
    let edgePopGestureRecognizer: ScreenEdgePanGestureRecognizer = {
        let recognizer = ScreenEdgePanGestureRecognizer()
        recognizer.edges = .left
        return recognizer
    }()
    /// The left-edge drag that pops interactively (`interactivePopGestureRecognizer`);
    /// disable it to turn the feature off. Never nil here, but typed as UIKit types it, so
    /// `navigationController?.interactivePopGestureRecognizer?.delegate = self` compiles.
    public var interactivePopGestureRecognizer: GestureRecognizer? { edgePopGestureRecognizer }
    /// The watch on the scroll view whose scrolling collapses the search bar, while one shows.
    var searchScrollObservation: GeometryObservation<ScrollView>?
    /// True while the search bar's collapse is measured against the content's inset with
    /// the bar whole, so the safe area asked for meanwhile does not ask for it again.
    var isMeasuringSearchCollapse = false
    /// The interaction driving the edge-swipe pop while it runs.
    var edgePopInteraction: PercentDrivenInteractiveTransition?
    /// The bar along the top: the top controller's title and a back button.
    public let navigationBar = NavigationBar()
    /// True hides the navigation bar (it is shown by default, as in UIKit).
    public var isNavigationBarHidden = false {
        didSet {
            navigationBar.isHidden = isNavigationBarHidden
            barOpacityDidChange()
        }
    }

    /// The toolbar along the bottom (`toolbar`), showing the top controller's `toolbarItems`
    /// while `isToolbarHidden` is false; made on first use.
    public var toolbar: Toolbar {
        if let made = toolbarIfMade { return made }
        let made = Toolbar()
        toolbarIfMade = made
        return made
    }
    /// The toolbar if it was made, without making it.
    private(set) var toolbarIfMade: Toolbar?
    /// True, the default as in UIKit, hides the toolbar; false shows it along the bottom
    /// (`isToolbarHidden`), and the children's frames and safe areas make room for it as
    /// they do for the bar at the top.
    public var isToolbarHidden = true { didSet { toolbarVisibilityDidChange() } }

    /// Hides or shows the navigation bar (`setNavigationBarHidden(_:animated:)`). The bar and
    /// the content's safe area change at once, animated or not: the slide UIKit draws is not
    /// drawn here.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// Creates a stack with `rootViewController` at the bottom.
    public init(rootViewController: ViewController) {
        super.init(nibName: nil, bundle: nil)
        addChild(rootViewController)
        connectParts()
    }

    /// An empty stack (`init(nibName:bundle:)`, UIKit's designated initializer, which a
    /// subclass may override): the first controller pushed, or set with
    /// `setViewControllers(_:animated:)`, becomes the root at once, with no transition.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: ResourceBundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        connectParts()
    }

    /// Names the transition view and ties the edge swipe and the bar's back button to pops.
    private func connectParts() {
        transitionView.accessibilityIdentifier = "navigation.transitionView"
        edgePopGestureRecognizer.addTarget { [weak self] r in
            self?.handleEdgePan(r as! PanGestureRecognizer)
        }
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
        navigationBar.managingController = self
    }

    /// Always fails (nil), as the base class does: there are no storyboards to decode from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// The controller below the top one, whose title the back button shows.
    var previousViewController: ViewController? { children.count > 1 ? children[children.count - 2] : nil }

    /// The stack, bottom first. Setting it is `setViewControllers(_:animated:)` with
    /// `animated` false, as UIKit documents: the new stack at once, and a refused list leaves
    /// the stack as it was.
    public var viewControllers: [ViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The controller on top of the stack.
    public var topViewController: ViewController? { children.last }

    /// Only the shown child appears and disappears along with this controller.
    open override var childrenForAppearance: [ViewController] { topViewController.map { [$0] } ?? [] }

    /// The delegate's `navigationControllerSupportedInterfaceOrientations(_:)`, as UIKit
    /// asks it; `.all` without a delegate.
    open override var supportedInterfaceOrientations: InterfaceOrientationMask {
        delegate?.navigationControllerSupportedInterfaceOrientations(self) ?? .all
    }

    /// The visible bar covers the top of a child's view that runs under it (see
    /// `runsUnderBar(_:)`), and none of one laid out below it.
    override func barInsets(forChild child: ViewController) -> EdgeInsets {
        EdgeInsets(
            top: runsUnderBar(child) ? topBarInset : 0,
            bottom: runsUnderToolbar(child) ? Toolbar.contentHeight : 0)
    }

    /// True when `child`'s view runs up under the shown bar: its `edgesForExtendedLayout`
    /// holds `.top`, and the bar is translucent or the child's `extendedLayoutIncludesOpaqueBars`
    /// is true.
    func runsUnderBar(_ child: ViewController) -> Bool {
        guard !isNavigationBarHidden, child.edgesForExtendedLayout.contains(.top) else { return false }
        return navigationBar.isTranslucent || child.extendedLayoutIncludesOpaqueBars
    }

    /// Where `child`'s view goes in `transitionView`, whose bounds are `bounds`: all of them
    /// unless the child's extended layout and the bar's opacity disagree with where the
    /// transition view starts (under a translucent bar, below an opaque one). A child that
    /// keeps out from under a translucent bar starts below it; one that asks to run under an
    /// opaque bar reaches up over the transition view's top.
    func childFrame(for child: ViewController, in bounds: Rect) -> Rect {
        let frame = childFrameAtTop(for: child, in: bounds)
        guard toolbarShows(for: child), !runsUnderToolbar(child) else { return frame }
        return frame.inset(by: EdgeInsets(bottom: min(Toolbar.contentHeight, max(frame.height, 0))))
    }

    /// `childFrame(for:in:)` as the bar at the top alone decides it.
    private func childFrameAtTop(for child: ViewController, in bounds: Rect) -> Rect {
        guard !isNavigationBarHidden else { return bounds }
        let under = runsUnderBar(child)
        if navigationBar.isTranslucent {
            return under ? bounds : bounds.inset(by: EdgeInsets(top: min(topBarHeight, bounds.height)))
        }
        return under ? bounds.inset(by: EdgeInsets(top: -transitionView.frame.minY)) : bounds
    }

    /// `child`'s frame in the transition view as it is now.
    func childFrame(for child: ViewController) -> Rect {
        childFrame(for: child, in: transitionView.bounds)
    }

    /// The room the children's views and transitions take in `bounds`: all of it, or below
    /// the bar when the bar shows and is opaque (UIKit's default, with
    /// `extendedLayoutIncludesOpaqueBars` false).
    func transitionFrame(in bounds: Rect) -> Rect {
        guard !isNavigationBarHidden, !navigationBar.isTranslucent else { return bounds }
        let top = min(topBarHeight, bounds.height)
        return Rect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: bounds.height - top)
    }

    /// The bar was shown, hidden, or made opaque or translucent: the children's room and
    /// safe areas change.
    func barOpacityDidChange() {
        viewIfLoaded?.setNeedsLayout()
        for child in children { child.viewIfLoaded?.setNeedsLayout() }
    }

    /// Builds the root view: `transitionView` holding the shown child's view (and the bar, for tabs).
    open override func loadView() {
        let root = View()
        root.backgroundColor = .white
        root.accessibilityIdentifier = "navigation"
        transitionView.frame = transitionFrame(in: root.bounds)
        root.addSubview(transitionView)
        root.addGestureRecognizer(edgePopGestureRecognizer)
        root.onLayoutSubviews = { [weak self] v in
            guard let self else { return }
            self.transitionView.frame = self.transitionFrame(in: v.bounds)
            self.navigationBar.frame = Rect(x: 0, y: 0, width: v.bounds.width, height: NavigationBar.height)
            self.layoutToolbar(in: v.bounds)
            self.layoutSearchBar(in: v.bounds)
            if self.view.window?.transitionHost.currentContext?.containerView !== self.transitionView,
                let top = self.topViewController
            {
                top.viewIfLoaded?.frame = self.childFrame(for: top)
            }
        }
        if let top = topViewController {
            top.view.frame = childFrame(for: top)
            transitionView.addSubview(top.view)
            showBars(top: top, previous: previousViewController)
        }
        // Over the children's views, which run under it as under UIKit's translucent bar.
        root.addSubview(navigationBar)
        if !isToolbarHidden {
            root.addSubview(toolbar)
            toolbar.isHidden = !isToolbarShown
        }
        navigationBar.isHidden = isNavigationBarHidden
        view = root
    }

    /// Pushes `viewController`, animated (`show(_:sender:)`, which UIKit's navigation
    /// controller answers with a push).
    open override func show(_ viewController: ViewController, sender: Any?) {
        pushViewController(viewController, animated: true)
    }

    /// Pushes `viewController` on top of the stack (refused when it is already in a
    /// hierarchy or a transition runs).
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard let from = topViewController else {
            if viewController.parent == nil, viewController.presentingViewController == nil {
                setRootAtOnce(viewController)
            }
            return
        }
        if viewController.parent != nil || viewController.presentingViewController != nil {
            view.window?.transitionHost.report(
                .transitionRefused,
                "push of \(name(of: viewController)) was refused: it already has a parent or is presented")
            return
        }
        transition(.push, from: from, to: viewController, newStack: children + [viewController], animated: animated)
    }

    /// Pops the top controller; returns it, or nil when the stack has one controller or
    /// the pop was refused.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard children.count > 1, let from = topViewController else { return nil }
        let to = children[children.count - 2]
        return transition(.pop, from: from, to: to, newStack: Array(children.dropLast()), animated: animated)
            ? from : nil
    }

    /// Pops everything above the root; returns the popped controllers (nil when refused
    /// or nothing to pop).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        pop(keeping: 1, animated: animated)
    }

    /// Pops the controllers above `viewController` until it is on top
    /// (`popToViewController(_:animated:)`), in one pop transition; returns the popped
    /// controllers, bottom first. Nil, with nothing changed, when `viewController` is not on
    /// the stack (refused with a report), is on top already, or the pop was refused.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else {
            refuseStack("popToViewController was refused: \(name(of: viewController)) is not on the stack")
            return nil
        }
        return pop(keeping: index + 1, animated: animated)
    }

    /// Pops all but the bottom `count` controllers in one transition; the popped ones, or nil
    /// when there are none or the pop was refused.
    private func pop(keeping count: Int, animated: Bool) -> [ViewController]? {
        guard children.count > count, count > 0, let from = topViewController else { return nil }
        let kept = Array(children.prefix(count))
        let removed = Array(children.dropFirst(count))
        return transition(.pop, from: from, to: kept[count - 1], newStack: kept, animated: animated) ? removed : nil
    }

    /// Replaces the whole stack with `viewControllers` (bottom first), as
    /// `setViewControllers(_:animated:)` does: animated, the change shows as one push when
    /// the new top was not on the stack, as one pop when it was (below the top), and with
    /// no transition when it is the top already; the whole stack is replaced when that one
    /// transition ends (and left as it was when an interactive one is cancelled). Refused,
    /// with a report, for an empty list, a controller listed twice, or one that belongs to
    /// another container or is presented.
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        guard let newTop = viewControllers.last else {
            return refuseStack("setViewControllers([]) was refused: a navigation stack needs a root controller")
        }
        for (i, vc) in viewControllers.enumerated() {
            if viewControllers[..<i].contains(where: { $0 === vc }) {
                return refuseStack("setViewControllers was refused: \(name(of: vc)) is listed twice")
            }
            if (vc.parent != nil && vc.parent !== self) || vc.ownPresentingViewController != nil {
                return refuseStack(
                    "setViewControllers was refused: \(name(of: vc)) already has another parent or is presented")
            }
        }
        if let running = viewIfLoaded?.window?.transitionHost.currentContext {
            return refuseStack(
                "setViewControllers was refused while a \(running.kind.rawValue) transition runs; nothing changed")
        }
        guard let from = topViewController else {
            setRootAtOnce(newTop)
            replaceStackAtOnce(viewControllers)
            return
        }
        guard from !== newTop else {
            // Same top: nothing to show, only the controllers below change.
            replaceStackAtOnce(viewControllers)
            return
        }
        let operation: NavigationOperation = children.contains { $0 === newTop } ? .pop : .push
        transition(operation, from: from, to: newTop, newStack: viewControllers, animated: animated)
    }

    /// The controller whose view the user sees: one presented over this navigation
    /// controller (`visibleViewController`), else the top of the stack.
    public var visibleViewController: ViewController? {
        presentedViewController ?? topViewController
    }

    private func refuseStack(_ message: String) {
        if let window = viewIfLoaded?.window {
            window.transitionHost.report(.transitionRefused, message)
        }
    }

    /// Makes `root` the whole stack of an empty controller, shown at once.
    private func setRootAtOnce(_ root: ViewController) {
        root.willMove(toParent: self)
        children = [root]
        root.parent = self
        if isViewLoaded {
            root.view.frame = childFrame(for: root)
            transitionView.addSubview(root.view)
            showBars(top: root, previous: nil)
        }
        root.didMove(toParent: self)
    }

    /// Replaces the stack with no transition while the top controller stays.
    private func replaceStackAtOnce(_ newStack: [ViewController]) {
        let removed = children.filter { c in !newStack.contains { $0 === c } }
        children = newStack
        for vc in newStack { vc.parent = self }
        for r in removed { r.parent = nil }
        if isViewLoaded, let top = topViewController { showBars(top: top, previous: previousViewController) }
    }

    /// Runs one push or pop that leaves `newStack` (its top is `to`); false when refused.
    @discardableResult
    private func transition(
        _ operation: NavigationOperation, from: ViewController, to: ViewController,
        newStack: [ViewController], animated: Bool
    ) -> Bool {
        let kind: TransitionKind = operation == .push ? .push : .pop
        let removed = children.filter { c in !newStack.contains { $0 === c } }
        guard let window = viewIfLoaded?.window else {
            // Off screen: change the stack and the views at once, as UIKit does.
            applyStack(newStack, removed: removed)
            if isViewLoaded {
                ChildViewSwap.swapAtOnce(from: from, to: to, in: transitionView, frame: childFrame(for: to))
                showBars(top: to, previous: previousViewController)
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
        let added = newStack.filter { c in !previousStack.contains { $0 === c } }
        applyStack(newStack, removed: removed)
        for a in added where a === to { a.isMovingToParent = true }
        for r in removed { r.isMovingFromParent = true }

        let container = transitionView
        let fromView: View = from.view
        let toView: View = to.view
        let context = ChildViewSwap.makeContext(
            kind: kind, host: host, window: window, container: container,
            from: from, to: to, animated: animated,
            animator: animator, interaction: interaction,
            frames: (from: childFrame(for: from), to: childFrame(for: to)))
        context.willBegin = { [weak self] in
            from.beginAppearanceTransition(false, animated: animated)
            to.beginAppearanceTransition(true, animated: animated)
            if let self {
                if let coordinator = to.transitionCoordinator {
                    self.navigationBar.transition(
                        to: to, previous: self.previousViewController, operation: operation,
                        coordinator: coordinator)
                    self.bottomBarRuleMayHaveChanged()
                    if (added + removed).contains(where: \.hidesBottomBarWhenPushed) {
                        // The tab bar comes and goes with the controller coming in, as the toolbar.
                        self.tabBarController?.bottomBarVisibilityMayHaveChanged()
                    }
                    self.showToolbarItems(of: to)
                    self.showSearchBar(of: to)
                } else {
                    self.showBars(top: to, previous: self.previousViewController)
                }
                self.delegate?.navigationController(self, willShow: to, animated: animated)
            }
        }
        context.finalize = { [weak self, weak host] completed in
            if completed {
                fromView.removeFromSuperview()
                fromView.transform = .identity
                if toView.superview !== container, let self {
                    toView.frame = self.childFrame(for: to)
                    container.addSubview(toView)
                }
                from.endAppearanceTransition()
                to.endAppearanceTransition()
                to.isMovingToParent = false
                for r in removed {
                    r.isMovingFromParent = false
                    r.parent = nil
                }
                self?.tabBarController?.bottomBarVisibilityMayHaveChanged()
                if let self { self.delegate?.navigationController(self, didShow: to, animated: animated) }
                for r in removed { host?.expectFreed(r, after: .pop) }
            } else {
                // The stack first: the frames and bars below are the from-controller's again.
                self?.children = previousStack
                for vc in previousStack { vc.parent = self }
                for a in added { a.parent = nil }
                toView.removeFromSuperview()
                toView.transform = .identity
                if fromView.superview !== container, let self {
                    fromView.frame = self.childFrame(for: from)
                    container.addSubview(fromView)
                }
                self?.bottomBarRuleMayHaveChanged()
                self?.showToolbarItems(of: from)
                self?.showSearchBar(of: from)
                if (added + removed).contains(where: \.hidesBottomBarWhenPushed) {
                    self?.tabBarController?.bottomBarVisibilityMayHaveChanged()
                }
                to.isMovingToParent = false
                for r in removed { r.isMovingFromParent = false }
                ChildViewSwap.reverseAppearance(from: from, to: to, animated: animated)
            }
        }
        context.start()
        return true
    }

    /// Makes `newStack` the children. The controllers leaving keep their parent link until
    /// the transition ends (at once off screen); a newcomer gets `willMove(toParent:)`.
    private func applyStack(_ newStack: [ViewController], removed: [ViewController]) {
        for vc in newStack where vc.parent !== self { vc.willMove(toParent: self) }
        children = newStack
        for vc in newStack { vc.parent = self }
        if !(viewIfLoaded?.window != nil) { for r in removed { r.parent = nil } }
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
