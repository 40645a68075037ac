/// An incremental solver for linear equalities and inequalities with priorities: the Cassowary algorithm (Badros,
/// Borning and Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm", 2001), which Auto Layout's
/// engine is based on. Required constraints hold exactly or are refused; optional ones are met as closely as their
/// weights allow, the error of each weighed in a minimised objective. Adding, removing or changing one constraint
/// updates the solution from the previous one (a few pivots) rather than solving again.
///
/// Variables are integer ids made by `makeVariable()`. Every choice (entering and leaving symbols) falls on the
/// smallest id among equals, so the same constraints always give the same solution.
final class ConstraintSolver {
    enum Relation { case lessThanOrEqual, equal, greaterThanOrEqual }

    struct Constraint {
        var terms: [(variable: Int, coefficient: Double)]
        var constant: Double
        var relation: Relation
        /// `ConstraintSolver.required`, or a positive weight below it.
        var strength: Double
    }

    enum Failure: Error { case unsatisfiable, unknownConstraint }

    static let required = Double.greatestFiniteMagnitude

    private enum Kind { case external, slack, error, dummy }
    /// A constraint's marker (the slack, error or dummy symbol that identifies its row) and its second error symbol.
    private struct Tag {
        var marker: Int
        var other: Int?
        var constraint: Constraint
    }

    private var kinds: [Kind] = []
    private var rows: [Int: SolverRow] = [:]
    /// For each symbol, the basic symbols whose rows hold it: substitutions visit only those rows.
    private var columns: [Int: Set<Int>] = [:]
    private var tags: [Int: Tag] = [:]
    private var nextConstraintID = 0
    private var objective = SolverRow()
    private var artificial: SolverRow?
    private var infeasible: [Int] = []

    /// How many constraints are in the system.
    var constraintCount: Int { tags.count }

    func makeVariable() -> Int { makeSymbol(.external) }

    /// The variable's value in the current solution (0 for a variable no constraint determines).
    func value(of variable: Int) -> Double { rows[variable]?.constant ?? 0 }

    /// Whether no constraint determines the variable (it is a free parameter of the solution, left at 0).
    func isUndetermined(_ variable: Int) -> Bool { rows[variable] == nil }

