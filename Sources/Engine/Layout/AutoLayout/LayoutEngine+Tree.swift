// How the engines follow the view tree: a subtree with constraints carries them into the
// tree it joins, and leaving a tree drops the constraints that crossed its edge, as UIKit
// removes them.

extension View {
    /// Called after `view` joined this view's tree: its engine's constraints join ours.
    func layoutTreeDidAdd(_ view: View) {
        if view.subtreeConstraintsNeedUpdate { markSubtreeConstraintsNeedUpdate() }
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
        // Each view a constraint lays out in, counting both ends of an `anchorWithOffset` span.
        let ends: (LayoutConstraint) -> [Bool] = { c in
            [c.first, c.second].flatMap { item -> [View?] in
                if let span = item as? LayoutAnchorSpan { return span.endViews }
                return item == nil ? [] : [LayoutConstraint.view(of: item)]
            }.map { $0?.isDescendant(of: self) ?? false }
        }
        let crossing = engine.active.filter { c in Set(ends(c)).count > 1 }
        LayoutConstraint.deactivate(crossing)
        let moving = engine.active.filter { ends($0).first == true }
        engine.active.removeAll { c in moving.contains { $0 === c } }
        engine.setNeedsRebuild()
        guard !moving.isEmpty else { return }
        let own = LayoutEngine(root: self)
        own.active = moving
        for constraint in moving { constraint.engine = own }
        autoLayout.engine = own
    }
}
