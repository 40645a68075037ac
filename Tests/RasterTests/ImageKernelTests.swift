import Testing

@testable import Raster

/// The AVX2 filtering kernel that a plain build reaches at run time must give exactly the pixels of the scalar
/// definition (`PixelArithmetic.bilinear`), like the Swift vector loop it stands in for.
@Suite("Image kernels")
struct ImageKernelTests {
    @Test func theAVX2RowFilterMatchesTheScalarDefinition() throws {
        try #require(ImageKernels.avx2, "this processor has no AVX2: the kernel is not used here")
        var random = SeededRandom(seed: 77)
        let width = 300
        let r0 = (0..<width).map { _ in RowBlendTests.pixel(&random) }, r1 = (0..<width).map { _ in RowBlendTests.pixel(&random) }
        for round in 0..<200 {
            // Steps from strong minification to strong magnification, any count (a last, partial group too), starting
            // anywhere the count's footprints stay inside the row: every fourth run ends at the row's last pair, so that
            // the last group's lanes past the count would read past the row's end (they read its last pair instead).
            let du = [65536, 1, 65535, 3 * 65536 + 17, 4096, Int.random(in: 1...(4 * 65536), using: &random)][round % 6]
            let count = Int.random(in: 1...48, using: &random)
            let last = max(0, (width - 2) * 65536 - (count - 1) * du - 1)
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
}
