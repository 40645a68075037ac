/// A projective transform of the plane: how a flat layer tilted in depth, with perspective, lands on the screen.
/// Points are row vectors, as in `Transform`: [x y 1] · M = [X Y W], and the point drawn is (X / W, Y / W).
/// `concatenating(t)` applies `self` first, then `t`. Points with W ≤ 0 lie behind the eye.
public struct Homography: Hashable, Sendable {
    public var m11: Double, m12: Double, m13: Double
    public var m21: Double, m22: Double, m23: Double
    public var m31: Double, m32: Double, m33: Double

    public init(
        m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double, m33: Double
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// The affine transform as a homography.
    public init(_ t: Transform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    public static let identity = Homography(.identity)

    /// The affine transform this is, when it has no perspective (m13 = m23 = 0); nil otherwise.
    public var affine: Transform? {
        guard m13 == 0, m23 == 0, m33 != 0, m33.isFinite else { return nil }
        let s = 1 / m33
        return Transform(a: m11 * s, b: m12 * s, c: m21 * s, d: m22 * s, tx: m31 * s, ty: m32 * s)
    }

    /// `self` applied first, then `b`.
    public func concatenating(_ b: Homography) -> Homography {
        let a = self
        return Homography(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31, m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31, m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31, m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
    }

    public var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The inverse, or nil when the transform is singular or not finite.
    public var inverted: Homography? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let s = 1 / det
        return Homography(
            m11: (m22 * m33 - m23 * m32) * s, m12: (m13 * m32 - m12 * m33) * s, m13: (m12 * m23 - m13 * m22) * s,
            m21: (m23 * m31 - m21 * m33) * s, m22: (m11 * m33 - m13 * m31) * s, m23: (m13 * m21 - m11 * m23) * s,
            m31: (m21 * m32 - m22 * m31) * s, m32: (m12 * m31 - m11 * m32) * s, m33: (m11 * m22 - m12 * m21) * s)
    }

    /// The homogeneous image [X Y W] of `p`.
    @inline(__always)
    public func homogeneous(_ p: Point) -> (x: Double, y: Double, w: Double) {
        (p.x * m11 + p.y * m21 + m31, p.x * m12 + p.y * m22 + m32, p.x * m13 + p.y * m23 + m33)
    }

    /// Whether every element is finite.
    public var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m21.isFinite && m22.isFinite && m23.isFinite && m31.isFinite && m32.isFinite
            && m33.isFinite
    }

    /// The image of `p`, or nil when it lies on or behind the eye (W ≤ 0).
    public func apply(_ p: Point) -> Point? {
        let h = homogeneous(p)
        guard h.w > 0 else { return nil }
        return Point(h.x / h.w, h.y / h.w)
    }

    /// The best affine approximation at `p` (the first-order expansion), or nil where `p` is behind the eye.
    public func localAffine(at p: Point) -> Transform? {
        let h = homogeneous(p)
        guard h.w > 0 else { return nil }
        let x = h.x / h.w, y = h.y / h.w, iw = 1 / h.w
        let a = (m11 - x * m13) * iw, b = (m12 - y * m13) * iw
        let c = (m21 - x * m23) * iw, d = (m22 - y * m23) * iw
        return Transform(a: a, b: b, c: c, d: d, tx: x - a * p.x - c * p.y, ty: y - b * p.x - d * p.y)
    }

    /// The largest stretch of the mapping at any corner of `rect` still in front of the eye (the local stretch is
    /// largest where W is smallest, at a corner for a rectangle): how finely shapes in `rect` must be flattened.
    public func maximumScale(over rect: Rect) -> Double {
        var scale = 0.0
        for corner in [Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY), Point(rect.minX, rect.maxY), Point(rect.maxX, rect.maxY)] {
            if let local = localAffine(at: corner) { scale = max(scale, local.maximumScale) }
        }
        return scale.isFinite ? scale : 0
    }
}

extension Polylines {
    /// The polygons of `source` (user space) mapped through `h` into `self`, each clipped to the half-space in front
    /// of the eye (W ≥ `Homography.nearW`) before dividing, so that nothing behind the eye is drawn inverted.
    mutating func project(_ source: Polylines, through h: Homography) {
        removeAll()
        let near = Homography.nearW
        for index in 0..<source.count {
            let range = source.range(of: index)
            guard range.count >= 2 else { continue }
            let start = points.count
            var previous = h.homogeneous(source.points[range.upperBound - 1])
            for i in range {
                let current = h.homogeneous(source.points[i])
                let previousInside = previous.w >= near, currentInside = current.w >= near
                if previousInside != currentInside {
                    let t = (near - previous.w) / (current.w - previous.w)
                    let x = previous.x + (current.x - previous.x) * t, y = previous.y + (current.y - previous.y) * t
                    points.append(Point(x / near, y / near))
                }
                if currentInside { points.append(Point(current.x / current.w, current.y / current.w)) }
                previous = current
            }
            if points.count - start >= 2 { ends.append((points.count, true)) } else { points.removeSubrange(start...) }
        }
    }
}

extension Homography {
    /// The smallest W drawn: nearer than this to the eye's plane a shape is cut off (its image would be thousands of
    /// frames wide).
    static let nearW = 1e-4
}
