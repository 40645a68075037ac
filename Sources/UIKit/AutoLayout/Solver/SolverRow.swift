/// A row of the solver's tableau: `constant + Σ coefficient × symbol`, the value of the row's basic symbol (or, for the
/// objective, the quantity minimised). Symbols are the solver's integer ids.
struct SolverRow {
    var constant: Double
    private(set) var cells: [Int: Double]

    init(constant: Double = 0, cells: [Int: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    static func isNearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

    func coefficient(of symbol: Int) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient × symbol`, dropping the cell if it cancels out.
    mutating func insert(_ symbol: Int, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if Self.isNearZero(sum) { cells[symbol] = nil } else { cells[symbol] = sum }
    }

    /// Adds `coefficient × row`.
    mutating func insert(row: SolverRow, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    mutating func remove(_ symbol: Int) { cells[symbol] = nil }

    mutating func reverseSign() {
        constant = -constant
        cells = cells.mapValues { -$0 }
    }

    /// Turns `0 = row` into `symbol = row'`: `symbol` must have a cell.
    mutating func solve(for symbol: Int) {
        let factor = -1 / cells.removeValue(forKey: symbol)!
        constant *= factor
        cells = cells.mapValues { $0 * factor }
    }

    /// Turns `lhs = row` (with `rhs` in the row) into `rhs = row'`.
    mutating func solve(_ lhs: Int, for rhs: Int) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by what `row` says it is equal to.
    mutating func substitute(_ symbol: Int, by row: SolverRow) {
        if let coefficient = cells.removeValue(forKey: symbol) { insert(row: row, coefficient) }
    }

    /// The smallest symbol whose cell passes `test`: choices are made by id, so that solutions do not depend on how a
    /// dictionary happens to be laid out.
    func firstSymbol(where test: (Int, Double) -> Bool) -> Int? {
        var found: Int?
        for (symbol, value) in cells where test(symbol, value) && symbol < (found ?? .max) { found = symbol }
        return found
    }
}
