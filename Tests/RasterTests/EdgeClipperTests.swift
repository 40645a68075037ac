import Testing

@testable import Raster

/// A polygon lying wholly within the guard box has its edges written at once; every other one goes edge by edge. Both
/// must store exactly the edges, in the order, and widen the bounds exactly as clipping each edge on its own does.
@Suite("Edge clipper")
struct EdgeClipperTests {
    /// What clipping each edge of each polygon on its own stores and bounds: the definition.
    static func edgeByEdge(_ clipper: EdgeClipper, _ polylines: Polylines) -> (edges: [Edge], box: PixelBox) {
        var edges: [Edge] = []
        var bounds = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        polylines.forEachPolygonEdge { a, b in clipper.append(from: a, to: b, into: &edges, bounds: &bounds) }
        guard bounds.0 <= bounds.2 else { return (edges, .empty) }
        return (edges, PixelBox(covering: Rect(x: bounds.0, y: bounds.1, width: bounds.2 - bounds.0, height: bounds.3 - bounds.1)))
    }

    @Test func polygonsStoreWhatClippingEachEdgeStores() {
        var random = SeededRandom(seed: 5)
        let clipper = EdgeClipper(width: 40, height: 30)
        // Points inside the guard box, on its sides (−1 and the frame's size + 1), outside it, repeated (horizontal
        // edges) and now and then NaN (such a polygon is skipped whole).
        func coordinate(_ high: Double) -> Double {
            switch Int.random(in: 0..<10, using: &random) {
            case 0: return -1
            case 1: return high + 1
            case 2: return Double.random(in: -30...(high + 30), using: &random)
            case 3: return (Double.random(in: 0...high, using: &random) * 2).rounded() / 2
            default: return Double.random(in: -1...(high + 1), using: &random)
            }
        }
        var wholly = 0, partly = 0
        for round in 0..<3_000 {
            var polylines = Polylines()
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let count = Int.random(in: 1...9, using: &random)
                var y = coordinate(30)
                for _ in 0..<count {
                    // Every other point on the row before, for horizontal edges.
                    if Bool.random(using: &random) { y = coordinate(30) }
                    polylines.points.append(Point(x: coordinate(40), y: y))
                }
                if round % 97 == 0 { polylines.points[polylines.points.count - 1] = Point(x: .nan, y: 3) }
                polylines.ends.append((polylines.points.count, Bool.random(using: &random)))
            }
            let inside = polylines.points.allSatisfy { $0.x >= -1 && $0.x <= 41 && $0.y >= -1 && $0.y <= 31 }
            if inside { wholly += 1 } else { partly += 1 }
            var edges = [Edge(x0: 1, y0: 2, x1: 3, y1: 4)]
            let box = clipper.append(polylines, into: &edges)
            let expected = Self.edgeByEdge(clipper, polylines)
            #expect(edges.first == Edge(x0: 1, y0: 2, x1: 3, y1: 4), "round \(round): the edges before are kept")
            #expect(Array(edges.dropFirst()) == expected.edges, "round \(round)")
            #expect(box == expected.box, "round \(round)")
        }
        // Both paths taken many times.
        #expect(wholly > 300 && partly > 300, "\(wholly) wholly inside, \(partly) partly")
    }
}
