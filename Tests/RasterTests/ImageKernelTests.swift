import Testing

@testable import Raster

/// The AVX2 image kernels that a plain build reaches at run time must give exactly the pixels of the scalar definitions
/// (`PixelArithmetic.bilinear`, and `sourceOver` of `multiply`), like the Swift vector loops they stand in for.
@Suite("Image kernels")
struct ImageKernelTests {
    /// Filtering a row pair of random pixels, and one of flat blocks through its flat footprints (groups of eight that
    /// are all flat take their colour unfiltered), against the scalar filter pixel by pixel.
    @Test func theAVX2RowFilterMatchesTheScalarDefinition() throws {
        try #require(ImageKernels.avx2, "this processor has no AVX2: the kernel is not used here")
        var random = SeededRandom(seed: 77)
        let width = 300
        let noise = PixelBuffer(width: width, height: 2)
        for y in 0..<2 { for x in 0..<width { noise.setPixel(x: x, y: y, RowBlendTests.pixel(&random)) } }
        let footprints = ImageFlatFootprints()
        var flatGroups = 0
        for round in 0..<400 {
            // Every other round, flat blocks with their footprints.
            let blocky = round % 2 == 1
            let image = blocky ? ImageFlatFootprintsTests.blockyImage(width: width, height: 2, &random) : noise
            if blocky { footprints.find(in: image) }
            let r0 = image.pixels, r1 = image.pixels + width
            // Steps from strong minification to strong magnification, any count (a last, partial group too), starting
            // anywhere the count's footprints stay inside the row: every fourth run ends in the row's last pair, so that
            // the last group's lanes past the count would read past the row's end (they read its last pair instead).
            let du = [65536, 1, 65535, 3 * 65536 + 17, 4096, Int.random(in: 1...(4 * 65536), using: &random)][(round / 2) % 6]
            let count = Int.random(in: 1...48, using: &random)
            let last = max(0, (width - 1) * 65536 - 1 - (count - 1) * du)
            let fu = round % 4 < 2 ? last : Int.random(in: 0...last, using: &random)
            let fy = UInt32.random(in: 0...255, using: &random)
            var output = [UInt32](repeating: 0, count: (count + 7) & ~7)
            output.withUnsafeMutableBufferPointer { o in
                ImageKernels.bilinearRow(
                    r0, r1, width: width, fu: fu, du: du, fy: fy, count: count, flat: blocky ? footprints.view.bits(pair: 0) : nil,
                    into: o.baseAddress!)
            }
            for k in 0..<count {
                let position = fu + k * du, c = position >> 16
                let expected = PixelArithmetic.bilinear(
                    r0[c], r0[c + 1], r1[c], r1[c + 1], fx: UInt32((position >> 8) & 0xFF), fy: fy)
                #expect(output[k] == expected, "round \(round), pixel \(k)")
            }
            if blocky {
                for group in stride(from: 0, to: count - 7, by: 8) {
                    let first = (fu + group * du) >> 16, last = (fu + (group + 7) * du) >> 16
                    if ImageFlatFootprints.allFlat(footprints.view.bits(pair: 0), from: first, through: last) { flatGroups += 1 }
                }
            }
        }
        // Many groups were flat.
        #expect(flatGroups > 100)
    }

