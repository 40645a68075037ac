import Foundation

/// How drawing combines with what is under it (Core Graphics' `CGBlendMode`, same raw values). The separable and
/// non-separable modes (multiply … luminosity) follow the W3C Compositing and Blending formulas, composited source-over
/// with the blended colour; the Porter-Duff modes (clear … plusLighter) take the drawing's alpha as its coverage, as
/// a shape drawn with an opaque colour has: inside it the result of the operator, at its edge a mix with what was there.
public enum BlendMode: Int32, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference
    case exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver
    case destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter

    /// `source` (premultiplied ARGB, its opacity already applied) combined with `destination` (premultiplied ARGB).
    public func combine(_ source: UInt32, with destination: UInt32) -> UInt32 {
        let s = Self.unit(source), d = Self.unit(destination)
        let result: (a: Double, r: Double, g: Double, b: Double)
        switch self {
        case .normal:
            result = (s.a + d.a * (1 - s.a), s.r + d.r * (1 - s.a), s.g + d.g * (1 - s.a), s.b + d.b * (1 - s.a))
        case .clear, .copy, .sourceIn, .sourceOut, .sourceAtop, .destinationOver, .destinationIn, .destinationOut,
            .destinationAtop, .xor, .plusDarker, .plusLighter:
            result = porterDuff(s, d)
        default:
            result = blended(s, d)
        }
        return Self.packed(result)
    }

    private typealias Unit = (a: Double, r: Double, g: Double, b: Double)

    private static func unit(_ p: UInt32) -> Unit {
        (Double(p >> 24) / 255, Double((p >> 16) & 0xFF) / 255, Double((p >> 8) & 0xFF) / 255, Double(p & 0xFF) / 255)
    }

    private static func packed(_ u: Unit) -> UInt32 {
        func byte(_ v: Double) -> UInt32 { UInt32((Color.unit(v) * 255).rounded()) }
        let a = byte(u.a)
        // Premultiplied: no channel above the alpha.
        return a << 24 | min(byte(u.r), a) << 16 | min(byte(u.g), a) << 8 | min(byte(u.b), a)
    }

    /// W3C: cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs), with αs + αb − αs·αb.
    private func blended(_ s: Unit, _ d: Unit) -> Unit {
        guard s.a > 0 else { return d }
        let cs = (s.r / s.a, s.g / s.a, s.b / s.a)
        let cb = d.a > 0 ? (d.r / d.a, d.g / d.a, d.b / d.a) : (0.0, 0.0, 0.0)
        let mixed: (Double, Double, Double)
        switch self {
        case .hue: mixed = Self.setLum(Self.setSat(cs, Self.sat(cb)), Self.lum(cb))
        case .saturation: mixed = Self.setLum(Self.setSat(cb, Self.sat(cs)), Self.lum(cb))
        case .color: mixed = Self.setLum(cs, Self.lum(cb))
        case .luminosity: mixed = Self.setLum(cb, Self.lum(cs))
        default: mixed = (separable(cb.0, cs.0), separable(cb.1, cs.1), separable(cb.2, cs.2))
        }
        let both = s.a * d.a
        return (
            s.a + d.a - both, s.r * (1 - d.a) + d.r * (1 - s.a) + both * mixed.0, s.g * (1 - d.a) + d.g * (1 - s.a) + both * mixed.1,
            s.b * (1 - d.a) + d.b * (1 - s.a) + both * mixed.2
        )
    }

    private func separable(_ b: Double, _ s: Double) -> Double {
        func multiply(_ b: Double, _ s: Double) -> Double { b * s }
        func screen(_ b: Double, _ s: Double) -> Double { b + s - b * s }
        func hardLight(_ b: Double, _ s: Double) -> Double { s <= 0.5 ? multiply(b, 2 * s) : screen(b, 2 * s - 1) }
        switch self {
        case .multiply: return multiply(b, s)
        case .screen: return screen(b, s)
        case .overlay: return hardLight(s, b)
        case .darken: return min(b, s)
        case .lighten: return max(b, s)
        case .colorDodge: return b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s))
        case .colorBurn: return b >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - b) / s)
        case .hardLight: return hardLight(b, s)
        case .softLight:
            if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
            let dark = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
            return b + (2 * s - 1) * (dark - b)
        case .difference: return abs(b - s)
        case .exclusion: return b + s - 2 * b * s
        default: return s
        }
    }

    private static func lum(_ c: (Double, Double, Double)) -> Double { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }

    private static func setLum(_ c: (Double, Double, Double), _ l: Double) -> (Double, Double, Double) {
        let d = l - lum(c)
        let moved = (c.0 + d, c.1 + d, c.2 + d)
        let lightness = lum(moved), low = min(moved.0, moved.1, moved.2), high = max(moved.0, moved.1, moved.2)
        func clip(_ x: Double) -> Double {
            var x = x
            if low < 0, lightness - low > 0 { x = lightness + (x - lightness) * lightness / (lightness - low) }
            if high > 1, high - lightness > 0 { x = lightness + (x - lightness) * (1 - lightness) / (high - lightness) }
            return x
        }
        return (clip(moved.0), clip(moved.1), clip(moved.2))
    }

    private static func sat(_ c: (Double, Double, Double)) -> Double { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }

    private static func setSat(_ c: (Double, Double, Double), _ s: Double) -> (Double, Double, Double) {
        let high = max(c.0, c.1, c.2), low = min(c.0, c.1, c.2)
        guard high > low else { return (0, 0, 0) }
        func scaled(_ x: Double) -> Double { (x - low) * s / (high - low) }
        return (scaled(c.0), scaled(c.1), scaled(c.2))
    }

    /// The operator with the source's colour made opaque, mixed with the destination by the source's alpha.
    private func porterDuff(_ s: Unit, _ d: Unit) -> Unit {
        let coverage = s.a
        guard coverage > 0 else { return d }
        let src: Unit = (1, s.r / coverage, s.g / coverage, s.b / coverage)
        let op: Unit
        switch self {
        case .clear, .destinationOut: op = (0, 0, 0, 0)
        case .copy: op = src
        case .sourceIn, .sourceAtop: op = (d.a, src.r * d.a, src.g * d.a, src.b * d.a)
        case .sourceOut, .xor: op = (1 - d.a, src.r * (1 - d.a), src.g * (1 - d.a), src.b * (1 - d.a))
        case .destinationOver, .destinationAtop:
            op = (1, src.r * (1 - d.a) + d.r, src.g * (1 - d.a) + d.g, src.b * (1 - d.a) + d.b)
        case .destinationIn: op = d
        case .plusLighter: op = (1, min(1, src.r + d.r), min(1, src.g + d.g), min(1, src.b + d.b))
        case .plusDarker:
            op = (d.a, max(0, 1 - ((1 - d.r) + (1 - src.r))), max(0, 1 - ((1 - d.g) + (1 - src.g))), max(0, 1 - ((1 - d.b) + (1 - src.b))))
        default: op = src
        }
        return (
            op.a * coverage + d.a * (1 - coverage), op.r * coverage + d.r * (1 - coverage), op.g * coverage + d.g * (1 - coverage),
            op.b * coverage + d.b * (1 - coverage)
        )
    }
}
