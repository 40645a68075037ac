@testable import UIKit
import XCTest

/// The Cassowary solver on random systems (seeded): whatever is added, removed or changed, every required constraint
/// it accepted holds in its solution, and one that contradicts them is refused without disturbing the rest.
final class ConstraintSolverTests: XCTestCase {
    private struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    }

    private func residual(_ c: ConstraintSolver.Constraint, _ solver: ConstraintSolver) -> Double {
        c.terms.reduce(c.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }

    private func holds(_ c: ConstraintSolver.Constraint, _ solver: ConstraintSolver) -> Bool {
        let r = residual(c, solver)
        switch c.relation {
        case .equal: return abs(r) < 1e-6
        case .lessThanOrEqual: return r < 1e-6
        case .greaterThanOrEqual: return r > -1e-6
        }
    }

    func testRequiredConstraintsHoldThroughAddsRemovesAndChanges() throws {
        for seed in 1...60 {
            var random = Generator(state: UInt64(seed))
            let solver = ConstraintSolver()
            let count = random.int(3...10)
            let variables = (0..<count).map { _ in solver.makeVariable() }
            let truth = variables.map { _ in Double(random.int(-50...50)) }
            var accepted: [(id: Int, constraint: ConstraintSolver.Constraint)] = []
            for _ in 0..<(count * 2) {
                var terms: [(variable: Int, coefficient: Double)] = []
                for _ in 0..<random.int(1...3) {
                    terms.append((variables[random.int(0...(count - 1))], Double(random.int(-3...3))))
                }
                let value = terms.reduce(0) { $0 + $1.coefficient * truth[variables.firstIndex(of: $1.variable)!] }
                let relation: ConstraintSolver.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(0...2)]
                let slack = relation == .equal ? 0 : Double(random.int(0...5)) * (relation == .lessThanOrEqual ? -1 : 1)
                let strength = random.int(0...3) == 0 ? UILayoutPriority(Float(random.int(1...999))).strength : ConstraintSolver.required
                let constraint = ConstraintSolver.Constraint(terms: terms, constant: -value + slack, relation: relation, strength: strength)
                // Consistent with `truth`, so a required one is always accepted.
                let id = try solver.add(constraint)
                accepted.append((id, constraint))
            }
            for (_, c) in accepted where c.strength == ConstraintSolver.required {
                XCTAssertTrue(holds(c, solver), "seed \(seed): residual \(residual(c, solver))")
            }
            // A contradiction of an accepted required equality is refused, and the rest still holds.
            if let (_, equality) = accepted.first(where: { $0.constraint.relation == .equal && $0.constraint.strength == ConstraintSolver.required
                && $0.constraint.terms.contains { $0.coefficient != 0 } }) {
                var contradiction = equality
                contradiction.constant += 7
                XCTAssertThrowsError(try solver.add(contradiction), "seed \(seed)")
                for (_, c) in accepted where c.strength == ConstraintSolver.required { XCTAssertTrue(holds(c, solver), "seed \(seed)") }
            }
            // Remove half, change the constants of the others within what `truth` allows, and check again.
            var kept: [(id: Int, constraint: ConstraintSolver.Constraint)] = []
            for (index, entry) in accepted.enumerated() {
                if index % 2 == 0 { try solver.remove(entry.id) } else { kept.append(entry) }
            }
            for index in kept.indices where kept[index].constraint.relation != .equal {
                let loosened = kept[index].constraint.constant + (kept[index].constraint.relation == .lessThanOrEqual ? -2 : 2)
                kept[index].id = try solver.setConstant(loosened, of: kept[index].id)
                kept[index].constraint.constant = loosened
            }
            for (_, c) in kept where c.strength == ConstraintSolver.required {
                XCTAssertTrue(holds(c, solver), "seed \(seed) after changes: residual \(residual(c, solver))")
            }
        }
    }

    func testAnOptionalConstraintComesAsCloseAsTheRequiredOnesAllow() throws {
        let solver = ConstraintSolver()
        let x = solver.makeVariable()
        try solver.add(.init(terms: [(x, 1)], constant: -10, relation: .greaterThanOrEqual, strength: ConstraintSolver.required))
        let wish = try solver.add(.init(terms: [(x, 1)], constant: -3, relation: .equal, strength: 5))
        XCTAssertEqual(solver.value(of: x), 10)
        _ = try solver.setConstant(-25, of: wish)
        XCTAssertEqual(solver.value(of: x), 25)
        try solver.remove(wish)
        XCTAssertEqual(solver.value(of: x), 10)
    }
}
