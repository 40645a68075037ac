import LayerKit
import Raster

/// One contact point between a body and another body (or a wall: `b` nil), solved with sequential impulses: the normal
/// impulse never pulls, friction is bounded by it, and a bounce aims at the speed of approach times the elasticity.
struct ContactConstraint {
    let a: DynamicBody
    let b: DynamicBody?
    let normal: Point
    let rA: Point
    let rB: Point
    let normalMass: Double
    let tangentMass: Double
    let friction: Double
    let bias: Double
    let depth: Double
    /// The share of the overlap this point corrects (1 / the points of its contact).
    let share: Double
    var normalImpulse = 0.0
    var tangentImpulse = 0.0
    /// Which contact this is from step to step: the bodies, the feature of the other shape, the point.
    struct Key: Hashable {
        var a: ObjectIdentifier
        var b: ObjectIdentifier?
        var kind = 0
        var index = 0
        var point = 0
    }
    let key: Key
    private let startA: Point
    private let startB: Point

    /// Overlap left alone (points), and the fraction of the rest removed after each step. The overlap is removed by
    /// moving the bodies, not by speeding them apart, so resting items do not bounce.
    static let slop = 0.1
    static let correction = 0.8

    init(a: DynamicBody, b: DynamicBody?, normal: Point, point: Point, depth: Double, share: Double, key: Key) {
        self.key = key
        self.a = a
        self.b = b
        self.normal = normal
        let rA = point - a.position, rB = b.map { point - $0.position } ?? .zero
        self.rA = rA
        self.rB = rB
        let tangent = Point(-normal.y, normal.x)
        func mass(along direction: Point) -> Double {
            var k = a.inverseMass + a.inverseInertia * pow(rA.cross(direction), 2)
            if let b { k += b.inverseMass + b.inverseInertia * pow(rB.cross(direction), 2) }
            return k > 0 ? 1 / k : 0
        }
        normalMass = mass(along: normal)
        tangentMass = mass(along: tangent)
        friction = b.map { (a.friction * $0.friction).squareRoot() } ?? a.friction
        let elasticity = b.map { max(a.elasticity, $0.elasticity) } ?? a.elasticity
        let approach = (b?.velocity(at: rB) ?? .zero) - a.velocity(at: rA)
        let normalSpeed = approach.dot(normal)
        // b's speed away from a along the normal: negative while they close in.
        bias = normalSpeed < -20 ? -min(max(elasticity, 0), 1) * normalSpeed : 0
        self.depth = depth
        self.share = share
        startA = a.position
        startB = b?.position ?? .zero
    }

    /// Moves the bodies apart along the normal by what is left of the overlap after they moved this step.
    func correctPositions() {
        let moved = ((b?.position ?? startB) - startB) - (a.position - startA)
        let remaining = depth - moved.dot(normal)
        let massSum = a.inverseMass + (b?.inverseMass ?? 0)
        guard remaining > Self.slop, massSum > 0 else { return }
        let push = normal * (Self.correction * (remaining - Self.slop) * share / massSum)
        a.position = a.position - push * a.inverseMass
        if let b { b.position = b.position + push * b.inverseMass }
    }

    mutating func warmStart(with impulses: (normal: Double, tangent: Double)) {
        normalImpulse = impulses.normal
        tangentImpulse = friction > 0 ? impulses.tangent : 0
        apply(normal * normalImpulse + Point(-normal.y, normal.x) * tangentImpulse)
    }

    mutating func solve() {
        let relative = (b?.velocity(at: rB) ?? .zero) - a.velocity(at: rA)
        let tangent = Point(-normal.y, normal.x)
        if friction > 0 {
            let speed = relative.dot(tangent)
            let limit = friction * normalImpulse
            let previous = tangentImpulse
            tangentImpulse = min(max(previous - speed * tangentMass, -limit), limit)
            apply(tangent * (tangentImpulse - previous))
        }
        let speed = ((b?.velocity(at: rB) ?? .zero) - a.velocity(at: rA)).dot(normal)
        let previous = normalImpulse
        normalImpulse = max(previous + (bias - speed) * normalMass, 0)
        apply(normal * (normalImpulse - previous))
    }

    /// Pushes b along the impulse and a against it.
    private func apply(_ impulse: Point) {
        a.applyImpulse(-impulse, at: rA)
        b?.applyImpulse(impulse, at: rB)
    }
}

