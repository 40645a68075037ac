import Testing

@testable import Raster

/// The row blends work eight pixels at a time in 16-bit lanes, with a scalar tail. Every pixel must equal the
/// scalar definition, computed here from the channels: c·a/255 rounded, then source-over.
@Suite("Row blends")
struct RowBlendTests {
    /// x·a/255 rounded to nearest, per 8-bit channel (the definition `PixelArithmetic.multiply` implements).
    static func scaled(_ pixel: UInt32, _ a: UInt32) -> UInt32 {
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let c = (pixel >> shift) & 0xFF
            result |= UInt32((Double(c * a) / 255).rounded()) << shift
        }
        return result
    }

    static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 { src &+ scaled(dst, 255 - (src >> 24)) }

    /// A premultiplied pixel: no channel above its alpha.
    static func pixel(_ random: inout SeededRandom) -> UInt32 {
        let a = UInt32.random(in: 0...255, using: &random)
        let channels = (0..<3).map { _ in UInt32.random(in: 0...a, using: &random) }
        return a << 24 | channels[0] << 16 | channels[1] << 8 | channels[2]
    }

    @Test func vectorProductsOfEveryChannelAndAlphaAreRoundedExactly() {
        // All 65,536 pairs, sixteen lanes at a time, against x·a/255 rounded to nearest.
        for x in 0...255 {
            for a in stride(from: 0, through: 255, by: 16) {
                let alphas = SIMD16<UInt16>((0..<16).map { UInt16(a + $0) })
                let products = PixelArithmetic.multiply8(SIMD16<UInt16>(repeating: UInt16(x)), alphas)
                for lane in 0..<16 {
                    #expect(UInt32(products[lane]) == UInt32((Double(x * (a + lane)) / 255).rounded()), "\(x)·\(a + lane)")
                }
            }
        }
    }

    @Test func blendsMatchTheScalarDefinition() {
        var random = SeededRandom(seed: 21)
        for count in 0...37 {
            let source = (0..<count).map { _ in Self.pixel(&random) }
            let background = (0..<count).map { _ in Self.pixel(&random) }
            // Coverages and factors at the special values (0, 255) as well as between; every other row whole (255) but
            // for its ends, as a shape's row is, so that whole groups of eight come up.
            let coverages = (0..<count).map { i in
                let any = [0, 255, UInt8.random(in: 0...255, using: &random)][Int.random(in: 0..<3, using: &random)]
                return count % 2 == 0 || i == 0 || i == count - 1 ? any : 255
            }
            let opacity = [0, 255, UInt32.random(in: 1...254, using: &random)][count % 3]
            let constant = [255, 0, UInt8.random(in: 1...254, using: &random)][count % 3]
            let color = Self.pixel(&random)

            // The vector loops and the scalar ones, whatever this build's default.
            for vectors in [true, false] {
            var varying = background, uniform = background, solid = background, flat = background
            source.withUnsafeBufferPointer { s in
                coverages.withUnsafeBufferPointer { c in
                    RowBlend.blend(
                        s.baseAddress!, onto: &varying, count: count, coverages: c.baseAddress!, constant: 0, opacity: opacity,
                        vectors: vectors)
                    RowBlend.blend(
                        s.baseAddress!, onto: &uniform, count: count, coverages: nil, constant: constant, opacity: opacity,
                        vectors: vectors)
                    RowBlend.solid(color, coverages: c.baseAddress!, onto: &solid, count: count, vectors: vectors)
                }
            }
            RowBlend.solid(color, onto: &flat, count: count, vectors: vectors)
            for i in 0..<count {
                let factor = UInt32((Double(UInt32(coverages[i]) * opacity) / 255).rounded())
                #expect(varying[i] == Self.over(Self.scaled(source[i], factor), background[i]), "varying \(count) \(i)")
                let uniformFactor = UInt32((Double(UInt32(constant) * opacity) / 255).rounded())
                #expect(uniform[i] == Self.over(Self.scaled(source[i], uniformFactor), background[i]), "uniform \(count) \(i)")
                #expect(solid[i] == Self.over(Self.scaled(color, UInt32(coverages[i])), background[i]), "solid \(count) \(i)")
                #expect(flat[i] == Self.over(color, background[i]), "flat \(count) \(i)")
            }
            }
        }
    }

    @Test func bilinearVectorsMatchTheScalarForm() {
        var random = SeededRandom(seed: 8)
        for _ in 0..<500 {
            let p = (0..<4).map { _ in SIMD8<UInt32>((0..<8).map { _ in Self.pixel(&random) }) }
            let fx = SIMD8<UInt32>((0..<8).map { _ in UInt32.random(in: 0...255, using: &random) })
            let fy = SIMD8<UInt32>((0..<8).map { _ in UInt32.random(in: 0...255, using: &random) })
            let vector = PixelArithmetic.bilinear8(p[0], p[1], p[2], p[3], fx: fx, fy: fy)
            for k in 0..<8 {
                #expect(vector[k] == PixelArithmetic.bilinear(p[0][k], p[1][k], p[2][k], p[3][k], fx: fx[k], fy: fy[k]))
            }
        }
    }

    @Test func aSpanBlendedUpToItsRowsEndLeavesThePixelsPastItAsTheyWere() {
        // The sweep's form of the coverage blend: whole vector steps up to the row's end, the lanes past the span
        // given coverage 0. The coverage row has junk past the span, as the sweep's scratch row does.
        var random = SeededRandom(seed: 33)
        for count in 1...29 {
            for extra in [0, 1, 5, 7, 8, 13] {
                let room = count + extra
                let background = (0..<room).map { _ in Self.pixel(&random) }
                let coverages = (0..<(count + 8)).map { _ in UInt8.random(in: 0...255, using: &random) }
                let color = Self.pixel(&random)
                for vectors in [true, false] {
                    var row = background
                    coverages.withUnsafeBufferPointer { c in
                        RowBlend.solid(color, coverages: c.baseAddress!, onto: &row, count: count, room: room, vectors: vectors)
                    }
                    let expected = (0..<room).map { i in i < count ? Self.over(Self.scaled(color, UInt32(coverages[i])), background[i]) : background[i] }
                    #expect(row == expected, "count \(count), room \(room), vectors \(vectors)")
                    // One coverage for the whole span.
                    var uniform = background
                    let coverage = [0, 255, coverages[0]][count % 3]
                    RowBlend.solid(color, coverage: coverage, onto: &uniform, count: count, room: room, vectors: vectors)
                    let expectedUniform = (0..<room).map { i in i < count ? Self.over(Self.scaled(color, UInt32(coverage)), background[i]) : background[i] }
                    #expect(uniform == expectedUniform, "uniform: count \(count), room \(room), vectors \(vectors)")
                    // A row of source colours (images), with colours past the span too, through coverages and
                    // through one coverage, at an opacity.
                    let source = (0..<room).map { _ in Self.pixel(&random) }
                    let opacity = [255, 0, UInt32(coverages[1])][count % 3]
                    var varying = background, constant = background
                    source.withUnsafeBufferPointer { s in
                        coverages.withUnsafeBufferPointer { c in
                            RowBlend.blend(
                                s.baseAddress!, onto: &varying, count: count, room: room, coverages: c.baseAddress!, constant: 0,
                                opacity: opacity, vectors: vectors)
                        }
                        RowBlend.blend(
                            s.baseAddress!, onto: &constant, count: count, room: room, coverages: nil, constant: coverage,
                            opacity: opacity, vectors: vectors)
                    }
                    func factor(_ c: UInt8) -> UInt32 { UInt32((Double(UInt32(c) * opacity) / 255).rounded()) }
                    let expectedVarying = (0..<room).map { i in
                        i < count ? Self.over(Self.scaled(source[i], factor(coverages[i])), background[i]) : background[i]
                    }
                    let expectedConstant = (0..<room).map { i in
                        i < count ? Self.over(Self.scaled(source[i], factor(coverage)), background[i]) : background[i]
                    }
                    #expect(varying == expectedVarying, "source row: count \(count), room \(room), vectors \(vectors)")
                    #expect(constant == expectedConstant, "source row, one coverage: count \(count), room \(room), vectors \(vectors)")
                }
            }
        }
    }
}
