/// Pixels covering a box of device space: the frame itself or an offscreen group buffer.
struct Surface {
    let pixels: UnsafeMutablePointer<UInt32>
    let box: PixelBox
    let rowStride: Int

    @inline(__always)
    func address(x: Int, y: Int) -> UnsafeMutablePointer<UInt32> {
        pixels + ((y &- box.minY) &* rowStride &+ (x &- box.minX))
    }
}

/// Per-pixel coverage (0...255) over a box of device space; outside the box coverage is 0.
/// What a clip path leaves visible.
struct CoverageMask {
    let coverage: UnsafeMutablePointer<UInt8>
    let box: PixelBox
    let rowStride: Int

    @inline(__always)
    func address(x: Int, y: Int) -> UnsafeMutablePointer<UInt8> {
        coverage + ((y &- box.minY) &* rowStride &+ (x &- box.minX))
    }
}

extension SpanPainter {
    static var allowsJoinedSpans: Bool { false }
    var joinsShortRuns: Bool { false }

    @inline(__always)
    func sweepRows(
        cells: UnsafeMutablePointer<Float>, bits: UnsafeMutablePointer<UInt64>, cellsPerRow: Int, wordsPerRow: Int, box: PixelBox,
        rule: FillRule
    ) -> Bool { false }

    func paintRows(_ rows: Range<Int>, x: Int, count: Int, coverage: UInt8) {
        for y in rows { paintSpan(y: y, x: x, count: count, coverage: coverage) }
    }

    func paintRows(_ rows: Range<Int>, x: Int, count: Int, coverages: UnsafePointer<UInt8>) {
        for y in rows { paintSpan(y: y, x: x, count: count, coverages: coverages) }
    }

    /// Multiplies a span's coverage by the clip mask into `scratch` (the span must lie in the mask's box).
    @inline(__always)
    static func masked(
        _ mask: CoverageMask, y: Int, x: Int, count: Int, coverage: UInt8,
        into scratch: UnsafeMutablePointer<UInt8>
    ) {
        let row = mask.address(x: x, y: y)
        let c = UInt32(coverage)
        for i in 0..<count { scratch[i] = UInt8(truncatingIfNeeded: PixelArithmetic.multiply8(UInt32(row[i]), c)) }
    }

    @inline(__always)
    static func masked(
        _ mask: CoverageMask, y: Int, x: Int, count: Int, coverages: UnsafePointer<UInt8>,
        into scratch: UnsafeMutablePointer<UInt8>
    ) {
        let row = mask.address(x: x, y: y)
        for i in 0..<count {
            scratch[i] = UInt8(truncatingIfNeeded: PixelArithmetic.multiply8(UInt32(row[i]), UInt32(coverages[i])))
        }
    }
}
