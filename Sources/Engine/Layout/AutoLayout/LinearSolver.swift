/// An incremental Cassowary solver: linear equalities and inequalities over real
/// variables, each either required or weighted, solved by the simplex method on a tableau
/// kept between changes.
///
/// Required constraints hold exactly or are refused (`SolverError.unsatisfiable`, the
/// solver left as it was). A weighted constraint gets error variables, and the solver
/// minimizes the sum of weight times error over all of them, so a heavier constraint wins
/// a conflict with a lighter one. Adding or removing a constraint pivots only what it
/// touches, and changing a constraint's constant (`setConstant`) moves the solution with a
/// few dual-simplex pivots, as an edit variable's suggested value does in Cassowary: a
/// window resize or an animated constant re-solves without rebuilding anything.
/// Ties between pivots go to the lowest symbol (Bland's rule), which both rules out
/// cycling and makes an under-determined system solve the same way on every run.
package final class LinearSolver {
    enum SymbolKind {
        /// A variable the caller reads: unrestricted in sign.
        case external
        /// The slack of an inequality: at least zero.
        case slack
        /// The error of a weighted constraint: at least zero, and costed in the objective.
        case error
        /// The marker of a required equality: always zero.
        case dummy
    }

    struct Tag {
        var marker: Int
        var other: Int?
        /// The marker's and the other symbol's coefficients in the row as first written
        /// (before any sign reversal), which `setConstant` needs to shift them.
        var markerCoefficient: Double
        var otherCoefficient: Double
        var constant: Double
        var weight: Double
        var isRequired: Bool
    }

    var kinds: [SymbolKind] = []
    var rows: [Int: LinearSolverRow] = [:]
    var tags: [Int: Tag] = [:]
    /// The constraint a marker symbol belongs to, for naming conflicts.
    var markerOwners: [Int: Int] = [:]
    var objective = LinearSolverRow(constant: 0)
    /// The objective of phase one while a required constraint with no easy subject is added.
    var artificial: LinearSolverRow?
    var infeasibleRows: [Int] = []
    var nextConstraint = 0

    /// An empty solver.
    package init() {}

    /// A new variable, zero until constraints say otherwise.
    package func makeVariable() -> SolverVariable {
        SolverVariable(id: makeSymbol(.external))
    }

    /// The number of constraints held.
    package var constraintCount: Int { tags.count }

    /// The variable's value in the current solution.
    package func value(of variable: SolverVariable) -> Double {
        rows[variable.id]?.constant ?? 0
    }

    /// Adds `expression relation 0`. A required constraint that contradicts the required
    /// ones held throws `.unsatisfiable`, naming them, and changes nothing; a weighted
    /// one (`weight` > 0) always goes in.
    package func add(
        _ expression: LinearExpression, _ relation: SolverRelation, required: Bool, weight: Double = 1
    ) throws(SolverError) -> SolverConstraint {
        let id = nextConstraint
        nextConstraint += 1
        var (row, tag) = makeRow(expression, relation, required: required, weight: weight)
        var subject = chooseSubject(row, tag)
        if subject == nil, row.cells.keys.allSatisfy({ kinds[$0] == .dummy }) {
            guard LinearSolverRow.isZero(row.constant) else {
                throw .unsatisfiable(conflicting: owners(of: row.cells.keys))
            }
            subject = tag.marker
        }
        markerOwners[tag.marker] = id
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            rows[subject] = row
        } else {
            let saved = (rows, objective, infeasibleRows)
            if let conflicting = addWithArtificialVariable(row) {
                (rows, objective, infeasibleRows) = saved
                markerOwners[tag.marker] = nil
                throw .unsatisfiable(conflicting: conflicting)
            }
        }
        tag.constant = expression.constant
        tags[id] = tag
        optimize()
        settle()
        return SolverConstraint(id: id)
    }

    /// Removes a constraint; the rest are re-solved without it.
    package func remove(_ constraint: SolverConstraint) throws(SolverError) {
        guard let tag = tags.removeValue(forKey: constraint.id) else { throw .unknownConstraint }
        markerOwners[tag.marker] = nil
        // Only error symbols carry a cost (an inequality's marker is its slack).
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where kinds[symbol] == .error {
            unCost(symbol, weight: tag.weight)
        }
        if rows.removeValue(forKey: tag.marker) == nil, let leaving = markerLeavingRow(tag.marker) {
            var row = rows.removeValue(forKey: leaving)!
            row.solve(for: tag.marker, replacing: leaving)
            substitute(tag.marker, with: row)
        }
        optimize()
        settle()
    }

    /// Repairs any row a substitution left below zero (the subject rules keep them at or
    /// above zero, so this is a guard against rounding) and forgets the list.
    private func settle() {
        if !infeasibleRows.isEmpty && !dualOptimize() { infeasibleRows.removeAll() }
    }

    /// Changes the constant of a held constraint's expression (as if it were removed and
    /// added again with the new constant, but incrementally). A required constraint that
    /// can no longer hold throws `.unsatisfiable` and keeps its old constant.
    package func setConstant(_ constraint: SolverConstraint, to constant: Double) throws(SolverError) {
        guard var tag = tags[constraint.id] else { throw .unknownConstraint }
        let delta = constant - tag.constant
        guard delta != 0 else { return }
        // The new constraint's marker m' relates to the old one by m = m' + delta / k
        // (k its coefficient): substitute that into every row that holds m.
        let saved = tag.isRequired ? (rows, objective, infeasibleRows) : nil
        if rows[tag.marker] != nil {
            shiftBasic(tag.marker, by: -delta / tag.markerCoefficient)
        } else if let other = tag.other, rows[other] != nil {
            shiftBasic(other, by: -delta / tag.otherCoefficient)
        } else {
            let shift = delta / tag.markerCoefficient
            for index in rows.indices {
                let a = rows.values[index].coefficient(of: tag.marker)
                guard a != 0 else { continue }
                rows.values[index].constant += a * shift
                let basic = rows.keys[index]
                if kinds[basic] != .external && rows.values[index].constant < 0 { infeasibleRows.append(basic) }
            }
        }
        let dummyBroken = kinds[tag.marker] == .dummy && !LinearSolverRow.isZero(rows[tag.marker]?.constant ?? 0)
        if dummyBroken || !dualOptimize() {
            if let saved { (rows, objective, infeasibleRows) = saved }
            infeasibleRows.removeAll()
            throw .unsatisfiable(conflicting: [])
        }
        tag.constant = constant
        tags[constraint.id] = tag
    }

    private func shiftBasic(_ symbol: Int, by amount: Double) {
        rows[symbol]!.constant += amount
        if kinds[symbol] != .external && kinds[symbol] != .dummy && rows[symbol]!.constant < 0 {
            infeasibleRows.append(symbol)
        }
    }

    /// Takes a removed weighted constraint's error symbol out of the objective.
    private func unCost(_ symbol: Int, weight: Double) {
        if let row = rows[symbol] { objective.add(row, times: -weight) } else { objective.add(symbol, -weight) }
    }

    func makeSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        return kinds.count - 1
    }

    /// The required constraints whose markers are among `symbols`, in the order they were
    /// added (a weighted constraint can always give way, so it is never part of a conflict).
    func owners(of symbols: some Sequence<Int>) -> [SolverConstraint] {
        symbols.compactMap { markerOwners[$0] }.filter { tags[$0]?.isRequired ?? false }.sorted()
            .map { SolverConstraint(id: $0) }
    }

    /// The tableau row of `expression relation 0`, with its slack, error or dummy symbols,
    /// written in terms of the current parametric symbols; errors are costed in the objective.
    private func makeRow(
        _ expression: LinearExpression, _ relation: SolverRelation, required: Bool, weight: Double
    ) -> (LinearSolverRow, Tag) {
        var row = LinearSolverRow(constant: expression.constant)
        for term in expression.terms where !LinearSolverRow.isZero(term.coefficient) {
            if let basic = rows[term.variable.id] {
                row.add(basic, times: term.coefficient)
            } else {
                row.add(term.variable.id, term.coefficient)
            }
        }
        var tag = Tag(
            marker: 0, other: nil, markerCoefficient: 1, otherCoefficient: 1, constant: expression.constant,
            weight: weight, isRequired: required)
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + slack = 0 for <=, expression - slack = 0 for >=, slack >= 0.
            let k: Double = relation == .lessThanOrEqual ? 1 : -1
            tag.marker = makeSymbol(.slack)
            tag.markerCoefficient = k
            row.add(tag.marker, k)
            if !required {
                let error = makeSymbol(.error)
                tag.other = error
                tag.otherCoefficient = -k
                row.add(error, -k)
                objective.add(error, weight)
            }
        case .equal:
            if required {
                tag.marker = makeSymbol(.dummy)
                row.add(tag.marker, 1)
            } else {
                // expression = plus - minus, both errors at least zero.
                tag.marker = makeSymbol(.error)
                let minus = makeSymbol(.error)
                tag.other = minus
                tag.markerCoefficient = -1
                tag.otherCoefficient = 1
                row.add(tag.marker, -1)
                row.add(minus, 1)
                objective.add(tag.marker, weight)
                objective.add(minus, weight)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to make basic for a new row: an external variable if there is one, else
    /// the constraint's own slack or error symbol when its coefficient is negative (so the
    /// row stays feasible); nil when phase one is needed.
    private func chooseSubject(_ row: LinearSolverRow, _ tag: Tag) -> Int? {
        if let external = row.cells.keys.filter({ kinds[$0] == .external }).min() { return external }
        for symbol in [tag.marker, tag.other].compactMap({ $0 })
        where kinds[symbol] == .slack || kinds[symbol] == .error {
            if row.coefficient(of: symbol) < 0 { return symbol }
        }
        return nil
    }
}
