import Foundation

/// A transform taken apart into the pieces Core Animation interpolates separately: translation,
/// scale, skew, rotation (a unit quaternion) and perspective. Interpolating the pieces, not the
/// matrix elements, is what makes a rotate-and-scale animation turn instead of shear.
public struct DecomposedTransform: Hashable, Sendable {
    public var translation: (x: Double, y: Double, z: Double)
    public var scale: (x: Double, y: Double, z: Double)
    /// Shear factors xy, xz, yz.
    public var skew: (xy: Double, xz: Double, yz: Double)
    /// Unit quaternion (x, y, z, w).
    public var quaternion: (x: Double, y: Double, z: Double, w: Double)
    public var perspective: (x: Double, y: Double, z: Double, w: Double)

    public static func == (a: DecomposedTransform, b: DecomposedTransform) -> Bool {
        a.translation == b.translation && a.scale == b.scale && a.skew == b.skew && a.quaternion == b.quaternion
            && a.perspective == b.perspective
    }

    public func hash(into hasher: inout Hasher) {
        for v in [
            translation.x, translation.y, translation.z, scale.x, scale.y, scale.z, quaternion.x, quaternion.y,
            quaternion.z, quaternion.w,
        ] { hasher.combine(v) }
    }

    /// The rotation about z, in radians, of a rotation that is purely about z (the common 2-D case).
    public var rotationZ: Double { 2 * atan2(quaternion.z, quaternion.w) }

