import Foundation

/// Joins an item to a point, or two items to each other (`UIAttachmentBehavior`), at a distance `length` (the distance
/// when the behavior is made). With `frequency` 0 the join is rigid; above 0 it is a spring of that frequency in hertz
/// whose `damping` is the damping ratio (1: no oscillation). The ends sit at offsets from the items' centres, in the
/// items' own coordinates, so an end off the centre turns its item.
open class UIAttachmentBehavior: UIDynamicBehavior {
    public enum AttachmentType: Int, Sendable {
        case items
        case anchor
    }

    public let attachedBehaviorType: AttachmentType
    public let items: [UIDynamicItem]
    let offsets: [UIOffset]
    /// The point the item is attached to (for `.anchor`), in the reference view's coordinates.
    open var anchorPoint: CGPoint { didSet { settingsDidChange() } }
    /// The distance kept between the ends, in points.
    open var length: CGFloat { didSet { settingsDidChange() } }
    /// The spring's damping ratio (when `frequency` is above 0).
    open var damping: CGFloat = 0 { didSet { settingsDidChange() } }
    /// The spring's frequency in hertz; 0 makes the attachment rigid.
    open var frequency: CGFloat = 0 { didSet { settingsDidChange() } }
    /// Accepted for UIKit's spelling; the joins here turn freely.
    open var frictionTorque: CGFloat = 0
    /// Accepted for UIKit's spelling; the length is kept exactly.
    open var attachmentRange = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: UIOffset(), attachedToAnchor: point)
    }

    public init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        attachedBehaviorType = .anchor
        items = [item]
        offsets = [offset]
        anchorPoint = point
        length = Self.distance(Self.end(of: item, offset: offset), point)
        super.init()
    }

    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: UIOffset(), attachedTo: item2, offsetFromCenter: UIOffset())
    }

    public init(item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem,
                offsetFromCenter offset2: UIOffset) {
        attachedBehaviorType = .items
        items = [item1, item2]
        offsets = [offset1, offset2]
        anchorPoint = .zero
        length = Self.distance(Self.end(of: item1, offset: offset1), Self.end(of: item2, offset: offset2))
        super.init()
    }

    /// Where an end at `offset` from the item's centre is now, in the reference view's coordinates.
    static func end(of item: UIDynamicItem, offset: UIOffset) -> CGPoint {
        let t = item.transform
        let angle = atan2(t.b, t.a)
        return CGPoint(x: item.center.x + offset.horizontal * cos(angle) - offset.vertical * sin(angle),
                       y: item.center.y + offset.horizontal * sin(angle) + offset.vertical * cos(angle))
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    override var dynamicItems: [UIDynamicItem] { items }
}

/// A range of values (`UIFloatRange`).
public struct UIFloatRange: Hashable, Sendable {
    public var minimum: CGFloat
    public var maximum: CGFloat

    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    public static let zero = UIFloatRange(minimum: 0, maximum: 0)
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)
    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}
