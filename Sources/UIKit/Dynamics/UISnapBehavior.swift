import Foundation

/// Moves one item to a point with a damped spring (`UISnapBehavior`). `damping` runs from 0 (most oscillation) to 1
/// (none); the default 0.5 overshoots a little. Changing `snapPoint` sets the item moving again.
open class UISnapBehavior: UIDynamicBehavior {
    let item: UIDynamicItem
    /// The point to reach, in the reference view's coordinates.
    open var snapPoint: CGPoint { didSet { settingsDidChange() } }
    open var damping: CGFloat = 0.5 { didSet { settingsDidChange() } }

    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    /// The spring's frequency in hertz: settled in about half a second.
    static let frequency = 2.5

    /// The spring's damping ratio for `damping` (a little oscillation remains at 0, none at 1).
    var dampingRatio: Double { 0.1 + 0.9 * min(max(Double(damping), 0), 1) }

    override var dynamicItems: [UIDynamicItem] { [item] }
}
