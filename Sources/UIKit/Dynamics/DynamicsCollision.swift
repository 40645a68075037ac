import LayerKit
import Raster

/// Where two shapes touch: a normal from the first to the second and up to two points, each with how deep the shapes
/// overlap there (points).
struct ContactManifold {
    var normal: Point
    private(set) var count = 0
    private(set) var points = (Point.zero, Point.zero)
    private(set) var depths = (0.0, 0.0)

    init(normal: Point) { self.normal = normal }

    /// Adds a point, keeping the two deepest.
    mutating func add(_ point: Point, depth: Double) {
        switch count {
        case 0: points.0 = point; depths.0 = depth; count = 1
        case 1: points.1 = point; depths.1 = depth; count = 2
        default:
            if depth > min(depths.0, depths.1) {
                if depths.0 < depths.1 { points.0 = point; depths.0 = depth } else { points.1 = point; depths.1 = depth }
            }
        }
    }

    func point(_ index: Int) -> (point: Point, depth: Double) {
        index == 0 ? (points.0, depths.0) : (points.1, depths.1)
    }

    /// The same contact seen from the other shape.
    var flipped: ContactManifold {
        var copy = self
        copy.normal = -normal
        return copy
    }
}

/// A convex polygon in world coordinates with outward normals; a segment is one with two vertices and two normals.
struct ConvexOutline {
    var vertices: [Point]
    var normals: [Point]
    /// For a segment of a polyline, the points before and after it: a circle beyond an end that lies in the
    /// neighbouring segment's reach is that segment's contact (else a ball resting near a joint of a bent boundary
    /// would also touch the joint, and stay wedged there).
    var previous: Point?
    var next: Point?

    static func segment(_ a: Point, _ b: Point, previous: Point? = nil, next: Point? = nil) -> ConvexOutline {
        let edge = b - a
        let normal = edge.length > 0 ? Point(edge.y, -edge.x).normalized : Point(0, -1)
        return ConvexOutline(vertices: [a, b], normals: [normal, -normal], previous: previous, next: next)
    }
}

enum Collision {
    /// The contact of two bodies' shapes, normal from `a` to `b`.
    static func between(_ a: DynamicBody, _ b: DynamicBody) -> ContactManifold? {
        switch (a.isCircle, b.isCircle) {
        case (true, true): return circles(a.position, a.radius, b.position, b.radius)
        case (false, true):
            return polygonCircle(ConvexOutline(vertices: a.worldVertices, normals: a.worldNormals), b.position, b.radius)
        case (true, false):
            return polygonCircle(ConvexOutline(vertices: b.worldVertices, normals: b.worldNormals), a.position, a.radius)?.flipped
        case (false, false):
            return polygons(ConvexOutline(vertices: a.worldVertices, normals: a.worldNormals),
                            ConvexOutline(vertices: b.worldVertices, normals: b.worldNormals))
        }
    }

    /// The contact of a body with a segment of a boundary, normal from the body to the segment.
    static func between(_ body: DynamicBody, _ segment: ConvexOutline) -> ContactManifold? {
        if body.isCircle {
            return segmentCircle(segment, body.position, body.radius)?.flipped
        }
        return polygons(segment, ConvexOutline(vertices: body.worldVertices, normals: body.worldNormals))?.flipped
    }

    /// The contacts of a body with the inside of `rect`'s edges (the body is held in): one per edge it crosses.
    static func inside(_ rect: Rect, _ body: DynamicBody, _ report: (Int, ContactManifold) -> Void) {
        let walls: [(normal: Point, limit: Double)] = [
            (Point(-1, 0), -rect.minX), (Point(1, 0), rect.maxX), (Point(0, -1), -rect.minY), (Point(0, 1), rect.maxY),
        ]
        for (index, wall) in walls.enumerated() {
            var manifold = ContactManifold(normal: wall.normal)
            if body.isCircle {
                let reach = body.position.dot(wall.normal) + body.radius
                if reach > wall.limit {
                    manifold.add(body.position + wall.normal * (body.radius - (reach - wall.limit)), depth: reach - wall.limit)
                }
            } else {
                for v in body.worldVertices where v.dot(wall.normal) > wall.limit {
                    manifold.add(v - wall.normal * (v.dot(wall.normal) - wall.limit), depth: v.dot(wall.normal) - wall.limit)
                }
            }
            if manifold.count > 0 { report(index, manifold) }
        }
    }

    static func circles(_ a: Point, _ ra: Double, _ b: Point, _ rb: Double) -> ContactManifold? {
        let d = b - a
        let distance = d.length
        guard distance < ra + rb else { return nil }
        let normal = distance > 1e-9 ? d * (1 / distance) : Point(0, 1)
        var manifold = ContactManifold(normal: normal)
        manifold.add(a + normal * (ra - (ra + rb - distance) / 2), depth: ra + rb - distance)
        return manifold
    }

