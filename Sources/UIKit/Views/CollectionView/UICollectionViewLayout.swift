import Foundation

/// What places a collection view's items (`UICollectionViewLayout`): subclasses work their positions out in
/// `prepare()`, give the content's size and the attributes of the items in a rectangle, and may ask to be prepared
/// again as the view scrolls (`shouldInvalidateLayout(forBoundsChange:)`), which is how layouts that scale or turn items
/// by where they are (carousels, cover flows) animate with a scroll. Items inserted and deleted in batch updates
/// appear from `initialLayoutAttributesForAppearingItem(at:)` and leave to
/// `finalLayoutAttributesForDisappearingItem(at:)` (faded, by default).
open class UICollectionViewLayout: NSObject {
    /// The collection view the layout places items for, once it is its layout.
    open internal(set) weak var collectionView: UICollectionView?

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    /// The class of attributes the layout makes.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Works out the items' positions: called before the first layout and after each invalidation.
    open func prepare() {}

    /// The size of all the content, in points.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every item whose frame meets `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a header or footer (`kind`) at `indexPath`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Whether a change of the visible bounds (a scroll, a resize) needs the layout prepared again; by default only a
    /// change of size does.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    /// Asks for `prepare()` before the collection view's next layout.
    open func invalidateLayout() {
        isPrepared = false
        collectionView?.setNeedsLayout()
    }

    /// Where an item inserted by a batch update starts: its final attributes, transparent.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        attributes?.alpha = 0
        return attributes
    }

    /// Where an item deleted by a batch update goes: its last attributes, transparent.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where a scroll that would stop at `proposedContentOffset` stops (paging layouts snap it to an item).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    /// Whether `prepare()` has run since the last invalidation.
    var isPrepared = false

    func prepareIfNeeded() {
        guard !isPrepared else { return }
        isPrepared = true
        prepare()
    }
}
