import LayerKit
import Raster

/// The simulation behind a dynamic animator: the bodies of the items its behaviors name, stepped at a fixed rate.
/// Bodies are kept in the order their items first appeared, so a step does the same thing in every run.
final class DynamicsWorld {
    /// Seconds per step: the simulation is the same whatever the frame rate.
    static let stepDuration = 1.0 / 120
    /// Solver passes per step.
    static let iterations = 10

    private(set) var bodies: [DynamicBody] = []
    private var bodyIndex: [ObjectIdentifier: DynamicBody] = [:]
    private var contacts: [ContactConstraint] = []
    private var joints: [JointConstraint] = []
    private var previousImpulses: [ContactConstraint.Key: (normal: Double, tangent: Double)] = [:]

    func body(for item: UIDynamicItem) -> DynamicBody? { bodyIndex[ObjectIdentifier(item)] }

    /// One step of `stepDuration` for `behaviors` (the animator's, flattened), with the reference view's `bounds`.
    /// `writesBack`: whether the items get their positions now (code runs between steps) or only at `writeBack()`.
    func step(_ behaviors: [UIDynamicBehavior], referenceBounds: Rect, writesBack: Bool) {
        let dt = Self.stepDuration
        syncBodies(behaviors)
        applyProperties(behaviors)
        applyForces(behaviors, dt: dt)
        joints.removeAll(keepingCapacity: true)
        contacts.removeAll(keepingCapacity: true)
        makeJoints(behaviors, dt: dt)
        for behavior in behaviors {
            if let collision = behavior as? UICollisionBehavior { collide(collision, referenceBounds: referenceBounds) }
        }
        warmStart()
        for _ in 0..<Self.iterations {
            for i in joints.indices { joints[i].solve() }
            for i in contacts.indices { contacts[i].solve() }
        }
        for body in bodies where body.inverseMass > 0 || body.inverseInertia > 0 {
            if body.inverseMass > 0 { body.position = body.position + body.velocity * dt } else { body.velocity = .zero }
            if body.inverseInertia > 0 { body.angle += body.angularVelocity * dt } else { body.angularVelocity = 0 }
        }
        keepImpulses()
        for contact in contacts { contact.correctPositions() }
        for body in bodies {
            if body.inverseMass == 0 { body.velocity = .zero }
            if body.inverseInertia == 0 { body.angularVelocity = 0 }
        }
        if writesBack { writeBack() }
    }

    /// Gives every item its body's position and turn.
    func writeBack() {
        for body in bodies { body.writeBack() }
    }

    /// The fastest point speed of any body (points per second), to tell when everything has come to rest.
    var fastestSpeed: Double {
        bodies.reduce(0) { max($0, $1.velocity.length + abs($1.angularVelocity) * $1.extent) }
    }

    /// Makes bodies for items seen for the first time and drops those no behavior names any more.
    func syncBodies(_ behaviors: [UIDynamicBehavior]) {
        var seen = Set<ObjectIdentifier>()
        for behavior in behaviors {
            for item in behavior.dynamicItems {
                let id = ObjectIdentifier(item)
                guard seen.insert(id).inserted, bodyIndex[id] == nil else { continue }
                let body = DynamicBody(item: item)
                bodies.append(body)
                bodyIndex[id] = body
            }
        }
        if seen.count != bodies.count {
            bodies.removeAll { !seen.contains(ObjectIdentifier($0.item)) }
            bodyIndex = bodyIndex.filter { seen.contains($0.key) }
        }
    }

