@_implementationOnly import RasterKernels

/// Paints spans with one premultiplied colour, source-over, optionally through a clip mask.
struct SolidPainter: SpanPainter {
    static var allowsJoinedSpans: Bool { true }

    let surface: Surface
    let color: UInt32
    let mask: CoverageMask?
    let scratch: UnsafeMutablePointer<UInt8>
    /// Whether a shape's rows go through one AVX2 kernel that sweeps and blends them in a single pass
    /// (`raster_sweep_solid_rows_avx2`, the pixels of the group sweep) when there is no clip mask: in optimised builds
    /// where the processor has AVX2. Tests set it to hold the kernel to the group sweep in any build.
    var sweepsRowsInKernel = SolidPainter.rowKernelAvailable

    static let rowKernelAvailable = PixelArithmetic.vectorLoops && ImageKernels.avx2

    @inline(__always)
    func sweepRows(
        cells: UnsafeMutablePointer<Float>, bits: UnsafeMutablePointer<UInt64>, cellsPerRow: Int, wordsPerRow: Int, box: PixelBox,
        rule: FillRule
    ) -> Bool {
        guard sweepsRowsInKernel && mask == nil else { return false }
        assert(
            box.minX >= surface.box.minX && box.maxX <= surface.box.maxX && box.minY >= surface.box.minY && box.maxY <= surface.box.maxY,
            "the kernel writes whole rows of the box: it must lie in the surface")
        raster_sweep_solid_rows_avx2(
            cells, bits, Int64(box.height), Int64(cellsPerRow), Int64(wordsPerRow), Int64(box.width), rule == .evenOdd ? 1 : 0, color,
            surface.address(x: box.minX, y: box.minY), Int64(surface.rowStride), Int64(surface.box.maxX &- box.minX))
        return true
    }

    @inline(__always)
    func paintSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
        if let mask {
            Self.masked(mask, y: y, x: x, count: count, coverage: coverage, into: scratch)
            return blendVarying(y: y, x: x, count: count, coverages: scratch)
        }
        let dst = surface.address(x: x, y: y)
        if coverage == 255 && color >> 24 == 255 {
            dst.fillPixels(with: color, count: count)
            return
        }
        RowBlend.solid(color, coverage: coverage, onto: dst, count: count, room: surface.box.maxX &- x)
    }

    /// `coverages` lies in a row of the sweep's (its scratch row, or the rectangle sweep's repeated coverages), readable
    /// eight bytes past any of the span's pixels (see `CoverageAccumulator`), so the span is blended up to the surface's
    /// right edge in vector steps.
    @inline(__always)
    func paintSpan(y: Int, x: Int, count: Int, coverages: UnsafePointer<UInt8>) {
        if let mask {
            Self.masked(mask, y: y, x: x, count: count, coverages: coverages, into: scratch)
            return blendVarying(y: y, x: x, count: count, coverages: scratch)
        }
        RowBlend.solid(color, coverages: coverages, onto: surface.address(x: x, y: y), count: count, room: surface.box.maxX &- x)
    }

    @inline(__always)
    private func blendVarying(y: Int, x: Int, count: Int, coverages: UnsafePointer<UInt8>) {
        RowBlend.solid(color, coverages: coverages, onto: surface.address(x: x, y: y), count: count)
    }
}

/// Writes a clip path's coverage, multiplied by the enclosing clip's, into a new mask.
struct MaskPainter: SpanPainter {
    static var allowsJoinedSpans: Bool { true }

    let target: CoverageMask
    let outer: CoverageMask?

    @inline(__always)
    func paintSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
        let dst = target.address(x: x, y: y)
        if let outer {
            let row = outer.address(x: x, y: y)
            for i in 0..<count {
                dst[i] = UInt8(truncatingIfNeeded: PixelArithmetic.multiply8(UInt32(row[i]), UInt32(coverage)))
            }
        } else {
            dst.update(repeating: coverage, count: count)
        }
    }

    @inline(__always)
    func paintSpan(y: Int, x: Int, count: Int, coverages: UnsafePointer<UInt8>) {
        let dst = target.address(x: x, y: y)
        if let outer {
            let row = outer.address(x: x, y: y)
            for i in 0..<count {
                dst[i] = UInt8(truncatingIfNeeded: PixelArithmetic.multiply8(UInt32(row[i]), UInt32(coverages[i])))
            }
        } else {
            dst.update(from: coverages, count: count)
        }
    }
}
