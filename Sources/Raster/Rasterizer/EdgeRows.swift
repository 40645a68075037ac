/// The rows edges cross, queued for `CoverageAccumulator` a batch at a time, each row with what its cells get.
///
/// Adding an edge row by row puts a long chain of dependent arithmetic (the row's x extent, its floor, the areas) in
/// front of every cell update, and edges are short (two or three rows on average), so little of it overlaps. Queued,
/// the same arithmetic runs eight rows at a time in vector lanes, each lane doing exactly what the scalar code does
/// (the same operations in the same order, so the same values), and the cell updates follow in edge order, so the
/// cells end up bit-identical to adding the rows one by one.
///
/// A row within one pixel column or across two or three (every row of a steep edge, most of a shallow one) gets its
/// four cells' values here (the last ones 0 when it needs fewer); a row across four or more columns is left to the
/// accumulator's scalar row code.
final class EdgeRows {
    /// Rows queued at most before they must be added.
    static let capacity = 256

    /// What a queued row needs: its index (as a `Float`, exact), its edge's top x and y, bottom y, slope (dx/dy) and
    /// direction (+1 down, −1 up), and its index within the box (where its cells and bits are).
    let row: UnsafeMutablePointer<Float>
    let xa: UnsafeMutablePointer<Float>
    let ya: UnsafeMutablePointer<Float>
    let yb: UnsafeMutablePointer<Float>
    let slope: UnsafeMutablePointer<Float>
    let direction: UnsafeMutablePointer<Float>
    let boxRow: UnsafeMutablePointer<Int32>
    /// Results per row: the first cell (relative to the box's left side), the four cells' values, and which cells
    /// to mark: 3 (two cells), 7 (three), 15 (four), 0 (none: the row adds nothing) or −1 (four or more columns:
    /// scalar).
    let index: UnsafeMutablePointer<Int32>
    let first: UnsafeMutablePointer<Float>
    let second: UnsafeMutablePointer<Float>
    let third: UnsafeMutablePointer<Float>
    let fourth: UnsafeMutablePointer<Float>
    let kind: UnsafeMutablePointer<Int32>
    /// The same cells as groups of eight (for bitmaps with a bit a group): 1 when they lie in the first cell's group, 3
    /// when they reach into the next one.
    let groups: UnsafeMutablePointer<Int32>
    /// Rows queued.
    var count = 0

    init() {
        // Eight lanes past the capacity: the last vector step of a batch, and the lanes an edge writes past its last
        // row, stay inside.
        func lanes<T: Numeric>(_: T.Type) -> UnsafeMutablePointer<T> {
            let p = UnsafeMutablePointer<T>.allocate(capacity: Self.capacity + 8)
            p.initialize(repeating: 0, count: Self.capacity + 8)
            return p
        }
        row = lanes(Float.self); xa = lanes(Float.self); ya = lanes(Float.self); yb = lanes(Float.self)
        slope = lanes(Float.self); direction = lanes(Float.self); boxRow = lanes(Int32.self)
        index = lanes(Int32.self); kind = lanes(Int32.self); groups = lanes(Int32.self)
        first = lanes(Float.self); second = lanes(Float.self); third = lanes(Float.self); fourth = lanes(Float.self)
    }

    deinit {
        for p in [row, xa, ya, yb, slope, direction, first, second, third, fourth] { p.deallocate() }
        boxRow.deallocate(); index.deallocate(); kind.deallocate(); groups.deallocate()
    }

