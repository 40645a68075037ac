/// Source-over of a row of premultiplied source colours through coverage and an opacity: the last step of every
/// painter whose colour varies along a span (images, gradients).
///
/// Each loop goes eight pixels at a time in vector lanes, then one at a time for the rest, when `vectors` is true (by
/// default, `PixelArithmetic.vectorLoops`); tests pass `vectors: true` to check the vector loops in any build.
enum RowBlend {
    /// Source-over of one premultiplied colour onto `count` pixels, each scaled by its coverage. Branch-free so that
    /// it vectorises: a zero coverage gives a zero source and leaves the pixel unchanged.
    @inline(__always)
    static func solid(
        _ color: UInt32, coverages: UnsafePointer<UInt8>, onto dst: UnsafeMutablePointer<UInt32>, count: Int,
        vectors: Bool = PixelArithmetic.vectorLoops
    ) {
        var i = 0
        if vectors && count >= 8 {
            let colors = SIMD8<UInt32>(repeating: color)
            let end = count &- 8
            while i <= end {
                let c = PixelArithmetic.pairedWidened(coverages + i)
                store(PixelArithmetic.sourceOver(PixelArithmetic.multiply(colors, byPaired: c), load(dst + i)), dst + i)
                i &+= 8
            }
        }
        while i < count {
            let src = PixelArithmetic.multiply(color, by: UInt32(coverages[i]))
            dst[i] = PixelArithmetic.sourceOver(src, dst[i])
            i &+= 1
        }
    }

    /// `solid(_:coverages:onto:count:)` for a span whose row goes on for `room` pixels from `dst` (at least `count`),
    /// with eight coverage bytes readable from each of its pixels: the last pixels (fewer than eight), and short spans
    /// such as a shape's antialiased edges, are blended in one vector step too. The lanes past the span get coverage
    /// 0, which leaves their pixels exactly as they are.
    @inline(__always)
    static func solid(
        _ color: UInt32, coverages: UnsafePointer<UInt8>, onto dst: UnsafeMutablePointer<UInt32>, count: Int, room: Int,
        vectors: Bool = PixelArithmetic.vectorLoops
    ) {
        guard vectors && room >= 8 else { return solid(color, coverages: coverages, onto: dst, count: count, vectors: vectors) }
        let colors = SIMD8<UInt32>(repeating: color)
        var i = 0
        while i < count && i &+ 8 <= room {
            var bytes = UnsafeRawPointer(coverages + i).loadUnaligned(as: UInt64.self)
            let remaining = count &- i
            if remaining < 8 { bytes &= lowBytes(remaining) }
            let c = PixelArithmetic.pairedWidened(unsafeBitCast(bytes, to: SIMD8<UInt8>.self))
            store(PixelArithmetic.sourceOver(PixelArithmetic.multiply(colors, byPaired: c), load(dst + i)), dst + i)
            i &+= 8
        }
        while i < count {
            dst[i] = PixelArithmetic.sourceOver(PixelArithmetic.multiply(color, by: UInt32(coverages[i])), dst[i])
            i &+= 1
        }
    }

    /// Source-over of `color` scaled by one `coverage` onto `count` pixels of a row that goes on for `room` pixels
    /// from `dst` (at least `count`): whole vector steps, then the last pixels (fewer than eight, or a whole short
    /// span such as the inside of a thin stroke) in one more, its lanes past the span at coverage 0.
    @inline(__always)
    static func solid(
        _ color: UInt32, coverage: UInt8, onto dst: UnsafeMutablePointer<UInt32>, count: Int, room: Int,
        vectors: Bool = PixelArithmetic.vectorLoops
    ) {
        let scaled = coverage == 255 ? color : PixelArithmetic.multiply(color, by: UInt32(coverage))
        let whole = count & ~7, remaining = count &- whole
        guard vectors && remaining > 0 && whole &+ 8 <= room else { return solid(scaled, onto: dst, count: count, vectors: vectors) }
        solid(scaled, onto: dst, count: whole, vectors: true)
        let bytes = (UInt64(coverage) &* 0x0101_0101_0101_0101) & lowBytes(remaining)
        let c = PixelArithmetic.pairedWidened(unsafeBitCast(bytes, to: SIMD8<UInt8>.self))
        let tail = dst + whole
        store(PixelArithmetic.sourceOver(PixelArithmetic.multiply(SIMD8<UInt32>(repeating: color), byPaired: c), load(tail)), tail)
    }

