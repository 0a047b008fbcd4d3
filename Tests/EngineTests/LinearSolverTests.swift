import XCTest

@testable import Engine

/// The Cassowary solver against systems solved by hand: required equalities and
/// inequalities, weighted constraints trading off by weight, removal, constant changes,
/// and contradictions reported without touching the solution.
final class LinearSolverTests: XCTestCase {
    private func expr(_ terms: [(SolverVariable, Double)], _ constant: Double = 0) -> LinearExpression {
        LinearExpression(terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant)
    }

    func testRequiredEqualitiesSolveALinearSystem() throws {
        let s = LinearSolver()
        let x = s.makeVariable()
        let y = s.makeVariable()
        // x + y = 10, x - y = 2: x = 6, y = 4.
        _ = try s.add(expr([(x, 1), (y, 1)], -10), .equal, required: true)
        _ = try s.add(expr([(x, 1), (y, -1)], -2), .equal, required: true)
        XCTAssertEqual(s.value(of: x), 6, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 4, accuracy: 1e-9)
    }

    func testTheHeavierOfTwoConflictingWeightedConstraintsWins() throws {
        let s = LinearSolver()
        let x = s.makeVariable()
        _ = try s.add(expr([(x, 1)], -10), .equal, required: false, weight: 1)
        _ = try s.add(expr([(x, 1)], -20), .equal, required: false, weight: 1000)
        XCTAssertEqual(s.value(of: x), 20, accuracy: 1e-9)
        // Added the other way round, the same: the objective, not the order, decides.
        let t = LinearSolver()
        let z = t.makeVariable()
        _ = try t.add(expr([(z, 1)], -20), .equal, required: false, weight: 1000)
        _ = try t.add(expr([(z, 1)], -10), .equal, required: false, weight: 1)
        XCTAssertEqual(t.value(of: z), 20, accuracy: 1e-9)
    }

