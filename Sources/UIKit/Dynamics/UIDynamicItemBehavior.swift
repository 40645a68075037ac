import Foundation
import LayerKit
import Raster

/// Physical properties of its items (`UIDynamicItemBehavior`), and their velocities. An item's mass is its `density`
/// times its area in units of 100 × 100 points, so a 100 × 100 view of density 1 weighs one UIKit mass. Where several
/// item behaviors set the same property of an item, the one added last wins; a property no behavior sets keeps
/// UIKit's default (no bounce, no friction, density 1, no resistance, turning allowed).
open class UIDynamicItemBehavior: UIDynamicBehavior {
    public private(set) var items: [UIDynamicItem]
    /// How much speed a collision keeps: 0 none, 1 all (a perfectly elastic bounce).
    open var elasticity: CGFloat = 0 { didSet { set(.elasticity) } }
    /// Friction between sliding items: 0 none, 1 strong.
    open var friction: CGFloat = 0 { didSet { set(.friction) } }
    /// Mass per area (see above).
    open var density: CGFloat = 1 { didSet { set(.density) } }
    /// Damping of the velocity, per second: 0 none.
    open var resistance: CGFloat = 0 { didSet { set(.resistance) } }
    /// Damping of the turning velocity, per second: 0 none.
    open var angularResistance: CGFloat = 0 { didSet { set(.angularResistance) } }
    /// Accepted for UIKit's spelling (it matters to electric and magnetic fields, which are not provided).
    open var charge: CGFloat = 0
    /// An anchored item does not move: others collide with it as with a wall.
    open var isAnchored = false { didSet { set(.anchored) } }
    /// Whether collisions and off-centre forces turn the items.
    open var allowsRotation = true { didSet { set(.allowsRotation) } }

    enum Property: CaseIterable {
        case elasticity, friction, density, resistance, angularResistance, anchored, allowsRotation
    }
    /// The properties set on this behavior (the others do not override earlier behaviors).
    private(set) var setProperties: Set<Property> = []
    /// Velocities added before the item's body was made (its first step), per item: points per second, and radians per
    /// second.
    var pendingLinearVelocity: [ObjectIdentifier: CGPoint] = [:]
    var pendingAngularVelocity: [ObjectIdentifier: CGFloat] = [:]

    public init(items: [UIDynamicItem]) {
        self.items = Self.distinct(items)
        super.init()
    }

    public convenience override init() { self.init(items: []) }

    open func addItem(_ item: UIDynamicItem) { add(item, to: &items) }
    open func removeItem(_ item: UIDynamicItem) { remove(item, from: &items) }

    /// Adds `velocity` (points per second) to the item's velocity at the next step.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        if let body = dynamicAnimator?.world.body(for: item) {
            body.velocity = body.velocity + velocity.point
        } else {
            let previous = pendingLinearVelocity[ObjectIdentifier(item)] ?? .zero
            pendingLinearVelocity[ObjectIdentifier(item)] = CGPoint(x: previous.x + velocity.x, y: previous.y + velocity.y)
        }
        settingsDidChange()
    }

    /// The item's velocity in points per second (zero for an item the animator does not move).
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        dynamicAnimator?.world.body(for: item).map { CGPoint($0.velocity) } ?? .zero
    }

    /// Adds `velocity` (radians per second, clockwise positive) to the item's turning at the next step.
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        if let body = dynamicAnimator?.world.body(for: item) {
            body.angularVelocity += Double(velocity)
        } else {
            pendingAngularVelocity[ObjectIdentifier(item), default: 0] += velocity
        }
        settingsDidChange()
    }

    /// The item's turning velocity in radians per second.
    open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        CGFloat(dynamicAnimator?.world.body(for: item)?.angularVelocity ?? 0)
    }

    private func set(_ property: Property) {
        setProperties.insert(property)
        settingsDidChange()
    }

    override var dynamicItems: [UIDynamicItem] { items }
}
