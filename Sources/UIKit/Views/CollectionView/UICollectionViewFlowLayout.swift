import Foundation

/// A grid that flows items into lines (`UICollectionViewFlowLayout`): across the scroll direction items fill a line
/// while they fit with `minimumInteritemSpacing` between them, then a new line starts `minimumLineSpacing` further on.
/// As in UIKit, the spacing of a line is then widened so that it reaches both edges of the section (a line of one item
/// is centred), and items shorter than their line are centred in it. Sizes, insets and spacings come from the
/// delegate (`UICollectionViewDelegateFlowLayout`) when it gives them. A section's header and footer (non-zero
/// reference sizes) span the collection view across the scroll direction, before and after its insets.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Accepted; items take `itemSize` (or the delegate's size).
    open var estimatedItemSize = CGSize.zero
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { invalidateLayout() } }
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false

    /// `UICollectionViewFlowLayout.automaticSize`: accepted as an estimated size.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    private var items: [[UICollectionViewLayoutAttributes]] = []
    /// The sections' headers and footers.
    private var supplementaries: [UICollectionViewLayoutAttributes] = []
    private var contentSize = CGSize.zero

    open override var collectionViewContentSize: CGSize { contentSize }

    private var flowDelegate: UICollectionViewDelegateFlowLayout? {
        collectionView?.delegate as? UICollectionViewDelegateFlowLayout
    }

    open override func prepare() {
        super.prepare()
        items = []
        supplementaries = []
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let vertical = scrollDirection == .vertical
        let bounds = collectionView.bounds.size
        // `along` runs with the scroll, `across` over it: y and x for a vertical grid.
        let acrossExtent = vertical ? bounds.width : bounds.height
        var along: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let inset = flowDelegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing = Self.finite(flowDelegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing)
            let itemSpacing = Self.finite(flowDelegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing)
            let header = flowDelegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            let footer = flowDelegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            func supplementary(_ kind: String, _ size: CGSize) {
                let length = Self.finite(vertical ? size.height : size.width)
                guard length > 0 else { return }
                let view = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
                view.frame = vertical
                    ? CGRect(x: 0, y: along, width: bounds.width, height: length) : CGRect(x: along, y: 0, width: length, height: bounds.height)
                supplementaries.append(view)
                along += length
            }
            supplementary(UICollectionView.elementKindSectionHeader, header)
            along += vertical ? inset.top : inset.left
            let start = vertical ? inset.left : inset.top
            let available = max(acrossExtent - start - (vertical ? inset.right : inset.bottom), 0)
            let count = collectionView.numberOfItems(inSection: section)
            var attributes: [UICollectionViewLayoutAttributes] = []
            attributes.reserveCapacity(count)
            var line: [(index: Int, size: CGSize)] = []
            var lineLength: CGFloat = 0
            var firstLine = true
            func closeLine() {
                guard !line.isEmpty else { return }
                if !firstLine { along += lineSpacing }
                firstLine = false
                let thickness = line.map { vertical ? $0.size.height : $0.size.width }.max() ?? 0
                let sizes = line.map { vertical ? $0.size.width : $0.size.height }
                let total = sizes.reduce(0, +)
                let gap = line.count > 1 ? max((available - total) / CGFloat(line.count - 1), itemSpacing) : 0
                var across = start + (line.count == 1 ? max((available - total) / 2, 0) : 0)
                for (entry, length) in zip(line, sizes) {
                    let item = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: entry.index, section: section))
                    let depth = vertical ? entry.size.height : entry.size.width
                    let offset = along + (thickness - depth) / 2
                    item.frame = vertical
                        ? CGRect(x: across, y: offset, width: length, height: depth)
                        : CGRect(x: offset, y: across, width: depth, height: length)
                    attributes.append(item)
                    across += length + gap
                }
                along += thickness
                line.removeAll(keepingCapacity: true)
                lineLength = 0
            }
            for index in 0..<count {
                let wanted = flowDelegate?.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: index, section: section)) ?? itemSize
                let size = CGSize(width: Self.finite(wanted.width), height: Self.finite(wanted.height))
                let length = vertical ? size.width : size.height
                if !line.isEmpty && lineLength + itemSpacing + length > available + 1e-9 { closeLine() }
                lineLength += (line.isEmpty ? 0 : itemSpacing) + length
                line.append((index, size))
            }
            closeLine()
            along += vertical ? inset.bottom : inset.right
            supplementary(UICollectionView.elementKindSectionFooter, footer)
            items.append(attributes)
        }
        contentSize = vertical ? CGSize(width: bounds.width, height: along) : CGSize(width: along, height: bounds.height)
    }

    /// A size or spacing as a layout can use it: finite, not negative, at most a million points.
    private static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), 1_000_000) : 0 }

    /// Copies, so that code adjusting what it gets (as subclasses do) changes nothing here.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        for section in items {
            for item in section where item.frame.intersects(rect) {
                if let copy = item.copy() as? UICollectionViewLayoutAttributes { found.append(copy) }
            }
        }
        for view in supplementaries where view.frame.intersects(rect) {
            if let copy = view.copy() as? UICollectionViewLayoutAttributes { found.append(copy) }
        }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return items[indexPath.section][indexPath.item].copy() as? UICollectionViewLayoutAttributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementaries.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }?.copy() as? UICollectionViewLayoutAttributes
    }
}