    /// Blending a row: each pixel scaled by its coverage (or the constant) times the opacity, then source-over; spans of
    /// any length, wholly covered groups, zero coverage, a row that ends with the span or goes on past it (whose pixels
    /// past the span must be left exactly as they were).
    @Test func theAVX2RowBlendMatchesTheScalarDefinition() throws {
        try #require(ImageKernels.avx2, "this processor has no AVX2: the kernel is not used here")
        var random = SeededRandom(seed: 78)
        for round in 0..<3_000 {
            // Each of the room, the opacity and the constant chosen on its own.
            let count = Int.random(in: 0...40, using: &random)
            let room = count + (Bool.random(using: &random) ? 0 : Int.random(in: 1...12, using: &random))
            let opacity = [0, 255, UInt32.random(in: 0...255, using: &random)][Int.random(in: 0...2, using: &random)]
            let source = (0..<room).map { _ in RowBlendTests.pixel(&random) }
            let before = (0..<room).map { _ in RowBlendTests.pixel(&random) }
            // Runs of full, empty and partial coverage, so that whole groups of 255 occur; eight bytes readable from each pixel.
            var coverages: [UInt8] = []
            while coverages.count < room + 8 {
                let value = [255, 0, UInt8.random(in: 0...255, using: &random)][Int.random(in: 0...2, using: &random)]
                coverages += Array(repeating: value, count: Int.random(in: 1...12, using: &random))
            }
            let constant = [255, 0, UInt8.random(in: 0...255, using: &random)][Int.random(in: 0...2, using: &random)]
            let useCoverages = round % 2 == 0
            var output = before
            source.withUnsafeBufferPointer { s in
                coverages.withUnsafeBufferPointer { c in
                    output.withUnsafeMutableBufferPointer { o in
                        ImageKernels.blendRow(
                            s.baseAddress!, onto: o.baseAddress!, count: count, room: room,
                            coverages: useCoverages ? c.baseAddress! : nil, constant: constant, opacity: opacity)
                    }
                }
            }
            for k in 0..<room {
                let coverage = UInt32(useCoverages ? coverages[k] : constant)
                let expected =
                    k < count
                    ? PixelArithmetic.sourceOver(
                        PixelArithmetic.multiply(source[k], by: PixelArithmetic.multiply8(coverage, opacity)), before[k])
                    : before[k]
                #expect(output[k] == expected, "round \(round), pixel \(k) of \(count) (room \(room))")
            }
        }
    }

    /// An axis-aligned span of a smoothly scaled image, as the painter samples it (its left and right pixels' colours
    /// taken once for the span where their footprint is clamped to an edge column, the pixels between filtered),
    /// against the definition: every pixel's footprint clamped to the image on its own, the positions stepped in 16.16
    /// fixed point from the span's first pixel centre. Images one and two pixels wide and up to 2,000, spans starting far
    /// left of the image and ending far right of it, strong magnification and minification.
    @Test func axisAlignedSpansHaveTheClampedFilterColours() {
        var random = SeededRandom(seed: 6)
        let scratch = PainterScratch()
        let row = UnsafeMutablePointer<UInt32>.allocate(capacity: 4_096)
        defer { row.deallocate() }
        for round in 0..<1_500 {
            let width = [1, 2, 3, Int.random(in: 4...40, using: &random), Int.random(in: 41...2_000, using: &random)][round % 5]
            let height = width > 40 ? 1 + round % 2 : [1, 2, Int.random(in: 3...20, using: &random)][round % 3]
            let image = Self.image(width: width, height: height, &random)
            // Down to a step of 5,000 image pixels a pixel (about 2^28 in 16.16).
            let sx = [0.0002, 0.02, 0.75, 1.0, 1.3, 40, Double.random(in: 0.05...12, using: &random)][round % 7]
            let sy = Double.random(in: 0.1...8, using: &random)
            let tx = Double.random(in: -30...30, using: &random), ty = Double.random(in: -10...10, using: &random)
            let sampling = ImageSampling(
                imageToDevice: Homography(Transform(a: sx, b: 0, c: 0, d: sy, tx: tx, ty: ty)), smooth: true)
            let count = Int.random(in: 1...300, using: &random)
            let x = Int(tx) + Int.random(in: -40...(Int(Double(width) * sx) + 5), using: &random)
            let y = Int(ty) + Int.random(in: -3...(Int(Double(height) * sy) + 3), using: &random)
            row.initialize(repeating: 0, count: count + 8)
            let surface = Surface(pixels: row, box: PixelBox(minX: x, minY: y, maxX: x + count + 8, maxY: y + 1), rowStride: count + 8)
            let painter = scratch.painter(surface, image, sampling, opacity: 255)
            painter.paint(y: y, x: x, count: count, coverages: nil, constant: 255)
            // Onto transparent pixels at full coverage and opacity, the colours themselves.
            let t = sampling.inverse
            let u = t.a * (Double(x) + 0.5) + t.c * (Double(y) + 0.5) + t.tx - 0.5
            let v = t.b * (Double(x) + 0.5) + t.d * (Double(y) + 0.5) + t.ty - 0.5
            let fu = Int((u * 65536).rounded(.down)), fv = Int((v * 65536).rounded(.down))
            func clamped(_ value: Int, _ limit: Int) -> Int { min(max(value, 0), limit - 1) }
            let r0 = clamped(fv >> 16, height) * width, r1 = clamped((fv >> 16) + 1, height) * width
            var wrong = 0
            for k in 0..<count {
                let position = fu + k * sampling.du
                let c0 = clamped(position >> 16, width), c1 = clamped((position >> 16) + 1, width)
                let expected = PixelArithmetic.bilinear(
                    image.pixels[r0 + c0], image.pixels[r0 + c1], image.pixels[r1 + c0], image.pixels[r1 + c1],
                    fx: UInt32((position >> 8) & 0xFF), fy: UInt32((fv >> 8) & 0xFF))
                if row[k] != expected { wrong += 1 }
            }
            #expect(wrong == 0, "round \(round): \(wrong) of \(count) pixels (image \(width)x\(height), scale \(sx))")
            #expect((count..<(count + 8)).allSatisfy { row[$0] == 0 }, "round \(round): pixels past the span")
        }
    }

