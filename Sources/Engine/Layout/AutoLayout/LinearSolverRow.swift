/// One row of the simplex tableau: `constant + sum(cells[s] * s)`.
///
/// A row stored under a basic symbol `b` reads `b = constant + sum(...)`, in terms of
/// parametric symbols only; a constraint's row before it is solved reads `0 = ...`.
struct LinearSolverRow {
    var constant: Double
    var cells: [Int: Double] = [:]

    /// Coefficients below this are taken as zero: rounding in repeated pivots leaves dust
    /// that would otherwise turn into spurious pivots.
    static let epsilon = 1e-8

    static func isZero(_ value: Double) -> Bool { abs(value) < epsilon }

    func coefficient(of symbol: Int) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient * symbol`, dropping the cell when the sum vanishes.
    mutating func add(_ symbol: Int, _ coefficient: Double) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if Self.isZero(sum) { cells[symbol] = nil } else { cells[symbol] = sum }
    }

    /// Adds `row * factor`, cell by cell.
    mutating func add(_ row: LinearSolverRow, times factor: Double) {
        constant += row.constant * factor
        for (symbol, c) in row.cells { add(symbol, c * factor) }
    }

    /// Negates every term (the row's equation is unchanged when it reads `0 = ...`).
    mutating func reverseSign() {
        constant = -constant
        for key in cells.keys { cells[key] = -cells[key]! }
    }

    /// Turns `0 = ... + a * symbol + ...` into `symbol = ...`, dropping the symbol's cell.
    mutating func solve(for symbol: Int) {
        guard let a = cells.removeValue(forKey: symbol) else { return }
        let factor = -1 / a
        constant *= factor
        for key in cells.keys { cells[key] = cells[key]! * factor }
    }

    /// Turns `lhs = ...` (a basic row) into `rhs = ...`, where `rhs` appears in the row.
    mutating func solve(for rhs: Int, replacing lhs: Int) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`'s right-hand side; returns whether the symbol was there.
    @discardableResult
    mutating func substitute(_ symbol: Int, with row: LinearSolverRow) -> Bool {
        guard let a = cells.removeValue(forKey: symbol) else { return false }
        add(row, times: a)
        return true
    }
}