    private func applyProperties(_ behaviors: [UIDynamicBehavior]) {
        for body in bodies {
            body.elasticity = 0
            body.friction = 0
            body.density = 1
            body.resistance = 0
            body.angularResistance = 0
            body.isAnchored = false
            body.allowsRotation = true
        }
        for case let properties as UIDynamicItemBehavior in behaviors {
            for item in properties.items {
                guard let body = body(for: item) else { continue }
                for property in properties.setProperties {
                    switch property {
                    case .elasticity: body.elasticity = Double(properties.elasticity)
                    case .friction: body.friction = max(Double(properties.friction), 0)
                    case .density: body.density = Double(properties.density)
                    case .resistance: body.resistance = max(Double(properties.resistance), 0)
                    case .angularResistance: body.angularResistance = max(Double(properties.angularResistance), 0)
                    case .anchored: body.isAnchored = properties.isAnchored
                    case .allowsRotation: body.allowsRotation = properties.allowsRotation
                    }
                }
            }
            for (id, velocity) in properties.pendingLinearVelocity {
                bodyIndex[id]?.velocity = bodyIndex[id]!.velocity + velocity.point
            }
            for (id, velocity) in properties.pendingAngularVelocity { bodyIndex[id]?.angularVelocity += Double(velocity) }
            properties.pendingLinearVelocity.removeAll()
            properties.pendingAngularVelocity.removeAll()
        }
        for body in bodies {
            body.updateMass()
            body.updateWorldShape()
        }
    }

    private func applyForces(_ behaviors: [UIDynamicBehavior], dt: Double) {
        for behavior in behaviors {
            if let gravity = behavior as? UIGravityBehavior {
                let acceleration = Point(Double(gravity.gravityDirection.dx), Double(gravity.gravityDirection.dy)) * 1000
                for item in gravity.items {
                    if let body = body(for: item), body.inverseMass > 0 { body.velocity = body.velocity + acceleration * dt }
                }
            } else if let push = behavior as? UIPushBehavior {
                let force = Point(Double(push.pushDirection.dx), Double(push.pushDirection.dy)) * 100
                let instantaneous = push.mode == .instantaneous
                guard instantaneous ? push.impulsePending : push.active else { continue }
                for item in push.items {
                    guard let body = body(for: item) else { continue }
                    let offset = push.targetOffsetFromCenter(for: item)
                    let r = body.turned(Point(Double(offset.horizontal), Double(offset.vertical)))
                    body.applyImpulse(instantaneous ? force : force * dt, at: r)
                }
                if instantaneous {
                    push.impulsePending = false
                    push.active = false
                }
            }
        }
        for body in bodies {
            if body.resistance > 0 { body.velocity = body.velocity * (1 / (1 + dt * body.resistance)) }
            if body.angularResistance > 0 { body.angularVelocity /= 1 + dt * body.angularResistance }
        }
    }

    private func makeJoints(_ behaviors: [UIDynamicBehavior], dt: Double) {
        for behavior in behaviors {
            if let snap = behavior as? UISnapBehavior, let body = body(for: snap.item) {
                joints.append(JointConstraint(a: body, offsetA: .zero, b: nil, offsetB: snap.snapPoint.point, length: 0,
                                              frequency: UISnapBehavior.frequency, dampingRatio: snap.dampingRatio))
                // A snapped item's turning dies away while it snaps.
                body.angularVelocity *= 1 / (1 + dt * 8)
            } else if let attachment = behavior as? UIAttachmentBehavior, let first = body(for: attachment.items[0]) {
                let offsetA = Point(Double(attachment.offsets[0].horizontal), Double(attachment.offsets[0].vertical))
                let other = attachment.items.count > 1 ? body(for: attachment.items[1]) : nil
                let offsetB = other != nil
                    ? Point(Double(attachment.offsets[1].horizontal), Double(attachment.offsets[1].vertical))
                    : attachment.anchorPoint.point
                joints.append(JointConstraint(a: first, offsetA: offsetA, b: other, offsetB: offsetB,
                                              length: Double(attachment.length), frequency: Double(attachment.frequency),
                                              dampingRatio: Double(attachment.damping)))
            }
        }
        for i in joints.indices { joints[i].prepare(dt: dt) }
    }

