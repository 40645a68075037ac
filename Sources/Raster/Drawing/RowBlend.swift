/// Source-over of a row of premultiplied source colours through coverage and an opacity: the last step of every
/// painter whose colour varies along a span (images, gradients).
enum RowBlend {
    /// Source-over of one premultiplied colour onto `count` pixels, each scaled by its coverage. Branch-free so that
    /// it vectorises: a zero coverage gives a zero source and leaves the pixel unchanged.
    @inline(__always)
    static func solid(_ color: UInt32, coverages: UnsafePointer<UInt8>, onto dst: UnsafeMutablePointer<UInt32>, count: Int) {
        for i in 0..<count {
            let src = PixelArithmetic.multiply(color, by: UInt32(coverages[i]))
            dst[i] = PixelArithmetic.sourceOver(src, dst[i])
        }
    }

    /// Blends `count` pixels of `source` onto `dst`, each scaled by its coverage (or by `constant` when
    /// `coverages` is nil) times `opacity` (0...255).
    @inline(__always)
    static func blend(
        _ source: UnsafePointer<UInt32>, onto dst: UnsafeMutablePointer<UInt32>, count: Int,
        coverages: UnsafePointer<UInt8>?, constant: UInt8, opacity: UInt32
    ) {
        if let coverages {
            for i in 0..<count {
                let factor = PixelArithmetic.multiply8(UInt32(coverages[i]), opacity)
                if factor == 0 { continue }
                let s = factor == 255 ? source[i] : PixelArithmetic.multiply(source[i], by: factor)
                dst[i] = PixelArithmetic.sourceOver(s, dst[i])
            }
        } else {
            let factor = PixelArithmetic.multiply8(UInt32(constant), opacity)
            if factor == 255 {
                for i in 0..<count {
                    let s = source[i]
                    let a = s >> 24
                    dst[i] = a == 255 ? s : s &+ PixelArithmetic.multiply(dst[i], by: 255 &- a)
                }
            } else {
                for i in 0..<count { dst[i] = PixelArithmetic.sourceOver(PixelArithmetic.multiply(source[i], by: factor), dst[i]) }
            }
        }
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
    mutating func paintSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
        if let mask {
            Self.masked(mask, y: y, x: x, count: count, coverage: coverage, into: coverageScratch)
            return paint(y: y, x: x, count: count, coverages: coverageScratch, constant: 0)
        }
        paint(y: y, x: x, count: count, coverages: nil, constant: coverage)
    }

    mutating func paintSpan(y: Int, x: Int, count: Int, coverages: UnsafePointer<UInt8>) {
        if let mask {
            Self.masked(mask, y: y, x: x, count: count, coverages: coverages, into: coverageScratch)
            return paint(y: y, x: x, count: count, coverages: coverageScratch, constant: 0)
        }
        paint(y: y, x: x, count: count, coverages: coverages, constant: 0)
    }
}
