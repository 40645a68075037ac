/// A shadow as a display list holds it: in device pixels, with its blur planned.
struct ShadowSpec {
    /// The colour made opaque (premultiplied ARGB with alpha 255).
    let color: UInt32
    /// The colour's alpha (`shadowOpacity` included), 0...1: applied with the blurred alpha in one rounding.
    let alpha: Double
    /// The offset in device pixels (finite, and within a few frames' size).
    let dx: Double, dy: Double
    let plan: BlurPlan
    /// Device pixels the content covers opaquely right after the shadow, where it is not painted (empty: none).
    let occluder: PixelBox

    /// How far beyond the band (device pixels) a shadow group's content must be drawn so that every band computes
    /// the same shadow from the same cells: the blur's reach, the offset and a cell of alignment.
    var margin: Int { plan.reach + plan.factor + Int(max(abs(dx), abs(dy)).rounded(.up)) + 2 }

    /// Where the shadow of content covering `box` can be non-zero.
    func extent(of box: PixelBox) -> PixelBox {
        guard !box.isEmpty else { return .empty }
        let reach = plan.reach + 1
        return PixelBox(
            minX: box.minX + Int(dx.rounded(.down)) - reach, minY: box.minY + Int(dy.rounded(.down)) - reach,
            maxX: box.maxX + Int(dx.rounded(.up)) + reach, maxY: box.maxY + Int(dy.rounded(.up)) + reach)
    }
}

/// Computes a group's drop shadow for one band and paints it (see `BlurPlan`): cell averages of the content's
/// alpha, a separable Gaussian over the cells, bilinear interpolation back to pixels. Cells are anchored in device
/// space and every cell's value is computed by the same operations in the same order whichever band asks for it,
/// so every band (and thread count) gets the same pixels. The kernel loops run over a row at a time, tap by tap,
/// so that they vectorise without reassociating a sum.
final class ShadowCaster {
    private let pool = BufferPool<Float>()
    private let indexPool = BufferPool<Int>()
    private let coveragePool = BufferPool<UInt8>()

    /// The cell grid a shadow's alpha is averaged into: `width` × `height` cells from cell (`firstX`, `firstY`), each
    /// 2^`shift` pixels square; `pixels` is the device area they cover.
    struct Cells {
        let values: UnsafeMutablePointer<Float>
        let firstX: Int, firstY: Int, width: Int, height: Int, shift: Int
        var pixels: PixelBox {
            PixelBox(minX: firstX << shift, minY: firstY << shift, maxX: (firstX + width) << shift, maxY: (firstY + height) << shift)
        }

        /// Adds `amount` (alpha, 0...255) of the pixel (x, y), which must lie in `pixels`.
        @inline(__always)
        func add(x: Int, y: Int, _ amount: Float) {
            values[((y >> shift) - firstY) * width + (x >> shift) - firstX] += amount
        }
    }

    /// Paints the shadow of a group's `content` (see `cast(_:region:onto:clip:mask:opacity:fill:)`).
    func cast(
        _ spec: ShadowSpec, content: Surface, mask: Surface?, onto target: Surface, clip: CoverageMask?, region: PixelBox,
        opacity: UInt32
    ) {
        cast(spec, region: region, onto: target, clip: clip, mask: mask, opacity: opacity) { cells in
            let area = content.box.intersection(cells.pixels)
            guard !area.isEmpty else { return .empty }
            // Row by row, each cell's pixels summed as integers, then added once; divided by the cell's area at the end.
            let shift = cells.shift
            for y in area.minY..<area.maxY {
                let source = content.address(x: area.minX, y: y) - area.minX
                let row = cells.values + ((y >> shift) - cells.firstY) * cells.width - cells.firstX
                var start = area.minX
                while start < area.maxX {
                    let cell = start >> shift
                    let end = min((cell + 1) << shift, area.maxX)
                    var sum: UInt32 = 0
                    for x in start..<end { sum &+= source[x] >> 24 }
                    row[cell] += Float(sum)
                    start = end
                }
            }
            let inverseArea = 1 / Float(1 << (2 * shift))
            for i in 0..<(cells.width * cells.height) { cells.values[i] *= inverseArea }
            let last = (1 << shift) - 1
            return PixelBox(
                minX: area.minX >> shift, minY: area.minY >> shift, maxX: (area.maxX + last) >> shift,
                maxY: (area.maxY + last) >> shift)
        }
    }

