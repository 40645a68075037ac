@_implementationOnly import RasterKernels

/// Receives the coverage of one filled shape, a run of pixels at a time, from `CoverageAccumulator.sweep`.
/// Coordinates are device pixels; coverage is 0...255 (area of the pixel inside the shape).
protocol SpanPainter {
    /// Whether a pixel comes out the same however the sweep splits its row into spans, including spans that reach
    /// past the shape with coverage 0: true for painters of one colour, which the sweep then serves in whole groups of
    /// eight pixels (`GroupSweep`). Painters that step along a source from each span's start (images, gradients) keep
    /// the default, false, and get spans that start and end where the shape's cells do (`RowSweep`).
    static var allowsJoinedSpans: Bool { get }
    /// Whether `RowSweep` gives this painter a shape's edges and a short inside between them as one span of varying
    /// coverage (`RowSweep.joinedSpanLimit`): for painters whose setup for a span costs more than a few pixels (images
    /// filtered smoothly without perspective: the source is stepped from the joined span's start, which moves their
    /// positions by less than a filter weight's step, so pixels differ from separate spans' by a level at most).
    var joinsShortRuns: Bool { get }
    /// Sweeps and paints every row of `cells` (as `CoverageAccumulator` holds them for `box`, `bits` marking touched
    /// groups of eight cells) in one pass, leaving the cells and bits cleared, when the painter has a kernel for it that
    /// gives the pixels `GroupSweep` gives: false (the default) has the rows swept by the accumulator. Only painters that
    /// allow joined spans are asked.
    func sweepRows(
        cells: UnsafeMutablePointer<Float>, bits: UnsafeMutablePointer<UInt64>, cellsPerRow: Int, wordsPerRow: Int, box: PixelBox,
        rule: FillRule
    ) -> Bool
    /// `count` pixels starting at (x, y), all with the same coverage (never 0).
    func paintSpan(y: Int, x: Int, count: Int, coverage: UInt8)
    /// `count` pixels starting at (x, y), each with its own coverage (some may be 0).
    func paintSpan(y: Int, x: Int, count: Int, coverages: UnsafePointer<UInt8>)
    /// The same span on each of `rows` (the rows a rectangle crosses wholly, which have the same cells): what
    /// `paintSpan(y:x:count:coverage:)` paints on each, in any order (the default paints them one by one).
    func paintRows(_ rows: Range<Int>, x: Int, count: Int, coverage: UInt8)
    /// `paintSpan(y:x:count:coverages:)` on each of `rows`, the same coverages on each.
    func paintRows(_ rows: Range<Int>, x: Int, count: Int, coverages: UnsafePointer<UInt8>)
}

/// Exact-area scanline rasterization. Each edge adds, to the cells of the rows it crosses, the signed
/// area it leaves to its right; a running sum along a row then gives each pixel's winding-weighted
/// coverage. A bitmap marks touched cells (or, for painters of one colour, the groups of eight cells they lie in) so the
/// sweep visits only those and hands the constant stretches between them (the shape's interior or exterior) to the
/// painter as single spans.
///
/// Coordinates are absolute device pixels in `Float`, finite and within a pixel of the frame (the canvas clips
/// every edge with `EdgeClipper` before it is stored), and each row's contribution is computed from
/// the edge alone, so a pixel's coverage does not depend on the box or band being rasterized: banded
/// rendering is bit-identical to whole-frame rendering. Buffers are kept zeroed between shapes (the
/// sweep clears what it reads), so a new shape costs nothing to start.
final class CoverageAccumulator {
    private var cells: UnsafeMutablePointer<Float>
    private var bits: UnsafeMutablePointer<UInt64>
    /// A row's coverages for the painters (eight bytes past the row's cells, so that they may be read eight at a time).
    private var scratch: UnsafeMutablePointer<UInt8>
    /// The coverages of a row's spans kept to be painted again (see `sweepRectangle`), as long as `scratch`.
    private var repeatedCoverages: UnsafeMutablePointer<UInt8>
    private var cellCapacity = 0
    private var wordCapacity = 0
    private var scratchCapacity = 0

    private(set) var box = PixelBox.empty
    /// Whether a bit stands for a group of eight cells (else for one cell): see `begin(box:marksGroups:)`.
    private var marksGroups = false
    private var cellsPerRow = 0
    private var wordsPerRow = 0
    private var leftF: Float = 0
    private var rightF: Float = 0
    private let queue = EdgeRows()
    /// Whether rows go through the queue: with `PixelArithmetic.vectorLoops`, by default, as the painters' vector
    /// loops do (unoptimised builds run SIMD types through generic code, far slower than the scalar rows that give
    /// the same cells, which `make test` checks by comparing the two builds' frames).
    private let queuesRows: Bool

