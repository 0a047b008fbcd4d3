import Geometry

extension LayoutEngine {
    /// Brings the solution up to date: rebuilds the tableau if the tree changed shape,
    /// re-pins frames, insets and intrinsic sizes that moved, and marks the superview of
    /// every view whose solved frame changed as needing layout. Cheap when nothing moved.
    func solveIfNeeded() {
        if needsRebuild { rebuild() }
        syncInputs()
        guard needsSolve else { return }
        needsSolve = false
        for item in itemOrder {
            guard let view = item.view, !view.translatesAutoresizingMaskIntoConstraints else { continue }
            let rect = value(of: item)
            if rect != item.solved {
                item.solved = rect
                view.superview?.setNeedsLayout()
            }
        }
    }

    /// The frame the solver gives a view laid out by constraints, in its superview.
    func solvedFrame(of view: View) -> Rect? {
        guard let item = items[ObjectIdentifier(view)], item.view === view else { return nil }
        return item.solved ?? value(of: item)
    }

    /// A guide's solved frame in its owning view's coordinates.
    func solvedFrame(of guide: LayoutGuide) -> Rect? {
        solveIfNeeded()
        guard let item = items[ObjectIdentifier(guide)], item.guide === guide else { return nil }
        return value(of: item)
    }

    func value(of item: Item) -> Rect {
        let v = item.variables
        return Rect(
            x: solver.value(of: v.x), y: solver.value(of: v.y), width: solver.value(of: v.width),
            height: solver.value(of: v.height))
    }

    /// Reads the frames of frame-translating views, system guides' insets and intrinsic
    /// sizes, and moves the constraints made from them.
    private func syncInputs() {
        for item in itemOrder {
            if let view = item.view {
                if !item.pins.isEmpty || view.translatesAutoresizingMaskIntoConstraints {
                    let frame = Self.untransformedFrame(of: view)
                    if frame != item.pinned {
                        pin(item, to: frame)
                        needsSolve = true
                    }
                } else if item.intrinsicInvalid {
                    updateIntrinsicConstraints(of: item, view)
                    needsSolve = true
                }
            } else if let guide = item.guide, let insets = guide.insets, insets != item.guideInsets,
                item.guidePins.count == 4
            {
                let values = [insets.left, insets.top, insets.left + insets.right, insets.top + insets.bottom]
                let signs: [Double] = [-1, -1, 1, 1]
                for (index, pin) in item.guidePins.enumerated() {
                    try? solver.setConstant(pin, to: signs[index] * values[index])
                }
                item.guideInsets = insets
                needsSolve = true
            }
        }
    }

    /// Builds the tableau from scratch: the active constraints of the tree, in the order
    /// they were activated (those no longer in this tree are dropped).
    private func rebuild() {
        needsRebuild = false
        needsSolve = true
        let previous = items
        solver = LinearSolver()
        items = [:]
        itemOrder = []
        held = [:]
        active.removeAll { $0.container.map { $0.treeRoot !== root } ?? true }
        for constraint in active { insert(constraint) }
        // Keep the last solved frames so only real moves ask for layout.
        for (key, item) in items { item.solved = previous[key].flatMap { $0.view === item.view ? $0.solved : nil } }
    }
}