    func testWeightedConstraintsMinimizeTheWeightedSumOfErrors() throws {
        // a + b = 100 required; a == 0 (weight 3), b == 0 (weight 1): all the error goes to
        // the lighter one (3a + b is smallest at a = 0, b = 100).
        let s = LinearSolver()
        let a = s.makeVariable()
        let b = s.makeVariable()
        _ = try s.add(expr([(a, 1), (b, 1)], -100), .equal, required: true)
        _ = try s.add(expr([(a, 1)]), .equal, required: false, weight: 3)
        _ = try s.add(expr([(b, 1)]), .equal, required: false, weight: 1)
        XCTAssertEqual(s.value(of: a), 0, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: b), 100, accuracy: 1e-9)
    }

    func testRequiredInequalitiesBoundWeightedPreferences() throws {
        let s = LinearSolver()
        let x = s.makeVariable()
        // 10 <= x <= 50 required, x == 80 wanted: x = 50; then x == 0 wanted more: x = 10.
        _ = try s.add(expr([(x, 1)], -10), .greaterThanOrEqual, required: true)
        _ = try s.add(expr([(x, 1)], -50), .lessThanOrEqual, required: true)
        let high = try s.add(expr([(x, 1)], -80), .equal, required: false, weight: 1)
        XCTAssertEqual(s.value(of: x), 50, accuracy: 1e-9)
        _ = try s.add(expr([(x, 1)]), .equal, required: false, weight: 10)
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
        try s.remove(high)
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
    }

    func testRemovingAConstraintReleasesWhatItHeld() throws {
        let s = LinearSolver()
        let x = s.makeVariable()
        let y = s.makeVariable()
        // y = x + 5 required; x == 10 required; y == 100 weak. Remove x == 10: y wins, x = 95.
        _ = try s.add(expr([(y, 1), (x, -1)], -5), .equal, required: true)
        let pin = try s.add(expr([(x, 1)], -10), .equal, required: true)
        _ = try s.add(expr([(y, 1)], -100), .equal, required: false, weight: 1)
        XCTAssertEqual(s.value(of: y), 15, accuracy: 1e-9)
        try s.remove(pin)
        XCTAssertEqual(s.value(of: x), 95, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 100, accuracy: 1e-9)
        XCTAssertThrowsError(try s.remove(pin), "a constraint is removed once") { error in
            XCTAssertEqual(error as? SolverError, .unknownConstraint)
        }
    }

    func testContradictoryRequiredEqualitiesAreRefusedAndNamed() throws {
        let s = LinearSolver()
        let x = s.makeVariable()
        let y = s.makeVariable()
        let sum = try s.add(expr([(x, 1), (y, 1)], -10), .equal, required: true)
        let pinX = try s.add(expr([(x, 1)], -4), .equal, required: true)
        XCTAssertThrowsError(try s.add(expr([(y, 1)], -7), .equal, required: true)) { error in
            guard case .unsatisfiable(let conflicting) = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertEqual(Set(conflicting), [sum, pinX], "y = 7 contradicts x + y = 10 with x = 4")
        }
        XCTAssertEqual(s.value(of: x), 4, accuracy: 1e-9, "the solution is untouched")
        XCTAssertEqual(s.value(of: y), 6, accuracy: 1e-9)
        XCTAssertEqual(s.constraintCount, 2)
        // The solver goes on working.
        _ = try s.add(expr([(y, 1)], -6), .equal, required: true)
        XCTAssertEqual(s.value(of: y), 6, accuracy: 1e-9)
    }

    func testContradictoryRequiredInequalitiesAreRefusedAndTheTableauRestored() throws {
        let s = LinearSolver()
        let x = s.makeVariable()
        let y = s.makeVariable()
        // x >= 10, y >= x + 5 required; y <= 12 cannot hold (y >= 15).
        let floor = try s.add(expr([(x, 1)], -10), .greaterThanOrEqual, required: true)
        let gap = try s.add(expr([(y, 1), (x, -1)], -5), .greaterThanOrEqual, required: true)
        _ = try s.add(expr([(y, 1)], -30), .equal, required: false, weight: 1)
        XCTAssertThrowsError(try s.add(expr([(y, 1)], -12), .lessThanOrEqual, required: true)) { error in
            guard case .unsatisfiable(let conflicting) = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertEqual(Set(conflicting), [floor, gap])
        }
        XCTAssertEqual(s.value(of: y), 30, accuracy: 1e-9)
        XCTAssertGreaterThanOrEqual(s.value(of: x), 10 - 1e-9)
        XCTAssertLessThanOrEqual(s.value(of: x), 25 + 1e-9)
    }

    func testSetConstantMovesTheSolutionAsARebuildWould() throws {
        let s = LinearSolver()
        let x = s.makeVariable()
        let y = s.makeVariable()
        // y = 2x required, x + y <= width required, x == 1000 weak: x = width / 3.
        _ = try s.add(expr([(y, 1), (x, -2)]), .equal, required: true)
        let width = try s.add(expr([(x, 1), (y, 1)], -300), .lessThanOrEqual, required: true)
        _ = try s.add(expr([(x, 1)], -1000), .equal, required: false, weight: 1)
        XCTAssertEqual(s.value(of: x), 100, accuracy: 1e-9)
        try s.setConstant(width, to: -600)
        XCTAssertEqual(s.value(of: x), 200, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 400, accuracy: 1e-9)
        try s.setConstant(width, to: -30)
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
    }

    func testSetConstantThatBreaksARequiredConstraintThrowsAndKeepsTheOldValue() throws {
        let s = LinearSolver()
        let x = s.makeVariable()
        _ = try s.add(expr([(x, 1)], -10), .greaterThanOrEqual, required: true)
        let cap = try s.add(expr([(x, 1)], -50), .lessThanOrEqual, required: true)
        _ = try s.add(expr([(x, 1)], -40), .equal, required: false, weight: 1)
        XCTAssertThrowsError(try s.setConstant(cap, to: -5))
        XCTAssertEqual(s.value(of: x), 40, accuracy: 1e-9)
        try s.setConstant(cap, to: -20)
        XCTAssertEqual(s.value(of: x), 20, accuracy: 1e-9)
    }

    func testRemovingAWeightedInequalityTakesItsCostAway() throws {
        let s = LinearSolver()
        let x = s.makeVariable()
        _ = try s.add(expr([(x, 1)]), .equal, required: false, weight: 1)
        let floor = try s.add(expr([(x, 1)], -10), .greaterThanOrEqual, required: false, weight: 100)
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
        try s.remove(floor)
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
    }

    /// Any sequence of adds and removes ends at an optimum as good as solving the remaining
    /// constraints from scratch: the weighted error, summed by hand from the values, is the
    /// same (the values themselves may differ where several optima tie).
    func testAddsAndRemovesReachTheSameOptimumAsAFreshSolve() throws {
        struct Spec {
            var terms: [(Int, Double)]
            var constant: Double
            var relation: SolverRelation
            var required: Bool
            var weight: Double
        }
        func cost(_ specs: [Spec], _ values: [Double]) -> Double {
            specs.filter { !$0.required }.reduce(0) { sum, c in
                let e = c.terms.reduce(c.constant) { $0 + $1.1 * values[$1.0] }
                switch c.relation {
                case .equal: return sum + c.weight * abs(e)
                case .lessThanOrEqual: return sum + c.weight * max(0, e)
                case .greaterThanOrEqual: return sum + c.weight * max(0, -e)
                }
            }
        }
        var rng = SplitMix(seed: 11)
        for _ in 0..<60 {
            let n = Int(rng.next() % 5) + 2
            var specs: [Spec] = []
            for v in 0..<n {
                // Every variable is held near a value, so every optimum is bounded.
                specs.append(
                    Spec(
                        terms: [(v, 1)], constant: -Double(rng.next() % 200), relation: .equal, required: false,
                        weight: Double(rng.next() % 50) + 1))
            }
            for _ in 0..<(Int(rng.next() % 8) + 2) {
                let a = Int(rng.next() % UInt64(n))
                let b = (a + 1 + Int(rng.next() % UInt64(n - 1))) % n
                let relations: [SolverRelation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
                specs.append(
                    Spec(
                        terms: [(a, 1), (b, -Double(rng.next() % 3 + 1) / 2)], constant: -Double(rng.next() % 100),
                        relation: relations[Int(rng.next() % 3)], required: rng.next() % 3 == 0,
                        weight: Double(rng.next() % 1000) + 1))
            }
            let live = LinearSolver()
            let liveVars = (0..<n).map { _ in live.makeVariable() }
            var held: [(Int, SolverConstraint)] = []
            for (i, c) in specs.enumerated() {
                let e = expr(c.terms.map { (liveVars[$0.0], $0.1) }, c.constant)
                if let id = try? live.add(e, c.relation, required: c.required, weight: c.weight) {
                    held.append((i, id))
                }
            }
            // Remove about half of what went in, then compare with a fresh solve of the rest.
            var kept: [Int] = []
            for (i, id) in held {
                if i >= n && rng.next() % 2 == 0 { try live.remove(id) } else { kept.append(i) }
            }
            let fresh = LinearSolver()
            let freshVars = (0..<n).map { _ in fresh.makeVariable() }
            var freshKept: [Spec] = []
            for i in kept {
                let c = specs[i]
                let e = expr(c.terms.map { (freshVars[$0.0], $0.1) }, c.constant)
                if (try? fresh.add(e, c.relation, required: c.required, weight: c.weight)) != nil {
                    freshKept.append(c)
                }
            }
            XCTAssertEqual(freshKept.count, kept.count, "what held together once holds again")
            let liveCost = cost(kept.map { specs[$0] }, liveVars.map { live.value(of: $0) })
            let freshCost = cost(freshKept, freshVars.map { fresh.value(of: $0) })
            XCTAssertEqual(liveCost, freshCost, accuracy: 1e-6 * max(1, freshCost))
        }
    }

    /// The incremental path is the same solution as building from scratch, on random
    /// chains of views (each left edge after the previous right edge, widths wanted at
    /// random sizes, the row squeezed into a container) as the container width changes.
    func testIncrementalConstantChangesMatchAFreshSolveOnRandomSystems() throws {
        var rng = SplitMix(seed: 7)
        for _ in 0..<40 {
            let count = Int(rng.next() % 6) + 2
            let wanted = (0..<count).map { _ in Double(rng.next() % 100) + 1 }
            let weights = (0..<count).map { _ in Double(rng.next() % 1000) + 1 }
            let widths = (0..<5).map { _ in Double(rng.next() % 600) }
            func build(width: Double) throws -> (LinearSolver, [SolverVariable], SolverConstraint) {
                let s = LinearSolver()
                let lefts = (0..<count).map { _ in s.makeVariable() }
                let sizes = (0..<count).map { _ in s.makeVariable() }
                _ = try s.add(expr([(lefts[0], 1)]), .equal, required: true)
                for i in 0..<count {
                    _ = try s.add(expr([(sizes[i], 1)]), .greaterThanOrEqual, required: true)
                    _ = try s.add(expr([(sizes[i], 1)], -wanted[i]), .equal, required: false, weight: weights[i])
                    if i > 0 {
                        _ = try s.add(
                            expr([(lefts[i], 1), (lefts[i - 1], -1), (sizes[i - 1], -1)], -8), .equal, required: true)
                    }
                }
                let end = try s.add(
                    expr([(lefts[count - 1], 1), (sizes[count - 1], 1)], -width), .lessThanOrEqual, required: true)
                return (s, sizes, end)
            }
            let (live, liveSizes, end) = try build(width: 1000)
            for width in widths {
                let fits = width >= Double(count - 1) * 8
                do {
                    try live.setConstant(end, to: -width)
                    XCTAssertTrue(fits, "a row wider than \(width) cannot fit")
                } catch {
                    XCTAssertFalse(fits, "width \(width) leaves room for \(count) sizes")
                    continue
                }
                let (fresh, freshSizes, _) = try build(width: width)
                let total = zip(liveSizes, freshSizes).map { live.value(of: $0.0) - fresh.value(of: $0.1) }
                for d in total {
                    XCTAssertEqual(d, 0, accuracy: 1e-6, "width \(width), wanted \(wanted), weights \(weights)")
                }
            }
        }
    }
}

/// A small deterministic generator for property tests.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
