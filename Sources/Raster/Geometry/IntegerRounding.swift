/// Rounding to integers without `rounded(_:)` or checked conversions, for the rasterizer's hot loops. On baseline
/// x86-64 (no SSE4.1: what a plain `swift build` targets) `rounded` is a call into libm, and `Int(_:)` of a `Float`
/// tests for overflow at every use; the rasterizer rounds a few times per edge row.
///
/// The `Float` forms are exact for |x| < 2^22, which covers every device coordinate (frames are at most
/// `DisplayList.maximumSide` pixels on a side); beyond that, and for NaN, the result is unspecified but they never trap.
extension Int {
    /// The largest integer not above `x`: `Int(x.rounded(.down))` for |x| < 2^22.
    @inline(__always) @usableFromInline
    init(flooring x: Float) {
        let nearest = Int(Float.roundedToNearest(x))
        self = Float(nearest) > x ? nearest &- 1 : nearest
    }

    /// The smallest integer not below `x`: `Int(x.rounded(.up))` for |x| < 2^22.
    @inline(__always) @usableFromInline
    init(ceiling x: Float) {
        let nearest = Int(Float.roundedToNearest(x))
        self = Float(nearest) < x ? nearest &+ 1 : nearest
    }

    /// The largest integer not above `x`: `Int(x.rounded(.down))`. `x` must be finite and within `Int`'s range.
    @inline(__always) @usableFromInline
    init(flooring x: Double) {
        let t = Int(x)
        self = Double(t) > x ? t &- 1 : t
    }

    /// The nearest integer to `x`, halves away from zero: `Int(x.rounded())`. `x` must be finite and within `Int`'s
    /// range. `x − trunc(x)` is exact (the two are within a factor of two of each other, or the truncation is 0), so
    /// the halfway tests are too.
    @inline(__always) @usableFromInline
    init(rounding x: Double) {
        let t = Int(x)
        let fraction = x - Double(t)
        self = fraction >= 0.5 ? t &+ 1 : fraction <= -0.5 ? t &- 1 : t
    }
}

extension Int32 {
    /// The largest integer not above `x`, for |x| < 2^22: as `Int(flooring:)`, in 32-bit lanes so that loops of it
    /// vectorise.
    @inline(__always) @usableFromInline
    init(flooring x: Float) {
        let nearest = Float.roundedToNearest(x)
        self = Float(nearest) > x ? nearest &- 1 : nearest
    }
}

extension Float {
    /// `x` rounded to the nearest integer (halves to even), for |x| < 2^22: adding 1.5 · 2^23 leaves the integer in the
    /// low bits of the sum's significand.
    @inline(__always) @usableFromInline
    static func roundedToNearest(_ x: Float) -> Int32 {
        Int32(bitPattern: (x + 12_582_912).bitPattern) &- 0x4B40_0000
    }
}
