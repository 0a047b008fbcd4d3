// How the engines follow the view tree: a subtree with constraints carries them into the
// tree it joins, and leaving a tree drops the constraints that crossed its edge, as UIKit
// removes them.

extension View {
    /// Called after `view` joined this view's tree: its engine's constraints join ours.
    func layoutTreeDidAdd(_ view: View) {
        guard let moved = view.layoutState?.engine else { return }
        view.layoutState?.engine = nil
        guard let engine = rootLayoutEngine(creating: true) else { return }
        for constraint in moved.active {
            constraint.engine = engine
            engine.active.append(constraint)
        }
        engine.setNeedsRebuild()
    }

    /// Called before this view leaves its superview: constraints between the subtree and
    /// the rest of the tree are deactivated, and those inside the subtree go with it.
    func layoutTreeWillRemove() {
        guard superview != nil, let engine = rootLayoutEngine() else { return }
        let inside: (AnyObject?) -> Bool = { item in
            LayoutConstraint.view(of: item)?.isDescendant(of: self) ?? false
        }
        let crossing = engine.active.filter { c in c.second != nil && inside(c.first) != inside(c.second) }
        LayoutConstraint.deactivate(crossing)
        let moving = engine.active.filter { inside($0.first) }
        engine.active.removeAll { c in moving.contains { $0 === c } }
        engine.setNeedsRebuild()
        guard !moving.isEmpty else { return }
        let own = LayoutEngine(root: self)
        own.active = moving
        for constraint in moving { constraint.engine = own }
        autoLayout.engine = own
    }
}
