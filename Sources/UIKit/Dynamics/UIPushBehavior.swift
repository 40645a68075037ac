import Foundation

/// A force on its items (`UIPushBehavior`), continuous or a single impulse. In UIKit's units a magnitude of 1 pushing a
/// 100 × 100 point item of density 1 accelerates it at 100 points per second² (continuous), or gives it 100 points per
/// second at once (instantaneous). The force acts at each item's centre unless `setTargetOffsetFromCenter(_:for:)`
/// moves it (then it turns the item too).
open class UIPushBehavior: UIDynamicBehavior {
    public enum Mode: Int, Sendable {
        case continuous
        case instantaneous
    }

    public let mode: Mode
    public private(set) var items: [UIDynamicItem]
    /// The force along x and y, in UIKit newtons.
    open var pushDirection = CGVector(dx: 0, dy: 0) { didSet { settingsDidChange() } }
    /// Whether the force acts. An instantaneous push acts once when it becomes active (on being added, or when set to
    /// true again), then turns itself off.
    open var active = true {
        didSet {
            if active && mode == .instantaneous { impulsePending = true }
            settingsDidChange()
        }
    }
    var impulsePending: Bool
    private var offsets: [ObjectIdentifier: UIOffset] = [:]

    public init(items: [UIDynamicItem], mode: Mode) {
        self.mode = mode
        self.items = Self.distinct(items)
        impulsePending = mode == .instantaneous
        super.init()
    }

    open func addItem(_ item: UIDynamicItem) { add(item, to: &items) }
    open func removeItem(_ item: UIDynamicItem) { remove(item, from: &items) }

    /// The direction in radians (0 is to the right, π/2 down).
    open var angle: CGFloat {
        get { pushDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength in UIKit newtons.
    open var magnitude: CGFloat {
        get { pushDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) { pushDirection = CGVector(angle: angle, magnitude: magnitude) }

    /// Where on `item` the force acts, from its centre, in the item's own (unrotated) coordinates.
    open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = offset
        settingsDidChange()
    }

    open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset { offsets[ObjectIdentifier(item)] ?? UIOffset() }

    override func attach(to animator: UIDynamicAnimator?) {
        if animator != nil && dynamicAnimator == nil && mode == .instantaneous && active { impulsePending = true }
        super.attach(to: animator)
    }

    override var dynamicItems: [UIDynamicItem] { items }
}