    /// Source-over of one premultiplied colour (alpha below 255, or the span would be a fill) onto `count` pixels.
    @inline(__always)
    static func solid(_ color: UInt32, onto dst: UnsafeMutablePointer<UInt32>, count: Int, vectors: Bool = PixelArithmetic.vectorLoops) {
        let inverseAlpha = 255 &- (color >> 24)
        var i = 0
        if vectors && count >= 8 {
            let colors = SIMD8<UInt32>(repeating: color), inverse = SIMD8<UInt32>(repeating: inverseAlpha)
            let end = count &- 8
            while i <= end {
                store(colors &+ PixelArithmetic.multiply(load(dst + i), by: inverse), dst + i)
                i &+= 8
            }
        }
        while i < count {
            dst[i] = color &+ PixelArithmetic.multiply(dst[i], by: inverseAlpha)
            i &+= 1
        }
    }

    /// Blends `count` pixels of `source` onto `dst`, each scaled by its coverage (or by `constant` when
    /// `coverages` is nil) times `opacity` (0...255). Branch-free: a factor of 255 leaves a pixel as it is and one of 0
    /// makes it clear, so no pixel needs a case of its own.
    @inline(__always)
    static func blend(
        _ source: UnsafePointer<UInt32>, onto dst: UnsafeMutablePointer<UInt32>, count: Int,
        coverages: UnsafePointer<UInt8>?, constant: UInt8, opacity: UInt32, vectors: Bool = PixelArithmetic.vectorLoops
    ) {
        var i = 0
        if let coverages {
            if vectors && count >= 8 {
                let opacities = SIMD16<UInt16>(repeating: UInt16(truncatingIfNeeded: opacity))
                let end = count &- 8
                while i <= end {
                    // Eight pixels covered wholly (a joined span's inside) take the opacity as their factor: 255 times
                    // it, divided by 255, is it exactly.
                    let bytes = UnsafeRawPointer(coverages + i).loadUnaligned(as: UInt64.self)
                    let factors =
                        bytes == .max
                        ? opacities
                        : PixelArithmetic.multiply8(
                            PixelArithmetic.pairedWidened(unsafeBitCast(bytes, to: SIMD8<UInt8>.self)), opacities)
                    let s = PixelArithmetic.multiply(load(source + i), byPaired: factors)
                    store(PixelArithmetic.sourceOver(s, load(dst + i)), dst + i)
                    i &+= 8
                }
            }
            while i < count {
                let factor = PixelArithmetic.multiply8(UInt32(coverages[i]), opacity)
                dst[i] = PixelArithmetic.sourceOver(PixelArithmetic.multiply(source[i], by: factor), dst[i])
                i &+= 1
            }
            return
        }
        let factor = PixelArithmetic.multiply8(UInt32(constant), opacity)
        if vectors && count >= 8 {
            let factors = SIMD8<UInt32>(repeating: factor)
            let end = count &- 8
            if factor == 255 {
                while i <= end {
                    store(PixelArithmetic.sourceOver(load(source + i), load(dst + i)), dst + i)
                    i &+= 8
                }
            } else {
                while i <= end {
                    store(PixelArithmetic.sourceOver(PixelArithmetic.multiply(load(source + i), by: factors), load(dst + i)), dst + i)
                    i &+= 8
                }
            }
        }
        while i < count {
            dst[i] = PixelArithmetic.sourceOver(PixelArithmetic.multiply(source[i], by: factor), dst[i])
            i &+= 1
        }
    }

