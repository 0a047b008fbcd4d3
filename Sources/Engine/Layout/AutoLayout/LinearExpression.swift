/// A variable of a `LinearSolver`, handed out by `makeVariable()`.
package struct SolverVariable: Hashable, Sendable {
    /// The solver's symbol for the variable.
    package let id: Int
}

/// A sum of weighted variables plus a constant: the left side of `expression relation 0`.
package struct LinearExpression: Sendable {
    /// The weighted variables; a variable may appear more than once (the weights add).
    package var terms: [(variable: SolverVariable, coefficient: Double)]
    /// The constant term.
    package var constant: Double

    /// An expression from its terms and constant.
    package init(_ terms: [(variable: SolverVariable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Adds `coefficient * variable`.
    package mutating func add(_ variable: SolverVariable, _ coefficient: Double = 1) {
        terms.append((variable, coefficient))
    }

    /// Adds `other * factor`.
    package mutating func add(_ other: LinearExpression, times factor: Double = 1) {
        for t in other.terms { terms.append((t.variable, t.coefficient * factor)) }
        constant += other.constant * factor
    }
}

/// How an expression relates to zero in a solver constraint.
package enum SolverRelation: Sendable {
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression == 0`.
    case equal
    /// `expression >= 0`.
    case greaterThanOrEqual
}

/// A constraint held by a `LinearSolver`, handed out by `add`.
package struct SolverConstraint: Hashable, Sendable {
    /// The solver's number for the constraint.
    package let id: Int
}

/// Why a `LinearSolver` refused a change; the solver is left as it was before the call.
package enum SolverError: Error, Equatable, Sendable {
    /// Required constraints contradict each other. `conflicting` names the held constraints
    /// that, with the new one, admit no solution (the new one is not among them).
    case unsatisfiable(conflicting: [SolverConstraint])
    /// The constraint is not held by this solver.
    case unknownConstraint
}