    /// Rebuilds the matrix: scale, then skew, then rotation, then translation, then perspective.
    public var transform: Transform3D {
        var m = Transform3D.identity
        m.m14 = perspective.x; m.m24 = perspective.y; m.m34 = perspective.z; m.m44 = perspective.w
        m = Transform3D(translationX: translation.x, y: translation.y, z: translation.z).concatenating(m)
        let (x, y, z, w) = quaternion
        // The column-vector rotation matrix of the quaternion, transposed into row-vector layout.
        let rotation = Transform3D(
            m11: 1 - 2 * (y * y + z * z), m12: 2 * (x * y + z * w), m13: 2 * (x * z - y * w), m14: 0,
            m21: 2 * (x * y - z * w), m22: 1 - 2 * (x * x + z * z), m23: 2 * (y * z + x * w), m24: 0,
            m31: 2 * (x * z + y * w), m32: 2 * (y * z - x * w), m33: 1 - 2 * (x * x + y * y), m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
        m = rotation.concatenating(m)
        var shear = Transform3D.identity
        if skew.yz != 0 { shear.m32 = skew.yz; m = shear.concatenating(m); shear = .identity }
        if skew.xz != 0 { shear.m31 = skew.xz; m = shear.concatenating(m); shear = .identity }
        if skew.xy != 0 { shear.m21 = skew.xy; m = shear.concatenating(m) }
        return Transform3D(scaleX: scale.x, y: scale.y, z: scale.z).concatenating(m)
    }

    /// Component-wise interpolation, spherical for the rotation (along the shorter arc).
    public func interpolated(to b: DecomposedTransform, at t: Double) -> DecomposedTransform {
        func mix(_ p: Double, _ q: Double) -> Double { p + (q - p) * t }
        var result = self
        result.translation = (mix(translation.x, b.translation.x), mix(translation.y, b.translation.y), mix(translation.z, b.translation.z))
        result.scale = (mix(scale.x, b.scale.x), mix(scale.y, b.scale.y), mix(scale.z, b.scale.z))
        result.skew = (mix(skew.xy, b.skew.xy), mix(skew.xz, b.skew.xz), mix(skew.yz, b.skew.yz))
        result.perspective = (
            mix(perspective.x, b.perspective.x), mix(perspective.y, b.perspective.y),
            mix(perspective.z, b.perspective.z), mix(perspective.w, b.perspective.w)
        )
        var q = b.quaternion
        var dot = quaternion.x * q.x + quaternion.y * q.y + quaternion.z * q.z + quaternion.w * q.w
        if dot < 0 { q = (-q.x, -q.y, -q.z, -q.w); dot = -dot }
        let wa: Double, wb: Double
        if dot > 0.9995 {
            wa = 1 - t; wb = t
        } else {
            let theta = acos(min(dot, 1)), sinTheta = sin(theta)
            wa = sin((1 - t) * theta) / sinTheta; wb = sin(t * theta) / sinTheta
        }
        var r = (
            x: quaternion.x * wa + q.x * wb, y: quaternion.y * wa + q.y * wb, z: quaternion.z * wa + q.z * wb,
            w: quaternion.w * wa + q.w * wb
        )
        let length = (r.x * r.x + r.y * r.y + r.z * r.z + r.w * r.w).squareRoot()
        if length > 0 { r = (r.x / length, r.y / length, r.z / length, r.w / length) }
        result.quaternion = r
        return result
    }
}

extension Transform3D {
    /// Takes the transform apart (the classic "unmatrix" of Graphics Gems II, in row-vector form).
    /// Nil for a singular matrix, which has no such decomposition.
    public var decomposed: DecomposedTransform? {
        guard m44 != 0 else { return nil }
        var m = self
        let n = 1 / m44
        m = Transform3D(
            m11: m11 * n, m12: m12 * n, m13: m13 * n, m14: m14 * n, m21: m21 * n, m22: m22 * n, m23: m23 * n,
            m24: m24 * n, m31: m31 * n, m32: m32 * n, m33: m33 * n, m34: m34 * n, m41: m41 * n, m42: m42 * n,
            m43: m43 * n, m44: 1)
        var perspective = (x: 0.0, y: 0.0, z: 0.0, w: 1.0)
        if m.m14 != 0 || m.m24 != 0 || m.m34 != 0 {
            var withoutPerspective = m
            withoutPerspective.m14 = 0; withoutPerspective.m24 = 0; withoutPerspective.m34 = 0; withoutPerspective.m44 = 1
            guard let inverse = withoutPerspective.inverted else { return nil }
            // Solve [m14 m24 m34 m44] = p · withoutPerspective for p: p = rhs · inverse.
            let r = (m.m14, m.m24, m.m34, m.m44)
            perspective = (
                r.0 * inverse.m11 + r.1 * inverse.m21 + r.2 * inverse.m31 + r.3 * inverse.m41,
                r.0 * inverse.m12 + r.1 * inverse.m22 + r.2 * inverse.m32 + r.3 * inverse.m42,
                r.0 * inverse.m13 + r.1 * inverse.m23 + r.2 * inverse.m33 + r.3 * inverse.m43,
                r.0 * inverse.m14 + r.1 * inverse.m24 + r.2 * inverse.m34 + r.3 * inverse.m44
            )
        }
        let translation = (x: m.m41, y: m.m42, z: m.m43)
        typealias Vector = (Double, Double, Double)
        func dot(_ a: Vector, _ b: Vector) -> Double { a.0 * b.0 + a.1 * b.1 + a.2 * b.2 }
        func length(_ a: Vector) -> Double { dot(a, a).squareRoot() }
        func combine(_ a: Vector, _ b: Vector, _ sa: Double, _ sb: Double) -> Vector {
            (a.0 * sa + b.0 * sb, a.1 * sa + b.1 * sb, a.2 * sa + b.2 * sb)
        }
        var row0: Vector = (m.m11, m.m12, m.m13), row1: Vector = (m.m21, m.m22, m.m23), row2: Vector = (m.m31, m.m32, m.m33)
        var scale = (x: length(row0), y: 0.0, z: 0.0)
        guard scale.x > 0 else { return nil }
        row0 = combine(row0, row0, 1 / scale.x, 0)
        var skew = (xy: dot(row0, row1), xz: 0.0, yz: 0.0)
        row1 = combine(row1, row0, 1, -skew.xy)
        scale.y = length(row1)
        guard scale.y > 0 else { return nil }
        row1 = combine(row1, row1, 1 / scale.y, 0)
        skew.xy /= scale.y
        skew.xz = dot(row0, row2)
        row2 = combine(row2, row0, 1, -skew.xz)
        skew.yz = dot(row1, row2)
        row2 = combine(row2, row1, 1, -skew.yz)
        scale.z = length(row2)
        guard scale.z > 0 else { return nil }
        row2 = combine(row2, row2, 1 / scale.z, 0)
        skew.xz /= scale.z
        skew.yz /= scale.z
        // A mirrored coordinate system: flip everything so the rotation is proper.
        let cross: Vector = (row1.1 * row2.2 - row1.2 * row2.1, row1.2 * row2.0 - row1.0 * row2.2, row1.0 * row2.1 - row1.1 * row2.0)
        if dot(row0, cross) < 0 {
            scale = (-scale.x, -scale.y, -scale.z)
            row0 = combine(row0, row0, -1, 0); row1 = combine(row1, row1, -1, 0); row2 = combine(row2, row2, -1, 0)
        }
        // Quaternion of the row-vector rotation matrix R (R[i][j] = row i, element j): q = quaternion of Rᵀ.
        let trace = row0.0 + row1.1 + row2.2
        var q: (x: Double, y: Double, z: Double, w: Double)
        if trace > 0 {
            let s = 0.5 / (trace + 1).squareRoot()
            q = ((row1.2 - row2.1) * s, (row2.0 - row0.2) * s, (row0.1 - row1.0) * s, 0.25 / s)
        } else if row0.0 > row1.1 && row0.0 > row2.2 {
            let s = 2 * (1 + row0.0 - row1.1 - row2.2).squareRoot()
            q = (0.25 * s, (row1.0 + row0.1) / s, (row2.0 + row0.2) / s, (row1.2 - row2.1) / s)
        } else if row1.1 > row2.2 {
            let s = 2 * (1 + row1.1 - row0.0 - row2.2).squareRoot()
            q = ((row1.0 + row0.1) / s, 0.25 * s, (row2.1 + row1.2) / s, (row2.0 - row0.2) / s)
        } else {
            let s = 2 * (1 + row2.2 - row0.0 - row1.1).squareRoot()
            q = ((row2.0 + row0.2) / s, (row2.1 + row1.2) / s, 0.25 * s, (row0.1 - row1.0) / s)
        }
        return DecomposedTransform(translation: translation, scale: scale, skew: skew, quaternion: q, perspective: perspective)
    }

