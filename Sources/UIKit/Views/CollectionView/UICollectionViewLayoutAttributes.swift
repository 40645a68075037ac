import Foundation
import LayerKit
import QuartzCore

/// Where a layout puts one item of a collection view and how it shows it (`UICollectionViewLayoutAttributes`): its
/// frame (or centre and size), transform, alpha, z-index and whether it is hidden. Layouts make them, collection views
/// apply them to their cells; a subclass adding properties overrides `copy()` and `isEqual`. They are dynamic items,
/// for a `UIDynamicAnimator(collectionViewLayout:)` to move.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying, UIDynamicItem {
    public enum ElementCategory: Int, Sendable {
        case cell, supplementaryView, decorationView
    }

    open var indexPath: IndexPath
    public private(set) var representedElementCategory = ElementCategory.cell
    public private(set) var representedElementKind: String?
    open var center = CGPoint.zero
    open var size = CGSize.zero
    /// The item's frame: its size about `center` (the transform is not in it, as in UIKit).
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// The affine part of `transform3D`.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        super.init()
    }

    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
        super.init()
    }

    public required override init() {
        indexPath = IndexPath(item: 0, section: 0)
        super.init()
    }

    /// A copy with every property; subclasses copy theirs after calling it.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return indexPath == other.indexPath && center == other.center && size == other.size && alpha == other.alpha
            && zIndex == other.zIndex && isHidden == other.isHidden && CATransform3DEqualToTransform(transform3D, other.transform3D)
    }
}
