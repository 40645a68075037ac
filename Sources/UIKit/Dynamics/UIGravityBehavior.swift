import Foundation

/// A constant acceleration of its items (`UIGravityBehavior`). `gravityDirection` (0, 1) is UIKit gravity, 1000 points
/// per second² downwards, whatever an item's mass; `angle` and `magnitude` are the same vector in polar form.
open class UIGravityBehavior: UIDynamicBehavior {
    public private(set) var items: [UIDynamicItem]
    /// The acceleration in thousands of points per second² along x and y.
    open var gravityDirection = CGVector(dx: 0, dy: 1) { didSet { settingsDidChange() } }

    public init(items: [UIDynamicItem]) {
        self.items = Self.distinct(items)
        super.init()
    }

    public convenience override init() { self.init(items: []) }

    open func addItem(_ item: UIDynamicItem) { add(item, to: &items) }
    open func removeItem(_ item: UIDynamicItem) { remove(item, from: &items) }

    /// The direction in radians (π/2 is down).
    open var angle: CGFloat {
        get { gravityDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength: 1 is UIKit gravity. Setting 0 also sets `angle` to 0, as UIKit does.
    open var magnitude: CGFloat {
        get { gravityDirection.magnitude }
        set { setAngle(newValue == 0 ? 0 : angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) { gravityDirection = CGVector(angle: angle, magnitude: magnitude) }

    override var dynamicItems: [UIDynamicItem] { items }
}
