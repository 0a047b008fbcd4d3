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
    /// The user is about to edit which controllers the bar shows
    /// (`tabBarController(_:willBeginCustomizing:)`). There is no More tab here, so no
    /// customizing sheet ever opens and this is never called; kept so adopters compile.
    func tabBarController(_ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController])
    /// The customizing sheet is closing (`willEndCustomizing:changed:`); never called here.
    func tabBarController(
        _ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController], changed: Bool)
    /// The customizing sheet closed (`didEndCustomizing:changed:`); never called here.
    func tabBarController(
        _ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController], changed: Bool)
    /// The orientations the tab bar controller supports
    /// (`tabBarControllerSupportedInterfaceOrientations(_:)`): the controller's own
    /// `supportedInterfaceOrientations` answers with this.
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: TabBarController)
        -> InterfaceOrientationMask
    /// The orientation to present the tab bar controller in
    /// (`tabBarControllerPreferredInterfaceOrientationForPresentation(_:)`).
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: TabBarController)
        -> InterfaceOrientation
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
    /// Default: nothing to prepare.
    public func tabBarController(
        _ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController]
    ) {}
    /// Default: nothing to save.
    public func tabBarController(
        _ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController], changed: Bool
    ) {}
    /// Default: nothing to save.
    public func tabBarController(
        _ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController], changed: Bool
    ) {}
    /// Default: `.all`, a view controller's own default, so an adopter that does not
    /// implement it leaves the tab bar controller's answer as it was.
    public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: TabBarController)
        -> InterfaceOrientationMask
    { .all }
    /// Default: `.portrait`.
    public func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: TabBarController)
        -> InterfaceOrientation
    { .portrait }
}

/// Tabs of controllers, one shown at a time, with a bar of buttons at the bottom
/// (`UITabBarController`). Switching runs the delegate's animator in `transitionView`
/// (not the root view); the from-view leaves the hierarchy when the switch ends.
@preconcurrency @MainActor
open class TabBarController: ViewController, TabBarDelegate {
    /// Supplies the switch animation (weak).
    open weak var delegate: (any TabBarControllerDelegate)?
    /// The view the selected controller's view and the transitions live in.
    public let transitionView = View()
    /// The bar of tab buttons along the bottom.
    public let tabBar = TabBar()
    /// The blur under the bar, made when its appearance asks for one.
    var tabBarBackground: VisualEffectView?
    /// True while the tab bar is hidden for a pushed controller's `hidesBottomBarWhenPushed`.
    private var tabBarHiddenForPage = false
    /// Height of `tabBar`, points.
    public var tabBarHeight = 49.0 { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Index of the shown controller (`selectedIndex`); the bar shows it selected from the
    /// moment a switch starts (and gives the selection back when the switch is cancelled).
    /// Setting it selects that tab at once, as programmatic selection does: the delegate is
    /// not asked. Open, so a subclass may observe it, as UIKit's custom tab bars do.
    open var selectedIndex: Int {
        get { shownIndex }
        set { select(newValue, animated: false) }
    }
    /// The index behind `selectedIndex`, written by the switch itself so that a subclass's
    /// observers see only the app's own assignments.
    private var shownIndex = 0 { didSet { updateTabBarSelection() } }
    /// The navigation controller UIKit shows for the tabs that do not fit the bar
    /// (`moreNavigationController`). Every tab fits this bar, so it is never shown: its
    /// `parent` stays nil.
    public private(set) lazy var moreNavigationController = NavigationController(nibName: nil, bundle: nil)
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
        setUpTabBar()
    }

