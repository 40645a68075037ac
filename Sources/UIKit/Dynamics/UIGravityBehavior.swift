import Foundation

/// A constant acceleration of its items (`UIGravityBehavior`). `gravityDirection` (0, 1) is UIKit gravity, 1000 points
/// per second² downwards, whatever an item's mass; `angle` and `magnitude` are the same vector in polar form.
open class UIGravityBehavior: UIDynamicBehavior {
    public private(set) var items: [UIDynamicItem]
    /// The acceleration in thousands of points per second² along x and y.
    open var gravityDirection = CGVector(dx: 0, dy: 1) { didSet { settingsDidChange() } }

    public init(items: [UIDynamicItem]) {
        self.items = []
        super.init()
        for item in items { _ = self.items.appendIfAbsent(item) }
    }

    public convenience override init() { self.init(items: []) }

    open func addItem(_ item: UIDynamicItem) {
        if items.appendIfAbsent(item) { dynamicAnimator?.behaviorsDidChange() }
    }

    open func removeItem(_ item: UIDynamicItem) {
        if items.removeIdentical(item) { dynamicAnimator?.behaviorsDidChange() }
    }

    /// The direction in radians (π/2 is down).
    open var angle: CGFloat {
        get { atan2(gravityDirection.dy, gravityDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength: 1 is UIKit gravity. Setting 0 also sets `angle` to 0, as UIKit does.
    open var magnitude: CGFloat {
        get { (gravityDirection.dx * gravityDirection.dx + gravityDirection.dy * gravityDirection.dy).squareRoot() }
        set { setAngle(newValue == 0 ? 0 : angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    override var dynamicItems: [UIDynamicItem] { items }
}