    /// Paints a shadow onto `target` over `region` (inside the target and the clip's box), through `clip` and the
    /// group's `mask` (which masks the shadow as it masks the content), with the group's `opacity`. `fill` sets each
    /// cell to the shape's average alpha over it (0...255): from a group's content, or, for a shadow path, its
    /// coverage rasterized at cell resolution (exact area coverage of a cell is that average). It returns the cells it
    /// may have made non-zero (absolute cell coordinates, like `firstX`); every other cell stays 0.
    ///
    /// Work is skipped only where its result is known exactly: a zero cell adds nothing to a sum (w · 0 = 0), so the
    /// blur passes run over the rows and columns the shape can reach; a pixel all of whose four neighbouring cells are
    /// below half a level rounds to 0 and is not painted; nor is a pixel under the occluder.
    func cast(
        _ spec: ShadowSpec, region: PixelBox, onto target: Surface, clip: CoverageMask?, mask: Surface?, opacity: UInt32,
        fill: (Cells) -> PixelBox
    ) {
        // The colour's alpha times the group's opacity: the blurred alpha times this, rounded once, is the shadow's.
        let scale = Float(Color.unit(spec.alpha) * Double(opacity) / 255)
        guard !region.isEmpty, scale > 0 else { return }
        let plan = spec.plan, k = Double(plan.factor), r = plan.radius
        func cell(_ p: Int, _ d: Double) -> Int { Int(flooring: (Double(p) + 0.5 - d) / k - 0.5) }
        let iLo = cell(region.minX, spec.dx), iHi = cell(region.maxX - 1, spec.dx) + 1
        let jLo = cell(region.minY, spec.dy), jHi = cell(region.maxY - 1, spec.dy) + 1
        let outW = iHi - iLo + 1, outH = jHi - jLo + 1
        let cellsW = outW + 2 * r, cellsH = outH + 2 * r
        let width = region.width
        let values = pool.acquire(cellsW * cellsH)
        let rows = pool.acquire(outW * cellsH)
        let blurred = pool.acquire(outW * outH)
        let weights = pool.acquire(2 * r + 1)
        let columns = indexPool.acquire(width), columnWeights = pool.acquire(width)
        let visible = indexPool.acquire(2 * outH), changes = indexPool.acquire(cellsH)
        let upsampled = pool.acquire(2 * width)
        let factors = coveragePool.acquire(width)
        defer {
            coveragePool.release(factors)
            pool.release(upsampled)
            indexPool.release(changes)
            indexPool.release(visible)
            indexPool.release(columns)
            pool.release(columnWeights)
            pool.release(weights)
            pool.release(blurred)
            pool.release(rows)
            pool.release(values)
        }
        plan.weights(into: weights)

        values.initialize(repeating: 0, count: cellsW * cellsH)
        let written = fill(Cells(values: values, firstX: iLo - r, firstY: jLo - r, width: cellsW, height: cellsH, shift: plan.shift))
        // The written cells in grid indices; the horizontal pass's output columns they reach.
        let shape = PixelBox(
            minX: written.minX - (iLo - r), minY: written.minY - (jLo - r), maxX: written.maxX - (iLo - r), maxY: written.maxY - (jLo - r)
        )
        .intersection(PixelBox(minX: 0, minY: 0, maxX: cellsW, maxY: cellsH))
        let taps = 2 * r + 1
        let reachedLow = max(shape.minX - 2 * r, 0), reachedHigh = min(shape.maxX, outW)
        blurred.initialize(repeating: 0, count: outW * outH)
        if !shape.isEmpty && reachedLow < reachedHigh {
            // Horizontal, then vertical Gaussian, accumulated tap by tap over whole rows. A row of cells equal to the one
            // above it (a card's straight sides) gives the same output, copied; so does an output row whose taps all read
            // such rows. `changes[j]` counts the shape's rows up to j that differ from the row above.
            var changed = 0
            for j in shape.minY..<shape.maxY {
                let source = values + j * cellsW, output = rows + j * outW
                if j > shape.minY && Self.equal(source + shape.minX, source - cellsW + shape.minX, count: shape.width) {
                    (output + reachedLow).update(from: output - outW + reachedLow, count: reachedHigh - reachedLow)
                } else {
                    changed += 1
                    (output + reachedLow).initialize(repeating: 0, count: reachedHigh - reachedLow)
                    for t in 0..<taps {
                        let w = weights[t], tapped = source + t
                        for i in Self.range(shape.minX - t, shape.maxX - t, within: outW) { output[i] += w * tapped[i] }
                    }
                }
                changes[j] = changed
            }
            for j in 0..<outH {
                let output = blurred + j * outW
                if j > shape.minY && j + taps <= shape.maxY && changes[j + taps - 1] == changes[j - 1] {
                    (output + reachedLow).update(from: output - outW + reachedLow, count: reachedHigh - reachedLow)
                    continue
                }
                for t in Self.range(shape.minY - j, shape.maxY - j, within: taps) {
                    let w = weights[t], tapped = rows + (j + t) * outW
                    for i in reachedLow..<reachedHigh { output[i] += w * tapped[i] }
                }
            }
        }
        // Each blurred row's columns at or above half a level (with a margin for the interpolation's rounding): a pixel
        // interpolated from cells all below it is painted with level 0.
        let threshold = 0.5 / scale * 0.999
        for j in 0..<outH {
            let row = blurred + j * outW
            var low = reachedLow, high = reachedHigh
            while low < high && row[low] < threshold { low += 1 }
            while high > low && row[high - 1] < threshold { high -= 1 }
            visible[2 * j] = low
            visible[2 * j + 1] = high
        }
        // Back to pixels: each cell row interpolated across the output columns once (kept for the rows that use it),
        // then each output row between its two cell rows.
        func position(_ p: Int, _ d: Double) -> (cell: Int, weight: Float) {
            let u = (Double(p) + 0.5 - d) / k - 0.5
            let whole = Int(flooring: u)
            return (whole, Float(u - Double(whole)))
        }
        for x in region.minX..<region.maxX {
            let (c, w) = position(x, spec.dx)
            columns[x - region.minX] = c - iLo
            columnWeights[x - region.minX] = w
        }
        /// The first output column whose cell is at least `cell` (the columns' cells never decrease).
        func firstColumn(reaching cell: Int) -> Int {
            var low = 0, high = width
            while low < high {
                let middle = (low + high) / 2
                if columns[middle] < cell { low = middle + 1 } else { high = middle }
            }
            return low
        }
        /// The output columns interpolated from the visible cells of blurred rows `first...last` (clamped to the rows).
        func paintedColumns(_ first: Int, _ last: Int) -> Range<Int> {
            var low = outW, high = 0
            for j in max(first, 0)...min(last, outH - 1) where visible[2 * j] < visible[2 * j + 1] {
                low = min(low, visible[2 * j])
                high = max(high, visible[2 * j + 1])
            }
            guard low < high else { return 0..<0 }
            return firstColumn(reaching: low - 1)..<firstColumn(reaching: high)
        }
        // Every column's cell and the one after it lie in the blurred row (iLo...iHi covers the region).
        func interpolate(cellRow j: Int, into output: UnsafeMutablePointer<Float>) {
            let row = blurred + j * outW
            for i in paintedColumns(j - 1, j + 1) {
                let c = columns[i], f = columnWeights[i]
                output[i] = row[c] + (row[c &+ 1] - row[c]) * f
            }
        }
        var topRow = -2
        var top = upsampled, bottom = upsampled + width
        let occluder = spec.occluder
        for y in region.minY..<region.maxY {
            let (c, fy) = position(y, spec.dy)
            let j = c - jLo
            let painted = paintedColumns(j, j + 1)
            if painted.isEmpty { continue }
            // Cell row j's values over the columns rows j - 1...j + 1 paint; row j + 1's over those rows j...j + 2 paint.
            if j != topRow {
                if j == topRow + 1 {
                    swap(&top, &bottom)
                } else {
                    interpolate(cellRow: j, into: top)
                }
                interpolate(cellRow: j + 1, into: bottom)
                topRow = j
            }
            let dst = target.address(x: region.minX, y: y), upper = top, lower = bottom
            func paint(_ span: Range<Int>) {
                guard !span.isEmpty else { return }
                for i in span {
                    let level = (upper[i] + (lower[i] - upper[i]) * fy) * scale + 0.5
                    // Clamped, then truncated (the floor, for a level this side of zero), without a trapping conversion
                    // so that the loop vectorises.
                    factors[i] = UInt8(truncatingIfNeeded: Int32(flooring: level > 0 ? (level < 255 ? level : 255) : 0))
                }
                if let clip {
                    let row = clip.address(x: region.minX, y: y)
                    for i in span { factors[i] = UInt8(truncatingIfNeeded: PixelArithmetic.multiply8(UInt32(factors[i]), UInt32(row[i]))) }
                }
                if let mask {
                    // The mask covers the content's box; outside it the mask is empty and so is the shadow.
                    let from = max(mask.box.minX, region.minX) - region.minX, to = min(mask.box.maxX, region.maxX) - region.minX
                    let inside = y >= mask.box.minY && y < mask.box.maxY && from < to
                    let row = inside ? mask.address(x: region.minX, y: y) : nil
                    for i in span {
                        let alpha = row != nil && i >= from && i < to ? row![i] >> 24 : 0
                        factors[i] = UInt8(truncatingIfNeeded: PixelArithmetic.multiply8(UInt32(factors[i]), alpha))
                    }
                }
                RowBlend.solid(spec.color, coverages: factors + span.lowerBound, onto: dst + span.lowerBound, count: span.count)
            }
            // Where the content will cover the shadow opaquely, it is not painted.
            if y >= occluder.minY && y < occluder.maxY && occluder.minX < region.maxX && occluder.maxX > region.minX {
                let from = max(occluder.minX, region.minX) - region.minX, to = min(occluder.maxX, region.maxX) - region.minX
                paint(painted.lowerBound..<max(min(from, painted.upperBound), painted.lowerBound))
                paint(min(max(to, painted.lowerBound), painted.upperBound)..<painted.upperBound)
            } else {
                paint(painted)
            }
        }
    }

    private static func equal(_ a: UnsafePointer<Float>, _ b: UnsafePointer<Float>, count: Int) -> Bool {
        for i in 0..<count where a[i] != b[i] { return false }
        return true
    }

    /// `low..<high` clamped to `0..<count` (empty when they do not meet).
    private static func range(_ low: Int, _ high: Int, within count: Int) -> Range<Int> {
        let from = min(max(low, 0), count)
        return from..<min(max(high, from), count)
    }
}

/// Writes a shadow path's coverage, rasterized at cell resolution, into a shadow's cells.
struct CellPainter: SpanPainter {
    static var allowsJoinedSpans: Bool { true }

    let cells: ShadowCaster.Cells
    /// The path's colour's alpha, 0...1.
    let alpha: Float

    func paintSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
        let row = cells.values + (y - cells.firstY) * cells.width + (x - cells.firstX)
        let amount = Float(coverage) * alpha
        for i in 0..<count { row[i] = amount }
    }

    func paintSpan(y: Int, x: Int, count: Int, coverages: UnsafePointer<UInt8>) {
        let row = cells.values + (y - cells.firstY) * cells.width + (x - cells.firstX)
        for i in 0..<count { row[i] = Float(coverages[i]) * alpha }
    }
}
