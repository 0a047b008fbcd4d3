import Geometry

/// The solver of one view tree's constraints, owned by the tree's root view.
///
/// Every view or guide a constraint touches gets four variables: its origin in its
/// superview's (or owning view's) coordinates, and its size. A constraint between items in
/// different superviews adds up the origins along the way to their nearest common
/// ancestor, so a constraint is written in that ancestor's coordinates, as UIKit installs
/// it there. A view whose `translatesAutoresizingMaskIntoConstraints` is true has its four
/// variables pinned to its frame by required constraints, re-pinned when the frame moves.
/// Changes of constants, frames and intrinsic sizes re-solve incrementally; a change of
/// the tree's shape (a view moved, a flag flipped) rebuilds the tableau once, lazily.
@MainActor
final class LayoutEngine {
    struct Variables {
        let x: SolverVariable
        let y: SolverVariable
        let width: SolverVariable
        let height: SolverVariable
    }

    /// The engine's record of one view or guide.
    final class Item {
        let variables: Variables
        weak var view: View?
        weak var guide: LayoutGuide?
        /// The frame-pinning constraints of a view translating its autoresizing mask, and
        /// the rectangle (origin in the superview, size) they pin.
        var pins: [SolverConstraint] = []
        var pinned = Rect.zero
        /// Hugging and compression constraints, with the size and priorities they were made for.
        var intrinsic: [(constraint: SolverConstraint, axis: Int)] = []
        var intrinsicSize = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        var intrinsicPriorities: [LayoutPriority] = []
        var intrinsicInvalid = false
        /// A system guide's constraints to its owner's bounds, and the insets they were made for.
        var guidePins: [SolverConstraint] = []
        var guideInsets = EdgeInsets.zero
        /// The rectangle last read from the solution, for views laid out by constraints.
        var solved: Rect?

        init(variables: Variables) { self.variables = variables }
    }

    unowned let root: View
    var solver = LinearSolver()
    var items: [ObjectIdentifier: Item] = [:]
    /// Items in the order they were made, so passes over them are deterministic.
    var itemOrder: [Item] = []
    /// The solver's constraint for each active user constraint it holds.
    var held: [ObjectIdentifier: SolverConstraint] = [:]
    /// The active user constraints in the tree, in activation order.
    var active: [LayoutConstraint] = []
    var needsRebuild = true
    var needsSolve = true
    /// A view whose frame is not pinned even if it translates its frame: the view measured
    /// by `systemLayoutSizeFitting`.
    weak var unpinned: View?

    init(root: View) { self.root = root }

    /// Forgets the tableau; the next solve builds it again from the tree.
    func setNeedsRebuild() {
        needsRebuild = true
        root.requestFrame()
    }

    /// Asks for the inputs (frames, insets, intrinsic sizes) to be read again.
    func setNeedsSolve() {
        needsSolve = true
        root.requestFrame()
    }

    // MARK: Constraints

    func add(_ constraint: LayoutConstraint) {
        constraint.engine = self
        active.append(constraint)
        needsSolve = true
        if !needsRebuild { insert(constraint) }
    }

    func remove(_ constraint: LayoutConstraint) {
        constraint.engine = nil
        active.removeAll { $0 === constraint }
        needsSolve = true
        if let id = held.removeValue(forKey: ObjectIdentifier(constraint)) { try? solver.remove(id) }
        guard !needsRebuild else { return }
        // A constraint broken to resolve a conflict may fit now; it was reported already.
        for broken in active where held[ObjectIdentifier(broken)] == nil {
            insert(broken, reporting: false)
        }
    }

    func constantChanged(_ constraint: LayoutConstraint) {
        guard constraint.constant.isFinite else {
            // Out of the solver until it is a number again, where UIKit would raise.
            LayoutConstraint.report("\(constraint) got a constant that is not a number and is left out", on: root)
            if let id = held.removeValue(forKey: ObjectIdentifier(constraint)) { try? solver.remove(id) }
            return
        }
        needsSolve = true
        constraint.container?.setNeedsLayout()
        guard !needsRebuild else { return }
        guard let id = held[ObjectIdentifier(constraint)] else { return insert(constraint) }
        do {
            try solver.setConstant(id, to: -constraint.constant)
        } catch {
            // It can no longer hold: take it out and add it again, which names the conflict.
            held[ObjectIdentifier(constraint)] = nil
            try? solver.remove(id)
            insert(constraint)
        }
    }

    func priorityChanged(_ constraint: LayoutConstraint) {
        needsSolve = true
        constraint.container?.setNeedsLayout()
        guard !needsRebuild else { return }
        if let id = held.removeValue(forKey: ObjectIdentifier(constraint)) { try? solver.remove(id) }
        insert(constraint)
    }

    func intrinsicSizeChanged(of view: View) {
        items[ObjectIdentifier(view)]?.intrinsicInvalid = true
        setNeedsSolve()
    }

    /// Hands a user constraint to the solver; an unsatisfiable one is reported and left out.
    func insert(_ constraint: LayoutConstraint, reporting: Bool = true) {
        guard constraint.constant.isFinite, let (expression, relation) = expression(for: constraint) else { return }
        do {
            let id = try solver.add(
                expression, relation, required: constraint.priority.isRequired, weight: constraint.priority.weight)
            held[ObjectIdentifier(constraint)] = id
        } catch {
            if reporting { reportUnsatisfiable(constraint, error) }
        }
    }

    // MARK: Items

