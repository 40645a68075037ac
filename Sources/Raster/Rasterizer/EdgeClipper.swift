/// Turns polygon edges in device space into the rasterizer's `Float` edges, clipped to a guard box just
/// outside the frame. This is where the rasterizer's input contract is enforced, whatever the path data,
/// transform or scale: every stored coordinate is finite and lies within the guard box, so the hot loops'
/// arithmetic and indices stay in range.
///
/// Clipping keeps every pixel's coverage: parts above or below the frame are dropped (no row of the frame
/// sees them), parts left of it become vertical edges on the guard box's left side (they still add their
/// winding to every pixel to their right), and parts right of it are dropped (nothing lies to their right).
struct EdgeClipper {
    let minX: Double, minY: Double, maxX: Double, maxY: Double

    /// Coordinates beyond this (and infinities) are pulled in to it before clipping: far enough that the
    /// visible part of an edge keeps its slope to within rounding, near enough that products stay finite.
    static let farLimit = 1e15

    /// A guard box one pixel outside a frame of `width` × `height` device pixels.
    init(width: Int, height: Int) {
        minX = -1; minY = -1
        maxX = Double(max(width, 0)) + 1; maxY = Double(max(height, 0)) + 1
    }

    @inline(__always)
    private static func pulledIn(_ v: Double) -> Double { min(max(v, -farLimit), farLimit) }

    /// Appends the clipped edges of the closed polygons and returns their pixel bounds (empty when nothing remains).
    func append(_ polylines: Polylines, into edges: inout [Edge]) -> PixelBox {
        var bounds = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for index in 0..<polylines.count {
            if appendWhole(polylines, index, into: &edges, bounds: &bounds) { continue }
            polylines.forEachPolygonEdge(ofPolyline: index) { previous, p in
                append(from: previous, to: p, into: &edges, bounds: &bounds)
            }
        }
        guard bounds.0 <= bounds.2 else { return .empty }
        return PixelBox(covering: Rect(x: bounds.0, y: bounds.1, width: bounds.2 - bounds.0, height: bounds.3 - bounds.1))
    }

    /// Appends the edges of polygon `index` when every point of it lies within the guard box, as nearly every polygon's
    /// does, and returns true; otherwise appends nothing and returns false (a NaN lies within nothing). The edges are
    /// those `append(from:to:into:bounds:)` stores, written through a pointer into room made for the whole polygon,
    /// without `append`'s uniqueness and capacity checks for each edge.
    private func appendWhole(
        _ polylines: Polylines, _ index: Int, into edges: inout [Edge], bounds: inout (Double, Double, Double, Double)
    ) -> Bool {
        let range = polylines.range(of: index)
        guard range.count >= 2 else { return false }
        return polylines.points.withUnsafeBufferPointer { all in
            let points = all.baseAddress! + range.lowerBound, n = range.count
            for i in 0..<n {
                let p = points[i]
                if !(p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY) { return false }
            }
            let start = edges.count
            edges.append(contentsOf: repeatElement(Edge(x0: 0, y0: 0, x1: 0, y1: 0), count: n))
            var (lowX, lowY, highX, highY) = bounds
            let end = edges.withUnsafeMutableBufferPointer { buffer in
                let stored = buffer.baseAddress!
                var count = start
                var a = points[n - 1]
                for i in 0..<n {
                    let b = points[i]
                    lowX = min(lowX, b.x); lowY = min(lowY, b.y); highX = max(highX, b.x); highY = max(highY, b.y)
                    if a.y != b.y {
                        stored[count] = Edge(x0: Float(a.x), y0: Float(a.y), x1: Float(b.x), y1: Float(b.y))
                        count &+= 1
                    }
                    a = b
                }
                return count
            }
            edges.removeLast(edges.count - end)
            bounds = (lowX, lowY, highX, highY)
            return true
        }
    }

