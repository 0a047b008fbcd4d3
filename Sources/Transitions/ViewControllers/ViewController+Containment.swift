/// Child view controllers, for custom containers (`UIViewController`'s containment API).
///
/// UIKit's sequence: `addChild(child)` (which calls `child.willMove(toParent: self)`), add
/// the child's view to yours, then `child.didMove(toParent: self)`; to remove,
/// `child.willMove(toParent: nil)`, remove its view, then `child.removeFromParent()` (which
/// calls `child.didMove(toParent: nil)`). Appearance callbacks reach children through
/// `childrenForAppearance`.
extension ViewController {
    /// Makes `child` a child of this controller, removing it from any former parent first;
    /// calls `child.willMove(toParent: self)` before. Adding its view is the caller's job.
    public func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        if child.parent != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent's children and calls `didMove(toParent: nil)`
    /// after; nothing happens without a parent. Removing its view is the caller's job.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }
}
