/// How an image's pixels reach the frame: device pixel centres mapped back into the image.
struct ImageSampling {
    /// Device → image pixel space (image pixel (i, j) covers [i, i+1) × [j, j+1)).
    let inverse: Transform
    /// Device → image pixel space when `hasPerspective` (then `inverse` is unused): each pixel's position is divided by
    /// its own W, which is what makes the sampling perspective-correct.
    let perspective: Homography
    let hasPerspective: Bool
    /// True when `inverse` is a whole-pixel translation: pixels are copied, not filtered.
    let isPixelAligned: Bool
    /// Bilinear filtering when true, nearest pixel when false.
    let isSmooth: Bool
    /// `inverse`'s step along a device row, in 16.16 fixed point image pixels: across (`du`) and down (`dv`).
    let du: Int, dv: Int
    /// Whether a span's pixels fall on the same image columns on every row (smooth, affine, not pixel-aligned, stepping
    /// along one image row left to right, without shear), so that a rectangle's rows can share them.
    var rowsShareColumns: Bool { isSmooth && !hasPerspective && !isPixelAligned && dv == 0 && du >= 0 && inverse.c == 0 }

    /// The image position of pixel (x, y)'s centre (affine sampling), in 16.16 fixed point; smooth sampling offsets it by
    /// half a pixel so that the integer part is the top-left pixel of the bilinear footprint.
    @inline(__always)
    func position(x: Int, y: Int) -> (fu: Int, fv: Int) { (columnPosition(x: x, y: y), rowPosition(x: x, y: y)) }

    /// `position(x:y:)`'s horizontal part alone.
    @inline(__always)
    func columnPosition(x: Int, y: Int) -> Int {
        let t = inverse
        let cx = Double(x) + 0.5, cy = Double(y) + 0.5
        return Int(flooring: (t.a * cx + t.c * cy + t.tx - (isSmooth ? 0.5 : 0.0)) * 65536)
    }

    /// `position(x:y:)`'s vertical part alone (a rectangle's rows need only theirs).
    @inline(__always)
    func rowPosition(x: Int, y: Int) -> Int {
        let t = inverse
        let cx = Double(x) + 0.5, cy = Double(y) + 0.5
        return Int(flooring: (t.b * cx + t.d * cy + t.ty - (isSmooth ? 0.5 : 0.0)) * 65536)
    }

    /// A singular or non-finite mapping samples the image's corner pixel. Entries are clamped so that the
    /// painter's 16.16 fixed-point positions stay far inside `Int`'s range for any frame (|u| < 2^46): a scale
    /// beyond 2^20 image pixels per device pixel reads clamped edge pixels either way.
    init(imageToDevice: Homography, smooth: Bool) {
        guard let affine = imageToDevice.affine else {
            let inverse = imageToDevice.inverted
            let finite = inverse?.isFinite ?? false
            self.init(affine: Transform(a: 0, b: 0, c: 0, d: 0, tx: -1, ty: -1), smooth: smooth, perspective: finite ? inverse : nil)
            return
        }
        self.init(affine: affine, smooth: smooth, perspective: nil)
    }

    private init(affine imageToDevice: Transform, smooth: Bool, perspective: Homography?) {
        self.perspective = perspective ?? .identity
        hasPerspective = perspective != nil
        let degenerate = Transform(a: 0, b: 0, c: 0, d: 0, tx: -1, ty: -1)
        var inverse = imageToDevice.inverted ?? degenerate
        // Element by element (an array here would be allocated for every image drawn).
        if !(inverse.a.isFinite && inverse.b.isFinite && inverse.c.isFinite && inverse.d.isFinite && inverse.tx.isFinite && inverse.ty.isFinite) {
            inverse = degenerate
        }
        func clamp(_ v: Double, _ limit: Double) -> Double { min(max(v, -limit), limit) }
        let linear = Double(1 << 20), offset = Double(1 << 40)
        inverse = Transform(
            a: clamp(inverse.a, linear), b: clamp(inverse.b, linear), c: clamp(inverse.c, linear),
            d: clamp(inverse.d, linear), tx: clamp(inverse.tx, offset), ty: clamp(inverse.ty, offset))
        self.inverse = inverse
        isSmooth = smooth
        du = Int(rounding: inverse.a * 65536)
        dv = Int(rounding: inverse.b * 65536)
        isPixelAligned =
            inverse.a == 1 && inverse.b == 0 && inverse.c == 0 && inverse.d == 1
            && inverse.tx == inverse.tx.rounded() && inverse.ty == inverse.ty.rounded()
    }
}

