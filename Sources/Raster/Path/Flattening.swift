/// Polylines approximating a path within a distance tolerance, reusing its storage between calls.
/// Curves are split into equal parameter steps, as many as the curve's second-derivative bound needs
/// for the tolerance (error ≤ |B''|·h²/8).
struct Polylines {
    /// All points of all polylines, one after another.
    var points: [Point] = []
    /// For each polyline, where its points end in `points` and whether its subpath was closed.
    var ends: [(end: Int, isClosed: Bool)] = []

    mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
    }

    var count: Int { ends.count }

    func range(of index: Int) -> Range<Int> {
        (index == 0 ? 0 : ends[index - 1].end)..<ends[index].end
    }

    /// Calls `body` with each edge (from, to) of the polylines taken as closed polygons, as a fill sees them:
    /// every polyline of two or more points, closed from its last point back to its first. A polyline with a
    /// NaN coordinate has no shape and is skipped whole (skipping one edge would leave its polygon open).
    @inline(__always)
    func forEachPolygonEdge(_ body: (Point, Point) -> Void) {
        for index in 0..<count { forEachPolygonEdge(ofPolyline: index, body) }
    }

    /// `forEachPolygonEdge` for polyline `index` alone.
    @inline(__always)
    func forEachPolygonEdge(ofPolyline index: Int, _ body: (Point, Point) -> Void) {
        let range = range(of: index)
        guard range.count >= 2, points[range].allSatisfy({ !$0.x.isNaN && !$0.y.isNaN }) else { return }
        var previous = points[range.upperBound - 1]
        for i in range {
            body(previous, points[i])
            previous = points[i]
        }
    }

    /// Where the vertices of a flattened curve lie.
    enum VertexPlacement {
        /// On the curve: every chord cuts inside it.
        case onCurve
        /// For fills: each vertex moved outward (away from the centre of curvature) by ⅔ of the local chord sagitta,
        /// h²·|B''⊥|/8 for parameter step h. The chords then cross the curve instead of cutting inside it, and the
        /// polygon's area equals the curve's to second order, so small circles keep their exact coverage.
        case preservingArea
        /// For strokes: each vertex moved outward by ⅓ of the sagitta, so that the polyline's length equals the
        /// curve's to second order. A stroke's area is its length times its width, and the outline of the polyline
        /// (`Stroker`) keeps it.
        case preservingLength

        /// The vertex shift as a multiple of h²·B''⊥ (outward being against B''⊥).
        var shiftFactor: Double {
            switch self {
            case .onCurve: 0
            case .preservingArea: -1.0 / 12
            case .preservingLength: -1.0 / 24
            }
        }
    }

    /// Replaces the contents with the flattened `path` mapped through `transform`. Each subpath becomes one
    /// polyline (a lone move-to becomes a one-point polyline, so zero-length subpaths can still get caps).
    /// Vertices on curves are placed as `placement` says; a vertex shared by two curves gets half of each side's shift.
    mutating func flatten(_ path: Path, transform: Transform, tolerance: Double, placement: VertexPlacement = .onCurve) {
        let shifts = placement != .onCurve, factor = placement.shiftFactor
        removeAll()
        var current = Point.zero
        var subpathStart = Point.zero
        var isOpen = false
        func finish(closed: Bool) {
            if isOpen { ends.append((points.count, closed)) }
            isOpen = false
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = transform.apply(p)
                subpathStart = current
                points.append(current)
                isOpen = true
            case .line(let p):
                current = transform.apply(p)
                points.append(current)
            case .quadCurve(let p, let c):
                let p2 = transform.apply(p), c1 = transform.apply(c)
                let dd = (current - c1 * 2 + p2).length
                let n = points.count < Self.maximumPoints ? Self.steps(bound: 2 * dd, tolerance: tolerance) : 1
                // B'' is constant for a quadratic: 2(p0 − 2c + p2).
                let second = (current - c1 * 2 + p2) * 2
                let h2 = 1 / Double(n * n)
                if shifts { shiftLast(by: Self.shift(second: second, first: (c1 - current) * 2, h2: h2, factor: factor) * 0.5) }
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    var p = current * (u * u) + c1 * (2 * u * t) + p2 * (t * t)
                    if shifts {
                        let first = (c1 - current) * (2 * u) + (p2 - c1) * (2 * t)
                        p = p + Self.shift(second: second, first: first, h2: h2, factor: factor) * (i == n ? 0.5 : 1)
                    }
                    points.append(p)
                }
                current = p2
            case .curve(let p, let c1, let c2):
                let p1 = transform.apply(c1), p2 = transform.apply(c2), p3 = transform.apply(p)
                let dd = max((current - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
                let n = points.count < Self.maximumPoints ? Self.steps(bound: 6 * dd, tolerance: tolerance) : 1
                let p0 = current
                let h2 = 1 / Double(n * n)
                func derivatives(_ t: Double) -> (first: Point, second: Point) {
                    let u = 1 - t
                    let first = (p1 - p0) * (3 * u * u) + (p2 - p1) * (6 * u * t) + (p3 - p2) * (3 * t * t)
                    let second = (p2 - p1 * 2 + p0) * (6 * u) + (p3 - p2 * 2 + p1) * (6 * t)
                    return (first, second)
                }
                if shifts {
                    let d = derivatives(0)
                    shiftLast(by: Self.shift(second: d.second, first: d.first, h2: h2, factor: factor) * 0.5)
                }
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, e = t * t * t
                    var p = Point(x: a * p0.x + b * p1.x + c * p2.x + e * p3.x, y: a * p0.y + b * p1.y + c * p2.y + e * p3.y)
                    if shifts {
                        let d = derivatives(t)
                        p = p + Self.shift(second: d.second, first: d.first, h2: h2, factor: factor) * (i == n ? 0.5 : 1)
                    }
                    points.append(p)
                }
                current = p3
            case .closeSubpath:
                if isOpen {
                    finish(closed: true)
                    current = subpathStart
                }
            }
        }
        finish(closed: false)
    }

    /// The outward vertex shift: `factor`·h²·B''⊥, B''⊥ being the part of B'' normal to the curve.
    private static func shift(second: Point, first: Point, h2: Double, factor: Double) -> Point {
        let tangent = first.normalized
        let normalPart = second - tangent * second.dot(tangent)
        return normalPart * (h2 * factor)
    }

    /// Moves the most recent point (the start of the curve being flattened, shared with what came before).
    private mutating func shiftLast(by offset: Point) {
        guard !points.isEmpty else { return }
        points[points.count - 1] = points[points.count - 1] + offset
    }

    /// The finest tolerance worth flattening to with shifted vertices (`preservingArea`, `preservingLength`), in
    /// device pixels. Such polygons err by about half their sagitta either way and by nothing on average, so 0.1 px
    /// is invisible; a finer one only costs edges.
    static let shiftedTolerance = 0.1

    /// Points one flattening makes before further curves are taken as their chords (1M points, 16 MiB): a bound on
    /// the memory of any path, far beyond what a frame can show.
    static let maximumPoints = 1 << 20

    /// Segments needed so that a curve whose second derivative is bounded by `bound` stays within tolerance.
    private static func steps(bound: Double, tolerance: Double) -> Int {
        .stepCount((bound / (8 * tolerance)).squareRoot(), limit: 1000)
    }
}