    private func collide(_ collision: UICollisionBehavior, referenceBounds: Rect) {
        let members = collision.items.compactMap { body(for: $0) }
        var touching = ContactList()
        if collision.collisionMode.contains(.items) {
            // Sweep and prune along x: only items whose spans along x overlap are tested, so thousands of items cost
            // about what they touch, not every pair.
            func left(_ body: DynamicBody) -> Double { body.position.x - body.extent }
            let order = members.indices.sorted { left(members[$0]) < left(members[$1]) }
            for (k, i) in order.enumerated() {
                let right = members[i].position.x + members[i].extent
                for j in order[(k + 1)...] {
                    guard left(members[j]) <= right else { break }
                    let (a, b) = i < j ? (members[i], members[j]) : (members[j], members[i])
                    guard a.inverseMass > 0 || b.inverseMass > 0 || a.inverseInertia > 0 || b.inverseInertia > 0,
                          (b.position - a.position).length <= a.extent + b.extent,
                          let manifold = Collision.between(a, b) else { continue }
                    add(manifold, a, b, feature: (0, 0))
                    touching.append(.init(first: ObjectIdentifier(a.item), second: ObjectIdentifier(b.item)), at: manifold)
                }
            }
        }
        if collision.collisionMode.contains(.boundaries) {
            let outlines = collision.boundaryOutlines
            for body in members where body.inverseMass > 0 || body.inverseInertia > 0 {
                if collision.translatesReferenceBoundsIntoBoundary {
                    let insets = collision.referenceBoundsInsets
                    let inner = Rect(x: referenceBounds.minX + Double(insets.left), y: referenceBounds.minY + Double(insets.top),
                                     width: referenceBounds.width - Double(insets.left + insets.right),
                                     height: referenceBounds.height - Double(insets.top + insets.bottom))
                    Collision.inside(inner, body) { wall, manifold in
                        add(manifold, body, nil, feature: (1, wall))
                        touching.append(.init(first: ObjectIdentifier(body.item), boundary: nil), at: manifold)
                    }
                }
                for (o, outline) in outlines.enumerated() {
                    for (k, segment) in outline.segments.enumerated() {
                        guard let manifold = Collision.between(body, segment) else { continue }
                        add(manifold, body, nil, feature: (2 + o, k))
                        touching.append(.init(first: ObjectIdentifier(body.item), boundary: outline.key), at: manifold)
                    }
                }
            }
        }
        collision.report(touching, bodies: bodyIndex)
    }

    private func add(_ manifold: ContactManifold, _ a: DynamicBody, _ b: DynamicBody?, feature: (Int, Int)) {
        for k in 0..<manifold.count {
            let (point, depth) = manifold.point(k)
            let key = ContactConstraint.Key(a: ObjectIdentifier(a.item), b: b.map { ObjectIdentifier($0.item) },
                                            kind: feature.0, index: feature.1, point: k)
            let contact = ContactConstraint(a: a, b: b, normal: manifold.normal, point: point, depth: depth,
                                            share: 1 / Double(manifold.count), key: key)
            contacts.append(contact)
        }
    }

    /// Starts each contact from the impulses it ended the previous step with (warm starting), so stacked and wedged
    /// items settle instead of trembling.
    private func warmStart() {
        for i in contacts.indices {
            if let impulses = previousImpulses[contacts[i].key] { contacts[i].warmStart(with: impulses) }
        }
    }

    private func keepImpulses() {
        previousImpulses.removeAll(keepingCapacity: true)
        for contact in contacts { previousImpulses[contact.key] = (contact.normalImpulse, contact.tangentImpulse) }
    }
}

/// The contacts of one collision behavior in one step, in the order found, each once (for its delegate).
struct ContactList {
    struct Key: Hashable {
        var first: ObjectIdentifier
        var second: ObjectIdentifier?
        var boundary: AnyHashable?
        var isBoundary: Bool

        init(first: ObjectIdentifier, second: ObjectIdentifier) {
            self.first = first
            self.second = second
            isBoundary = false
        }

        init(first: ObjectIdentifier, boundary: AnyHashable?) {
            self.first = first
            self.boundary = boundary
            isBoundary = true
        }
    }

    private(set) var keys: [Key] = []
    private(set) var points: [Point] = []
    private var members: Set<Key> = []

    mutating func append(_ key: Key, at manifold: ContactManifold) {
        guard members.insert(key).inserted else { return }
        keys.append(key)
        points.append(manifold.point(0).point)
    }

    func contains(_ key: Key) -> Bool { members.contains(key) }
}