    /// The record of a view, made with its pins and intrinsic-size constraints on first use.
    func item(for view: View) -> Item {
        if let item = items[ObjectIdentifier(view)], item.view === view { return item }
        let item = Item(variables: makeVariables())
        item.view = view
        register(item, for: view)
        if view.translatesAutoresizingMaskIntoConstraints && view !== unpinned {
            pin(item, to: Self.untransformedFrame(of: view))
        } else {
            updateIntrinsicConstraints(of: item, view)
        }
        return item
    }

    /// The record of a guide; a system guide is pinned to its owner's inset bounds.
    func item(for guide: LayoutGuide) -> Item {
        if let item = items[ObjectIdentifier(guide)], item.guide === guide { return item }
        let item = Item(variables: makeVariables())
        item.guide = guide
        register(item, for: guide)
        if let insets = guide.insets, let owner = guide.owningView {
            let ownerVariables = self.item(for: owner).variables
            let v = item.variables
            item.guideInsets = insets
            item.guidePins = [
                required(LinearExpression([(v.x, 1)], constant: -insets.left), .equal),
                required(LinearExpression([(v.y, 1)], constant: -insets.top), .equal),
                required(
                    LinearExpression([(v.width, 1), (ownerVariables.width, -1)], constant: insets.left + insets.right),
                    .equal),
                required(
                    LinearExpression(
                        [(v.height, 1), (ownerVariables.height, -1)], constant: insets.top + insets.bottom),
                    .equal),
            ].compactMap { $0 }
        }
        return item
    }

    private func register(_ item: Item, for object: AnyObject) {
        items[ObjectIdentifier(object)] = item
        itemOrder.append(item)
    }

    private func makeVariables() -> Variables {
        Variables(
            x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(),
            height: solver.makeVariable())
    }

    /// A built-in required constraint; nil (and reported) if it contradicts the user's.
    private func required(_ expression: LinearExpression, _ relation: SolverRelation) -> SolverConstraint? {
        try? solver.add(expression, relation, required: true)
    }

    /// The frame a view has with its transform ignored (origin in the superview, bounds
    /// size): Auto Layout sets `center` and `bounds`, never the transformed frame.
    static func untransformedFrame(of view: View) -> Rect {
        Rect(
            x: view.center.x - view.bounds.width / 2, y: view.center.y - view.bounds.height / 2,
            width: view.bounds.width, height: view.bounds.height)
    }

    /// Pins a frame-translating view's variables to `frame` (UIKit's autoresizing-mask
    /// constraints); an existing pin moves by changing its constants.
    func pin(_ item: Item, to frame: Rect) {
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        // A frame that is not a number keeps the last pin rather than poison the tableau.
        guard values.allSatisfy(\.isFinite) else { return }
        let v = item.variables
        let variables = [v.x, v.y, v.width, v.height]
        if item.pins.isEmpty {
            for (variable, value) in zip(variables, values) {
                do {
                    item.pins.append(
                        try solver.add(LinearExpression([(variable, 1)], constant: -value), .equal, required: true))
                } catch {
                    reportUnsatisfiablePin(item, error)
                }
            }
        } else {
            let old = [item.pinned.minX, item.pinned.minY, item.pinned.width, item.pinned.height]
            for (index, pin) in item.pins.enumerated() where values[index] != old[index] {
                if (try? solver.setConstant(pin, to: -values[index])) == nil {
                    reportUnsatisfiablePin(item, .unsatisfiable(conflicting: [pin]))
                }
            }
        }
        item.pinned = frame
    }

    /// Makes or updates a view's hugging and compression-resistance constraints.
    func updateIntrinsicConstraints(of item: Item, _ view: View) {
        item.intrinsicInvalid = false
        var size = view.intrinsicContentSize
        if !size.width.isFinite { size.width = View.noIntrinsicMetric }
        if !size.height.isFinite { size.height = View.noIntrinsicMetric }
        let priorities = [
            view.contentHuggingPriority(for: .horizontal), view.contentHuggingPriority(for: .vertical),
            view.contentCompressionResistancePriority(for: .horizontal),
            view.contentCompressionResistancePriority(for: .vertical),
        ]
        if size == item.intrinsicSize && priorities == item.intrinsicPriorities { return }
        if priorities == item.intrinsicPriorities,
            item.intrinsic.count == 4 && size.width >= 0 && size.height >= 0
                && item.intrinsicSize.width >= 0 && item.intrinsicSize.height >= 0
        {
            // Only the size moved: shift the constants, as an edit does.
            for entry in item.intrinsic {
                try? solver.setConstant(entry.constraint, to: -(entry.axis == 0 ? size.width : size.height))
            }
        } else {
            for entry in item.intrinsic { try? solver.remove(entry.constraint) }
            item.intrinsic = []
            for axis in 0..<2 {
                let value = axis == 0 ? size.width : size.height
                guard value >= 0 else { continue }
                let variable = axis == 0 ? item.variables.width : item.variables.height
                let expression = LinearExpression([(variable, 1)], constant: -value)
                for (relation, priority) in [
                    (SolverRelation.lessThanOrEqual, priorities[axis]), (.greaterThanOrEqual, priorities[axis + 2]),
                ] {
                    if let id = try? solver.add(
                        expression, relation, required: priority.isRequired, weight: priority.weight)
                    {
                        item.intrinsic.append((id, axis))
                    }
                }
            }
        }
        item.intrinsicSize = size
        item.intrinsicPriorities = priorities
    }
}
