import Engine
import Geometry

// The navigation controller's toolbar: hidden by default, along the bottom when shown, with
// the top controller's items; the children make room for it as they do for the bar at the top.

extension NavigationController {
    /// Hides or shows the toolbar (`setToolbarHidden(_:animated:)`). The bar and the
    /// children's room change at once, animated or not: UIKit's slide is not drawn here.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    /// True when the toolbar shows for `child`: `isToolbarHidden` is false and no bottom bar
    /// is hidden for it (see `hidesBottomBar(for:)`).
    func toolbarShows(for child: ViewController) -> Bool {
        !isToolbarHidden && !hidesBottomBar(for: child)
    }

    /// True while the toolbar shows along the bottom: for the top controller.
    var isToolbarShown: Bool {
        guard let top = topViewController else { return !isToolbarHidden }
        return toolbarShows(for: top)
    }

    /// True when `child`, on the stack, is a pushed controller (not the root) whose
    /// `hidesBottomBarWhenPushed` is true, or sits above one: UIKit keeps the bottom bar
    /// hidden "until the view controller is popped". A controller no longer on the stack
    /// (one a pop is taking away) hides it when it set the flag itself or the stack still does.
    func hidesBottomBar(for child: ViewController) -> Bool {
        guard let index = children.firstIndex(where: { $0 === child }) else {
            return child.hidesBottomBarWhenPushed || children.dropFirst().contains { $0.hidesBottomBarWhenPushed }
        }
        return index > 0 && children[1...index].contains { $0.hidesBottomBarWhenPushed }
    }

    /// True when `child`'s view runs down under the toolbar shown for it: its
    /// `edgesForExtendedLayout` holds `.bottom`, and the toolbar is translucent or the child's
    /// `extendedLayoutIncludesOpaqueBars` is true.
    func runsUnderToolbar(_ child: ViewController) -> Bool {
        guard toolbarShows(for: child), child.edgesForExtendedLayout.contains(.bottom) else { return false }
        return toolbar.isTranslucent || child.extendedLayoutIncludesOpaqueBars
    }

    /// The toolbar was shown or hidden, by `isToolbarHidden` or by the top controller's
    /// bottom-bar rule: it joins the root view when first shown, shows the top controller's
    /// items, and the children's room and safe areas change.
    func toolbarVisibilityDidChange() {
        let shown = isToolbarShown
        if shown {
            if let root = viewIfLoaded, toolbar.superview !== root {
                root.insertSubview(toolbar, belowSubview: navigationBar)
            }
            if let top = topViewController { showToolbarItems(of: top) }
        }
        toolbarIfMade?.isHidden = !shown
        barOpacityDidChange()
    }

    /// The top controller changed: when the app shows the toolbar and the new top's
    /// bottom-bar rule disagrees with the bar's state, the bar hides or comes back.
    func bottomBarRuleMayHaveChanged() {
        guard !isToolbarHidden, let bar = toolbarIfMade, bar.isHidden == isToolbarShown else { return }
        toolbarVisibilityDidChange()
    }

    /// Puts the shown toolbar along the bottom of `bounds`.
    func layoutToolbar(in bounds: Rect) {
        guard isToolbarShown else { return }
        let height = min(Toolbar.contentHeight, bounds.height)
        toolbar.frame = Rect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// Shows `top`'s items in the shown toolbar, unless they are there already.
    func showToolbarItems(of top: ViewController, animated: Bool = false) {
        guard isToolbarShown else { return }
        let items = top.toolbarItems ?? []
        guard !(toolbar.items ?? []).elementsEqual(items, by: ===) else { return }
        toolbar.setItems(top.toolbarItems, animated: animated)
    }

    /// The navigation bar and the toolbar show `top`, with `previous` below it.
    func showBars(top: ViewController, previous: ViewController?) {
        navigationBar.show(top: top, previous: previous)
        bottomBarRuleMayHaveChanged()
        showToolbarItems(of: top)
        showSearchBar(of: top)
        tabBarController?.bottomBarVisibilityMayHaveChanged()
    }
}

extension ViewController {
    /// Sets `toolbarItems` (`setToolbarItems(_:animated:)`); a navigation toolbar showing
    /// this controller's items shows the new ones, animated when `animated` is true.
    public func setToolbarItems(_ toolbarItems: [BarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
        toolbarItemsDidChange(animated: animated)
    }

    /// `toolbarItems` changed: the navigation toolbar shows them if this controller is on top.
    func toolbarItemsDidChange(animated: Bool) {
        guard let navigation = parent as? NavigationController, navigation.topViewController === self else { return }
        navigation.showToolbarItems(of: self, animated: animated)
    }
}
