@_implementationOnly import RasterKernels

/// 8-bit channel arithmetic on packed premultiplied ARGB, two channels per 32-bit lane
/// (red/blue and alpha/green), exact to the rounding of x·a/255.
@usableFromInline
enum PixelArithmetic {
    /// Whether the painters' eight-pixel vector loops run: in optimised builds. Unoptimised (debug) builds run SIMD
    /// types lane by lane through generic code, several times slower than the scalar loops that give the same pixels,
    /// so there the scalar loops do all the work.
    #if DEBUG
        @usableFromInline static let vectorLoops = false
    #else
        @usableFromInline static let vectorLoops = true
    #endif

    /// Every channel of `pixel` multiplied by `alpha`/255, rounded to nearest.
    @inline(__always) @usableFromInline
    static func multiply(_ pixel: UInt32, by alpha: UInt32) -> UInt32 {
        var rb = (pixel & 0x00FF_00FF) &* alpha &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((pixel >> 8) & 0x00FF_00FF) &* alpha &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// `multiply` for eight pixels at once, each by its own alpha (0...255), with the same results. Every product of a
    /// channel and an alpha fits in 16 bits, so the red/blue and alpha/green pairs are computed in 16-bit lanes: one
    /// `pmullw` per four pixels, which baseline x86-64 (SSE2) has, where 32-bit lane products need SSE4.1.
    @inline(__always) @usableFromInline
    static func multiply(_ pixels: SIMD8<UInt32>, by alpha: SIMD8<UInt32>) -> SIMD8<UInt32> {
        multiply(pixels, byPaired: paired(alpha))
    }

    /// `multiply` with each pixel's alpha given in both 16-bit halves of its lane (see `paired`).
    @inline(__always) @usableFromInline
    static func multiply(_ pixels: SIMD8<UInt32>, byPaired alphas: SIMD16<UInt16>) -> SIMD8<UInt32> {
        let mask = SIMD8<UInt32>(repeating: 0x00FF_00FF), half = SIMD16<UInt16>(repeating: 0x80)
        let rb = raster_divide255(halves(pixels & mask) &* alphas &+ half)
        let ag = raster_divide255(halves((pixels &>> 8) & mask) &* alphas &+ half)
        return words(rb) | (words(ag) &<< 8)
    }

    /// `sourceOver` for eight pixels at once.
    @inline(__always) @usableFromInline
    static func sourceOver(_ src: SIMD8<UInt32>, _ dst: SIMD8<UInt32>) -> SIMD8<UInt32> {
        src &+ multiply(dst, byPaired: inverseAlphas(src))
    }

    /// 255 minus each pixel's alpha, in both 16-bit halves of its lane. Taken from the alpha/red half by a lane
    /// shuffle, which compiles to one byte shuffle where the shift-and-or of `paired` takes several instructions.
    @inline(__always) @usableFromInline
    static func inverseAlphas(_ pixels: SIMD8<UInt32>) -> SIMD16<UInt16> {
        let h = halves(pixels) &>> 8
        let alphas = SIMD16<UInt16>(
            h[1], h[1], h[3], h[3], h[5], h[5], h[7], h[7], h[9], h[9], h[11], h[11], h[13], h[13], h[15], h[15])
        return SIMD16<UInt16>(repeating: 255) &- alphas
    }

    /// Eight 8-bit values (coverages) at `pointer`, each in both 16-bit halves of a 32-bit lane (see `paired`).
    @inline(__always) @usableFromInline
    static func pairedWidened(_ pointer: UnsafePointer<UInt8>) -> SIMD16<UInt16> {
        pairedWidened(UnsafeRawPointer(pointer).loadUnaligned(as: SIMD8<UInt8>.self))
    }

    /// `pairedWidened` of eight bytes already loaded.
    @inline(__always) @usableFromInline
    static func pairedWidened(_ v: SIMD8<UInt8>) -> SIMD16<UInt16> {
        SIMD16<UInt16>(
            UInt16(v[0]), UInt16(v[0]), UInt16(v[1]), UInt16(v[1]), UInt16(v[2]), UInt16(v[2]), UInt16(v[3]), UInt16(v[3]),
            UInt16(v[4]), UInt16(v[4]), UInt16(v[5]), UInt16(v[5]), UInt16(v[6]), UInt16(v[6]), UInt16(v[7]), UInt16(v[7]))
    }

    /// `multiply8` lane by lane, for 16-bit lanes of values 0...255 (the products fit).
    @inline(__always) @usableFromInline
    static func multiply8(_ a: SIMD16<UInt16>, _ b: SIMD16<UInt16>) -> SIMD16<UInt16> {
        raster_divide255(a &* b &+ SIMD16<UInt16>(repeating: 0x80))
    }

    /// Each lane's value (below 2^16) in both of its 16-bit halves, as sixteen 16-bit lanes.
    @inline(__always) @usableFromInline
    static func paired(_ v: SIMD8<UInt32>) -> SIMD16<UInt16> { halves(v | (v &<< 16)) }

    /// Eight packed pixels seen as sixteen 16-bit halves, and back: a reinterpretation, no instructions.
    @inline(__always) @usableFromInline
    static func halves(_ v: SIMD8<UInt32>) -> SIMD16<UInt16> { unsafeBitCast(v, to: SIMD16<UInt16>.self) }

    @inline(__always) @usableFromInline
    static func words(_ v: SIMD16<UInt16>) -> SIMD8<UInt32> { unsafeBitCast(v, to: SIMD8<UInt32>.self) }

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

    /// `bilinear8` with a vertical weight per pixel. Weights are 8-bit fractions (0...255).
    @inline(__always) @usableFromInline
    static func bilinear8(
        _ p00: SIMD8<UInt32>, _ p10: SIMD8<UInt32>, _ p01: SIMD8<UInt32>, _ p11: SIMD8<UInt32>,
        fx: SIMD8<UInt32>, fy fyv: SIMD8<UInt32>
    ) -> SIMD8<UInt32> {
        // The weights, each in both halves of its lane, computed in 16-bit lanes: fx and fy are fractions (0...255),
        // so fx · fy fits, and the four weights (0...256) sum to 256, so each channel's weighted sum fits too.
        let x = paired(fx), y = paired(fyv)
        let v11 = (x &* y) &>> 8
        let v10 = x &- v11, v01 = y &- v11
        let v00 = SIMD16<UInt16>(repeating: 256) &- x &- y &+ v11
        let mask = SIMD8<UInt32>(repeating: 0x00FF_00FF)
        // The top row's terms, then the bottom row's (integer sums are exact in any order), so that the top pixels are
        // done with before the bottom ones are needed: on 128-bit vectors that keeps the work within the registers.
        var rb = halves(p00 & mask) &* v00 &+ halves(p10 & mask) &* v10
        var ag = halves((p00 &>> 8) & mask) &* v00 &+ halves((p10 &>> 8) & mask) &* v10
        rb = rb &+ halves(p01 & mask) &* v01 &+ halves(p11 & mask) &* v11
        ag = ag &+ halves((p01 &>> 8) & mask) &* v01 &+ halves((p11 &>> 8) & mask) &* v11
        return words(rb &>> 8) | (words(ag) & SIMD8<UInt32>(repeating: 0xFF00_FF00))
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