    /// `blend` for a span whose source and row go on for `room` pixels (at least `count`): the last pixels (fewer than
    /// eight) are blended in one more vector step, its lanes past the span at factor 0, which leaves their pixels
    /// exactly as they are. `coverages`, when given, must hold eight bytes from each pixel of the span.
    @inline(__always)
    static func blend(
        _ source: UnsafePointer<UInt32>, onto dst: UnsafeMutablePointer<UInt32>, count: Int, room: Int,
        coverages: UnsafePointer<UInt8>?, constant: UInt8, opacity: UInt32, vectors: Bool = PixelArithmetic.vectorLoops
    ) {
        let whole = count & ~7, remaining = count &- whole
        guard vectors && remaining > 0 && whole &+ 8 <= room else {
            return blend(source, onto: dst, count: count, coverages: coverages, constant: constant, opacity: opacity, vectors: vectors)
        }
        blend(source, onto: dst, count: whole, coverages: coverages, constant: constant, opacity: opacity, vectors: true)
        var bytes = coverages.map { UnsafeRawPointer($0 + whole).loadUnaligned(as: UInt64.self) } ?? UInt64(constant) &* 0x0101_0101_0101_0101
        bytes &= lowBytes(remaining)
        let opacities = SIMD16<UInt16>(repeating: UInt16(truncatingIfNeeded: opacity))
        let factors = PixelArithmetic.multiply8(PixelArithmetic.pairedWidened(unsafeBitCast(bytes, to: SIMD8<UInt8>.self)), opacities)
        let s = PixelArithmetic.multiply(load(source + whole), byPaired: factors)
        store(PixelArithmetic.sourceOver(s, load(dst + whole)), dst + whole)
    }

    /// A mask of the low `count` bytes (1...7) of eight: the lanes of a vector step that lie in the span.
    @inline(__always)
    private static func lowBytes(_ count: Int) -> UInt64 {
        UInt64.max &>> UInt64(truncatingIfNeeded: (8 &- count) &* 8)
    }

    /// Eight pixels from `pointer` (a source row or the frame: either converts to a raw pointer).
    @inline(__always)
    private static func load(_ pointer: UnsafeRawPointer) -> SIMD8<UInt32> {
        pointer.loadUnaligned(as: SIMD8<UInt32>.self)
    }

    @inline(__always)
    private static func store(_ value: SIMD8<UInt32>, _ pointer: UnsafeMutablePointer<UInt32>) {
        UnsafeMutableRawPointer(pointer).storeBytes(of: value, as: SIMD8<UInt32>.self)
    }

    /// Adds `count` pixels of `source`, scaled as in `blend`, to `dst`, each channel saturating at 255.
    static func add(
        _ source: UnsafePointer<UInt32>, onto dst: UnsafeMutablePointer<UInt32>, count: Int,
        coverages: UnsafePointer<UInt8>?, constant: UInt8, opacity: UInt32
    ) {
        for i in 0..<count {
            let factor = PixelArithmetic.multiply8(UInt32(coverages?[i] ?? constant), opacity)
            if factor == 0 { continue }
            dst[i] = PixelArithmetic.addSaturating(PixelArithmetic.multiply(source[i], by: factor), dst[i])
        }
    }
}

/// A painter whose colour varies along a span (an image, a gradient): it paints whole rows through per-pixel coverages
/// (or one constant coverage), and this extension applies the clip mask first, the same way for all of them.
protocol RowPainter: SpanPainter {
    var mask: CoverageMask? { get }
    var coverageScratch: UnsafeMutablePointer<UInt8> { get }
    /// Paints `count` pixels from (x, y), each scaled by its coverage, or by `constant` when `coverages` is nil.
    func paint(y: Int, x: Int, count: Int, coverages: UnsafePointer<UInt8>?, constant: UInt8)
}

extension RowPainter {
    func paintSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
        if let mask {
            Self.masked(mask, y: y, x: x, count: count, coverage: coverage, into: coverageScratch)
            return paint(y: y, x: x, count: count, coverages: coverageScratch, constant: 0)
        }
        paint(y: y, x: x, count: count, coverages: nil, constant: coverage)
    }

    func paintSpan(y: Int, x: Int, count: Int, coverages: UnsafePointer<UInt8>) {
        if let mask {
            Self.masked(mask, y: y, x: x, count: count, coverages: coverages, into: coverageScratch)
            return paint(y: y, x: x, count: count, coverages: coverageScratch, constant: 0)
        }
        paint(y: y, x: x, count: count, coverages: coverages, constant: 0)
    }
}