/// How an image painter puts its sampled row into the frame: a type, so that the plain source-over case (every
/// image but an emitter's particles) is compiled without the per-span checks of the others.
protocol ImageCompositing {
    /// Whether this is plain source-over without a tint, which `ImageKernels.imageRows` paints.
    static var isPlain: Bool { get }
    /// `room`: how many pixels from the span's start may be read from `source` and `dst` (and written back unchanged),
    /// at least `count`. `kernels`: whether `ImageKernels` may be used (read once a painter).
    static func composite(
        _ source: UnsafePointer<UInt32>, onto dst: UnsafeMutablePointer<UInt32>, count: Int, room: Int,
        coverages: UnsafePointer<UInt8>?, constant: UInt8, opacity: UInt32, tint: UInt32, additive: Bool,
        scratch: UnsafeMutablePointer<UInt32>, kernels: Bool)
}

/// Source-over, untinted.
enum PlainCompositing: ImageCompositing {
    static var isPlain: Bool { true }

    @inline(__always)
    static func composite(
        _ source: UnsafePointer<UInt32>, onto dst: UnsafeMutablePointer<UInt32>, count: Int, room: Int,
        coverages: UnsafePointer<UInt8>?, constant: UInt8, opacity: UInt32, tint: UInt32, additive: Bool,
        scratch: UnsafeMutablePointer<UInt32>, kernels: Bool
    ) {
        if kernels {
            ImageKernels.blendRow(source, onto: dst, count: count, room: room, coverages: coverages, constant: constant, opacity: opacity)
        } else {
            RowBlend.blend(source, onto: dst, count: count, room: room, coverages: coverages, constant: constant, opacity: opacity)
        }
    }
}

/// Tinted channel by channel, then composited source-over or added.
enum TintedCompositing: ImageCompositing {
    static var isPlain: Bool { false }

    static func composite(
        _ source: UnsafePointer<UInt32>, onto dst: UnsafeMutablePointer<UInt32>, count: Int, room: Int,
        coverages: UnsafePointer<UInt8>?, constant: UInt8, opacity: UInt32, tint: UInt32, additive: Bool,
        scratch: UnsafeMutablePointer<UInt32>, kernels: Bool
    ) {
        var source = source
        if tint != .max {
            for i in 0..<count { scratch[i] = PixelArithmetic.multiplyChannels(source[i], tint) }
            source = UnsafePointer(scratch)
        }
        if additive {
            RowBlend.add(source, onto: dst, count: count, coverages: coverages, constant: constant, opacity: opacity)
        } else {
            RowBlend.blend(source, onto: dst, count: count, coverages: coverages, constant: constant, opacity: opacity)
        }
    }
}

/// An image's pixels as a painter reads them: valid while the image is kept (the display list keeps its images while
/// its fills are painted), and not reference counted, since a painter is made for every fill of every band on every core
/// at once, and a count changed from two cores at once costs as much as painting a small tile.
struct ImagePixels {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let height: Int

    init(_ image: PixelBuffer) {
        pixels = image.pixels
        width = image.width
        height = image.height
    }
}

/// Paints spans with an image's pixels (premultiplied) times an opacity, through coverage and a clip mask.
struct ImagePainter<Compositing: ImageCompositing>: RowPainter {
    /// A perspective image's positions are exact every `perspectiveRun` pixels from a span's start, and a nearest-pixel
    /// image picks whole pixels: their spans stay as the shape's cells make them, so that no pixel moves with the joins.
    var joinsShortRuns: Bool { sampling.isSmooth && !sampling.hasPerspective }
    let surface: Surface
    let image: ImagePixels
    let sampling: ImageSampling
    let opacity: UInt32
    /// Premultiplied ARGB multiplying each sampled pixel channel by channel (`UInt32.max`: none).
    let tint: UInt32
    /// Adds the pixels (saturating) instead of compositing them source-over.
    let additive: Bool
    let mask: CoverageMask?
    let coverageScratch: UnsafeMutablePointer<UInt8>
    let colorScratch: UnsafeMutablePointer<UInt32>
    /// The image's flat footprints in this frame, if they were looked for (`DisplayList.findFlatFootprints`).
    let flatFootprints: ImageFlatFootprints.Bits?
    /// Whether axis-aligned rows are filtered, and rows blended, by the AVX2 kernels: read once a painter, as a span's
    /// setup would otherwise go through the lazily made global's initialization check each time.
    let usesKernels = PixelArithmetic.vectorLoops && ImageKernels.avx2
    /// Whether a single row (a shape's edge row) is painted by the rows kernel too: where it is sixteen pixels wide. The
    /// eight-pixel kernel's plans for one row cost more instructions than filtering the row and blending it apart.
    let paintsOneRowWithKernel = PixelArithmetic.vectorLoops && ImageKernels.avx512

