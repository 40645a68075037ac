import FileOutput

extension Path {
    /// SVG path data for the path (absolute commands M, L, Q, C, Z), numbers in shortest form.
    public var svgPathData: String {
        func n(_ v: Double) -> String { NumberText.decimal(v) }
        func p(_ point: Point) -> String { "\(n(point.x)) \(n(point.y))" }
        var parts: [String] = []
        parts.reserveCapacity(elements.count)
        for element in elements {
            switch element {
            case .move(let a): parts.append("M \(p(a))")
            case .line(let a): parts.append("L \(p(a))")
            case .quadCurve(let a, let c): parts.append("Q \(p(c)) \(p(a))")
            case .curve(let a, let c1, let c2): parts.append("C \(p(c1)) \(p(c2)) \(p(a))")
            case .closeSubpath: parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }
}

extension Path {
    /// Closed polygons as a path: one closed subpath per polyline.
    init(polygons: Polylines) {
        self.init()
        for index in 0..<polygons.count {
            let range = polygons.range(of: index)
            guard let first = range.first else { continue }
            move(to: polygons.points[first])
            for i in range.dropFirst() { addLine(to: polygons.points[i]) }
            closeSubpath()
        }
    }
}
