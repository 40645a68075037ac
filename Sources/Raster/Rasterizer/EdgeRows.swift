/// The rows edges cross, queued for `CoverageAccumulator` a batch at a time, each row with what its cells get.
///
/// Adding an edge row by row puts a long chain of dependent arithmetic (the row's x extent, its floor, the areas) in
/// front of every cell update, and edges are short (two or three rows on average), so little of it overlaps. Queued,
/// the same arithmetic runs eight rows at a time in vector lanes, each lane doing exactly what the scalar code does
/// (the same operations in the same order, so the same values), and the cell updates follow in edge order, so the
/// cells end up bit-identical to adding the rows one by one.
///
/// A row within one pixel column or across two (nearly every row of a steep edge, many of a shallow one) gets its
/// three cells' values here; a row across three or more columns is left to the accumulator's scalar row code.
final class EdgeRows {
    /// Rows queued at most before they must be added.
    static let capacity = 256

    /// What a queued row needs: its index (as a `Float`, exact), its edge's top x and y, bottom y, slope (dx/dy) and
    /// direction (+1 down, −1 up), and where its cells and bits start.
    let row: UnsafeMutablePointer<Float>
    let xa: UnsafeMutablePointer<Float>
    let ya: UnsafeMutablePointer<Float>
    let yb: UnsafeMutablePointer<Float>
    let slope: UnsafeMutablePointer<Float>
    let direction: UnsafeMutablePointer<Float>
    let cellBase: UnsafeMutablePointer<Int>
    let bitBase: UnsafeMutablePointer<Int>
    /// Results per row: the first cell (relative to the box's left side), the three cells' values, and which cells
    /// to mark: 3 (two cells), 7 (three), 0 (none: the row adds nothing) or −1 (three or more columns: scalar).
    let index: UnsafeMutablePointer<Int32>
    let first: UnsafeMutablePointer<Float>
    let second: UnsafeMutablePointer<Float>
    let third: UnsafeMutablePointer<Float>
    let kind: UnsafeMutablePointer<Int32>
    /// Rows queued.
    var count = 0

    init() {
        // Seven lanes past the capacity: a last, partial vector step reads and writes whole vectors.
        let size = Self.capacity + 8
        func floats() -> UnsafeMutablePointer<Float> {
            let p = UnsafeMutablePointer<Float>.allocate(capacity: size)
            p.initialize(repeating: 0, count: size)
            return p
        }
        func integers<T: FixedWidthInteger>(_: T.Type) -> UnsafeMutablePointer<T> {
            let p = UnsafeMutablePointer<T>.allocate(capacity: size)
            p.initialize(repeating: 0, count: size)
            return p
        }
        row = floats(); xa = floats(); ya = floats(); yb = floats(); slope = floats(); direction = floats()
        cellBase = integers(Int.self); bitBase = integers(Int.self)
        index = integers(Int32.self); first = floats(); second = floats(); third = floats(); kind = integers(Int32.self)
    }

    deinit {
        for p in [row, xa, ya, yb, slope, direction, first, second, third] { p.deallocate() }
        cellBase.deallocate(); bitBase.deallocate(); index.deallocate(); kind.deallocate()
    }

    /// Computes every queued row's cells, eight rows at a time, for a box from `left` to `right` (device x).
    func evaluate(left: Int, leftF: Float, rightF: Float) {
        let lowest = SIMD8<Float>(repeating: leftF), highest = SIMD8<Float>(repeating: rightF)
        let leftIndex = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: left))
        let one = SIMD8<Float>(repeating: 1), two = SIMD8<Float>(repeating: 2), half = SIMD8<Float>(repeating: 0.5)
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
            // Across two: a triangle in the first column, the rest in the second, a triangle in the third.
            let inverseWidth = one / (xHigh - xLow)
            let lowFraction = xLow - lowFloor
            let firstArea = half * inverseWidth * (one - lowFraction) * (one - lowFraction)
            let highFraction = xHigh - (lowFloor + two) + one
            let lastArea = half * inverseWidth * highFraction * highFraction
            let within = xHigh .<= lowFloor + one, across = xHigh .<= lowFloor + two
            store((d * firstArea).replacing(with: d - d * middle, where: within), first + i)
            store((d * (one - firstArea - lastArea)).replacing(with: d * middle, where: within), second + i)
            store((d * lastArea).replacing(with: 0, where: within), third + i)
            var kind = SIMD8<Int32>(repeating: -1).replacing(with: 7, where: across)
            kind.replace(with: 3, where: within)
            kind.replace(with: 0, where: dy .<= 0)
            storeIntegers(kind, self.kind + i)
            storeIntegers(lowInteger &- leftIndex, index + i)
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