    init(queuesRows: Bool = PixelArithmetic.vectorLoops) {
        self.queuesRows = queuesRows
        cells = .allocate(capacity: 1)
        bits = .allocate(capacity: 1)
        scratch = .allocate(capacity: 1)
        repeatedCoverages = .allocate(capacity: 1)
    }

    deinit {
        UnsafeMutableRawPointer(cells).deallocate()
        bits.deallocate()
        scratch.deallocate()
        repeatedCoverages.deallocate()
    }

    /// What the rectangle sweep (`sweepRectangle`, in its own file) reads: the box, its sides as `Float`s, the scratch
    /// row and the row for repeated coverages. Read here, where the compiler sees every access to these properties and
    /// checks them for exclusivity at compile time (read from another file, each read would be checked at run time).
    var rectangleSweepState: (
        box: PixelBox, leftF: Float, rightF: Float, scratch: UnsafeMutablePointer<UInt8>, repeatedCoverages: UnsafeMutablePointer<UInt8>
    ) {
        (box, leftF, rightF, scratch, repeatedCoverages)
    }

    /// Prepares to accumulate the pixels of `box` (which must not be empty) for a sweep by a painter that allows joined
    /// spans (`marksGroups`: the bitmap marks each group of eight cells with a touched one, as the sweep serves them a
    /// group at a time) or one that does not (it marks each touched cell).
    func begin(box: PixelBox, marksGroups: Bool) {
        self.box = box
        self.marksGroups = marksGroups
        // Two cells past the box's right side, where an edge at that side adds what its pixels' right neighbours
        // would get, and two more: a queued row always updates four cells (the last ones with 0 when it needs fewer).
        // Rounded up to whole groups of eight, which `GroupSweep` reads.
        cellsPerRow = (box.width + 4 + 7) & ~7
        wordsPerRow = ((marksGroups ? cellsPerRow >> 3 : cellsPerRow) + 63) >> 6
        // One word past the last row: `markBits` ORs zero bits into the word after the one it marks.
        let neededCells = cellsPerRow * box.height, neededWords = wordsPerRow * box.height + 1
        if neededCells > cellCapacity {
            UnsafeMutableRawPointer(cells).deallocate()
            cellCapacity = max(neededCells, cellCapacity * 2)
            // Aligned to a cache line, so that no group of eight cells (rows are whole groups) straddles two.
            cells = UnsafeMutableRawPointer.allocate(byteCount: cellCapacity * MemoryLayout<Float>.stride, alignment: 64)
                .bindMemory(to: Float.self, capacity: cellCapacity)
            cells.initialize(repeating: 0, count: cellCapacity)
        }
        if neededWords > wordCapacity {
            bits.deallocate()
            wordCapacity = max(neededWords, wordCapacity * 2)
            bits = .allocate(capacity: wordCapacity)
            bits.initialize(repeating: 0, count: wordCapacity)
        }
        if cellsPerRow > scratchCapacity {
            scratch.deallocate()
            scratchCapacity = max(cellsPerRow, scratchCapacity * 2)
            // Eight bytes past the row, so that painters may read a span's coverages eight at a time.
            scratch = .allocate(capacity: scratchCapacity + 8)
            scratch.initialize(repeating: 0, count: scratchCapacity + 8)
            repeatedCoverages.deallocate()
            repeatedCoverages = .allocate(capacity: scratchCapacity + 8)
            repeatedCoverages.initialize(repeating: 0, count: scratchCapacity + 8)
        }
        leftF = Float(box.minX)
        rightF = Float(box.maxX)
        queue.count = 0
    }

    /// Adds one edge. Parts left of the box count fully toward the pixels to their right; parts right of
    /// it, above or below it are dropped (they cannot change any pixel in the box).
    @inline(__always)
    func addEdge(_ e: Edge) {
        addLine(e.x0, e.y0, e.x1, e.y1)
    }

