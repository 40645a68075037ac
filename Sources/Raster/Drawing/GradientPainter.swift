import Foundation

/// How a gradient's colours reach the frame: device pixel centres mapped into the gradient's unit space
/// (see `Gradient.unitToUser`), and which of the display list's colour tables holds its colours.
struct GradientSampling {
    enum Shape { case axial, radial, conic }

    let shape: Shape
    /// Device → gradient unit space; entries clamped so that positions stay finite for any frame.
    let inverse: Transform
    /// Index of the first of the gradient's `Gradient.tableSize` entries in `DisplayList.gradientTables`.
    private(set) var tableStart: Int
    /// Device → unit space when the mapping has perspective (then `inverse` is unused).
    let perspective: Homography?
    /// Every colour of the table is opaque: fully covered spans are written, not blended.
    let isOpaque: Bool

    /// The same sampling with its table `offset` entries further on (its list appended to another's).
    func movingTables(by offset: Int) -> GradientSampling {
        var moved = self
        moved.tableStart += offset
        return moved
    }

    init(shape: Shape, unitToDevice: Homography, tableStart: Int, isOpaque: Bool) {
        self.isOpaque = isOpaque
        let degenerate = Transform(a: 0, b: 0, c: 0, d: 0, tx: 1, ty: 0)
        perspective = unitToDevice.affine == nil ? unitToDevice.inverted : nil
        var inverse = unitToDevice.affine?.inverted ?? degenerate
        func clamp(_ v: Double) -> Double { v.isFinite ? min(max(v, -1e12), 1e12) : 0 }
        inverse = Transform(
            a: clamp(inverse.a), b: clamp(inverse.b), c: clamp(inverse.c), d: clamp(inverse.d),
            tx: clamp(inverse.tx), ty: clamp(inverse.ty))
        self.shape = shape
        self.inverse = inverse
        self.tableStart = tableStart
    }
}

/// Paints spans with a gradient's colours (looked up in its table) through coverage and a clip mask.
struct GradientPainter: RowPainter {
    let surface: Surface
    let sampling: GradientSampling
    /// The gradient's `Gradient.tableSize` colours.
    let table: UnsafePointer<UInt32>
    let mask: CoverageMask?
    let coverageScratch: UnsafeMutablePointer<UInt8>
    let colorScratch: UnsafeMutablePointer<UInt32>

    @inline(__always)
    func paint(y: Int, x: Int, count: Int, coverages: UnsafePointer<UInt8>?, constant: UInt8) {
        if coverages == nil && constant == 255 && sampling.isOpaque {
            // The interior of an opaque gradient: its colours, straight into the frame.
            return sample(y: y, x: x, count: count, into: surface.address(x: x, y: y))
        }
        sample(y: y, x: x, count: count, into: colorScratch)
        RowBlend.blend(
            UnsafePointer(colorScratch), onto: surface.address(x: x, y: y), count: count, coverages: coverages,
            constant: constant, opacity: 255)
    }

    /// The gradient's colour at each pixel centre of the span, into `colorScratch` (the scratch row or the frame).
    @inline(__always)
    private func sample(y: Int, x: Int, count: Int, into colorScratch: UnsafeMutablePointer<UInt32>) {
        if let h = sampling.perspective { return samplePerspective(h, y: y, x: x, count: count, into: colorScratch) }
        let t = sampling.inverse
        let cx = Double(x) + 0.5, cy = Double(y) + 0.5
        let u0 = t.a * cx + t.c * cy + t.tx, v0 = t.b * cx + t.d * cy + t.ty
        let du = t.a, dv = t.b
        switch sampling.shape {
        case .axial:
            let last = Double(Gradient.tableSize - 1)
            if abs(u0) < 1e4 && abs(du) * Double(count) < 1e4 {
                // Table positions in 32.32 fixed point, stepped by addition and clamped to the table.
                let one = 4_294_967_296.0
                var p = Int64((u0 * last * one + one / 2).rounded(.down))
                let dp = Int64((du * last * one).rounded())
                let top = Int64(Gradient.tableSize - 1)
                for i in 0..<count {
                    colorScratch[i] = table[Int(min(max(p >> 32, 0), top))]
                    p &+= dp
                }
            } else {
                for i in 0..<count { colorScratch[i] = table[Self.index(u0 + Double(i) * du)] }
            }
        case .radial:
            for i in 0..<count {
                let u = u0 + Double(i) * du, v = v0 + Double(i) * dv
                colorScratch[i] = table[Self.index((u * u + v * v).squareRoot())]
            }
        case .conic:
            for i in 0..<count {
                let u = u0 + Double(i) * du, v = v0 + Double(i) * dv
                colorScratch[i] = table[Self.index(Self.turn(u, v))]
            }
        }
    }

    /// The table index of a position, clamped to 0...1 first (a NaN compares false and becomes 0).
    @inline(__always)
    private static func index(_ position: Double) -> Int {
        Int((position > 0 ? (position < 1 ? position : 1) : 0) * Double(Gradient.tableSize - 1) + 0.5)
    }

    /// The conic position of (u, v): its angle from +x as a fraction of a turn, clockwise on screen.
    @inline(__always)
    private static func turn(_ u: Double, _ v: Double) -> Double {
        let a = atan2(v, u) / (2 * Double.pi)
        return a < 0 ? a + 1 : a
    }

    /// Perspective: each pixel centre mapped through the inverse homography and divided by its own W.
    private func samplePerspective(_ h: Homography, y: Int, x: Int, count: Int, into colorScratch: UnsafeMutablePointer<UInt32>) {
        let cy = Double(y) + 0.5
        for i in 0..<count {
            let cx = Double(x + i) + 0.5
            let w = cx * h.m13 + cy * h.m23 + h.m33
            let u = w > 0 ? (cx * h.m11 + cy * h.m21 + h.m31) / w : 0, v = w > 0 ? (cx * h.m12 + cy * h.m22 + h.m32) / w : 0
            switch sampling.shape {
            case .axial: colorScratch[i] = table[Self.index(u)]
            case .radial: colorScratch[i] = table[Self.index((u * u + v * v).squareRoot())]
            case .conic: colorScratch[i] = table[Self.index(Self.turn(u, v))]
            }
        }
    }
}