    /// Interpolation as Core Animation does it: of the decomposed pieces; element-wise when either end
    /// cannot be decomposed (a singular matrix, such as a zero scale).
    public func interpolated(to other: Transform3D, at t: Double) -> Transform3D {
        if let a = decomposed, let b = other.decomposed {
            return a.interpolated(to: b, at: t).transform
        }
        let x = elements, y = other.elements
        return Transform3D(elements: zip(x, y).map { $0 + ($1 - $0) * t })!
    }

    /// The inverse, or nil when singular (Gauss-Jordan with partial pivoting).
    public var inverted: Transform3D? {
        var a = elements
        var inverse = Transform3D.identity.elements
        for column in 0..<4 {
            var pivot = column
            for row in column..<4 where abs(a[row * 4 + column]) > abs(a[pivot * 4 + column]) { pivot = row }
            guard abs(a[pivot * 4 + column]) > 1e-12 else { return nil }
            if pivot != column {
                for k in 0..<4 { a.swapAt(pivot * 4 + k, column * 4 + k); inverse.swapAt(pivot * 4 + k, column * 4 + k) }
            }
            let scale = 1 / a[column * 4 + column]
            for k in 0..<4 { a[column * 4 + k] *= scale; inverse[column * 4 + k] *= scale }
            for row in 0..<4 where row != column {
                let factor = a[row * 4 + column]
                if factor == 0 { continue }
                for k in 0..<4 {
                    a[row * 4 + k] -= factor * a[column * 4 + k]
                    inverse[row * 4 + k] -= factor * inverse[column * 4 + k]
                }
            }
        }
        return Transform3D(elements: inverse)
    }
}