    func addLine(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float) {
        if y0 == y1 { return }
        let top = Float(box.minY), bottom = Float(box.maxY)
        if (y0 <= top && y1 <= top) || (y0 >= bottom && y1 >= bottom) { return }
        if x0 >= rightF && x1 >= rightF { return }
        if x0 <= leftF && x1 <= leftF { return accumulate(leftF, y0, leftF, y1) }
        // Split where the edge crosses the box's left and right sides.
        var ax = x0, ay = y0, bx = x1, by = y1
        if (ax < leftF) != (bx < leftF) {
            let ym = ay + (leftF - ax) * (by - ay) / (bx - ax)
            if ax < leftF {
                accumulate(leftF, ay, leftF, ym)
                ax = leftF; ay = ym
            } else {
                accumulate(leftF, ym, leftF, by)
                bx = leftF; by = ym
            }
        }
        if (ax > rightF) != (bx > rightF) {
            let ym = ay + (rightF - ax) * (by - ay) / (bx - ax)
            if ax > rightF { ax = rightF; ay = ym } else { bx = rightF; by = ym }
        }
        accumulate(ax, ay, bx, by)
    }

    /// Accumulates an edge lying within [left, right] in x.
    private func accumulate(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float) {
        if y0 == y1 { return }
        let direction: Float = y0 < y1 ? 1 : -1
        let (xa, ya, xb, yb) = y0 < y1 ? (x0, y0, x1, y1) : (x1, y1, x0, y0)
        // Edges come from `EdgeClipper` (finite, within the guard box), but a rise of a few denormals still
        // overflows the slope; such an edge's area is below any coverage step, so it is taken as vertical.
        var slope = (xb - xa) / (yb - ya)
        if !slope.isFinite { slope = 0 }
        let firstRow = max(Int(flooring: ya), box.minY)
        let endRow = min(Int(ceiling: yb), box.maxY)
        if firstRow >= endRow { return }
        // Every row is within the box: rows are clamped to it (and x to [left, right] when the row is evaluated).
        let queue = self.queue, top = box.minY, cellsPerRow = self.cellsPerRow, wordsPerRow = self.wordsPerRow
        if !queuesRows {
            for row in firstRow..<endRow {
                addRow(
                    cells + (row &- top) &* cellsPerRow, bits + (row &- top) &* wordsPerRow, rowY: Float(row), xa: xa, ya: ya,
                    yb: yb, slope: slope, direction: direction)
            }
            return
        }
        // An edge whose rows all fit in the queue, as nearly every one's do, is queued without a call (values kept across
        // one would be saved to the stack for every edge).
        if queue.count &+ (endRow &- firstRow) &+ 8 > EdgeRows.capacity {
            return queueInParts(rows: firstRow..<endRow, xa: xa, ya: ya, yb: yb, slope: slope, direction: direction)
        }
        enqueue(rows: firstRow..<endRow, xa: xa, ya: ya, yb: yb, slope: slope, direction: direction)
    }

    /// Queues an edge's rows, eight at a time (most edges have fewer: the lanes past them are written but not counted);
    /// the queue must have room for them and eight more.
    @inline(__always)
    private func enqueue(rows: Range<Int>, xa: Float, ya: Float, yb: Float, slope: Float, direction: Float) {
        let queue = self.queue, top = box.minY
        var n = queue.count, row = rows.lowerBound
        while row < rows.upperBound {
            queue.enqueue(at: n, row: row, boxRow: row &- top, xa: xa, ya: ya, yb: yb, slope: slope, direction: direction)
            let taken = min(rows.upperBound &- row, 8)
            n &+= taken
            row &+= taken
        }
        queue.count = n
    }

    /// Queues an edge's rows as many at a time as the queue has room for, flushing it in between.
    @inline(never)
    private func queueInParts(rows: Range<Int>, xa: Float, ya: Float, yb: Float, slope: Float, direction: Float) {
        var row = rows.lowerBound
        while row < rows.upperBound {
            if queue.count &+ 8 >= EdgeRows.capacity { flush() }
            let end = min(rows.upperBound, row &+ (EdgeRows.capacity &- 8 &- queue.count))
            enqueue(rows: row..<end, xa: xa, ya: ya, yb: yb, slope: slope, direction: direction)
            row = end
        }
    }

    /// Adds the queued rows to the cells, in the order they were queued.
    private func flush() {
        queue.evaluate(left: box.minX, leftF: leftF, rightF: rightF)
        // One loop for each kind of bitmap, so that its marking is not chosen row by row.
        if marksGroups { addQueuedRows(markingGroups: true) } else { addQueuedRows(markingGroups: false) }
        queue.count = 0
    }

