import Engine
import Geometry

/// One level of the stack a navigation bar shows: an item and, for a controller's item, the
/// controller whose `title` stands in for a nil item title.
@MainActor
struct ShownLevel {
    let item: NavigationItem
    weak var controller: ViewController?

    init(item: NavigationItem, controller: ViewController? = nil) {
        self.item = item
        self.controller = controller
    }

    init(_ controller: ViewController) {
        self.init(item: controller.navigationItem, controller: controller)
    }

    /// The title shown while this level is on top.
    var title: String { item.title ?? controller?.title ?? "" }

    /// What the back button says while this level is second from the top: the back item's
    /// title, else the back title, else the title, else "Back"; as the display mode asks.
    var backTitle: String {
        switch item.backButtonDisplayMode {
        case .minimal: return ""
        case .generic: return NavigationBar.genericBackTitle
        case .default:
            return item.backBarButtonItem?.title ?? item.backButtonTitle ?? item.title ?? controller?.title
                ?? NavigationBar.genericBackTitle
        }
    }
}

extension NavigationBar {
    /// The items the bar shows, bottom first (`items`): a navigation controller's bar answers
    /// its controllers' `navigationItem`s. Setting it is `setItems(_:animated: false)`.
    public var items: [NavigationItem]? {
        get {
            if let managingController { return managingController.viewControllers.map(\.navigationItem) }
            return ownItems
        }
        set { setItems(newValue, animated: false) }
    }

    /// The item on top, whose title the bar shows (`topItem`).
    public var topItem: NavigationItem? { items?.last }

    /// The item below the top one, which the back button names (`backItem`).
    public var backItem: NavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// Replaces the bar's items (`setItems(_:animated:)`) and shows the new top at once.
    /// Ignored on a navigation controller's bar, whose items are its controllers' (UIKit
    /// raises an exception there): push and pop controllers instead.
    public func setItems(_ items: [NavigationItem]?, animated: Bool) {
        guard managingController == nil else { return }
        ownItems = items ?? []
        showOwnTop()
    }

    /// Pushes `item` on the bar's items (`pushItem(_:animated:)`): it shows as the title, and
    /// the back button names the item below; it changes at once. The delegate may refuse it.
    /// Ignored on a navigation controller's bar, as `setItems(_:animated:)` is.
    public func pushItem(_ item: NavigationItem, animated: Bool) {
        guard managingController == nil, delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        ownItems.append(item)
        showOwnTop()
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item (`popItem(animated:)`) and returns it; nil when only one item (or
    /// none) is left, when the delegate refuses, or on a navigation controller's bar. The
    /// back button of a bar of the app's own does this.
    @discardableResult
    public func popItem(animated: Bool) -> NavigationItem? {
        guard managingController == nil, let top = ownItems.last, ownItems.count > 1,
            delegate?.navigationBar(self, shouldPop: top) ?? true
        else { return nil }
        let popped = ownItems.removeLast()
        popped.onChange = nil
        showOwnTop()
        delegate?.navigationBar(self, didPop: popped)
        return popped
    }

    /// Shows the top of the bar's own items, or nothing when it has none.
    private func showOwnTop() {
        guard let top = ownItems.last else {
            show(top: ShownLevel(item: NavigationItem()), previous: nil)
            return
        }
        let previous = ownItems.count > 1 ? ShownLevel(item: ownItems[ownItems.count - 2]) : nil
        show(top: ShownLevel(item: top), previous: previous)
    }
}