    /// Writes rows `row` to `row + 7` of one edge (`boxRow` being `row`'s index within the box) at position `at` (below
    /// `capacity`: the storage has eight lanes more); the caller counts those that exist.
    @inline(__always)
    func enqueue(at n: Int, row: Int, boxRow: Int, xa: Float, ya: Float, yb: Float, slope: Float, direction: Float) {
        store(SIMD8<Float>(repeating: Float(row)) + SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7), self.row + n)
        store(SIMD8(repeating: xa), self.xa + n)
        store(SIMD8(repeating: ya), self.ya + n)
        store(SIMD8(repeating: yb), self.yb + n)
        store(SIMD8(repeating: slope), self.slope + n)
        store(SIMD8(repeating: direction), self.direction + n)
        storeIntegers(SIMD8(repeating: Int32(truncatingIfNeeded: boxRow)) &+ SIMD8<Int32>(0, 1, 2, 3, 4, 5, 6, 7), self.boxRow + n)
    }

    /// Computes every queued row's cells, eight rows at a time, for a box whose sides are at `left` (also as `leftF`)
    /// and `rightF`, in device pixels.
    func evaluate(left: Int, leftF: Float, rightF: Float) {
        let lowest = SIMD8<Float>(repeating: leftF), highest = SIMD8<Float>(repeating: rightF)
        let leftIndex = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: left))
        let one = SIMD8<Float>(repeating: 1), two = SIMD8<Float>(repeating: 2), three = SIMD8<Float>(repeating: 3)
        let half = SIMD8<Float>(repeating: 0.5), oneAndHalf = SIMD8<Float>(repeating: 1.5)
        var i = 0
        while i < count {
            let rowY = load(row + i), xa = load(self.xa + i), ya = load(self.ya + i), yb = load(self.yb + i)
            let slope = load(self.slope + i), direction = load(self.direction + i)
            let yTop = Self.larger(rowY, ya), yBottom = Self.smaller(rowY + one, yb)
            let dy = yBottom - yTop
            let xTop = Self.smaller(Self.larger(xa + (yTop - ya) * slope, lowest), highest)
            let xBottom = Self.smaller(Self.larger(xa + (yBottom - ya) * slope, lowest), highest)
            let d = dy * direction
            let xLow = Self.smaller(xTop, xBottom), xHigh = Self.larger(xTop, xBottom)
            let lowInteger = Self.floor(xLow)
            let lowFloor = SIMD8<Float>(lowInteger)
            // Within one column: the area right of the edge is (1 − mean x offset) of this pixel.
            let middle = half * (xTop + xBottom) - lowFloor
            // Across two or three: a triangle in the first column, a triangle in the last, the rest between.
            let inverseWidth = one / (xHigh - xLow)
            let lowFraction = xLow - lowFloor
            let firstArea = half * inverseWidth * (one - lowFraction) * (one - lowFraction)
            let within = xHigh .<= lowFloor + one, across = xHigh .<= lowFloor + two
            let acrossThree = xHigh .<= lowFloor + three
            // The last column's triangle: the third column's for a row across two, the fourth's across three.
            let highFraction = xHigh - (lowFloor + two.replacing(with: three, where: .!across)) + one
            let lastArea = half * inverseWidth * highFraction * highFraction
            // Across three: the second column's trapezoid, and the third's the rest.
            let secondArea = inverseWidth * (oneAndHalf - lowFraction)
            store((d * firstArea).replacing(with: d - d * middle, where: within), first + i)
            store(
                (d * (secondArea - firstArea)).replacing(with: d * (one - firstArea - lastArea), where: across)
                    .replacing(with: d * middle, where: within), second + i)
            store(
                (d * (one - secondArea - lastArea)).replacing(with: d * lastArea, where: across).replacing(with: 0, where: within),
                third + i)
            store((d * lastArea).replacing(with: 0, where: across), fourth + i)
            var kind = SIMD8<Int32>(repeating: -1).replacing(with: 15, where: acrossThree)
            kind.replace(with: 7, where: across)
            kind.replace(with: 3, where: within)
            kind.replace(with: 0, where: dy .<= 0)
            storeIntegers(kind, self.kind + i)
            // The last cell lies 1, 2 or 3 cells on (the pattern's bits less one); past a group's end it is in the next.
            let cells = lowInteger &- leftIndex
            let lastCell = (cells & 7) &+ SIMD8<Int32>(repeating: 3).replacing(with: 2, where: across).replacing(with: 1, where: within)
            storeIntegers(1 | ((lastCell &>> 3) &<< 1), groups + i)
            storeIntegers(cells, index + i)
            i &+= 8
        }
    }

    /// `max` and `min` lane by lane, as the scalar code's `larger` and `smaller` (values are never NaN).
    @inline(__always)
    private static func larger(_ a: SIMD8<Float>, _ b: SIMD8<Float>) -> SIMD8<Float> { b.replacing(with: a, where: a .> b) }

    @inline(__always)
    private static func smaller(_ a: SIMD8<Float>, _ b: SIMD8<Float>) -> SIMD8<Float> { b.replacing(with: a, where: a .< b) }

    /// `Int32(flooring:)` lane by lane: the nearest integer through the magic number, less one where it lies above.
    @inline(__always)
    private static func floor(_ x: SIMD8<Float>) -> SIMD8<Int32> {
        let nearest = unsafeBitCast(x + SIMD8(repeating: 12_582_912), to: SIMD8<Int32>.self) &- 0x4B40_0000
        return nearest.replacing(with: nearest &- 1, where: SIMD8<Float>(nearest) .> x)
    }

    @inline(__always)
    private func load(_ p: UnsafeMutablePointer<Float>) -> SIMD8<Float> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD8<Float>.self)
    }

    @inline(__always)
    private func store(_ v: SIMD8<Float>, _ p: UnsafeMutablePointer<Float>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD8<Float>.self)
    }

    @inline(__always)
    private func storeIntegers(_ v: SIMD8<Int32>, _ p: UnsafeMutablePointer<Int32>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD8<Int32>.self)
    }
}