    @inline(__always)
    private func addQueuedRows(markingGroups: Bool) {
        let queue = self.queue
        let cells = self.cells, bits = self.bits, cellsPerRow = self.cellsPerRow, wordsPerRow = self.wordsPerRow
        // The queue's arrays as locals: read through the object, each would be loaded again after every cell store.
        let boxRows = queue.boxRow, indices = queue.index, kinds = queue.kind, groups = queue.groups
        let first = queue.first, second = queue.second, third = queue.third, fourth = queue.fourth
        for i in 0..<queue.count {
            // The cells of a row eight ahead, so that its update does not wait on memory (rows of a shape's box
            // are far apart; lanes past the queue's end only hint at addresses and never fault).
            let ahead = i &+ 8
            raster_prefetch_for_write(
                cells + (Int(truncatingIfNeeded: boxRows[ahead]) &* cellsPerRow &+ Int(truncatingIfNeeded: indices[ahead])))
            let kind = kinds[i]
            let boxRow = Int(truncatingIfNeeded: boxRows[i])
            let rowCells = cells + boxRow &* cellsPerRow, rowBits = bits + boxRow &* wordsPerRow
            if kind > 0 {
                // Every index is within the row: the first cell lies in [0, width] (x is clamped to the box) and
                // the row has three cells more.
                let index = Int(truncatingIfNeeded: indices[i])
                let quad = UnsafeMutableRawPointer(rowCells + index)
                let added = quad.loadUnaligned(as: SIMD4<Float>.self) + SIMD4(first[i], second[i], third[i], fourth[i])
                quad.storeBytes(of: added, as: SIMD4<Float>.self)
                if markingGroups {
                    markBits(rowBits, index &>> 3, UInt64(truncatingIfNeeded: groups[i]))
                } else {
                    markBits(rowBits, index, UInt64(truncatingIfNeeded: kind))
                }
            } else if kind < 0 {
                addRow(
                    rowCells, rowBits, rowY: queue.row[i], xa: queue.xa[i], ya: queue.ya[i], yb: queue.yb[i],
                    slope: queue.slope[i], direction: queue.direction[i])
            }
        }
    }

    /// Adds one row of an edge, whatever the columns it crosses (the queue's rows across four or more columns, and
    /// every row when rows are not queued).
    private func addRow(
        _ rowCells: UnsafeMutablePointer<Float>, _ rowBits: UnsafeMutablePointer<UInt64>, rowY: Float, xa: Float, ya: Float,
        yb: Float, slope: Float, direction: Float
    ) {
        let leftF = self.leftF, rightF = self.rightF, left = box.minX
        let yTop = Self.larger(rowY, ya), yBottom = Self.smaller(rowY + 1, yb)
        let dy = yBottom - yTop
        if dy <= 0 { return }
        let xTop = Self.smaller(Self.larger(xa + (yTop - ya) * slope, leftF), rightF)
        let xBottom = Self.smaller(Self.larger(xa + (yBottom - ya) * slope, leftF), rightF)
        let d = dy * direction
        let xLow = Self.smaller(xTop, xBottom), xHigh = Self.larger(xTop, xBottom)
        let lowInteger = Int(flooring: xLow)
        let lowFloor = Float(lowInteger)
        let lowIndex = lowInteger &- left
        // ceil(xHigh) ≤ floor(xLow) + 1 exactly when xHigh ≤ floor(xLow) + 1: the common steep edge needs no ceiling.
        if xHigh <= lowFloor + 1 {
            // Within one pixel column: the area right of the edge is (1 − mean x offset) of this pixel.
            let middle = 0.5 * (xTop + xBottom) - lowFloor
            rowCells[lowIndex] += d - d * middle
            rowCells[lowIndex &+ 1] += d * middle
            markPair(rowBits, lowIndex)
            return
        }
        let highInteger = Int(ceiling: xHigh)
        let highCeil = Float(highInteger)
        let highIndex = highInteger &- left
        // Across several columns: a triangle in the first, trapezoids in between, a triangle in the last.
        let inverseWidth = 1 / (xHigh - xLow)
        let lowFraction = xLow - lowFloor
        let firstArea = 0.5 * inverseWidth * (1 - lowFraction) * (1 - lowFraction)
        let highFraction = xHigh - highCeil + 1
        let lastArea = 0.5 * inverseWidth * highFraction * highFraction
        rowCells[lowIndex] += d * firstArea
        mark(rowBits, lowIndex)
        if highIndex == lowIndex &+ 2 {
            rowCells[lowIndex &+ 1] += d * (1 - firstArea - lastArea)
            mark(rowBits, lowIndex &+ 1)
        } else {
            let secondArea = inverseWidth * (1.5 - lowFraction)
            rowCells[lowIndex &+ 1] += d * (secondArea - firstArea)
            mark(rowBits, lowIndex &+ 1)
            let step = d * inverseWidth
            var index = lowIndex &+ 2
            while index < highIndex &- 1 {
                rowCells[index] += step
                mark(rowBits, index)
                index &+= 1
            }
            let beforeLast = secondArea + Float(highIndex &- lowIndex &- 3) * inverseWidth
            rowCells[highIndex &- 1] += d * (1 - beforeLast - lastArea)
            mark(rowBits, highIndex &- 1)
        }
        rowCells[highIndex] += d * lastArea
        mark(rowBits, highIndex)
    }

