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

    /// Replaces the contents with the flattened `path` mapped through `transform`. Each subpath becomes one
    /// polyline (a lone move-to becomes a one-point polyline, so zero-length subpaths can still get caps).
    mutating func flatten(_ path: Path, transform: Transform, tolerance: Double) {
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
                let n = Self.steps(bound: 2 * dd, tolerance: tolerance)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    points.append(current * (u * u) + c1 * (2 * u * t) + p2 * (t * t))
                }
                current = p2
            case .curve(let p, let c1, let c2):
                let p1 = transform.apply(c1), p2 = transform.apply(c2), p3 = transform.apply(p)
                let dd = max((current - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
                let n = Self.steps(bound: 6 * dd, tolerance: tolerance)
                let p0 = current
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    points.append(Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                                        y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
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

    /// Segments needed so that a curve whose second derivative is bounded by `bound` stays within tolerance.
    private static func steps(bound: Double, tolerance: Double) -> Int {
        guard bound.isFinite, bound > 0 else { return 1 }
        return min(1000, max(1, Int((bound / (8 * tolerance)).squareRoot().rounded(.up))))
    }
}
