// The simplex steps of the solver: substitution, primal optimization of the objective,
// the dual simplex that restores feasibility after a constant moved, and phase one for a
// required row with no symbol to solve for.

extension LinearSolver {
    /// Replaces `symbol` by `row` in every row and objective, noting rows that went negative.
    func substitute(_ symbol: Int, with row: LinearSolverRow) {
        for index in rows.indices {
            guard rows.values[index].substitute(symbol, with: row) else { continue }
            let basic = rows.keys[index]
            if kinds[basic] != .external && kinds[basic] != .dummy && rows.values[index].constant < 0 {
                infeasibleRows.append(basic)
            }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// More pivots than any honest solve needs.
    var pivotLimit: Int { 1000 + 20 * (rows.count + kinds.count) }

    /// Makes `entering` basic in place of `leaving`.
    func pivot(entering: Int, leaving: Int) {
        var row = rows.removeValue(forKey: leaving)!
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        rows[entering] = row
    }

    /// Primal simplex on the objective (or on phase one's artificial objective while it is
    /// set): pivot while some parametric symbol with a negative cost can grow.
    func optimize() {
        // Bland's rule cannot cycle; the cap only guards against rounding gone astray.
        for _ in 0..<pivotLimit {
            var entering: Int?
            for (symbol, cost) in (artificial ?? objective).cells where cost < 0 && kinds[symbol] != .dummy {
                if entering == nil || symbol < entering! { entering = symbol }
            }
            guard let entering, let leaving = leavingRow(for: entering) else { return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The restricted basic row that bounds `entering` first (minimum ratio test).
    private func leavingRow(for entering: Int) -> Int? {
        var best: (ratio: Double, symbol: Int)?
        for (basic, row) in rows where kinds[basic] != .external {
            let a = row.coefficient(of: entering)
            guard a < 0 else { continue }
            let ratio = -row.constant / a
            if best == nil || ratio < best!.ratio || (ratio == best!.ratio && basic < best!.symbol) {
                best = (ratio, basic)
            }
        }
        return best?.symbol
    }

    /// Dual simplex: pivots each infeasible row (a restricted basic symbol below zero) back
    /// to feasibility while keeping the objective optimal. False when some row cannot be
    /// repaired, which means the required constraints now contradict each other.
    func dualOptimize() -> Bool {
        var pivots = 0
        // The lowest symbol first, not the order rows were visited in (a dictionary's,
        // which changes from run to run): the same changes then pivot the same way.
        while let leaving = infeasibleRows.min() {
            infeasibleRows.removeAll { $0 == leaving }
            pivots += 1
            guard pivots <= pivotLimit else { return false }
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var best: (ratio: Double, symbol: Int)?
            for (symbol, a) in row.cells where a > 0 && kinds[symbol] != .dummy {
                let ratio = objective.coefficient(of: symbol) / a
                if best == nil || ratio < best!.ratio || (ratio == best!.ratio && symbol < best!.symbol) {
                    best = (ratio, symbol)
                }
            }
            guard let entering = best?.symbol else { return false }
            pivot(entering: entering, leaving: leaving)
        }
        return true
    }

    /// The row to pivot out when removing a constraint whose marker is parametric: the
    /// restricted row with the smallest ratio where the marker's coefficient is negative,
    /// else where it is positive, else any external row holding it.
    func markerLeavingRow(_ marker: Int) -> Int? {
        var negative: (ratio: Double, symbol: Int)?
        var positive: (ratio: Double, symbol: Int)?
        var external: Int?
        for (basic, row) in rows {
            let a = row.coefficient(of: marker)
            guard a != 0 else { continue }
            if kinds[basic] == .external {
                if external == nil || basic < external! { external = basic }
            } else if a < 0 {
                let ratio = -row.constant / a
                if negative == nil || ratio < negative!.ratio || (ratio == negative!.ratio && basic < negative!.symbol)
                {
                    negative = (ratio, basic)
                }
            } else {
                let ratio = row.constant / a
                if positive == nil || ratio < positive!.ratio || (ratio == positive!.ratio && basic < positive!.symbol)
                {
                    positive = (ratio, basic)
                }
            }
        }
        return negative?.symbol ?? positive?.symbol ?? external
    }

    /// Phase one for a required row with no symbol to solve for: a new artificial symbol
    /// stands for the row and is minimized. Returns nil on success; otherwise the
    /// constraints that keep it above zero (the required markers left in the minimized
    /// artificial objective, a certificate of the conflict), and the caller restores the
    /// tableau it saved.
    func addWithArtificialVariable(_ row: LinearSolverRow) -> [SolverConstraint]? {
        let art = makeSymbol(.slack)
        rows[art] = row
        artificial = row
        optimize()
        let goal = artificial!
        artificial = nil
        guard LinearSolverRow.isZero(goal.constant) else { return owners(of: goal.cells.keys) }
        if var basic = rows.removeValue(forKey: art), !basic.cells.isEmpty {
            let pivotable = basic.cells.keys.filter { kinds[$0] == .slack || kinds[$0] == .error }.min()
            guard let entering = pivotable else { return owners(of: basic.cells.keys) }
            basic.solve(for: entering, replacing: art)
            substitute(entering, with: basic)
            rows[entering] = basic
        }
        for index in rows.indices { rows.values[index].cells[art] = nil }
        objective.cells[art] = nil
        return nil
    }
}
