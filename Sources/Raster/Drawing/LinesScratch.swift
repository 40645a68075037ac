import Foundation

/// Reusable polygon storage for the canvas: paths flattened to device space, and analytic shapes
/// (rounded rects, ellipses) built directly as polygons.
struct LinesScratch {
    var polylines = Polylines()

    mutating func flatten(_ path: Path, transform: Transform, tolerance: Double) {
        polylines.flatten(path, transform: transform, tolerance: tolerance, placement: .preservingArea)
    }

    /// An ellipse as a polygon with the ellipse's exact area (see `appendArc`).
    mutating func ellipse(_ rect: Rect, transform: Transform, tolerance: Double) {
        polylines.removeAll()
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        let count = segmentCount(radius: max(r.width, r.height) / 2 * transform.maximumScale, tolerance: tolerance)
        appendArc(
            center: r.center, radiusX: r.width / 2, radiusY: r.height / 2, from: 0, quarters: 4,
            segmentsPerQuarter: count, transform: transform)
        polylines.ends.append((polylines.points.count, true))
    }

    /// A rectangle with quarter-circle corners (radius clamped to half the shorter side) at the corners in
    /// `corners`, square ones elsewhere. With `appending`, it is added as one more polygon instead of replacing what
    /// is there.
    mutating func roundedRect(
        _ rect: Rect, radius: Double, corners: CornerMask = .all, transform: Transform, tolerance: Double, appending: Bool = false
    ) {
        if !appending { polylines.removeAll() }
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        let radius = min(max(radius, 0), r.width / 2, r.height / 2)
        if radius <= 0 {
            for p in [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)] {
                polylines.points.append(transform.apply(p))
            }
            polylines.ends.append((polylines.points.count, true))
            return
        }
        let count = segmentCount(radius: radius * transform.maximumScale, tolerance: tolerance)
        // Clockwise on a y-down screen from the bottom right: each corner's arc, or its square point.
        func corner(_ quarter: Int, _ mask: CornerMask, _ center: Point, _ square: Point) {
            if corners.contains(mask) {
                appendArc(
                    center: center, radiusX: radius, radiusY: radius, from: Double(quarter) * .pi / 2, quarters: 1,
                    segmentsPerQuarter: count, transform: transform)
            } else {
                polylines.points.append(transform.apply(square))
            }
        }
        corner(0, .maxXMaxY, Point(x: r.maxX - radius, y: r.maxY - radius), Point(x: r.maxX, y: r.maxY))
        corner(1, .minXMaxY, Point(x: r.minX + radius, y: r.maxY - radius), Point(x: r.minX, y: r.maxY))
        corner(2, .minXMinY, Point(x: r.minX + radius, y: r.minY + radius), Point(x: r.minX, y: r.minY))
        corner(3, .maxXMinY, Point(x: r.maxX - radius, y: r.minY + radius), Point(x: r.maxX, y: r.minY))
        polylines.ends.append((polylines.points.count, true))
    }

    /// Segments per quarter turn so that a circle of `radius` device pixels deviates at most `tolerance`.
    /// Area-exact polygons need no finer tolerance than `Polylines.shiftedTolerance`.
    private func segmentCount(radius: Double, tolerance: Double) -> Int {
        let allowed = max(tolerance, Polylines.shiftedTolerance)
        guard radius > allowed else { return 1 }
        let step = 2 * acos(1 - allowed / radius)
        return .stepCount(Double.pi / 2 / step, limit: 256)
    }

    /// Vertices of an elliptical arc starting at angle `start`, on an enlarged radius that gives the polygon
    /// the same area as the true arc's sector: each chord of angle θ subtends ½R²·sin θ, which equals the
    /// sector's ½r²·θ when R = r·√(θ / sin θ).
    private mutating func appendArc(
        center: Point, radiusX: Double, radiusY: Double, from start: Double, quarters: Int,
        segmentsPerQuarter: Int, transform: Transform
    ) {
        let count = quarters * segmentsPerQuarter
        let step = Double(quarters) * (.pi / 2) / Double(count)
        let enlarge = (step / sin(step)).squareRoot()
        // (cos, sin) advanced by a rotation each step rather than evaluated per vertex.
        let cosStep = cos(step), sinStep = sin(step)
        var c = cos(start), s = sin(start)
        for _ in 0..<(quarters == 4 ? count : count + 1) {
            let p = Point(x: center.x + radiusX * enlarge * c, y: center.y + radiusY * enlarge * s)
            polylines.points.append(transform.apply(p))
            (c, s) = (c * cosStep - s * sinStep, s * cosStep + c * sinStep)
        }
    }
}
