
/// A numeric animation value (a number, point, size, rect or colour) as four lanes of doubles: how the
/// per-frame animation table stores values without enum payloads. Interpolating lanes is exactly what
/// `AnimationValue.interpolated(to:at:)` does component by component, so results are bit-identical.
struct AnimationVector {
    enum Kind: UInt8 { case number, point, size, rect, color }

    var kind: Kind
    var lanes: SIMD4<Double>

    init(kind: Kind, lanes: SIMD4<Double>) {
        self.kind = kind
        self.lanes = lanes
    }

    /// Nil for values that are not plain numbers (transforms, paths, the clear colour given as nil).
    init?(_ value: AnimationValue) {
        switch value {
        case .number(let v): (kind, lanes) = (.number, SIMD4(v, 0, 0, 0))
        case .point(let p): (kind, lanes) = (.point, SIMD4(p.x, p.y, 0, 0))
        case .size(let s): (kind, lanes) = (.size, SIMD4(s.width, s.height, 0, 0))
        case .rect(let r): (kind, lanes) = (.rect, SIMD4(r.origin.x, r.origin.y, r.width, r.height))
        case .color(let c?): (kind, lanes) = (.color, SIMD4(c.red, c.green, c.blue, c.alpha))
        default: return nil
        }
    }
}
