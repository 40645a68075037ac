/// Where an axis-aligned span's pixels fall among an image's columns, the same on every row of a rectangle whose
/// mapping has no shear: pixels 0..<`left` lie left of the first column, pixels `right`..<count at or right of the
/// last, and those between have their whole footprint (column, column + 1) inside the image. `fu` is pixel `left`'s
/// position (16.16).
struct ImageSpanColumns {
    let left: Int, right: Int, fu: Int
}

extension ImagePainter {
    /// The columns of a span of `count` pixels whose first pixel's position is `fu` (16.16), stepping by the
    /// sampling's `du` (not negative).
    @inline(__always)
    func columns(fu: Int, count: Int) -> ImageSpanColumns {
        let du = sampling.du, maxX = image.width - 1
        var fu = fu, left = 0
        while left < count && fu < 0 {
            fu &+= du
            left &+= 1
        }
        var right = count
        var last = fu &+ (right &- 1 &- left) &* du
        while right > left && last >> 16 >= maxX {
            right &-= 1
            last &-= du
        }
        return ImageSpanColumns(left: left, right: right, fu: fu)
    }

    /// The span's colours, filtered into the scratch row, on the row at vertical position `fv` (16.16). Where the image's
    /// flat footprints were found, eight pixels whose footprints are all flat take their colour without being filtered.
    @inline(__always)
    func filterRow(fv: Int, columns: ImageSpanColumns, count: Int) -> UnsafePointer<UInt32> {
        let w = image.width, maxX = w - 1, maxY = image.height - 1
        let pixels = image.pixels
        // The two source rows and the vertical weight are fixed for the whole span.
        let row = fv >> 16
        let r0 = pixels + min(max(row, 0), maxY) * w, r1 = pixels + min(max(row + 1, 0), maxY) * w
        let fy = UInt32((fv >> 8) & 0xFF)
        // Pixels left of the first column, or at or right of the last, have both footprint columns clamped to that edge
        // column: whatever their horizontal weight, their colour is the edge column's pair weighted by fy.
        if columns.left > 0 {
            let left = PixelArithmetic.bilinear(r0[0], r0[0], r1[0], r1[0], fx: 0, fy: fy)
            for j in 0..<columns.left { colorScratch[j] = left }
        }
        var flat: UnsafePointer<UInt8>? = nil
        if let flatFootprints, row >= 0, row < flatFootprints.pairs, sampling.du <= ImageFlatFootprints.maximumStep {
            flat = flatFootprints.bits(pair: row)
        }
        filter(r0, r1, fy: fy, columns: columns, flat: flat)
        if columns.right < count {
            let right = PixelArithmetic.bilinear(r0[maxX], r0[maxX], r1[maxX], r1[maxX], fx: 0, fy: fy)
            for j in columns.right..<count { colorScratch[j] = right }
        }
        return UnsafePointer(colorScratch)
    }

    /// The span's pixels from `columns.left` to `columns.right` (their footprints inside the image) filtered between rows
    /// `r0` and `r1` into the scratch row, eight at a time taking their colour where `flat` (the row pair's
    /// `ImageFlatFootprints` bits) has all their footprints flat; up to seven pixels past `columns.right` may be written
    /// too (within the scratch row's room).
    @inline(__always)
    private func filter(
        _ r0: UnsafePointer<UInt32>, _ r1: UnsafePointer<UInt32>, fy: UInt32, columns: ImageSpanColumns,
        flat: UnsafePointer<UInt8>?
    ) {
        let from = columns.left, safe = columns.right &- from
        guard safe > 0 else { return }
        let du = sampling.du
        var fu = columns.fu
        if usesKernels {
            ImageKernels.bilinearRow(
                r0, r1, width: image.width, fu: fu, du: du, fy: fy, count: safe, flat: flat, into: colorScratch + from)
            return
        }
        var k = 0
        // Eight at a time: gather the footprints, filter them in vector lanes. The fractions' lanes wrap in 32 bits,
        // which keeps their low 16 bits exact.
        let offsets = SIMD8<Int32>(0, 1, 2, 3, 4, 5, 6, 7) &* Int32(truncatingIfNeeded: du)
        while PixelArithmetic.vectorLoops && k &+ 8 <= safe {
            let c0 = fu >> 16, c1 = (fu &+ du) >> 16, c2 = (fu &+ 2 &* du) >> 16, c3 = (fu &+ 3 &* du) >> 16
            let c4 = (fu &+ 4 &* du) >> 16, c5 = (fu &+ 5 &* du) >> 16, c6 = (fu &+ 6 &* du) >> 16
            let c7 = (fu &+ 7 &* du) >> 16
            let filtered: SIMD8<UInt32>
            if let flat, ImageFlatFootprints.allFlat(flat, from: c0, through: c7) {
                filtered = SIMD8(repeating: r0[c0])
            } else {
                let p00 = SIMD8<UInt32>(r0[c0], r0[c1], r0[c2], r0[c3], r0[c4], r0[c5], r0[c6], r0[c7])
                let p10 = SIMD8<UInt32>(
                    r0[c0 &+ 1], r0[c1 &+ 1], r0[c2 &+ 1], r0[c3 &+ 1], r0[c4 &+ 1], r0[c5 &+ 1], r0[c6 &+ 1], r0[c7 &+ 1])
                let p01 = SIMD8<UInt32>(r1[c0], r1[c1], r1[c2], r1[c3], r1[c4], r1[c5], r1[c6], r1[c7])
                let p11 = SIMD8<UInt32>(
                    r1[c0 &+ 1], r1[c1 &+ 1], r1[c2 &+ 1], r1[c3 &+ 1], r1[c4 &+ 1], r1[c5 &+ 1], r1[c6 &+ 1], r1[c7 &+ 1])
                let lanes = offsets &+ Int32(truncatingIfNeeded: fu)
                let fx = unsafeBitCast((lanes &>> 8) & 0xFF, to: SIMD8<UInt32>.self)
                filtered = PixelArithmetic.bilinear8(p00, p10, p01, p11, fx: fx, fy: fy)
            }
            UnsafeMutableRawPointer(colorScratch + (from &+ k)).storeBytes(of: filtered, as: SIMD8<UInt32>.self)
            fu &+= 8 &* du
            k &+= 8
        }
        while k < safe {
            let c = fu &>> 16
            colorScratch[from &+ k] = PixelArithmetic.bilinear(
                r0[c], r0[c &+ 1], r1[c], r1[c &+ 1], fx: UInt32(truncatingIfNeeded: (fu &>> 8) & 0xFF), fy: fy)
            fu &+= du
            k &+= 1
        }
    }

