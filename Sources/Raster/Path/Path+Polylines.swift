extension Path {
    /// The path as polylines, one per subpath, curves flattened to within `tolerance` units: each with its points
    /// and whether its subpath was closed (a closed polyline does not repeat its first point at the end).
    public func polylines(tolerance: Double = 0.1) -> [(points: [Point], isClosed: Bool)] {
        var lines = Polylines()
        lines.flatten(self, transform: .identity, tolerance: max(tolerance, 1e-6))
        return (0..<lines.count).map { index in
            (Array(lines.points[lines.range(of: index)]), lines.ends[index].isClosed)
        }
    }
}
