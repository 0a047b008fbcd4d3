import Engine
import Geometry

/// Supplies a tab bar controller's transitions (`UITabBarControllerDelegate`); all optional.
@preconcurrency @MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// The animator for switching from `from` to `to`; nil switches at once.
    func tabBarController(
        _ tabBarController: TabBarController,
        animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> (any AnimatedTransitioning)?
    /// An interaction controller for the switch `animator` performs.
    func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)?
    /// Asked when the user taps a tab bar item, before anything changes: false keeps the
    /// current tab (`tabBarController(_:shouldSelect:)`). Not asked for programmatic
    /// selection.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// Called after the user selected a tab by tapping the bar (once its switch ended, not
    /// when cancelled; at once when the tab was already selected), never for programmatic
    /// selection (`select(_:animated:)`), as UIKit documents.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// Default: nil, or nothing to do.
    public func tabBarController(
        _ tabBarController: TabBarController,
        animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> (any AnimatedTransitioning)? { nil }
    /// Default: nil, or nothing to do.
    public func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? { nil }
    /// Default: true, every tab may be selected.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController)
        -> Bool
    { true }
    /// Default: nil, or nothing to do.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}

/// Tabs of controllers, one shown at a time, with a bar of buttons at the bottom
/// (`UITabBarController`). Switching runs the delegate's animator in `transitionView`
/// (not the root view); the from-view leaves the hierarchy when the switch ends.
@preconcurrency @MainActor
open class TabBarController: ViewController {
    /// Supplies the switch animation (weak).
    open weak var delegate: (any TabBarControllerDelegate)?
    /// The view the selected controller's view and the transitions live in.
    public let transitionView = View()
    /// The bar of tab buttons along the bottom.
    public let tabBar = TabBar()
    /// The blur under the bar, made when its appearance asks for one.
    var tabBarBackground: VisualEffectView?
    /// Height of `tabBar`, points.
    public var tabBarHeight = 49.0 { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Index of the shown controller; the bar shows it selected from the moment a switch
    /// starts (and gives the selection back when the switch is cancelled).
    public private(set) var selectedIndex = 0 { didSet { updateTabBarSelection() } }
    /// Colour of the items that are not selected (`UITabBar.unselectedItemTintColor`,
    /// systemGray); the selected item is drawn in the bar's tint.
    public var unselectedItemTintColor = Color(r8: 142, g8: 142, b8: 147) { didSet { updateTabBarSelection() } }

    /// Creates tabs for `viewControllers` (their `tabBarItem` titles label the buttons).
    public init(viewControllers: [ViewController]) {
        super.init(nibName: nil, bundle: nil)
        for vc in viewControllers {
            children.append(vc)
            vc.parent = self
        }
        transitionView.accessibilityIdentifier = "tabs.transitionView"
        tabBar.accessibilityIdentifier = "tabs.bar"
        tabBar.backgroundColor = Color(white: 0.97)
        tabBar.onAppearanceChange = { [weak self] in self?.applyTabBarAppearance() }
    }

    /// Always fails (nil), as the base class does: there are no storyboards to decode from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// The tabs' controllers.
    public var viewControllers: [ViewController] { children }
    /// The shown controller.
    public var selectedViewController: ViewController? {
        children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
    }

    /// Only the shown child appears and disappears along with this controller.
    open override var childrenForAppearance: [ViewController] { selectedViewController.map { [$0] } ?? [] }

    /// The bar covers the bottom of a child's view only where pages run under it (a
    /// translucent bar); otherwise the page ends at the bar's top and nothing is covered.
    override func barInsets(forChild child: ViewController) -> EdgeInsets {
        pagesRunUnderTabBar ? EdgeInsets(bottom: tabBarHeight) : .zero
    }

    /// Builds the root view: `transitionView` holding the shown child's view (and the bar, for tabs).
    open override func loadView() {
        let root = View()
        root.backgroundColor = .white
        root.accessibilityIdentifier = "tabs"
        root.addSubview(transitionView)
        if let tabBarBackground { root.addSubview(tabBarBackground) }
        root.addSubview(tabBar)
        for (i, vc) in children.enumerated() {
            let b = Button(title: vc.tabBarItem.title ?? "Tab \(i + 1)") { [weak self] _ in self?.userDidTapItem(i) }
            b.accessibilityIdentifier = "tabs.button.\(i)"
            vc.tabBarItem.onChange = { [weak b, weak vc] in
                guard let vc else { return }
                b?.title = vc.tabBarItem.title ?? "Tab \(i + 1)"
            }
            tabBar.addSubview(b)
        }
        tabBar.items = children.map(\.tabBarItem)
        updateTabBarSelection()
        root.onLayoutSubviews = { [weak self] v in self?.layoutTabs(in: v) }
        if let selected = selectedViewController {
            transitionView.addSubview(selected.view)
        }
        view = root
        layoutTabs(in: root)
    }

    /// The selected item inherits the bar's tint; the others are greyed, as in UITabBar.
    private func updateTabBarSelection() {
        for (i, item) in tabBar.subviews.enumerated() {
            item.setTintColor(i == selectedIndex ? nil : unselectedItemTintColor)
        }
        tabBar.selectedItem = tabBar.items.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil }
    }

    private func layoutTabs(in root: View) {
        let b = root.bounds
        let under = pagesRunUnderTabBar ? tabBarHeight : 0
        transitionView.frame = Rect(x: 0, y: 0, width: b.width, height: max(0, b.height - tabBarHeight + under))
        tabBar.frame = Rect(x: 0, y: b.height - tabBarHeight, width: b.width, height: tabBarHeight)
        tabBarBackground?.frame = tabBar.frame
        let n = max(tabBar.subviews.count, 1)
        let w = b.width / Double(n)
        for (i, button) in tabBar.subviews.enumerated() {
            button.frame = Rect(x: Double(i) * w, y: 0, width: w, height: tabBarHeight)
        }
        if root.window?.transitionHost.currentContext?.containerView !== transitionView {
            selectedViewController?.viewIfLoaded?.frame = transitionView.bounds
        }
    }

    /// A tap on item `index` of the bar: asks the delegate's `shouldSelect`, switches, and
    /// tells `didSelect` once the switch ended (at once when the tab was already shown).
    /// Only taps come here, so programmatic selection never reaches the delegate's
    /// `shouldSelect` / `didSelect`, as in UIKit.
    func userDidTapItem(_ index: Int) {
        guard children.indices.contains(index) else { return }
        let to = children[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: to) { return }
        if index == selectedIndex {
            delegate?.tabBarController(self, didSelect: to)
            return
        }
        select(index, animated: true, byUser: true)
    }

    /// Shows tab `index` (programmatic selection): with the delegate's animator when
    /// `animated` and there is one, else at once. Refused while another transition runs.
    /// The delegate's `shouldSelect` and `didSelect` are not called (they are for taps).
    open func select(_ index: Int, animated: Bool) {
        select(index, animated: animated, byUser: false)
    }

    private func select(_ index: Int, animated: Bool, byUser: Bool) {
        guard children.indices.contains(index), index != selectedIndex, let from = selectedViewController else {
            return
        }
        let to = children[index]
        guard let window = viewIfLoaded?.window else {
            selectedIndex = index
            if isViewLoaded { ChildViewSwap.swapAtOnce(from: from, to: to, in: transitionView) }
            return
        }
        let host = window.transitionHost
        if let running = host.currentContext {
            host.report(
                .transitionRefused,
                "tab switch was refused while a \(running.kind.rawValue) transition runs; nothing changed")
            return
        }
        var animator: (any AnimatedTransitioning)?
        var interaction: (any InteractiveTransitioning)?
        if animated, let custom = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to) {
            animator = custom
            interaction = delegate?.tabBarController(self, interactionControllerFor: custom)
        }
        let previous = selectedIndex
        selectedIndex = index
        let container = transitionView
        let fromView: View = from.view
        let toView: View = to.view
        let isAnimated = animator != nil
        let context = ChildViewSwap.makeContext(
            kind: .tab, host: host, window: window, container: container,
            from: from, to: to, animated: isAnimated,
            animator: animator, interaction: interaction)
        context.willBegin = {
            from.beginAppearanceTransition(false, animated: isAnimated)
            to.beginAppearanceTransition(true, animated: isAnimated)
        }
        context.finalize = { [weak self] completed in
            if completed {
                fromView.removeFromSuperview()
                if toView.superview !== container {
                    toView.frame = container.bounds
                    container.addSubview(toView)
                }
                from.endAppearanceTransition()
                to.endAppearanceTransition()
                if byUser, let self { self.delegate?.tabBarController(self, didSelect: to) }
            } else {
                toView.removeFromSuperview()
                if fromView.superview !== container {
                    fromView.frame = container.bounds
                    container.addSubview(fromView)
                }
                self?.selectedIndex = previous
                ChildViewSwap.reverseAppearance(from: from, to: to, animated: isAnimated)
            }
        }
        context.start()
    }
}
