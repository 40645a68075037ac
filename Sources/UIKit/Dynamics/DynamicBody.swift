import LayerKit
import Raster

/// A shape an item collides with, in its own coordinates (around its centre, unturned).
enum DynamicShape {
    case circle(radius: Double)
    /// A convex polygon with at least three vertices, in order around it.
    case polygon([Point])

    /// The shape an item has for its collision bounds type and size.
    static func of(_ item: UIDynamicItem) -> DynamicShape {
        let size = item.bounds.size
        let w = max(Double(size.width), 0.001), h = max(Double(size.height), 0.001)
        switch item.collisionBoundsType {
        case .rectangle:
            return rectangle(w, h)
        case .ellipse:
            if abs(w - h) < 0.01 { return .circle(radius: w / 2) }
            return .polygon((0..<24).map { k in
                let a = Double(k) * 2 * .pi / 24
                return Point(cos(a) * w / 2, sin(a) * h / 2)
            })
        case .path:
            let points = item.collisionBoundingPath.path.polylines(tolerance: 0.25).flatMap(\.points)
            let hull = convexHull(points)
            return hull.count >= 3 ? .polygon(hull) : rectangle(w, h)
        }
    }

    private static func rectangle(_ w: Double, _ h: Double) -> DynamicShape {
        .polygon([Point(-w / 2, -h / 2), Point(w / 2, -h / 2), Point(w / 2, h / 2), Point(-w / 2, h / 2)])
    }

    /// Area in points² and the second moment of area about the centre (points⁴), for mass and inertia.
    var areaAndMoment: (area: Double, moment: Double) {
        switch self {
        case .circle(let r):
            let area = Double.pi * r * r
            return (area, area * r * r / 2)
        case .polygon(let vertices):
            var area = 0.0, moment = 0.0
            for i in vertices.indices {
                let a = vertices[i], b = vertices[(i + 1) % vertices.count]
                let cross = a.cross(b)
                area += cross / 2
                moment += cross * (a.dot(a) + a.dot(b) + b.dot(b)) / 12
            }
            return (abs(area), abs(moment))
        }
    }

    /// Andrew's monotone chain: the convex hull of `points`, in order.
    static func convexHull(_ points: [Point]) -> [Point] {
        let sorted = points.filter { $0.x.isFinite && $0.y.isFinite }.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
        guard sorted.count >= 3 else { return sorted }
        func half(_ points: some Sequence<Point>) -> [Point] {
            var chain: [Point] = []
            for p in points {
                while chain.count >= 2 && (chain[chain.count - 1] - chain[chain.count - 2]).cross(p - chain[chain.count - 2]) <= 0 {
                    chain.removeLast()
                }
                chain.append(p)
            }
            return chain
        }
        return Array(half(sorted).dropLast() + half(sorted.reversed()).dropLast())
    }
}

/// An item as the simulation moves it: its position, turn and velocities, its shape in the reference view's
/// coordinates this step, and the properties its item behaviors give it.
final class DynamicBody {
    let item: UIDynamicItem
    var position: Point
    /// The turn in radians, clockwise on screen.
    var angle: Double
    /// The turn the item had when it was read: the item's transform is written only once the body turns from it.
    private var angleRead: Double
    private var hasTurned = false
    var velocity = Point.zero
    var angularVelocity = 0.0
    private(set) var shape: DynamicShape
    private var unitMoment = (area: 0.0, moment: 0.0)

    var elasticity = 0.0
    var friction = 0.0
    var density = 1.0
    var resistance = 0.0
    var angularResistance = 0.0
    var isAnchored = false
    var allowsRotation = true

    private(set) var inverseMass = 0.0
    private(set) var inverseInertia = 0.0
    /// The polygon's vertices and outward normals, or the circle's centre and radius, in world coordinates.
    private(set) var worldVertices: [Point] = []
    private(set) var worldNormals: [Point] = []
    private(set) var radius = 0.0
    /// The distance from the centre to the farthest point of the shape.
    private(set) var extent = 0.0

    init(item: UIDynamicItem) {
        self.item = item
        (position, angle, angleRead, shape) = (.zero, 0, 0, .circle(radius: 0))
        reread()
    }

    /// Reads the item's centre, turn and size again (`updateItem(usingCurrentState:)`).
    func reread() {
        position = item.center.point
        let t = item.transform
        angle = Double(atan2(t.b, t.a))
        angleRead = angle
        hasTurned = false
        readShape()
    }

    private func readShape() {
        shape = DynamicShape.of(item)
        unitMoment = shape.areaAndMoment
        switch shape {
        case .circle(let r): extent = r
        case .polygon(let vertices): extent = vertices.map(\.length).max() ?? 0
        }
    }

    var isCircle: Bool { if case .circle = shape { true } else { false } }

    /// Mass and inertia from the density: a mass of 1 is 100 × 100 points of density 1.
    func updateMass() {
        let mass = max(density, 0) * unitMoment.area / 10_000
        let inertia = max(density, 0) * unitMoment.moment / 10_000
        inverseMass = isAnchored || mass <= 0 ? 0 : 1 / mass
        inverseInertia = isAnchored || !allowsRotation || inertia <= 0 ? 0 : 1 / inertia
    }

    /// Places the shape at the body's position and turn.
    func updateWorldShape() {
        switch shape {
        case .circle(let r):
            radius = r
            worldVertices.removeAll(keepingCapacity: true)
            worldNormals.removeAll(keepingCapacity: true)
        case .polygon(let vertices):
            let c = cos(angle), s = sin(angle)
            worldVertices.removeAll(keepingCapacity: true)
            for v in vertices { worldVertices.append(Point(position.x + v.x * c - v.y * s, position.y + v.x * s + v.y * c)) }
            worldNormals.removeAll(keepingCapacity: true)
            let n = worldVertices.count
            for i in 0..<n {
                let edge = worldVertices[(i + 1) % n] - worldVertices[i]
                var normal = Point(edge.y, -edge.x).normalized
                if normal.dot(worldVertices[i] - position) < 0 { normal = -normal }
                worldNormals.append(normal)
            }
        }
    }

    /// A point `offset` from the centre in the item's own coordinates, turned with it, relative to the centre.
    func turned(_ offset: Point) -> Point {
        let c = cos(angle), s = sin(angle)
        return Point(offset.x * c - offset.y * s, offset.x * s + offset.y * c)
    }

    /// The velocity of the point `r` from the centre.
    func velocity(at r: Point) -> Point { velocity + Point(-angularVelocity * r.y, angularVelocity * r.x) }

    func applyImpulse(_ impulse: Point, at r: Point) {
        velocity = velocity + impulse * inverseMass
        angularVelocity += inverseInertia * r.cross(impulse)
    }

    /// Writes the centre, and the turn once it differs from the one read, to the item.
    func writeBack() {
        item.center = CGPoint(position)
        // Rounding leaves a box that lands flat turned by 1e-11 radians: too little to count as turning.
        if !hasTurned && abs(angle - angleRead) > 1e-6 { hasTurned = true }
        if hasTurned {
            item.transform = CGAffineTransform(rotationAngle: CGFloat(angle))
        }
    }
}