    /// A span painted on many rows at once (a rectangle's whole rows), its columns worked out once, against painting it
    /// row by row: mappings with and without shear, magnified and minified, spans from far left to far right.
    @Test func paintingRowsAtOnceIsPaintingThemOneByOne() {
        var random = SeededRandom(seed: 8)
        let scratch = PainterScratch()
        for round in 0..<400 {
            let width = [1, 2, Int.random(in: 3...60, using: &random)][round % 3], height = Int.random(in: 1...30, using: &random)
            let image = Self.image(width: width, height: height, &random)
            let sx = [0.3, 1.0, 2.5, Double.random(in: 0.05...8, using: &random)][round % 4]
            let shear = round % 5 == 0 ? Double.random(in: -0.5...0.5, using: &random) : 0
            let rows = RandomRows(scale: sx, shear: shear, constant: round % 2 == 1, scratch: scratch, &random)
            let frames = (0..<2).map { index in
                rows.painted { surface in
                    let painter = scratch.painter(surface, image, rows.sampling, opacity: rows.opacity)
                    if index == 1 {
                        rows.paintRows(painter)
                    } else {
                        for y in rows.rows {
                            if let constant = rows.constant {
                                painter.paintSpan(y: y, x: rows.x, count: rows.count, coverage: constant)
                            } else {
                                painter.paintSpan(y: y, x: rows.x, count: rows.count, coverages: rows.coverages)
                            }
                        }
                    }
                }
            }
            #expect(frames[0] == frames[1], "round \(round): image \(width)x\(height), shear \(shear), \(rows)")
        }
    }

    /// A rectangle's rows painted by the AVX2 rows kernel, all at once and one by one (as a shape's edge rows are), against
    /// the painter's own rows, each filtered and then composited (`paintSampled`): images of random pixels and of flat
    /// blocks (with their flat footprints), one and two columns wide too, magnified and minified, from far left to far
    /// right of the image, up to 200 rows (several calls of the kernel) and 900 pixels across (several rounds of plans),
    /// over pixels of one colour (where the kernel reuses a flat colour's blend) and of many.
    @Test func theAVX2RowsKernelPaintsWhatThePainterPaints() throws {
        try #require(ImageKernels.avx2, "this processor has no AVX2: the kernel is not used here")
        rowsKernelPaintsWhatThePainterPaints(wide: false)
    }

    /// The same for the sixteen-pixel kernel, with images up to 100 columns wide (its window is 32 columns).
    @Test(.enabled(if: ImageKernels.avx512, "this processor has no fast AVX-512: the kernel is not used here"))
    func theAVX512RowsKernelPaintsWhatThePainterPaints() {
        rowsKernelPaintsWhatThePainterPaints(wide: true)
    }