    @inline(__always)
    func paint(y: Int, x: Int, count: Int, coverages: UnsafePointer<UInt8>?, constant: UInt8) {
        if paintsOneRowWithKernel && Compositing.isPlain && count > 4 && sampling.rowsShareColumns {
            // One row (a shape's edge row) through the rows kernel: the pixels of filtering then blending it, in one pass.
            let columns = self.columns(fu: sampling.columnPosition(x: x, y: y), count: count)
            return paintRowsWithKernel(y..<y &+ 1, x: x, count: count, columns: columns, coverages: coverages, constant: constant)
        }
        paintSampled(y: y, x: x, count: count, coverages: coverages, constant: constant)
    }

    /// The span sampled (or filtered) into the scratch row, then composited onto the surface: `paint` without the rows
    /// kernel.
    @inline(__always)
    func paintSampled(y: Int, x: Int, count: Int, coverages: UnsafePointer<UInt8>?, constant: UInt8) {
        let source = sample(y: y, x: x, count: count)
        // The scratch row holds eight pixels past any span (`BandRenderer`); the image, what is left of it.
        let end = UnsafePointer(image.pixels + image.width * image.height)
        let readable = source >= UnsafePointer(image.pixels) && source < end ? end - source : count &+ 8
        Compositing.composite(
            source, onto: surface.address(x: x, y: y), count: count, room: min(readable, surface.box.maxX &- x),
            coverages: coverages, constant: constant, opacity: opacity, tint: tint, additive: additive, scratch: colorScratch,
            kernels: usesKernels)
    }

    /// The image's colour at each pixel of the span: a pointer into the image itself when pixel-aligned,
    /// otherwise filtered into the scratch row. Sampling clamps to the image's edge pixels.
    @inline(__always)
    private func sample(y: Int, x: Int, count: Int) -> UnsafePointer<UInt32> {
        let w = image.width, h = image.height
        if sampling.hasPerspective { return samplePerspective(sampling.perspective, y: y, x: x, count: count) }
        let t = sampling.inverse
        if sampling.isPixelAligned {
            let sy = min(max(y + Int(t.ty), 0), h - 1), sx = x + Int(t.tx)
            if sx >= 0 && sx + count <= w { return UnsafePointer(image.pixels + sy * w + sx) }
            for i in 0..<count { colorScratch[i] = image.pixels[sy * w + min(max(sx + i, 0), w - 1)] }
            return UnsafePointer(colorScratch)
        }
        var (fu, fv) = sampling.position(x: x, y: y)
        let du = sampling.du, dv = sampling.dv
        let pixels = image.pixels
        let maxX = w - 1, maxY = h - 1
        if !sampling.isSmooth {
            for i in 0..<count {
                let sx = min(max(fu &>> 16, 0), maxX), sy = min(max(fv &>> 16, 0), maxY)
                colorScratch[i] = pixels[sy &* w &+ sx]
                fu &+= du; fv &+= dv
            }
            return UnsafePointer(colorScratch)
        }
        // A span of a few pixels (a shape's antialiased edge) costs less per pixel than setting up the fast path.
        if dv == 0 && du >= 0 && count > 4 {
            return filterRow(fv: fv, columns: columns(fu: fu, count: count), count: count)
        }
        // Clamped to the image, so every index is in range; the 16.16 positions wrap rather than trap (they stay far
        // inside Int's range: see `ImageSampling`).
        for i in 0..<count {
            let column = fu &>> 16, row = fv &>> 16
            let c0 = min(max(column, 0), maxX), c1 = min(max(column &+ 1, 0), maxX)
            let r0 = min(max(row, 0), maxY) &* w, r1 = min(max(row &+ 1, 0), maxY) &* w
            colorScratch[i] = PixelArithmetic.bilinear(
                pixels[r0 &+ c0], pixels[r0 &+ c1], pixels[r1 &+ c0], pixels[r1 &+ c1],
                fx: UInt32(truncatingIfNeeded: (fu &>> 8) & 0xFF), fy: UInt32(truncatingIfNeeded: (fv &>> 8) & 0xFF))
            fu &+= du; fv &+= dv
        }
        return UnsafePointer(colorScratch)
    }

