import LayerKit

/// Runs physics on views (`UIDynamicAnimator`): its behaviors move their items in the reference view's coordinates,
/// stepped 120 times per second of scene time, so slow motion, pausing and scrubbing show the same motion as playing.
/// It pauses when every item has come to rest, and runs again when a behavior is added, removed or changed, or an item
/// is given a velocity. Keep a reference to the animator: as in UIKit, one nothing holds stops.
open class UIDynamicAnimator: NSObject {
    public private(set) weak var referenceView: UIView?
    public private(set) var behaviors: [UIDynamicBehavior] = []
    open weak var delegate: UIDynamicAnimatorDelegate?
    /// Whether the simulation is moving its items (false once everything is at rest).
    public private(set) var isRunning = false

    let world = DynamicsWorld()
    private var flattened: [UIDynamicBehavior]?
    private weak var tree: LayerTree?
    private var callbackID: Int?
    /// The scene time the simulation has reached.
    private var simulatedTime = 0.0
    private var runningTime = 0.0
    private var restingSteps = 0

    /// Steps it takes at most for one frame: a longer jump of the clock (a seek far ahead) skips the rest.
    static let maximumStepsPerFrame = 120 * 60
    /// Steps of a 60 Hz frame.
    static let stepsPerFrame = 2
    /// Points per second under which an item counts as at rest, and steps at rest before the animator pauses.
    static let restingSpeed = 0.5
    static let restingStepsToPause = 60

    /// The layout whose items' attributes the animator moves, when made for one.
    public private(set) weak var collectionViewLayout: UICollectionViewLayout?

