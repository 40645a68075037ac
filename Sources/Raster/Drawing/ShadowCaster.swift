/// A shadow as a display list holds it: in device pixels, with its blur planned.
struct ShadowSpec {
    /// The colour made opaque (premultiplied ARGB with alpha 255).
    let color: UInt32
    /// The colour's alpha (`shadowOpacity` included), 0...1: applied with the blurred alpha in one rounding.
    let alpha: Double
    /// The offset in device pixels (finite, and within a few frames' size).
    let dx: Double, dy: Double
    let plan: BlurPlan

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
/// alpha, a separable integer Gaussian over the cells, bilinear interpolation back to pixels. All arithmetic on
/// the cells is exact integer arithmetic on cells anchored in device space, so every band (and thread count)
/// gets the same pixels.
final class ShadowCaster {
    private let pool = BufferPool<Int32>()

    /// Paints the shadow of `content` onto `target` over `region` (inside the target and the clip's box), through
    /// `clip` and the group's `mask` (which masks the shadow as it masks the content), with the group's `opacity`.
    func cast(
        _ spec: ShadowSpec, content: Surface, mask: Surface?, onto target: Surface, clip: CoverageMask?, region: PixelBox,
        opacity: UInt32
    ) {
        guard !region.isEmpty, opacity > 0 else { return }
        let plan = spec.plan, shift = plan.shift, k = Double(plan.factor), r = plan.radius
        func cell(_ p: Int, _ d: Double) -> Int { Int(((Double(p) + 0.5 - d) / k - 0.5).rounded(.down)) }
        let iLo = cell(region.minX, spec.dx), iHi = cell(region.maxX - 1, spec.dx) + 1
        let jLo = cell(region.minY, spec.dy), jHi = cell(region.maxY - 1, spec.dy) + 1
        let outW = iHi - iLo + 1, outH = jHi - jLo + 1
        let cellsW = outW + 2 * r, cellsH = outH + 2 * r
        let cells = pool.acquire(cellsW * cellsH)
        let rows = pool.acquire(outW * cellsH)
        let blurred = pool.acquire(outW * outH)
        let weights = pool.acquire(2 * r + 1)
        let columns = pool.acquire(2 * region.width)
        defer {
            pool.release(columns)
            pool.release(weights)
            pool.release(blurred)
            pool.release(rows)
            pool.release(cells)
        }
        plan.weights(into: weights)

        // Cell sums of alpha, scaled so that a full cell holds 255 << 12 whatever its size.
        cells.initialize(repeating: 0, count: cellsW * cellsH)
        let area = content.box
        let firstCellX = iLo - r, firstCellY = jLo - r
        let xFrom = max(area.minX, firstCellX << shift), xTo = min(area.maxX, (iHi + r + 1) << shift)
        let yFrom = max(area.minY, firstCellY << shift), yTo = min(area.maxY, (jHi + r + 1) << shift)
        let scale = 12 - 2 * shift
        if xFrom < xTo && yFrom < yTo {
            for y in yFrom..<yTo {
                let row = cells + ((y >> shift) - firstCellY) * cellsW
                let source = content.address(x: xFrom, y: y)
                for x in xFrom..<xTo {
                    row[(x >> shift) - firstCellX] &+= Int32(truncatingIfNeeded: (source[x - xFrom] >> 24) << scale)
                }
            }
        }
        // Horizontal, then vertical Gaussian; weights sum to 65536.
        let taps = 2 * r + 1
        for j in 0..<cellsH {
            let source = cells + j * cellsW, output = rows + j * outW
            for i in 0..<outW {
                var sum: Int64 = 0
                for t in 0..<taps { sum &+= Int64(weights[t]) &* Int64(source[i + t]) }
                output[i] = Int32(truncatingIfNeeded: (sum &+ 32768) >> 16)
            }
        }
        for j in 0..<outH {
            let output = blurred + j * outW
            for i in 0..<outW {
                var sum: Int64 = 0
                for t in 0..<taps { sum &+= Int64(weights[t]) &* Int64(rows[(j + t) * outW + i]) }
                output[i] = Int32(truncatingIfNeeded: (sum &+ 32768) >> 16)
            }
        }
        // Each output column's cell and 8-bit interpolation weight, then the rows.
        func position(_ p: Int, _ d: Double) -> (cell: Int, weight: Int32) {
            let u = (Double(p) + 0.5 - d) / k - 0.5
            let whole = u.rounded(.down)
            return (Int(whole), Int32(((u - whole) * 256).rounded()))
        }
        for x in region.minX..<region.maxX {
            let (c, w) = position(x, spec.dx)
            columns[2 * (x - region.minX)] = Int32(c - iLo)
            columns[2 * (x - region.minX) + 1] = w
        }
        let color = spec.color
        // The colour's alpha times the group's opacity, as a 32-bit fraction: the blurred alpha (16 fractional bits)
        // times this, rounded once, is the shadow's alpha.
        let scale32 = Int64((min(max(spec.alpha, 0), 1) * Double(opacity) / 255 * 4_294_967_296).rounded())
        for y in region.minY..<region.maxY {
            let (c, wy) = position(y, spec.dy)
            let top = blurred + (c - jLo) * outW, bottom = top + outW
            let fy = Int64(wy), gy = 256 - fy
            let dst = target.address(x: region.minX, y: y)
            let clipRow = clip?.address(x: region.minX, y: y)
            // The mask covers the content's box; outside it the mask is empty and so is the shadow.
            var maskRow: UnsafeMutablePointer<UInt32>?
            var maskFrom = 0, maskTo = 0
            if let mask {
                if y < mask.box.minY || y >= mask.box.maxY { continue }
                maskFrom = max(mask.box.minX, region.minX) - region.minX
                maskTo = min(mask.box.maxX, region.maxX) - region.minX
                maskRow = mask.address(x: region.minX, y: y)
            }
            for i in 0..<region.width {
                if maskRow != nil && (i < maskFrom || i >= maskTo) { continue }
                let column = Int(columns[2 * i]), fx = Int64(columns[2 * i + 1]), gx = 256 - fx
                let upper = Int64(top[column]) * gx + Int64(top[column + 1]) * fx
                let lower = Int64(bottom[column]) * gx + Int64(bottom[column + 1]) * fx
                let level = (upper * gy + lower * fy) >> 12
                var factor = UInt32(truncatingIfNeeded: (level * scale32 + (1 << 47)) >> 48)
                if let clipRow { factor = PixelArithmetic.multiply8(factor, UInt32(clipRow[i])) }
                if let maskRow { factor = PixelArithmetic.multiply8(factor, maskRow[i] >> 24) }
                if factor == 0 { continue }
                dst[i] = PixelArithmetic.sourceOver(PixelArithmetic.multiply(color, by: factor), dst[i])
            }
        }
    }
}
