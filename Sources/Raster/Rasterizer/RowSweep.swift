/// One row of the sweep: touched cells, visited left to right, turned into spans. Between touched cells the
/// coverage is constant (one span); a run of touched cells gets a coverage each.
struct RowSweep {
    let y: Int, minX: Int, width: Int
    let rule: FillRule
    let scratch: UnsafeMutablePointer<UInt8>
    private var accumulated: Float = 0
    private var next = 0
    private var varyingStart = -1

    init(y: Int, minX: Int, width: Int, rule: FillRule, scratch: UnsafeMutablePointer<UInt8>) {
        self.y = y; self.minX = minX; self.width = width; self.rule = rule; self.scratch = scratch
    }

    @inline(__always)
    mutating func visit<Painter: SpanPainter>(_ cell: Int, _ value: Float, painter: Painter) {
        if cell >= width { return }
        if cell != next {
            let c = Self.coverage(accumulated, rule)
            let gap = cell &- next
            // Painters blend in steps of eight pixels, and a pixel gets the same value whether its coverage comes in
            // a run or as a span's one coverage. So a gap the current run can take without another step (or any short
            // gap inside the shape, which would cost a step of its own) joins the run, and a long gap inside the
            // shape gives its first pixels to the run's last step and its last pixels (fewer than eight) to the run
            // that follows.
            let join = Painter.allowsJoinedSpans
            let spare = (8 &- ((next &- varyingStart) & 7)) & 7
            if join && varyingStart >= 0 && (gap <= spare || (c != 0 && gap < 8)) {
                Self.fill(scratch + (next &- varyingStart), c)
            } else {
                var start = next, length = gap
                if varyingStart >= 0 {
                    // The run's last step takes the first pixels of a long gap inside the shape, so that the span
                    // after it starts where that step ends: their vector stores never overlap, and a load never has to
                    // wait for a store that covers only part of it.
                    if join && c != 0 {
                        Self.fill(scratch + (next &- varyingStart), c)
                        start = next &+ spare
                        length = gap &- spare
                    }
                    painter.paintSpan(y: y, x: minX &+ varyingStart, count: start &- varyingStart, coverages: scratch)
                    varyingStart = -1
                }
                let tail = join && c != 0 ? length & 7 : 0
                if c != 0 && length > tail { painter.paintSpan(y: y, x: minX &+ start, count: length &- tail, coverage: c) }
                if tail > 0 {
                    varyingStart = cell &- tail
                    Self.fill(scratch, c)
                }
            }
        }
        accumulated += value
        if varyingStart < 0 { varyingStart = cell }
        scratch[cell &- varyingStart] = Self.coverage(accumulated, rule)
        next = cell &+ 1
    }

    @inline(__always)
    mutating func finish<Painter: SpanPainter>(painter: Painter) {
        if varyingStart >= 0 {
            painter.paintSpan(y: y, x: minX &+ varyingStart, count: next &- varyingStart, coverages: scratch)
        }
        if next < width {
            let c = Self.coverage(accumulated, rule)
            if c != 0 { painter.paintSpan(y: y, x: minX &+ next, count: width &- next, coverage: c) }
        }
    }

    /// Writes `c` to the eight bytes from `at`: a joined gap or a tail, both shorter than eight, in one store (the
    /// scratch row is readable and writable eight bytes past the row's end).
    @inline(__always)
    private static func fill(_ at: UnsafeMutablePointer<UInt8>, _ c: UInt8) {
        UnsafeMutableRawPointer(at).storeBytes(of: UInt64(c) &* 0x0101_0101_0101_0101, as: UInt64.self)
    }

    /// The coverage byte of an accumulated winding area under `rule`: the covered fraction times 255, to the nearest
    /// level (halves to even; a NaN gives an unspecified level, never a trap).
    @inline(__always)
    static func coverage(_ accumulated: Float, _ rule: FillRule) -> UInt8 {
        var a = abs(accumulated)
        if rule == .evenOdd {
            a -= 2 * Float(Int(flooring: a * 0.5))
            if a > 1 { a = 2 - a }
        } else if a > 1 {
            a = 1
        }
        return UInt8(truncatingIfNeeded: Float.roundedToNearest(a * 255))
    }
}
