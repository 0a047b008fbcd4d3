// Required constraints that cannot all hold are reported the way UIKit logs them: every
// constraint in the conflict by name, and the one left out to recover.

extension LayoutEngine {
    /// Reports that `constraint` contradicts required constraints already held; it stays
    /// active but out of the solver, as UIKit breaks one constraint to recover.
    func reportUnsatisfiable(_ constraint: LayoutConstraint, _ error: SolverError) {
        let others = names(of: error)
        let list = (others + [constraint.description]).joined(separator: ", ")
        LayoutConstraint.report(
            "Unable to simultaneously satisfy constraints: [\(list)]. "
                + "Will attempt to recover by breaking \(constraint)", on: root, kind: .unsatisfiableConstraints)
    }

    /// Reports that a frame-translating view's frame contradicts required constraints.
    func reportUnsatisfiablePin(_ item: Item, _ error: SolverError) {
        let view = LayoutConstraint.name(of: item.view)
        let others = names(of: error)
        LayoutConstraint.report(
            "Unable to simultaneously satisfy constraints: [\(others.joined(separator: ", "))] and the frame of "
                + "\(view) (translatesAutoresizingMaskIntoConstraints is true). "
                + "Will attempt to recover by breaking the frame's NSAutoresizingMaskLayoutConstraint",
            on: root, kind: .unsatisfiableConstraints)
    }

    /// The constraints a solver error names, user constraints by their description and
    /// built-in ones by UIKit's class names for them.
    private func names(of error: SolverError) -> [String] {
        guard case .unsatisfiable(let conflicting) = error else { return [] }
        var byID: [SolverConstraint: String] = [:]
        for constraint in active {
            if let id = held[ObjectIdentifier(constraint)] { byID[id] = constraint.description }
        }
        let sides = ["minX", "minY", "width", "height"]
        for item in itemOrder {
            let name = LayoutConstraint.name(of: item.view ?? item.guide)
            for (index, pin) in item.pins.enumerated() {
                let value = [item.pinned.minX, item.pinned.minY, item.pinned.width, item.pinned.height][index]
                byID[pin] =
                    "<NSAutoresizingMaskLayoutConstraint \(name).\(sides[index]) == "
                    + "\(LayoutConstraint.format(value))>"
            }
            for entry in item.intrinsic {
                byID[entry.constraint] =
                    "<NSContentSizeLayoutConstraint \(name).\(entry.axis == 0 ? "width" : "height")>"
            }
            for pin in item.guidePins { byID[pin] = "<\(name) pinned to its owner>" }
        }
        return conflicting.compactMap { byID[$0] }
    }
}