    func paintRows(_ rows: Range<Int>, x: Int, count: Int, coverage: UInt8) {
        paintRows(rows, x: x, count: count, coverages: nil, constant: coverage)
    }

    func paintRows(_ rows: Range<Int>, x: Int, count: Int, coverages: UnsafePointer<UInt8>) {
        paintRows(rows, x: x, count: count, coverages: coverages, constant: 0)
    }

    /// The same span on each of `rows`. When the rows share their image columns (`ImageSampling.rowsShareColumns`) and
    /// there is no clip mask, the columns are worked out once and each row only finds its two source rows; the positions
    /// are those `sample` computes, so the pixels are those of painting row by row.
    @inline(__always)
    private func paintRows(_ rows: Range<Int>, x: Int, count: Int, coverages: UnsafePointer<UInt8>?, constant: UInt8) {
        guard let first = rows.first, mask == nil, count > 4, sampling.rowsShareColumns else {
            for y in rows {
                if let coverages {
                    paintSpan(y: y, x: x, count: count, coverages: coverages)
                } else {
                    paintSpan(y: y, x: x, count: count, coverage: constant)
                }
            }
            return
        }
        let columns = self.columns(fu: sampling.columnPosition(x: x, y: first), count: count)
        if usesKernels && Compositing.isPlain {
            return paintRowsWithKernel(rows, x: x, count: count, columns: columns, coverages: coverages, constant: constant)
        }
        // The scratch row holds eight pixels past any span (`BandRenderer`).
        let room = min(count &+ 8, surface.box.maxX &- x)
        for y in rows {
            let source = filterRow(fv: sampling.rowPosition(x: x, y: y), columns: columns, count: count)
            Compositing.composite(
                source, onto: surface.address(x: x, y: y), count: count, room: room, coverages: coverages, constant: constant,
                opacity: opacity, tint: tint, additive: additive, scratch: colorScratch, kernels: usesKernels)
        }
    }

    /// The rows of `paintRows` (untinted, source-over) painted by `ImageKernels.imageRows`, a call for up to
    /// `kernelRows` rows: the same pixels as painting them one by one. Only when `ImageKernels.avx2` is true; `wide`
    /// (sixteen pixels at a time) only when `ImageKernels.avx512` is.
    func paintRowsWithKernel(
        _ rows: Range<Int>, x: Int, count: Int, columns: ImageSpanColumns, coverages: UnsafePointer<UInt8>?, constant: UInt8,
        wide: Bool = ImageKernels.avx512
    ) {
        let flat = sampling.du <= ImageFlatFootprints.maximumStep ? flatFootprints : nil
        withUnsafeTemporaryAllocation(of: Int64.self, capacity: Self.kernelRows) { positions in
            var start = rows.lowerBound
            while start < rows.upperBound {
                let end = min(start &+ Self.kernelRows, rows.upperBound)
                for y in start..<end {
                    positions[y &- start] = Int64(truncatingIfNeeded: sampling.rowPosition(x: x, y: y))
                }
                ImageKernels.imageRows(
                    image, positions: UnsafePointer(positions.baseAddress!), rows: end &- start, columns: columns, du: sampling.du,
                    count: count, flat: flat, into: surface.address(x: x, y: start), rowStride: surface.rowStride,
                    coverages: coverages, constant: constant, opacity: opacity, wide: wide)
                start = end
            }
        }
    }

    /// Rows a call of `paintRowsWithKernel` takes at most (their positions are kept on the stack).
    static var kernelRows: Int { 64 }
}