    /// Normal from the polygon to the circle.
    static func polygonCircle(_ polygon: ConvexOutline, _ center: Point, _ radius: Double) -> ContactManifold? {
        let n = polygon.vertices.count
        var best = 0, separation = -Double.infinity
        for i in 0..<n {
            let s = polygon.normals[i].dot(center - polygon.vertices[i])
            if s > radius { return nil }
            if s > separation { separation = s; best = i }
        }
        let v1 = polygon.vertices[best], v2 = polygon.vertices[(best + 1) % n]
        if separation < 1e-9 {
            let normal = polygon.normals[best]
            var manifold = ContactManifold(normal: normal)
            manifold.add(center - normal * radius, depth: radius - separation)
            return manifold
        }
        let corner: Point?
        if (center - v1).dot(v2 - v1) <= 0 { corner = v1 } else if (center - v2).dot(v1 - v2) <= 0 { corner = v2 } else { corner = nil }
        if let corner {
            let d = center - corner
            let distance = d.length
            guard distance < radius, distance > 1e-9 else { return nil }
            var manifold = ContactManifold(normal: d * (1 / distance))
            manifold.add(corner, depth: radius - distance)
            return manifold
        }
        let normal = polygon.normals[best]
        var manifold = ContactManifold(normal: normal)
        manifold.add(center - normal * radius, depth: radius - separation)
        return manifold
    }

    /// Normal from the segment to the circle.
    static func segmentCircle(_ segment: ConvexOutline, _ center: Point, _ radius: Double) -> ContactManifold? {
        let a = segment.vertices[0], b = segment.vertices[1]
        let ab = b - a
        let t = ab.dot(ab) > 0 ? min(max((center - a).dot(ab) / ab.dot(ab), 0), 1) : 0
        if t == 0, let previous = segment.previous, (a - previous).dot(a - center) > 0 { return nil }
        if t == 1, let next = segment.next, (next - b).dot(center - b) > 0 { return nil }
        let closest = a + ab * t
        let d = center - closest
        let distance = d.length
        guard distance < radius else { return nil }
        let normal = distance > 1e-9 ? d * (1 / distance) : segment.normals[0]
        var manifold = ContactManifold(normal: normal)
        manifold.add(closest, depth: radius - distance)
        return manifold
    }

    /// The separating-axis test of two convex outlines, with the contact points clipped from the incident edge against
    /// the reference edge (the edge of least overlap). Normal from `a` to `b`.
    static func polygons(_ a: ConvexOutline, _ b: ConvexOutline) -> ContactManifold? {
        let (edgeA, separationA) = maximumSeparation(a, b)
        if separationA > 0 { return nil }
        let (edgeB, separationB) = maximumSeparation(b, a)
        if separationB > 0 { return nil }
        let flip = separationB > separationA + 0.01
        let reference = flip ? b : a, incident = flip ? a : b
        let referenceEdge = flip ? edgeB : edgeA
        let normal = reference.normals[referenceEdge]
        // The incident edge: the one facing most against the reference normal.
        var incidentEdge = 0, lowest = Double.infinity
        for i in incident.normals.indices where incident.normals[i].dot(normal) < lowest {
            lowest = incident.normals[i].dot(normal)
            incidentEdge = i
        }
        let r1 = reference.vertices[referenceEdge], r2 = reference.vertices[(referenceEdge + 1) % reference.vertices.count]
        var i1 = incident.vertices[incidentEdge], i2 = incident.vertices[(incidentEdge + 1) % incident.vertices.count]
        let tangent = (r2 - r1).normalized
        guard clip(&i1, &i2, tangent, lower: tangent.dot(r1)), clip(&i1, &i2, -tangent, lower: -tangent.dot(r2)) else {
            return nil
        }
        var manifold = ContactManifold(normal: flip ? -normal : normal)
        for p in [i1, i2] {
            let separation = normal.dot(p - r1)
            if separation <= 0 { manifold.add(p - normal * (separation / 2), depth: -separation) }
        }
        return manifold.count > 0 ? manifold : nil
    }

    /// The edge of `a` along whose normal `b` reaches out least, and how far it is from that edge (negative: overlap).
    private static func maximumSeparation(_ a: ConvexOutline, _ b: ConvexOutline) -> (Int, Double) {
        var best = 0, bestSeparation = -Double.infinity
        for i in a.normals.indices {
            let n = a.normals[i], v = a.vertices[i]
            var lowest = Double.infinity
            for w in b.vertices { lowest = min(lowest, n.dot(w - v)) }
            if lowest > bestSeparation { bestSeparation = lowest; best = i }
        }
        return (best, bestSeparation)
    }

    /// Keeps the part of segment p–q where `direction · x ≥ lower`; false when none is left.
    private static func clip(_ p: inout Point, _ q: inout Point, _ direction: Point, lower: Double) -> Bool {
        let dp = direction.dot(p) - lower, dq = direction.dot(q) - lower
        if dp < 0 && dq < 0 { return false }
        if dp < 0 { p = p + (q - p) * (dp / (dp - dq)) } else if dq < 0 { q = q + (p - q) * (dq / (dq - dp)) }
        return true
    }
}
