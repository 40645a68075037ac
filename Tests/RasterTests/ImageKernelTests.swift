import Testing

@testable import Raster

/// The AVX2 image kernels that a plain build reaches at run time must give exactly the pixels of the scalar definitions
/// (`PixelArithmetic.bilinear`, and `sourceOver` of `multiply`), like the Swift vector loops they stand in for.
@Suite("Image kernels")
struct ImageKernelTests {
    @Test func theAVX2RowFilterMatchesTheScalarDefinition() throws {
        try #require(ImageKernels.avx2, "this processor has no AVX2: the kernel is not used here")
        var random = SeededRandom(seed: 77)
        let width = 300
        let r0 = (0..<width).map { _ in RowBlendTests.pixel(&random) }, r1 = (0..<width).map { _ in RowBlendTests.pixel(&random) }
        for round in 0..<200 {
            // Steps from strong minification to strong magnification, any count (a last, partial group too), starting
            // anywhere the count's footprints stay inside the row: every fourth run ends in the row's last pair, so that
            // the last group's lanes past the count would read past the row's end (they read its last pair instead).
            let du = [65536, 1, 65535, 3 * 65536 + 17, 4096, Int.random(in: 1...(4 * 65536), using: &random)][round % 6]
            let count = Int.random(in: 1...48, using: &random)
            let last = max(0, (width - 1) * 65536 - 1 - (count - 1) * du)
            let fu = round % 4 == 0 ? last : Int.random(in: 0...last, using: &random)
            let fy = UInt32.random(in: 0...255, using: &random)
            var output = [UInt32](repeating: 0, count: (count + 7) & ~7)
            r0.withUnsafeBufferPointer { a in
                r1.withUnsafeBufferPointer { b in
                    output.withUnsafeMutableBufferPointer { o in
                        ImageKernels.bilinearRow(a.baseAddress!, b.baseAddress!, width: width, fu: fu, du: du, fy: fy, count: count, into: o.baseAddress!)
                    }
                }
            }
            for k in 0..<count {
                let position = fu + k * du, c = position >> 16
                let expected = PixelArithmetic.bilinear(
                    r0[c], r0[c + 1], r1[c], r1[c + 1], fx: UInt32((position >> 8) & 0xFF), fy: fy)
                #expect(output[k] == expected, "round \(round), pixel \(k)")
            }
        }
    }

    /// Blending a row: each pixel scaled by its coverage (or the constant) times the opacity, then source-over; spans of
    /// any length, wholly covered groups, zero coverage, a row that ends with the span or goes on past it (whose pixels
    /// past the span must be left exactly as they were).
    @Test func theAVX2RowBlendMatchesTheScalarDefinition() throws {
        try #require(ImageKernels.avx2, "this processor has no AVX2: the kernel is not used here")
        var random = SeededRandom(seed: 78)
        for round in 0..<3_000 {
            let count = Int.random(in: 0...40, using: &random)
            let room = count + (round % 3 == 0 ? 0 : Int.random(in: 1...12, using: &random))
            let opacity = [0, 255, UInt32.random(in: 0...255, using: &random)][round % 3]
            let source = (0..<room).map { _ in RowBlendTests.pixel(&random) }
            let before = (0..<room).map { _ in RowBlendTests.pixel(&random) }
            // Runs of full, empty and partial coverage, so that whole groups of 255 occur; eight bytes readable from each pixel.
            var coverages: [UInt8] = []
            while coverages.count < room + 8 {
                let value = [255, 0, UInt8.random(in: 0...255, using: &random)][Int.random(in: 0...2, using: &random)]
                coverages += Array(repeating: value, count: Int.random(in: 1...12, using: &random))
            }
            let constant = [255, 0, UInt8.random(in: 0...255, using: &random)][round % 3]
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

    /// The run the painter hands to the kernel: the pixels whose footprint (column, column + 1) lies in the image, counted
    /// one by one here; at least one whenever the first column is inside, however far the image is magnified (a span may
    /// start anywhere in the last pair, its fraction far past one step).
    @Test func theFilteredRunIsThePixelsInsideTheImage() {
        var random = SeededRandom(seed: 5)
        for round in 0..<4_000 {
            // Narrow and very wide images; steps from none to the largest a sampling keeps (2^20 image pixels a pixel),
            // as the sampling rounds them.
            let maxX = round % 2 == 0 ? Int.random(in: 1...40, using: &random) : Int.random(in: 1...(1 << 24), using: &random)
            let step = [0, 1, 328, 4096, 65535, 65536, 3 * 65536, 1 << 36, Int.random(in: 1...(1 << 36), using: &random)][round % 9]
            let sampling = ImageSampling(imageToDevice: Homography(Transform(scaleX: 65536 / Double(max(step, 1)), y: 1)), smooth: true)
            let du = step == 0 ? 0 : sampling.du
            let count = Int.random(in: 1...600, using: &random)
            // Half the runs end inside the span with the room to the image's edge an exact multiple of the step.
            let multiple = Int.random(in: 0..<count, using: &random)
            let edge = (maxX << 16) - 1 - multiple * du
            let fu = Bool.random(using: &random) && edge >= 0 ? edge : Int.random(in: 0..<(maxX << 16), using: &random)
            var expected = 0
            while expected < count && (fu + expected * du) >> 16 < maxX { expected += 1 }
            let counted = ImagePainter<PlainCompositing>.inside(count: count, fu: fu, du: du, maxX: maxX)
            #expect(counted == expected && counted >= 1, "round \(round): \(counted), expected \(expected)")
        }
    }
}