    /// `max` and `min` for values that are never NaN, written as the comparison one vector instruction (`maxss`,
    /// `minss`) makes; Swift's `max` and `min` order NaNs and need a compare and a blend.
    @inline(__always)
    private static func larger(_ a: Float, _ b: Float) -> Float { a > b ? a : b }

    @inline(__always)
    private static func smaller(_ a: Float, _ b: Float) -> Float { a < b ? a : b }

    @inline(__always)
    private func mark(_ rowBits: UnsafeMutablePointer<UInt64>, _ index: Int) {
        let bit = marksGroups ? index &>> 3 : index
        rowBits[bit &>> 6] |= 1 &<< UInt64(truncatingIfNeeded: bit & 63)
    }

    /// Marks cells `index` and `index + 1` (which must exist), in one word unless they straddle two; when bits stand for
    /// groups, the cells' group and, for a group's last cell, the next.
    @inline(__always)
    private func markPair(_ rowBits: UnsafeMutablePointer<UInt64>, _ index: Int) {
        if marksGroups { return markBits(rowBits, index &>> 3, index & 7 == 7 ? 3 : 1) }
        let word = index &>> 6, bit = UInt64(truncatingIfNeeded: index & 63)
        rowBits[word] |= 3 &<< bit
        if bit == 63 { rowBits[word &+ 1] |= 1 }
    }

    /// The cells' values, row by row, with every queued row added: for tests that compare accumulations bit for bit.
    func cellValues() -> [Float] {
        if queue.count > 0 { flush() }
        return Array(UnsafeBufferPointer(start: cells, count: cellsPerRow * box.height))
    }

    /// Sets the bits `pattern` (1, 3, 7 or 15) selects from bit `index` on, without a branch: those that fall past the
    /// word go to the next one (zero when none do, into the spare word after the last row). When bits stand for cells,
    /// this marks the cells `pattern` selects from cell `index` on.
    @inline(__always)
    private func markBits(_ rowBits: UnsafeMutablePointer<UInt64>, _ index: Int, _ pattern: UInt64) {
        let word = index &>> 6, bit = UInt64(truncatingIfNeeded: index & 63)
        rowBits[word] |= pattern &<< bit
        rowBits[word &+ 1] |= (pattern &>> 1) &>> (63 &- bit)
    }

    /// Turns the accumulated cells into coverage, row by row, handing runs to the painter; leaves the
    /// buffers zeroed for the next shape.
    func sweep<Painter: SpanPainter>(rule: FillRule, painter: Painter) {
        // Group bits read as cell bits would leave cells unswept, and the reverse would index past the row.
        precondition(marksGroups == Painter.allowsJoinedSpans, "accumulated for another kind of painter")
        if queue.count > 0 { flush() }
        let cells = self.cells, bits = self.bits, cellsPerRow = self.cellsPerRow, wordsPerRow = self.wordsPerRow
        let box = self.box, scratch = self.scratch
        if Painter.allowsJoinedSpans
            && painter.sweepRows(cells: cells, bits: bits, cellsPerRow: cellsPerRow, wordsPerRow: wordsPerRow, box: box, rule: rule)
        {
            return
        }
        for rowIndex in 0..<box.height {
            let rowCells = cells + rowIndex &* cellsPerRow
            let rowBits = bits + rowIndex &* wordsPerRow
            if Painter.allowsJoinedSpans {
                GroupSweep.sweep(
                    cells: rowCells, bits: rowBits, words: wordsPerRow, y: box.minY &+ rowIndex, minX: box.minX, width: box.width,
                    rule: rule, scratch: scratch, painter: painter)
                continue
            }
            var row = RowSweep(y: box.minY &+ rowIndex, minX: box.minX, width: box.width, rule: rule, scratch: scratch)
            for wordIndex in 0..<wordsPerRow {
                var word = rowBits[wordIndex]
                if word == 0 { continue }
                rowBits[wordIndex] = 0
                while word != 0 {
                    let cell = (wordIndex &<< 6) &+ word.trailingZeroBitCount
                    word &= word &- 1
                    row.visit(cell, rowCells[cell], painter: painter)
                    rowCells[cell] = 0
                }
            }
            row.finish(painter: painter)
        }
    }
}
