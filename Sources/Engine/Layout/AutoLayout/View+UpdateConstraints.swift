// The update-constraints pass of a layout: views change their constraints in
// `updateConstraints()`, leaves first, before the tree's constraints are solved.

extension View {
    /// Runs the update-constraints pass over the whole tree this view is in, then solves the
    /// tree's constraints if anything they depend on changed (`updateConstraintsIfNeeded()`);
    /// `layoutIfNeeded()` does it first anyway.
    public func updateConstraintsIfNeeded() {
        var root = self
        while let parent = root.superview { root = parent }
        root.updateConstraintsOfSubtree()
        rootLayoutEngine()?.solveIfNeeded()
    }

    /// Asks for `updateConstraints()` on this view and a solve in the next layout pass
    /// (`setNeedsUpdateConstraints()`).
    public func setNeedsUpdateConstraints() {
        constraintsNeedUpdate = true
        markSubtreeConstraintsNeedUpdate()
        rootLayoutEngine()?.setNeedsSolve()
        setNeedsLayout()
    }

    /// True when `updateConstraints()` will run in the next layout pass (`needsUpdateConstraints()`).
    public func needsUpdateConstraints() -> Bool { constraintsNeedUpdate }

    /// Marks this view and its ancestors as holding a view that waits for the pass.
    func markSubtreeConstraintsNeedUpdate() {
        var view: View? = self
        while let v = view, !v.subtreeConstraintsNeedUpdate || v === self {
            v.subtreeConstraintsNeedUpdate = true
            view = v.superview
        }
    }

    /// Calls `updateConstraints()` on each view below and at this one that waits for it,
    /// subviews before their superview, as UIKit's pass runs from the leaves up. A view that
    /// asks again from its own `updateConstraints()` waits for the next pass.
    func updateConstraintsOfSubtree() {
        guard subtreeConstraintsNeedUpdate else { return }
        subtreeConstraintsNeedUpdate = false
        for subview in subviews { subview.updateConstraintsOfSubtree() }
        guard constraintsNeedUpdate else { return }
        constraintsNeedUpdate = false
        if let controllerUpdateConstraints {
            controllerUpdateConstraints()
        } else {
            updateConstraints()
        }
    }
}