    /// Appends the clipped pieces of the edge from `a` to `b` (neither may hold NaN: `Polylines.forEachPolygonEdge` skips such polygons)
    /// and widens `bounds`
    /// (minX, minY, maxX, maxY) to cover the edge.
    @inline(__always)
    func append(from a: Point, to b: Point, into edges: inout [Edge], bounds: inout (Double, Double, Double, Double)) {
        // An edge within the guard box (most of a polygon reaching outside it still is) is stored as it is. Each point of a
        // closed polygon ends exactly one of its edges, so the bounds follow the end points.
        if a.x >= minX && a.x <= maxX && b.x >= minX && b.x <= maxX && a.y >= minY && a.y <= maxY && b.y >= minY && b.y <= maxY {
            bounds = (min(bounds.0, b.x), min(bounds.1, b.y), max(bounds.2, b.x), max(bounds.3, b.y))
            if a.y != b.y { edges.append(Edge(x0: Float(a.x), y0: Float(a.y), x1: Float(b.x), y1: Float(b.y))) }
            return
        }
        appendClipped(from: a, to: b, into: &edges, bounds: &bounds)
    }

    private func appendClipped(from a: Point, to b: Point, into edges: inout [Edge], bounds: inout (Double, Double, Double, Double)) {
        var x0 = Self.pulledIn(a.x), y0 = Self.pulledIn(a.y), x1 = Self.pulledIn(b.x), y1 = Self.pulledIn(b.y)
        // The bounds follow the unclipped edge: a polygon reaching past the frame covers the frame's side
        // even where only its left edge is stored.
        bounds = (
            min(bounds.0, min(x0, x1)), min(bounds.1, max(min(y0, y1), minY)),
            max(bounds.2, max(x0, x1)), max(bounds.3, min(max(y0, y1), maxY))
        )
        if y0 == y1 { return }
        if (y0 <= minY && y1 <= minY) || (y0 >= maxY && y1 >= maxY) { return }
        if x0 >= maxX && x1 >= maxX { return }
        // Clip to the guard rows, both ends from the original line.
        let (ox0, oy0, ox1, oy1) = (x0, y0, x1, y1)
        func x(atY y: Double) -> Double { ox0 + (y - oy0) * ((ox1 - ox0) / (oy1 - oy0)) }
        if y0 < minY { x0 = x(atY: minY); y0 = minY } else if y0 > maxY { x0 = x(atY: maxY); y0 = maxY }
        if y1 < minY { x1 = x(atY: minY); y1 = minY } else if y1 > maxY { x1 = x(atY: maxY); y1 = maxY }
        // Split where the edge crosses the guard box's sides; pieces left of it are moved onto its left side.
        var cuts: (Double, Double) = (1, 1)
        if x0 != x1 {
            let tLeft = (minX - x0) / (x1 - x0), tRight = (maxX - x0) / (x1 - x0)
            let a = tLeft > 0 && tLeft < 1 ? tLeft : 1, b = tRight > 0 && tRight < 1 ? tRight : 1
            cuts = (min(a, b), max(a, b))
        }
        var startX = x0, startY = y0, t0 = 0.0
        func piece(to t: Double) {
            guard t > t0 else { return }
            let endX = t == 1 ? x1 : x0 + t * (x1 - x0), endY = t == 1 ? y1 : y0 + t * (y1 - y0)
            appendPiece(startX, startY, endX, endY, into: &edges)
            startX = endX; startY = endY; t0 = t
        }
        piece(to: cuts.0)
        piece(to: cuts.1)
        piece(to: 1)
    }

    @inline(__always)
    private func appendPiece(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, into edges: inout [Edge]) {
        if y0 == y1 { return }
        let cx0 = min(max(x0, minX), maxX), cx1 = min(max(x1, minX), maxX)
        if cx0 >= maxX && cx1 >= maxX { return }
        edges.append(Edge(x0: Float(cx0), y0: Float(y0), x1: Float(cx1), y1: Float(y1)))
    }
}