    /// Perspective-correct sampling: the exact image position (divided by its own W) every `perspectiveRun` pixels,
    /// stepped linearly in 16.16 fixed point between them, the classic span subdivision: within a run of 16 pixels
    /// the positions differ from exact ones by far less than a texel at any tilt a layer shows. A pixel behind the
    /// eye takes the corner pixel; positions are clamped so that fixed point cannot overflow.
    private func samplePerspective(_ h: Homography, y: Int, x: Int, count: Int) -> UnsafePointer<UInt32> {
        let w = image.width, height = image.height
        let pixels = image.pixels
        let maxX = w - 1, maxY = height - 1
        let half = sampling.isSmooth ? 0.5 : 0.0
        let cy = Double(y) + 0.5
        let limit = Double(1 << 40)
        func position(_ px: Int) -> (Int, Int) {
            let cx = Double(px) + 0.5
            let hw = cx * h.m13 + cy * h.m23 + h.m33
            var u = hw > 0 ? (cx * h.m11 + cy * h.m21 + h.m31) / hw - half : -1
            var v = hw > 0 ? (cx * h.m12 + cy * h.m22 + h.m32) / hw - half : -1
            // Clamped before conversion (a NaN compares false and takes the lower bound).
            u = u > -limit ? (u < limit ? u : limit) : -limit
            v = v > -limit ? (v < limit ? v : limit) : -limit
            return (Int(flooring: u * 65536), Int(flooring: v * 65536))
        }
        var (fu, fv) = position(x)
        var start = 0
        while start < count {
            let run = min(Self.perspectiveRun, count - start)
            let (nu, nv) = position(x + start + run)
            // A whole run divides by a constant (shifts, where a division by a variable is tens of cycles).
            let du = run == Self.perspectiveRun ? (nu - fu) / Self.perspectiveRun : (nu - fu) / run
            let dv = run == Self.perspectiveRun ? (nv - fv) / Self.perspectiveRun : (nv - fv) / run
            var i = start
            if sampling.isSmooth && PixelArithmetic.vectorLoops {
                // Eight at a time: clamped footprints gathered, filtered in vector lanes (the same arithmetic as
                // `bilinear`, lane by lane).
                let lanes = SIMD8<Int>(0, 1, 2, 3, 4, 5, 6, 7)
                while i + 8 <= start + run {
                    let us = lanes &* du &+ fu, vs = lanes &* dv &+ fv
                    let columns = us &>> 16, rows = vs &>> 16
                    let zero = SIMD8<Int>(repeating: 0)
                    let c0 = columns.clamped(lowerBound: zero, upperBound: SIMD8(repeating: maxX))
                    let c1 = (columns &+ 1).clamped(lowerBound: zero, upperBound: SIMD8(repeating: maxX))
                    let r0 = rows.clamped(lowerBound: zero, upperBound: SIMD8(repeating: maxY)) &* w
                    let r1 = (rows &+ 1).clamped(lowerBound: zero, upperBound: SIMD8(repeating: maxY)) &* w
                    // Built element by element from scalars: writing lanes of a vector one at a time goes through
                    // memory, and a generic lane conversion is not always inlined.
                    @inline(__always) func gather(_ index: SIMD8<Int>) -> SIMD8<UInt32> {
                        SIMD8<UInt32>(
                            pixels[index[0]], pixels[index[1]], pixels[index[2]], pixels[index[3]],
                            pixels[index[4]], pixels[index[5]], pixels[index[6]], pixels[index[7]])
                    }
                    @inline(__always) func fraction(_ v: SIMD8<Int>) -> SIMD8<UInt32> {
                        let f = (v &>> 8) & 0xFF
                        return SIMD8<UInt32>(
                            UInt32(truncatingIfNeeded: f[0]), UInt32(truncatingIfNeeded: f[1]), UInt32(truncatingIfNeeded: f[2]),
                            UInt32(truncatingIfNeeded: f[3]), UInt32(truncatingIfNeeded: f[4]), UInt32(truncatingIfNeeded: f[5]),
                            UInt32(truncatingIfNeeded: f[6]), UInt32(truncatingIfNeeded: f[7]))
                    }
                    let p00 = gather(r0 &+ c0), p10 = gather(r0 &+ c1), p01 = gather(r1 &+ c0), p11 = gather(r1 &+ c1)
                    let fx = fraction(us), fy = fraction(vs)
                    let filtered = PixelArithmetic.bilinear8(p00, p10, p01, p11, fx: fx, fy: fy)
                    UnsafeMutableRawPointer(colorScratch + i).storeBytes(of: filtered, as: SIMD8<UInt32>.self)
                    fu &+= 8 &* du
                    fv &+= 8 &* dv
                    i += 8
                }
            }
            while i < start + run {
                let column = fu >> 16, row = fv >> 16
                if sampling.isSmooth {
                    let c0 = min(max(column, 0), maxX), c1 = min(max(column + 1, 0), maxX)
                    let r0 = min(max(row, 0), maxY) * w, r1 = min(max(row + 1, 0), maxY) * w
                    colorScratch[i] = PixelArithmetic.bilinear(
                        pixels[r0 + c0], pixels[r0 + c1], pixels[r1 + c0], pixels[r1 + c1],
                        fx: UInt32((fu >> 8) & 0xFF), fy: UInt32((fv >> 8) & 0xFF))
                } else {
                    colorScratch[i] = pixels[min(max(row, 0), maxY) * w + min(max(column, 0), maxX)]
                }
                fu &+= du
                fv &+= dv
                i += 1
            }
            (fu, fv) = (nu, nv)
            start += run
        }
        return UnsafePointer(colorScratch)
    }

    /// Pixels between exact perspective positions.
    static var perspectiveRun: Int { 16 }
}
