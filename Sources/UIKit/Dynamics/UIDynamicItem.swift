import LayerKit

/// The shape a dynamic item collides with (`UIDynamicItemCollisionBoundsType`).
public enum UIDynamicItemCollisionBoundsType: Int, Sendable {
    /// The item's bounds, turned with it.
    case rectangle
    /// The ellipse inscribed in the item's bounds (a circle when they are square).
    case ellipse
    /// `collisionBoundingPath`: a convex path around the item's centre (a concave one collides as its convex hull).
    case path
}

/// What a dynamic animator moves (`UIDynamicItem`): a position, a size and a rotation. `UIView` is one; a class of
/// your own can be one too. The animator reads `center`, `bounds` and `transform` when it first sees the item (and at
/// `UIDynamicAnimator.updateItem(usingCurrentState:)`), then writes `center` and, once the item turns, `transform`
/// (a rotation) after every step.
public protocol UIDynamicItem: AnyObject {
    /// The item's centre in the reference view's coordinates, in points.
    var center: CGPoint { get set }
    /// The item's size is `bounds.size`, in points (its origin is not used).
    var bounds: CGRect { get }
    /// The animator keeps only a rotation here.
    var transform: CGAffineTransform { get set }
    /// The shape it collides with: `.rectangle` unless the item says otherwise.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// The collision shape for `.path`, around the item's centre (0, 0).
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    public var collisionBoundingPath: UIBezierPath {
        let size = bounds.size
        return UIBezierPath(rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
    }
}

extension UIView: UIDynamicItem {}
