import Foundation

/// A rule a dynamic animator applies to its items (`UIDynamicBehavior`): the base of gravity, collision, push, snap,
/// attachment and item properties. A behavior of your own combines others with `addChildBehavior(_:)` and may run
/// code after every step of the simulation in `action`.
open class UIDynamicBehavior: NSObject {
    /// The behaviors this one is made of, applied with it.
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Called after every step of the simulation (120 per second of scene time) while the animator runs.
    open var action: (() -> Void)?
    /// The animator the behavior (or the behavior it belongs to) was added to.
    public internal(set) weak var dynamicAnimator: UIDynamicAnimator?
    weak var parent: UIDynamicBehavior?

    public override init() { super.init() }

    /// Adds `behavior` as a part of this one (a behavior belongs to one parent: it leaves its previous one).
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior !== self, !childBehaviors.contains(where: { $0 === behavior }) else { return }
        behavior.parent?.removeChildBehavior(behavior)
        childBehaviors.append(behavior)
        behavior.parent = self
        behavior.attach(to: dynamicAnimator)
        dynamicAnimator?.behaviorsDidChange()
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: index)
        behavior.parent = nil
        let animator = dynamicAnimator
        behavior.attach(to: nil)
        animator?.behaviorsDidChange()
    }

    /// Called when the behavior is added to an animator or removed from it (nil).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// The items this behavior acts on.
    var dynamicItems: [UIDynamicItem] { [] }

    /// Wakes the animator after a change of the behavior's settings.
    func settingsDidChange() { dynamicAnimator?.wake() }

    func attach(to animator: UIDynamicAnimator?) {
        if dynamicAnimator !== animator { willMove(to: animator) }
        dynamicAnimator = animator
        for child in childBehaviors { child.attach(to: animator) }
    }

    /// This behavior and its children, depth first.
    func appendFlattened(to list: inout [UIDynamicBehavior]) {
        list.append(self)
        for child in childBehaviors { child.appendFlattened(to: &list) }
    }
}

extension UIDynamicBehavior {
    /// `items` without repeats (an item is itself: compared by identity), for a behavior's initializer.
    static func distinct(_ items: [UIDynamicItem]) -> [UIDynamicItem] {
        var list: [UIDynamicItem] = []
        for item in items where !list.contains(where: { $0 === item }) { list.append(item) }
        return list
    }

    /// Adds `item` to a behavior's `items` unless it is there, telling the animator.
    func add(_ item: UIDynamicItem, to items: inout [UIDynamicItem]) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
        dynamicAnimator?.behaviorsDidChange()
    }

    /// Takes `item` out of a behavior's `items`, telling the animator.
    func remove(_ item: UIDynamicItem, from items: inout [UIDynamicItem]) {
        guard let index = items.firstIndex(where: { $0 === item }) else { return }
        items.remove(at: index)
        dynamicAnimator?.behaviorsDidChange()
    }
}

extension CGVector {
    /// A vector of `magnitude` at `angle` radians (0 to the right, π/2 down).
    init(angle: CGFloat, magnitude: CGFloat) { self.init(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude) }

    var angle: CGFloat { atan2(dy, dx) }
    var magnitude: CGFloat { (dx * dx + dy * dy).squareRoot() }
}
