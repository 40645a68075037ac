/// One row of the sweep, cell by cell: touched cells, visited left to right, turned into spans. Between touched cells
/// the coverage is constant (one span); a run of touched cells gets a coverage each. Spans start and end exactly where
/// the touched cells do, as painters that step along a source from each span's start need (`GroupSweep` serves the
/// painters of one colour). For a painter that `joinsShortRuns`, runs of constant coverage between touched cells join
/// them in one span of varying coverage, up to `joinedSpanLimit` pixels: a shape's edges and a narrow inside become one
/// span.
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
            if painter.joinsShortRuns && varyingStart >= 0 && cell &- varyingStart <= Self.joinedSpanLimit {
                let c = Self.coverage(accumulated, rule)
                if c != 0 {
                    Self.fill(scratch + (next &- varyingStart), with: c, count: cell &- next)
                    next = cell
                }
            }
        }
        if cell != next {
            if varyingStart >= 0 {
                painter.paintSpan(y: y, x: minX &+ varyingStart, count: next &- varyingStart, coverages: scratch)
                varyingStart = -1
            }
            let c = Self.coverage(accumulated, rule)
            if c != 0 { painter.paintSpan(y: y, x: minX &+ next, count: cell &- next, coverage: c) }
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

    /// Sets `count` bytes from `start` to `value`, eight at a time (a library call costs more than the store for the few
    /// dozen bytes of a joined span): up to seven bytes past `count` are written too, which the scratch row has room
    /// for (eight bytes past its last cell), and which lie at or past the touched cell that follows: the sweep writes
    /// that cell's coverage next, and a span's painter reads no coverage past its end.
    @inline(__always)
    static func fill(_ start: UnsafeMutablePointer<UInt8>, with value: UInt8, count: Int) {
        let pattern = UInt64(value) &* 0x0101_0101_0101_0101
        var k = 0
        while k < count {
            UnsafeMutableRawPointer(start + k).storeBytes(of: pattern, as: UInt64.self)
            k &+= 8
        }
    }

    /// The longest span that runs of constant coverage are joined into (`SpanPainter.joinsShortRuns`): longer insides
    /// stay spans of one coverage, which cost less per pixel, and a joined span's source positions, stepped from its
    /// start, stay within a filter weight's step of separate spans'.
    static var joinedSpanLimit: Int { 256 }

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
