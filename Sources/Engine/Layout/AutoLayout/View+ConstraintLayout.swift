import Geometry

extension View {
    /// `UIView.layoutFittingCompressedSize`: the smallest size, for `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// `UIView.layoutFittingExpandedSize`: the largest size, for `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingExpandedSize = Size(width: 10_000, height: 10_000)

    /// Solves the tree's constraints now if anything they depend on changed
    /// (`updateConstraintsIfNeeded()`); `layoutIfNeeded()` does it first anyway.
    public func updateConstraintsIfNeeded() {
        rootLayoutEngine()?.solveIfNeeded()
    }

    /// Asks for the constraints to be solved in the next layout pass (`setNeedsUpdateConstraints()`).
    public func setNeedsUpdateConstraints() {
        rootLayoutEngine()?.setNeedsSolve()
        setNeedsLayout()
    }

    /// Gives each subview laid out by constraints its solved frame, as UIKit's
    /// `layoutSubviews` does before a subclass positions anything by hand; the frames set
    /// here animate inside `View.animate`. Views that translate their frames into
    /// constraints are left alone.
    func applyConstraintFrames() {
        guard subviews.contains(where: { $0.layoutState?.translatesAutoresizingMaskIntoConstraints == false }),
            let engine = rootLayoutEngine()
        else { return }
        engine.solveIfNeeded()
        for view in subviews where view.layoutState?.translatesAutoresizingMaskIntoConstraints == false {
            guard let frame = engine.solvedFrame(of: view) else { continue }
            let center = Point(x: frame.midX, y: frame.midY)
            if view.center != center { view.center = center }
            if view.bounds.size != frame.size { view.bounds = Rect(origin: view.bounds.origin, size: frame.size) }
        }
    }

    /// The size the view's constraints give it when its width and height are pulled
    /// towards `targetSize` at `fittingSizeLevel`: pass `layoutFittingCompressedSize` for
    /// the smallest size that satisfies them, `layoutFittingExpandedSize` for the largest.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width is pulled towards
    /// `targetSize.width` with `horizontalFittingPriority` and its height with
    /// `verticalFittingPriority` (`.required` fixes that side, as for a cell of known width).
    /// Only the constraints inside the view's subtree count; the view's own frame is not
    /// pinned, whatever its `translatesAutoresizingMaskIntoConstraints`.
    public func systemLayoutSizeFitting(
        _ targetSize: Size, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> Size {
        let engine = LayoutEngine(root: self)
        engine.needsRebuild = false
        engine.unpinned = self
        let variables = engine.item(for: self).variables
        var stack = [self]
        while let view = stack.popLast() {
            for constraint in view.constraints where Self.isInside(constraint, self) {
                engine.active.append(constraint)
                engine.insert(constraint)
            }
            stack.append(contentsOf: view.subviews)
        }
        for (variable, value, priority) in [
            (variables.width, targetSize.width, horizontalFittingPriority),
            (variables.height, targetSize.height, verticalFittingPriority),
        ] {
            _ = try? engine.solver.add(
                LinearExpression([(variable, 1)], constant: -value), .equal, required: priority.isRequired,
                weight: priority.weight)
        }
        return Size(width: engine.solver.value(of: variables.width), height: engine.solver.value(of: variables.height))
    }

    private static func isInside(_ constraint: LayoutConstraint, _ root: View) -> Bool {
        [constraint.first, constraint.second].allSatisfy { item in
            item == nil || (LayoutConstraint.view(of: item)?.isDescendant(of: root) ?? false)
        }
    }
}
