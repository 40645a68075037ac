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

/// Item lists of behaviors, where an item is itself (compared by identity).
extension [UIDynamicItem] {
    mutating func appendIfAbsent(_ item: UIDynamicItem) -> Bool {
        guard !contains(where: { $0 === item }) else { return false }
        append(item)
        return true
    }

    mutating func removeIdentical(_ item: UIDynamicItem) -> Bool {
        guard let index = firstIndex(where: { $0 === item }) else { return false }
        remove(at: index)
        return true
    }
}
