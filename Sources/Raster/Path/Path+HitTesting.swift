extension Path {
    /// Whether `point` is inside the filled path under `rule` (curves flattened to 0.01 units).
    public func contains(_ point: Point, rule: FillRule = .nonZero) -> Bool {
        var lines = Polylines()
        lines.flatten(self, transform: .identity, tolerance: 0.01)
        var winding = 0
        lines.forEachPolygonEdge { previous, p in
            if (previous.y <= point.y) != (p.y <= point.y) {
                let x = previous.x + (point.y - previous.y) * (p.x - previous.x) / (p.y - previous.y)
                if x > point.x { winding += p.y > previous.y ? 1 : -1 }
            }
        }
        return rule == .nonZero ? winding != 0 : winding % 2 != 0
    }

    /// The shortest distance from `point` to the path's outline (open subpaths are not closed).
    public func distance(to point: Point) -> Double {
        var lines = Polylines()
        lines.flatten(self, transform: .identity, tolerance: 0.01)
        var best = Double.infinity
        for index in 0..<lines.count {
            let range = lines.range(of: index)
            let points = Array(lines.points[range]) + (lines.ends[index].isClosed ? [lines.points[range.lowerBound]] : [])
            if points.count == 1 { best = min(best, points[0].distance(to: point)) }
            for i in 1..<max(points.count, 1) {
                let a = points[i - 1], b = points[i], ab = b - a
                let t = ab.dot(ab) > 0 ? min(max((point - a).dot(ab) / ab.dot(ab), 0), 1) : 0
                best = min(best, (a + ab * t).distance(to: point))
            }
        }
        return best
    }
}

extension Path {
    /// Total length of all subpaths (closing segments included), curves flattened to 0.001 units.
    public var length: Double {
        var lines = Polylines()
        lines.flatten(self, transform: .identity, tolerance: 0.001)
        var measure = PolylineMeasure()
        measure.measure(lines)
        return measure.totalLength
    }
}
