@_implementationOnly import RasterKernels

/// One row of the sweep for painters of one colour, eight cells at a time: each group of eight cells with a touched
/// cell becomes eight coverage bytes in one vector step (`raster_sweep_cells8`), consecutive such groups make one span
/// of varying coverage, and the whole groups between them one span of constant coverage. Every span starts at a
/// multiple of eight cells, so the painter's vector steps are the groups themselves.
///
/// The row's cells are a multiple of eight and zero where not touched, so a group's untouched cells carry the running
/// sum unchanged and its coverages hold for every pixel of the group. The bitmap has a bit for each group of eight cells
/// (`CoverageAccumulator.begin(box:marksGroups:)`).
struct GroupSweep {
    /// Sweeps the row whose cells start at `cells`, its touched groups marked in the `words` bitmap words from `bits`
    /// (cleared, with the cells, as the row is swept); pixels from `minX` for `width`, on row `y`.
    @inline(__always)
    static func sweep<Painter: SpanPainter>(
        cells: UnsafeMutablePointer<Float>, bits: UnsafeMutablePointer<UInt64>, words: Int, y: Int, minX: Int, width: Int,
        rule: FillRule, scratch: UnsafeMutablePointer<UInt8>, painter: Painter
    ) {
        let evenOdd: Int32 = rule == .evenOdd ? 1 : 0
        var carry: Float = 0
        // The first group of the current run of touched groups (-1 when there is none), and the first group not swept.
        var runStart = -1
        var next = 0
        for wordIndex in 0..<words {
            var word = bits[wordIndex]
            if word == 0 { continue }
            bits[wordIndex] = 0
            while word != 0 {
                let group = (wordIndex &<< 6) | word.trailingZeroBitCount
                word &= word &- 1
                if group != next {
                    if runStart >= 0 {
                        paintRun(from: runStart, to: next, y: y, minX: minX, width: width, scratch: scratch, painter: painter)
                    }
                    let c = RowSweep.coverage(carry, rule)
                    let end = min(group &<< 3, width), start = next &<< 3
                    if c != 0 && end > start { painter.paintSpan(y: y, x: minX &+ start, count: end &- start, coverage: c) }
                    runStart = group
                } else if runStart < 0 {
                    runStart = group
                }
                carry = raster_sweep_cells8(cells + (group &<< 3), carry, evenOdd, scratch + ((group &- runStart) &<< 3))
                next = group &+ 1
            }
        }
        if runStart >= 0 { paintRun(from: runStart, to: next, y: y, minX: minX, width: width, scratch: scratch, painter: painter) }
        let start = next &<< 3
        if start < width {
            let c = RowSweep.coverage(carry, rule)
            if c != 0 { painter.paintSpan(y: y, x: minX &+ start, count: width &- start, coverage: c) }
        }
    }

    /// Paints the groups `first..<end` from the coverages in `scratch`, up to the row's width.
    @inline(__always)
    private static func paintRun<Painter: SpanPainter>(
        from first: Int, to end: Int, y: Int, minX: Int, width: Int, scratch: UnsafeMutablePointer<UInt8>, painter: Painter
    ) {
        let start = first &<< 3, stop = min(end &<< 3, width)
        if stop > start { painter.paintSpan(y: y, x: minX &+ start, count: stop &- start, coverages: scratch) }
    }
}