    /// A tab bar controller with no tabs yet (UIKit's designated `init(nibName:bundle:)`),
    /// declared here so a subclass can override it, as UIKit subclasses do, and set
    /// `viewControllers` afterwards.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: ResourceBundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUpTabBar()
    }

    private func setUpTabBar() {
        transitionView.accessibilityIdentifier = "tabs.transitionView"
        tabBar.accessibilityIdentifier = "tabs.bar"
        tabBar.backgroundColor = Color(white: 0.97)
        tabBar.onAppearanceChange = { [weak self] in self?.applyTabBarAppearance() }
        tabBar.delegate = self
    }

    /// Always fails (nil), as the base class does: there are no storyboards to decode from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// The tabs' controllers (`viewControllers`), nil when there are none, as UIKit's
    /// default is. Setting it is `setViewControllers(_:animated:)` without animation.
    open var viewControllers: [ViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs (`setViewControllers(_:animated:)`). As UIKit documents, the old
    /// controllers leave before the new ones are installed, and the selection stays on the
    /// controller that was selected if it is among the new ones, else on the same index if
    /// there is one, else on the first. The change is immediate: the bar's items do not animate.
    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        let previous = selectedViewController
        let previousIndex = shownIndex
        for old in children where !new.contains(where: { $0 === old }) {
            old.viewIfLoaded?.removeFromSuperview()
            old.parent = nil
        }
        children = []
        for vc in new {
            vc.parent?.children.removeAll { $0 === vc }
            children.append(vc)
            vc.parent = self
        }
        if let previous, let kept = new.firstIndex(where: { $0 === previous }) {
            shownIndex = kept
        } else {
            shownIndex = new.indices.contains(previousIndex) ? previousIndex : 0
        }
        guard let root = viewIfLoaded else { return }
        rebuildTabButtons()
        for view in transitionView.subviews where view !== selectedViewController?.viewIfLoaded {
            view.removeFromSuperview()
        }
        if let selected = selectedViewController, selected.view.superview !== transitionView {
            selected.view.frame = transitionView.bounds
            transitionView.addSubview(selected.view)
        }
        root.setNeedsLayout()
    }

    /// The shown controller (`selectedViewController`). Setting it to one of the tabs
    /// selects that tab at once, as setting `selectedIndex` does; any other controller is
    /// ignored.
    open var selectedViewController: ViewController? {
        get { children.indices.contains(shownIndex) ? children[shownIndex] : nil }
        set {
            guard let newValue, let index = children.firstIndex(where: { $0 === newValue }) else { return }
            select(index, animated: false)
        }
    }

    /// Only the shown child appears and disappears along with this controller.
    open override var childrenForAppearance: [ViewController] { selectedViewController.map { [$0] } ?? [] }

    /// The delegate's `tabBarControllerSupportedInterfaceOrientations(_:)`, as UIKit asks
    /// it; `.all` without a delegate.
    open override var supportedInterfaceOrientations: InterfaceOrientationMask {
        delegate?.tabBarControllerSupportedInterfaceOrientations(self) ?? .all
    }

    /// The bar covers the bottom of a child's view only where pages run under it (a
    /// translucent bar); otherwise the page ends at the bar's top and nothing is covered.
    override func barInsets(forChild child: ViewController) -> EdgeInsets {
        pagesRunUnderTabBar && !hidesTabBarForSelectedPage ? EdgeInsets(bottom: tabBarHeight) : .zero
    }

    /// True while the selected tab is a navigation controller with a controller pushed
    /// above its root whose `hidesBottomBarWhenPushed` is true: the tab bar is hidden then.
    var hidesTabBarForSelectedPage: Bool {
        guard let navigation = selectedViewController as? NavigationController else { return false }
        return navigation.children.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// A push or pop in a tab may have changed whether the tab bar shows: lay the bar and
    /// the pages out again, with their safe areas.
    func bottomBarVisibilityMayHaveChanged() {
        guard let root = viewIfLoaded else { return }
        layoutTabs(in: root)
        root.setNeedsLayout()
        for child in children { child.viewIfLoaded?.setNeedsLayout() }
    }

    /// Builds the root view: `transitionView` holding the shown child's view (and the bar, for tabs).
    open override func loadView() {
        let root = View()
        root.backgroundColor = .white
        root.accessibilityIdentifier = "tabs"
        root.addSubview(transitionView)
        if let tabBarBackground { root.addSubview(tabBarBackground) }
        root.addSubview(tabBar)
        rebuildTabButtons()
        root.onLayoutSubviews = { [weak self] v in self?.layoutTabs(in: v) }
        if let selected = selectedViewController {
            transitionView.addSubview(selected.view)
        }
        view = root
        layoutTabs(in: root)
    }

    /// Makes one button for each tab, labelled by its item, and hands the bar the items.
    private func rebuildTabButtons() {
        for old in tabBar.subviews { old.removeFromSuperview() }
        for (i, vc) in children.enumerated() {
            let b = Button(title: "") { [weak self] _ in self?.userDidTapButton(i) }
            b.accessibilityIdentifier = "tabs.button.\(i)"
            Self.show(vc.tabBarItem, at: i, on: b)
            vc.tabBarItem.onChange = { [weak b, weak vc] in
                guard let vc, let b else { return }
                Self.show(vc.tabBarItem, at: i, on: b)
            }
            tabBar.addSubview(b)
        }
        tabBar.items = children.map(\.tabBarItem)
        updateTabBarSelection()
    }

    /// Gives `button` what `item` says: its title (or the tab's position), whether it takes
    /// taps, its title's offset and what assistive technology reads.
    private static func show(_ item: TabBarItem, at index: Int, on button: Button) {
        button.title = item.title ?? "Tab \(index + 1)"
        button.isEnabled = item.isEnabled
        let shift = item.titlePositionAdjustment
        button.titleLabel.transform = AffineTransform(translationX: shift.horizontal, y: shift.vertical)
        button.accessibilityLabel = item.accessibilityLabel
        button.accessibilityHint = item.accessibilityHint
    }

    /// A tap on button `index` goes to the bar's delegate as the choice of its item, which is
    /// this controller unless a custom bar took the place.
    private func userDidTapButton(_ index: Int) {
        guard let items = tabBar.items, items.indices.contains(index) else { return }
        if let delegate = tabBar.delegate {
            delegate.tabBar(tabBar, didSelect: items[index])
        }
    }

    /// The user chose `item` in the bar (`UITabBarDelegate`'s `tabBar(_:didSelect:)`, which
    /// UIKit's tab bar controller implements as its bar's delegate): asks the delegate's
    /// `shouldSelect`, switches, and tells `didSelect`. Open, so a subclass with a custom
    /// bar may take the choice over.
    open func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {
        guard let index = tabBar.items?.firstIndex(where: { $0 === item }) else { return }
        userDidTapItem(index)
    }
    /// Customizing is about to begin (`tabBar(_:willBeginCustomizing:)`); nothing to do here.
    open func tabBar(_ tabBar: TabBar, willBeginCustomizing items: [TabBarItem]) {}
    /// Customizing began (`tabBar(_:didBeginCustomizing:)`); nothing to do here.
    open func tabBar(_ tabBar: TabBar, didBeginCustomizing items: [TabBarItem]) {}
    /// Customizing is about to end (`tabBar(_:willEndCustomizing:changed:)`); nothing to do here.
    open func tabBar(_ tabBar: TabBar, willEndCustomizing items: [TabBarItem], changed: Bool) {}
    /// Customizing ended (`tabBar(_:didEndCustomizing:changed:)`); nothing to do here.
    open func tabBar(_ tabBar: TabBar, didEndCustomizing items: [TabBarItem], changed: Bool) {}

    /// The selected item inherits the bar's tint; the others are greyed, as in UITabBar.
    private func updateTabBarSelection() {
        for (i, item) in tabBar.subviews.enumerated() {
            item.setTintColor(i == shownIndex ? nil : unselectedItemTintColor)
        }
        tabBar.selectedItem = tabBar.items.flatMap { $0.indices.contains(shownIndex) ? $0[shownIndex] : nil }
        // The newly shown tab may have a controller pushed that hides the bar, or none.
        if let root = viewIfLoaded, hidesTabBarForSelectedPage != tabBarHiddenForPage { layoutTabs(in: root) }
    }

    private func layoutTabs(in root: View) {
        let b = root.bounds
        let hidden = hidesTabBarForSelectedPage
        let under = pagesRunUnderTabBar || hidden ? tabBarHeight : 0
        transitionView.frame = Rect(x: 0, y: 0, width: b.width, height: max(0, b.height - tabBarHeight + under))
        tabBar.frame = Rect(x: 0, y: b.height - tabBarHeight, width: b.width, height: tabBarHeight)
        tabBarBackground?.frame = tabBar.frame
        // Only on a change, so an app's own `tabBar.isHidden` is left alone otherwise.
        if hidden != tabBarHiddenForPage {
            tabBarHiddenForPage = hidden
            tabBar.isHidden = hidden
            tabBarBackground?.isHidden = hidden
        }
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
        if index == shownIndex {
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
        guard children.indices.contains(index), index != shownIndex, let from = selectedViewController else {
            return
        }
        let to = children[index]
        guard let window = viewIfLoaded?.window else {
            shownIndex = index
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
        let previous = shownIndex
        shownIndex = index
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
                self?.shownIndex = previous
                ChildViewSwap.reverseAppearance(from: from, to: to, animated: isAnimated)
            }
        }
        context.start()
    }
}
