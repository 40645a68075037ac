/// 8-bit channel arithmetic on packed premultiplied ARGB, two channels per 32-bit lane
/// (red/blue and alpha/green), exact to the rounding of x·a/255.
@usableFromInline
enum PixelArithmetic {
    /// Every channel of `pixel` multiplied by `alpha`/255, rounded to nearest.
    @inline(__always) @usableFromInline
    static func multiply(_ pixel: UInt32, by alpha: UInt32) -> UInt32 {
        var rb = (pixel & 0x00FF_00FF) &* alpha &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((pixel >> 8) & 0x00FF_00FF) &* alpha &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Source-over of premultiplied pixels: src + dst·(1 − src.alpha).
    @inline(__always) @usableFromInline
    static func sourceOver(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        src &+ multiply(dst, by: 255 &- (src >> 24))
    }

    /// (a·b + 127) / 255 for 8-bit values, exact.
    @inline(__always) @usableFromInline
    static func multiply8(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a &* b &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// `bilinear` for eight pixels at once (one horizontal weight each, one vertical weight for all): the same
    /// lane arithmetic, so results are identical to the scalar form.
    @inline(__always) @usableFromInline
    static func bilinear8(
        _ p00: SIMD8<UInt32>, _ p10: SIMD8<UInt32>, _ p01: SIMD8<UInt32>, _ p11: SIMD8<UInt32>,
        fx: SIMD8<UInt32>, fy: UInt32
    ) -> SIMD8<UInt32> {
        bilinear8(p00, p10, p01, p11, fx: fx, fy: SIMD8<UInt32>(repeating: fy))
    }

    /// `bilinear8` with a vertical weight per pixel.
    @inline(__always) @usableFromInline
    static func bilinear8(
        _ p00: SIMD8<UInt32>, _ p10: SIMD8<UInt32>, _ p01: SIMD8<UInt32>, _ p11: SIMD8<UInt32>,
        fx: SIMD8<UInt32>, fy fyv: SIMD8<UInt32>
    ) -> SIMD8<UInt32> {
        let w11 = (fx &* fyv) &>> 8
        let w10 = fx &- w11, w01 = fyv &- w11
        let w00 = SIMD8<UInt32>(repeating: 256) &- fx &- fyv &+ w11
        let mask = SIMD8<UInt32>(repeating: 0x00FF_00FF)
        let rb = (p00 & mask) &* w00 &+ (p10 & mask) &* w10 &+ (p01 & mask) &* w01 &+ (p11 & mask) &* w11
        let ag =
            ((p00 &>> 8) & mask) &* w00 &+ ((p10 &>> 8) & mask) &* w10 &+ ((p01 &>> 8) & mask) &* w01
            &+ ((p11 &>> 8) & mask) &* w11
        return ((rb &>> 8) & mask) | (ag & SIMD8<UInt32>(repeating: 0xFF00_FF00))
    }

    /// Bilinear blend of four premultiplied pixels with 8-bit weights (fx, fy in 0...256).
    @inline(__always) @usableFromInline
    static func bilinear(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, fx: UInt32, fy: UInt32) -> UInt32 {
        let w11 = (fx &* fy) >> 8, w10 = fx &- w11, w01 = fy &- w11, w00 = 256 &- fx &- fy &+ w11
        var rb = (p00 & 0x00FF_00FF) &* w00 &+ (p10 & 0x00FF_00FF) &* w10
        rb = rb &+ (p01 & 0x00FF_00FF) &* w01 &+ (p11 & 0x00FF_00FF) &* w11
        var ag = ((p00 >> 8) & 0x00FF_00FF) &* w00 &+ ((p10 >> 8) & 0x00FF_00FF) &* w10
        ag = ag &+ ((p01 >> 8) & 0x00FF_00FF) &* w01 &+ ((p11 >> 8) & 0x00FF_00FF) &* w11
        return ((rb >> 8) & 0x00FF_00FF) | (ag & 0xFF00_FF00)
    }

    /// Each channel of `pixel` multiplied by the same channel of `tint`, /255 rounded.
    @inline(__always) @usableFromInline
    static func multiplyChannels(_ pixel: UInt32, _ tint: UInt32) -> UInt32 {
        let a = multiply8(pixel >> 24, tint >> 24), r = multiply8((pixel >> 16) & 0xFF, (tint >> 16) & 0xFF)
        let g = multiply8((pixel >> 8) & 0xFF, (tint >> 8) & 0xFF), b = multiply8(pixel & 0xFF, tint & 0xFF)
        return (a << 24) | (r << 16) | (g << 8) | b
    }

    /// The channel-by-channel sum of two pixels, each channel saturating at 255.
    @inline(__always) @usableFromInline
    static func addSaturating(_ a: UInt32, _ b: UInt32) -> UInt32 {
        var result: UInt32 = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            result |= min(((a >> UInt32(shift)) & 0xFF) + ((b >> UInt32(shift)) & 0xFF), 255) << UInt32(shift)
        }
        return result
    }
}