    /// Adds a constraint and returns its id; throws `unsatisfiable` (leaving the system as it was) when it is required
    /// and contradicts the required ones already there.
    @discardableResult
    func add(_ constraint: Constraint) throws -> Int {
        let id = nextConstraintID
        nextConstraintID += 1
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil, row.cells.keys.allSatisfy({ kinds[$0] == .dummy }) {
            guard SolverRow.isNearZero(row.constant) else { throw Failure.unsatisfiable }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, by: row)
            insertRow(row, for: subject)
        } else {
            // Only a required constraint can fail here; the tableau is put back as it was (a copy on write).
            let saved = (rows, columns, objective, infeasible)
            guard addWithArtificialVariable(row) else {
                (rows, columns, objective, infeasible) = saved
                throw Failure.unsatisfiable
            }
        }
        tags[id] = tag
        optimize(objectiveRow: false)
        return id
    }

    /// Removes a constraint added before.
    func remove(_ id: Int) throws {
        guard let tag = tags.removeValue(forKey: id) else { throw Failure.unknownConstraint }
        removeErrorWeights(of: tag)
        if removeRow(for: tag.marker) == nil, let leaving = markerLeavingRow(tag.marker) {
            var row = removeRow(for: leaving)!
            row.solve(leaving, for: tag.marker)
            substitute(tag.marker, by: row)
        }
        optimize(objectiveRow: false)
    }

    /// Changes a constraint's constant. An optional constraint is updated in place (the dual simplex restores the
    /// solution); a required one is removed and added again, and throws `unsatisfiable` (and is gone) if it no longer
    /// fits. Returns the constraint's id, which may be new.
    func setConstant(_ constant: Double, of id: Int) throws -> Int {
        guard var tag = tags[id] else { throw Failure.unknownConstraint }
        let delta = constant - tag.constraint.constant
        if delta == 0 { return id }
        guard tag.constraint.strength < Self.required else {
            try remove(id)
            var changed = tag.constraint
            changed.constant = constant
            return try add(changed)
        }
        tag.constraint.constant = constant
        tags[id] = tag
        // The marker's coefficient in the constraint's own row: substituting marker = marker' + delta / k keeps every row true.
        let markerCoefficient: Double = switch tag.constraint.relation {
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual, .equal: -1
        }
        let shift = delta / markerCoefficient
        if rows[tag.marker] != nil {
            rows[tag.marker]!.constant -= shift
            if rows[tag.marker]!.constant < 0 { infeasible.append(tag.marker) }
        } else {
            for basic in columns[tag.marker] ?? [] {
                rows[basic]!.constant += rows[basic]!.coefficient(of: tag.marker) * shift
                if kinds[basic] != .external && rows[basic]!.constant < 0 { infeasible.append(basic) }
            }
        }
        dualOptimize()
        return id
    }

    // MARK: Building rows

    private func makeSymbol(_ kind: Kind) -> Int {
        kinds.append(kind)
        return kinds.count - 1
    }

    private func makeRow(for constraint: Constraint) -> (SolverRow, Tag) {
        var row = SolverRow(constant: constraint.constant)
        for term in constraint.terms where !SolverRow.isNearZero(term.coefficient) {
            if let basic = rows[term.variable] {
                row.insert(row: basic, term.coefficient)
            } else {
                row.insert(term.variable, term.coefficient)
            }
        }
        var tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            tag = Tag(marker: slack, other: nil, constraint: constraint)
            row.insert(slack, sign)
            if constraint.strength < Self.required {
                let error = makeSymbol(.error)
                tag.other = error
                row.insert(error, -sign)
                objective.insert(error, constraint.strength)
            }
        case .equal:
            if constraint.strength < Self.required {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                tag = Tag(marker: plus, other: minus, constraint: constraint)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, constraint.strength)
                objective.insert(minus, constraint.strength)
            } else {
                let dummy = makeSymbol(.dummy)
                tag = Tag(marker: dummy, other: nil, constraint: constraint)
                row.insert(dummy)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to make basic for a new row: an external variable, else a new slack or error with a negative
    /// coefficient; nil when the row needs an artificial variable.
    private func chooseSubject(_ row: SolverRow, _ tag: Tag) -> Int? {
        if let external = row.firstSymbol(where: { symbol, _ in kinds[symbol] == .external }) { return external }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where kinds[symbol] == .slack || kinds[symbol] == .error {
            if row.coefficient(of: symbol) < 0 { return symbol }
        }
        return nil
    }

    private func addWithArtificialVariable(_ row: SolverRow) -> Bool {
        let symbol = makeSymbol(.slack)
        insertRow(row, for: symbol)
        artificial = row
        optimize(objectiveRow: true)
        let succeeded = SolverRow.isNearZero(artificial!.constant)
        artificial = nil
        if var basic = removeRow(for: symbol) {
            if basic.cells.isEmpty { return succeeded }
            guard let entering = basic.firstSymbol(where: { s, _ in kinds[s] == .slack || kinds[s] == .error }) else { return false }
            basic.solve(symbol, for: entering)
            substitute(entering, by: basic)
            insertRow(basic, for: entering)
        }
        for basic in columns.removeValue(forKey: symbol) ?? [] { rows[basic]!.remove(symbol) }
        objective.remove(symbol)
        return succeeded
    }

    private func removeErrorWeights(of tag: Tag) {
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where kinds[symbol] == .error {
            if let row = rows[symbol] {
                objective.insert(row: row, -tag.constraint.strength)
            } else {
                objective.insert(symbol, -tag.constraint.strength)
            }
        }
    }

    // MARK: Simplex

    private func insertRow(_ row: SolverRow, for basic: Int) {
        rows[basic] = row
        for symbol in row.cells.keys { columns[symbol, default: []].insert(basic) }
    }

    private func removeRow(for basic: Int) -> SolverRow? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for symbol in row.cells.keys { columns[symbol]?.remove(basic) }
        return row
    }

    private func substitute(_ symbol: Int, by row: SolverRow) {
        for basic in columns.removeValue(forKey: symbol) ?? [] {
            rows[basic]!.substitute(symbol, by: row)
            for other in row.cells.keys {
                if rows[basic]!.coefficient(of: other) != 0 {
                    columns[other, default: []].insert(basic)
                } else {
                    columns[other]?.remove(basic)
                }
            }
            if kinds[basic] != .external && rows[basic]!.constant < 0 { infeasible.append(basic) }
        }
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }

    /// The primal simplex: pivots until no symbol can lower the objective (or the artificial row).
    private func optimize(objectiveRow artificialPhase: Bool) {
        // Bland's rule (the smallest ids) cannot cycle; the bound guards against rounding making it try.
        for _ in 0..<pivotLimit {
            let goal = artificialPhase ? artificial! : objective
            guard let entering = goal.firstSymbol(where: { s, c in c < 0 && kinds[s] != .dummy }) else { return }
            var leaving: Int?
            var ratio = Double.greatestFiniteMagnitude
            for basic in columns[entering] ?? [] where kinds[basic] != .external {
                let row = rows[basic]!
                let coefficient = row.coefficient(of: entering)
                guard coefficient < 0 else { continue }
                let r = -row.constant / coefficient
                if r < ratio || (r == ratio && basic < (leaving ?? .max)) {
                    ratio = r
                    leaving = basic
                }
            }
            // An objective that could fall without bound: cannot happen with non-negative error weights.
            guard let leaving else { return }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The dual simplex: makes rows with negative constants feasible again after constants changed.
    private func dualOptimize() {
        var pivots = 0
        while pivots < pivotLimit, let leaving = infeasible.min() {
            pivots += 1
            infeasible.removeAll { $0 == leaving }
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var entering: Int?
            var ratio = Double.greatestFiniteMagnitude
            for (symbol, coefficient) in row.cells where coefficient > 0 && kinds[symbol] != .dummy {
                let r = objective.coefficient(of: symbol) / coefficient
                if r < ratio || (r == ratio && symbol < (entering ?? .max)) {
                    ratio = r
                    entering = symbol
                }
            }
            guard let entering else { continue }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The most pivots one optimization may take: far more than any solvable system of this size needs.
    private var pivotLimit: Int { 10 * (rows.count + tags.count) + 1_000 }

    private func pivot(leaving: Int, entering: Int) {
        var row = removeRow(for: leaving)!
        row.solve(leaving, for: entering)
        substitute(entering, by: row)
        insertRow(row, for: entering)
    }

    /// The row to pivot a non-basic marker into when its constraint is removed: the most restricting one.
    private func markerLeavingRow(_ marker: Int) -> Int? {
        var first: (ratio: Double, basic: Int)?
        var second: (ratio: Double, basic: Int)?
        var third: Int?
        for basic in columns[marker] ?? [] {
            let row = rows[basic]!
            let coefficient = row.coefficient(of: marker)
            guard coefficient != 0 else { continue }
            if kinds[basic] == .external {
                if basic < (third ?? .max) { third = basic }
            } else if coefficient < 0 {
                let r = -row.constant / coefficient
                if first == nil || r < first!.ratio || (r == first!.ratio && basic < first!.basic) { first = (r, basic) }
            } else {
                let r = row.constant / coefficient
                if second == nil || r < second!.ratio || (r == second!.ratio && basic < second!.basic) { second = (r, basic) }
            }
        }
        return first?.basic ?? second?.basic ?? third
    }
}
