import Testing

@testable import Raster

/// The rasterizer's rounding without `rounded(_:)` must give exactly what `rounded(_:)` gives, over the whole range
/// it is used on: integers, halves, the floats next to them, and arbitrary values.
@Suite("Integer rounding")
struct IntegerRoundingTests {
    /// Floats of |x| < 2^22: around every kind of boundary, and random ones at every scale.
    static func floats() -> [Float] {
        var values: [Float] = [0, -0.0, 0.5, -0.5, 1, -1, 1.5, -1.5, 2.5, -2.5, 4_194_303.5, -4_194_303.5, 4_194_303, -4_194_303]
        for base in [0, 1, 2, 7, 100, 1_023, 65_536, 1_000_000, 4_194_302] as [Float] {
            for v in [base, -base, base + 0.5, -base - 0.5] {
                values += [v, v.nextUp, v.nextDown, v.nextUp.nextUp, v.nextDown.nextDown]
            }
        }
        var random = SeededRandom(seed: 5)
        for exponent in -20...21 {
            let scale = Float(sign: .plus, exponent: exponent, significand: 1)
            for _ in 0..<200 { values.append(Float(Double.random(in: -2...2, using: &random)) * scale) }
        }
        return values.filter { abs($0) < 4_194_304 }
    }

    @Test func floorAndCeilingOfFloatsAreExact() {
        for x in Self.floats() {
            #expect(Int(flooring: x) == Int(x.rounded(.down)), "floor of \(x)")
            #expect(Int(Int32(flooring: x)) == Int(x.rounded(.down)), "32-bit floor of \(x)")
            #expect(Int(ceiling: x) == Int(x.rounded(.up)), "ceiling of \(x)")
        }
    }

    @Test func floorAndRoundingOfDoublesAreExact() {
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994, 1e15 + 0.5]
        var random = SeededRandom(seed: 9)
        for exponent in -30...50 {
            let scale = Double(sign: .plus, exponent: exponent, significand: 1)
            for _ in 0..<100 { values.append(Double.random(in: -2...2, using: &random) * scale) }
        }
        for v in values + values.map(\.nextUp) + values.map(\.nextDown) {
            #expect(Int(flooring: v) == Int(v.rounded(.down)), "floor of \(v)")
            #expect(Int(rounding: v) == Int(v.rounded()), "rounding of \(v)")
        }
    }

    /// Hostile values cannot trap: the result is unspecified, but it is a value.
    @Test func nonFiniteFloatsDoNotTrap() {
        for x in [Float.nan, .infinity, -.infinity, 1e30, -1e30] {
            _ = Int(flooring: x)
            _ = Int(ceiling: x)
            _ = Int32(flooring: x)
        }
    }
}