    /// An animator for items in `view`'s coordinates, on the clock of the scene being built or shown.
    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
        followSceneClock()
    }

    /// An animator for a collection view layout's items (`UICollectionViewLayoutAttributes`), in the content's
    /// coordinates: after every frame it moves them, it invalidates the layout, so that the collection view shows them
    /// where they are (the springy layouts of WWDC 2013).
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init()
        followSceneClock()
    }

    private func followSceneClock() {
        guard let tree = LayerTree.current else { return }
        self.tree = tree
        simulatedTime = tree.currentTime
        callbackID = tree.addFrameCallback { [weak self] time in self?.advance(to: time) }
    }

    /// The attributes of the cell at `indexPath` among the animator's items (an animator made for a layout).
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(.cell, kind: nil, at: indexPath)
    }

    /// The attributes of the supplementary view of `kind` at `indexPath` among the animator's items.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(.supplementaryView, kind: kind, at: indexPath)
    }

    private func attributes(_ category: UICollectionViewLayoutAttributes.ElementCategory, kind: String?, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        world.syncBodies(flattenedBehaviors)
        for body in world.bodies {
            if let attributes = body.item as? UICollectionViewLayoutAttributes, attributes.indexPath == indexPath,
                attributes.representedElementCategory == category, attributes.representedElementKind == kind
            {
                return attributes
            }
        }
        return nil
    }

    deinit {
        if let callbackID { tree?.removeFrameCallback(callbackID) }
    }

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.parent?.removeChildBehavior(behavior)
        behavior.dynamicAnimator?.removeBehavior(behavior)
        behaviors.append(behavior)
        behavior.attach(to: self)
        behaviorsDidChange()
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: index)
        behavior.attach(to: nil)
        behaviorsDidChange()
    }

    open func removeAllBehaviors() {
        for behavior in behaviors { behavior.attach(to: nil) }
        behaviors.removeAll()
        behaviorsDidChange()
    }

    /// Seconds of scene time the animator has run (not counting pauses at rest).
    open func elapsedTime() -> TimeInterval { runningTime }

    /// The items whose bounds, turned as they are, reach into `rect` (those of behaviors just added too, where they are).
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        world.syncBodies(flattenedBehaviors)
        let area = rect.rect
        return world.bodies.filter { body in
            let size = body.item.bounds.size
            let c = abs(cos(body.angle)), s = abs(sin(body.angle))
            let halfWidth = Double(size.width) / 2 * c + Double(size.height) / 2 * s
            let halfHeight = Double(size.width) / 2 * s + Double(size.height) / 2 * c
            return body.position.x + halfWidth > area.minX && body.position.x - halfWidth < area.maxX
                && body.position.y + halfHeight > area.minY && body.position.y - halfHeight < area.maxY
        }.map(\.item)
    }

    /// Reads the item's centre, transform and size again after your code changed them (its velocity stays).
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        world.body(for: item)?.reread()
        wake()
    }

    func behaviorsDidChange() {
        flattened = nil
        wake()
    }

    func wake() {
        restingSteps = 0
        guard !isRunning, !behaviors.isEmpty else { return }
        isRunning = true
        if let tree { simulatedTime = max(simulatedTime, tree.currentTime) }
        delegate?.dynamicAnimatorWillResume(self)
    }

    private func advance(to time: Double) {
        guard isRunning else {
            simulatedTime = max(simulatedTime, time)
            return
        }
        let dt = DynamicsWorld.stepDuration
        let due = Int(((time - simulatedTime) / dt + 1e-6).rounded(.down))
        var steps = 0
        while steps < due && isRunning {
            if steps == Self.maximumStepsPerFrame {
                simulatedTime = time
                break
            }
            // A jump of the clock (a seek) runs many steps at one moment of scene time, where an implicit animation
            // started by an action (a path set every step) would never move: the steps of a frame's worth before the
            // last ones change layers without animating, so what a seek shows is what playing shows.
            let catchingUp = due - steps > Self.stepsPerFrame
            if catchingUp {
                tree?.transaction.begin()
                tree?.transaction.setDisableActions(true)
            }
            step()
            if catchingUp { tree?.transaction.commit() }
            steps += 1
            simulatedTime += dt
        }
        // Without code between the steps the items only need where the last step left them.
        if steps > 0 && !codeRunsBetweenSteps { world.writeBack() }
        if steps > 0 { collectionViewLayout?.invalidateLayout() }
    }

    /// The rectangle collisions with the reference bounds keep items in: the reference view's bounds, or a layout's
    /// content.
    private var referenceBounds: Rect {
        if let referenceView { return referenceView.bounds.rect }
        if let collectionViewLayout { return CGRect(origin: .zero, size: collectionViewLayout.collectionViewContentSize).rect }
        return Rect(x: 0, y: 0, width: 0, height: 0)
    }

    /// Whether a behavior's action or a collision delegate runs after each step (and may read the items).
    private var codeRunsBetweenSteps: Bool {
        (flattened ?? []).contains { behavior in
            behavior.action != nil || (behavior as? UICollisionBehavior)?.collisionDelegate != nil
        }
    }

    /// The behaviors with their children, in order.
    private var flattenedBehaviors: [UIDynamicBehavior] {
        if let flattened { return flattened }
        var list: [UIDynamicBehavior] = []
        for behavior in behaviors { behavior.appendFlattened(to: &list) }
        flattened = list
        return list
    }

    private func step() {
        let behaviors = flattenedBehaviors
        world.step(behaviors, referenceBounds: referenceBounds,
                   writesBack: codeRunsBetweenSteps)
        runningTime += DynamicsWorld.stepDuration
        for behavior in behaviors { behavior.action?() }
        if world.fastestSpeed < Self.restingSpeed {
            restingSteps += 1
            if restingSteps >= Self.restingStepsToPause {
                isRunning = false
                delegate?.dynamicAnimatorDidPause(self)
            }
        } else {
            restingSteps = 0
        }
    }
}

/// Told when a dynamic animator pauses (everything at rest) and resumes (`UIDynamicAnimatorDelegate`); both optional.
public protocol UIDynamicAnimatorDelegate: AnyObject {
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