/// A point of body `a` held to a point of body `b` or of the world, at `length` (0: the points meet), as a spring of
/// `frequency` hertz and damping ratio `dampingRatio`, or rigidly when the frequency is 0.
struct JointConstraint {
    let a: DynamicBody
    let b: DynamicBody?
    /// The ends, from each body's centre (turned with it), or in the world for a missing `b`.
    let offsetA: Point
    let offsetB: Point
    let length: Double
    let frequency: Double
    let dampingRatio: Double
    private var rA = Point.zero
    private var rB = Point.zero
    private var axis = Point.zero
    private var mass = 0.0
    private var gamma = 0.0
    private var bias = 0.0
    private var impulse = 0.0
    private var pointMass = (0.0, 0.0, 0.0)
    private var pointBias = Point.zero
    private var pointImpulse = Point.zero

    init(a: DynamicBody, offsetA: Point, b: DynamicBody?, offsetB: Point, length: Double, frequency: Double,
         dampingRatio: Double) {
        self.a = a
        self.b = b
        self.offsetA = offsetA
        self.offsetB = offsetB
        self.length = max(length, 0)
        self.frequency = max(frequency, 0)
        self.dampingRatio = max(dampingRatio, 0)
    }

    private var keepsDistance: Bool { length > 0.5 }

    mutating func prepare(dt: Double) {
        rA = a.turned(offsetA)
        let endA = a.position + rA
        let endB: Point
        if let b {
            rB = b.turned(offsetB)
            endB = b.position + rB
        } else {
            rB = .zero
            endB = offsetB
        }
        let d = endB - endA
        if keepsDistance {
            let distance = d.length
            axis = distance > 1e-9 ? d * (1 / distance) : Point(1, 0)
            var k = a.inverseMass + a.inverseInertia * pow(rA.cross(axis), 2)
            if let b { k += b.inverseMass + b.inverseInertia * pow(rB.cross(axis), 2) }
            let error = distance - length
            (gamma, bias) = softness(effectiveMass: k > 0 ? 1 / k : 0, error: error, dt: dt)
            k += gamma
            mass = k > 0 ? 1 / k : 0
        } else {
            // Both axes at once: the 2 × 2 effective mass, inverted.
            var k11 = a.inverseMass + a.inverseInertia * rA.y * rA.y
            var k12 = -a.inverseInertia * rA.x * rA.y
            var k22 = a.inverseMass + a.inverseInertia * rA.x * rA.x
            if let b {
                k11 += b.inverseMass + b.inverseInertia * rB.y * rB.y
                k12 += -b.inverseInertia * rB.x * rB.y
                k22 += b.inverseMass + b.inverseInertia * rB.x * rB.x
            }
            let scalar = (k11 + k22) / 2
            (gamma, _) = softness(effectiveMass: scalar > 0 ? 1 / scalar : 0, error: 0, dt: dt)
            // The bias per point of error: the softness's bias for an error of 1.
            let factor = softness(effectiveMass: scalar > 0 ? 1 / scalar : 0, error: 1, dt: dt).bias
            pointBias = d * factor
            k11 += gamma
            k22 += gamma
            let determinant = k11 * k22 - k12 * k12
            pointMass = determinant != 0 ? (k22 / determinant, -k12 / determinant, k11 / determinant) : (0, 0, 0)
        }
        impulse = 0
        pointImpulse = .zero
    }

    /// Erin Catto's soft constraint: the impulse's softness (γ) and the velocity bias that closes `error`.
    private func softness(effectiveMass m: Double, error: Double, dt: Double) -> (gamma: Double, bias: Double) {
        guard frequency > 0, m > 0 else { return (0, error * 0.2 / dt) }
        let omega = 2 * Double.pi * frequency
        let damping = 2 * m * dampingRatio * omega, stiffness = m * omega * omega
        let g = dt * (damping + dt * stiffness)
        let gamma = g > 0 ? 1 / g : 0
        return (gamma, error * dt * stiffness * gamma)
    }

    mutating func solve() {
        let relative = (b?.velocity(at: rB) ?? .zero) - a.velocity(at: rA)
        if keepsDistance {
            let speed = relative.dot(axis)
            let delta = -mass * (speed + bias + gamma * impulse)
            impulse += delta
            apply(axis * delta)
        } else {
            let rhs = -(relative + pointBias + pointImpulse * gamma)
            let delta = Point(pointMass.0 * rhs.x + pointMass.1 * rhs.y, pointMass.1 * rhs.x + pointMass.2 * rhs.y)
            pointImpulse = pointImpulse + delta
            apply(delta)
        }
    }

    private func apply(_ impulse: Point) {
        a.applyImpulse(-impulse, at: rA)
        b?.applyImpulse(impulse, at: rB)
    }
}
