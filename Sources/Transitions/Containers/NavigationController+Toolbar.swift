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

    /// True when `child`'s view runs down under the shown toolbar: its
    /// `edgesForExtendedLayout` holds `.bottom`, and the toolbar is translucent or the child's
    /// `extendedLayoutIncludesOpaqueBars` is true.
    func runsUnderToolbar(_ child: ViewController) -> Bool {
        guard !isToolbarHidden, child.edgesForExtendedLayout.contains(.bottom) else { return false }
        return toolbar.isTranslucent || child.extendedLayoutIncludesOpaqueBars
    }

    /// The toolbar was shown or hidden: it joins the root view when first shown, shows the
    /// top controller's items, and the children's room and safe areas change.
    func toolbarVisibilityDidChange() {
        if !isToolbarHidden {
            if let root = viewIfLoaded, toolbar.superview !== root {
                root.insertSubview(toolbar, belowSubview: navigationBar)
            }
            if let top = topViewController { showToolbarItems(of: top) }
        }
        toolbarIfMade?.isHidden = isToolbarHidden
        barOpacityDidChange()
    }

    /// Puts the shown toolbar along the bottom of `bounds`.
    func layoutToolbar(in bounds: Rect) {
        guard !isToolbarHidden else { return }
        let height = min(Toolbar.contentHeight, bounds.height)
        toolbar.frame = Rect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// Shows `top`'s items in the shown toolbar, unless they are there already.
    func showToolbarItems(of top: ViewController, animated: Bool = false) {
        guard !isToolbarHidden else { return }
        let items = top.toolbarItems ?? []
        guard !(toolbar.items ?? []).elementsEqual(items, by: ===) else { return }
        toolbar.setItems(top.toolbarItems, animated: animated)
    }

    /// The navigation bar and the toolbar show `top`, with `previous` below it.
    func showBars(top: ViewController, previous: ViewController?) {
        navigationBar.show(top: top, previous: previous)
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