    private func rowsKernelPaintsWhatThePainterPaints(wide: Bool) {
        var random = SeededRandom(seed: 9)
        let scratch = PainterScratch()
        let footprints = ImageFlatFootprints()
        var tall = 0, long = 0
        for round in 0..<240 {
            let widest = wide ? 100 : 60
            let width = [1, 2, Int.random(in: 3...widest, using: &random)][round % 3], height = Int.random(in: 1...30, using: &random)
            let blocky = round % 2 == 1 && width >= 2 && height >= 2
            let image =
                blocky
                ? ImageFlatFootprintsTests.blockyImage(width: width, height: height, &random)
                : Self.image(width: width, height: height, &random)
            // One round in five an opaque image (a tile): over starting pixels of one colour the wide kernel blends its
            // filtered groups through what it kept of that colour.
            if round % 5 == 2 {
                for i in 0..<(width * height) { image.pixels[i] |= 0xFF00_0000 }
            }
            if blocky { footprints.find(in: image) }
            let sx = [0.3, 1.0, 2.5, Double.random(in: 0.05...8, using: &random)][round % 4]
            // One round in eight spans more pixels than the kernels plan at once (512), so they plan again part way.
            let rows = RandomRows(
                scale: sx, shear: 0, constant: round % 4 < 2, scratch: scratch, lastRow: 200, longest: round % 8 == 7 ? 900 : 300,
                plainStart: round % 6 < 3, &random)
            guard rows.count > 4 else { continue }
            if rows.rows.count > ImagePainter<PlainCompositing>.kernelRows { tall += 1 }
            if rows.count > 512 { long += 1 }
            let coverages = rows.constant == nil ? UnsafePointer(rows.coverages) : nil, constant = rows.constant ?? 0
            let frames = (0..<3).map { index in
                rows.painted { surface in
                    let painter = scratch.painter(
                        surface, image, rows.sampling, opacity: rows.opacity, flatFootprints: blocky ? footprints : nil)
                    switch index {
                    case 0:
                        for y in rows.rows {
                            painter.paintSampled(y: y, x: rows.x, count: rows.count, coverages: coverages, constant: constant)
                        }
                    case 1:
                        let fu = rows.sampling.position(x: rows.x, y: rows.rows.lowerBound).fu
                        painter.paintRowsWithKernel(
                            rows.rows, x: rows.x, count: rows.count, columns: painter.columns(fu: fu, count: rows.count),
                            coverages: coverages, constant: constant, wide: wide)
                    default:
                        // Row by row, as a shape's edge rows are painted: each a call of the kernel.
                        for y in rows.rows {
                            let columns = painter.columns(fu: rows.sampling.position(x: rows.x, y: y).fu, count: rows.count)
                            painter.paintRowsWithKernel(
                                y..<y + 1, x: rows.x, count: rows.count, columns: columns, coverages: coverages, constant: constant,
                                wide: wide)
                        }
                    }
                }
            }
            #expect(frames[0] == frames[1], "round \(round): image \(width)x\(height), \(rows)")
            #expect(frames[0] == frames[2], "round \(round), row by row: image \(width)x\(height), \(rows)")
        }
        #expect(tall > 60)
        #expect(long > 5)
    }

    /// An image of random premultiplied pixels.
    static func image(width: Int, height: Int, _ random: inout SeededRandom) -> PixelBuffer {
        let image = PixelBuffer(width: width, height: height)
        for i in 0..<(width * height) { image.pixels[i] = RowBlendTests.pixel(&random) }
        return image
    }
}

/// The scratch rows a painter works in (a band's, in `BandRenderer`), and painters over them.
final class PainterScratch {
    let colors = UnsafeMutablePointer<UInt32>.allocate(capacity: 4_096)
    let coverages = UnsafeMutablePointer<UInt8>.allocate(capacity: 4_096)
    /// A span's coverage bytes as a sweep hands them to a painter (`RandomRows`).
    let spanCoverages = UnsafeMutablePointer<UInt8>.allocate(capacity: 4_096)

    deinit {
        colors.deallocate()
        coverages.deallocate()
        spanCoverages.deallocate()
    }

    /// An untinted, source-over painter of `image` into `surface`, without a clip mask, using `flatFootprints` if given.
    func painter(
        _ surface: Surface, _ image: PixelBuffer, _ sampling: ImageSampling, opacity: UInt32,
        flatFootprints: ImageFlatFootprints? = nil
    ) -> ImagePainter<PlainCompositing> {
        ImagePainter(
            surface: surface, image: ImagePixels(image), sampling: sampling, opacity: opacity, tint: .max, additive: false,
            mask: nil, coverageScratch: coverages, colorScratch: colors, flatFootprints: flatFootprints?.view)
    }
}

/// A random rectangle of rows to paint an image into, its mapping scaled by `scale` across (and sheared by `shear`):
/// where, through which coverage (a constant one, or random bytes written into the scratch's `spanCoverages`), at which
/// opacity, over which starting pixels.
struct RandomRows: CustomStringConvertible {
    let sampling: ImageSampling
    let count: Int, x: Int, rows: Range<Int>
    let constant: UInt8?
    let coverages: UnsafeMutablePointer<UInt8>
    let opacity: UInt32
    let start: [UInt32]

    /// `lastRow`: the largest end of the rows (they start at -5 to 5). `longest`: the most pixels a row spans.
    /// `plainStart`: the starting pixels of one colour (a background) in the upper half of the rows and of another
    /// below, not each random.
    init(
        scale sx: Double, shear: Double, constant: Bool, scratch: PainterScratch, lastRow: Int = 50, longest: Int = 300,
        plainStart: Bool = false, _ random: inout SeededRandom
    ) {
        let coverages = scratch.spanCoverages
        let mapping = Transform(
            a: sx, b: 0, c: shear, d: Double.random(in: 0.2...6, using: &random),
            tx: Double.random(in: -20...20, using: &random), ty: Double.random(in: -10...10, using: &random))
        sampling = ImageSampling(imageToDevice: Homography(mapping), smooth: true)
        count = Int.random(in: 1...longest, using: &random)
        x = Int.random(in: -30...40, using: &random)
        rows = Int.random(in: -5...5, using: &random)..<Int.random(in: 6...lastRow, using: &random)
        for k in 0..<(count + 8) { coverages[k] = UInt8.random(in: 0...255, using: &random) }
        self.coverages = coverages
        self.constant = constant ? UInt8.random(in: 1...255, using: &random) : nil
        opacity = UInt32.random(in: 0...255, using: &random)
        let backgrounds = (RowBlendTests.pixel(&random), RowBlendTests.pixel(&random)), upper = (count + 8) * (rows.count / 2)
        start = (0..<((count + 8) * rows.count)).map { k in
            plainStart ? (k < upper ? backgrounds.0 : backgrounds.1) : RowBlendTests.pixel(&random)
        }
    }

    var description: String { "rows \(rows), x \(x)+\(count), \(Double(sampling.du) / 65536) image pixels a pixel" }

    /// The starting pixels after `paint` has painted into them (a surface over the rows, eight pixels wider than the span).
    func painted(_ paint: (Surface) -> Void) -> [UInt32] {
        var pixels = start
        pixels.withUnsafeMutableBufferPointer { pixels in
            let box = PixelBox(minX: x, minY: rows.lowerBound, maxX: x + count + 8, maxY: rows.upperBound)
            paint(Surface(pixels: pixels.baseAddress!, box: box, rowStride: count + 8))
        }
        return pixels
    }

    /// The span on all the rows at once, through its coverage.
    func paintRows<Painter: SpanPainter>(_ painter: Painter) {
        if let constant {
            painter.paintRows(rows, x: x, count: count, coverage: constant)
        } else {
            painter.paintRows(rows, x: x, count: count, coverages: coverages)
        }
    }
}
