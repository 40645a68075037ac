import Foundation

/// A data source that shows snapshots (`UICollectionViewDiffableDataSource`): a cell provider makes each item's cell
/// from its identifier, and applying a new snapshot animates the collection view to it: items gone are deleted, new
/// ones inserted, those whose order changed moved (the longest run that kept its order stays), reloaded ones replaced.
/// A change of the sections reloads at once. Keep a reference to it: a collection view holds its data source weakly.
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject,
    UICollectionViewDataSource
{
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// Makes headers and footers, for layouts that place them.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// What the collection view shows.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        let sections = current.sectionIdentifiers
        guard sections.indices.contains(indexPath.section) else { return nil }
        let items = current.itemIdentifiers(inSection: sections[indexPath.section])
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    public func indexPath(for identifier: ItemIdentifierType) -> IndexPath? { current.indexPaths()[identifier] }

    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// Shows `snapshot`, animating the differences (over 0.3 s, as batch updates do) unless told not to.
    public func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        let old = current
        current = snapshot
        guard let collectionView else { return completion?() ?? () }
        guard animatingDifferences, old.sectionIdentifiers == snapshot.sectionIdentifiers, old.numberOfSections > 0 else {
            collectionView.reloadData()
            completion?()
            return
        }
        let before = old.indexPaths(), after = snapshot.indexPaths()
        let deleted = before.filter { after[$0.key] == nil }.map(\.value)
        let inserted = after.filter { before[$0.key] == nil }.map(\.value)
        let reloaded = snapshot.reloaded.compactMap { item in before[item].flatMap { from in after[item].map { (from, $0) } } }
        let moved = Self.moves(old, snapshot, before: before, after: after).filter { move in !reloaded.contains { $0.0 == move.from } }
        collectionView.performBatchUpdates({
            collectionView.deleteItems(at: deleted + reloaded.map(\.0))
            collectionView.insertItems(at: inserted + reloaded.map(\.1))
            for move in moved { collectionView.moveItem(at: move.from, to: move.to) }
        }, completion: { _ in completion?() })
    }

    /// The items kept whose order changed: all but the longest run of them (in the new order) that keeps the old order.
    private static func moves(
        _ old: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        _ new: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        before: [ItemIdentifierType: IndexPath], after: [ItemIdentifierType: IndexPath]
    ) -> [(from: IndexPath, to: IndexPath)] {
        let kept = new.itemIdentifiers.filter { before[$0] != nil }
        let oldOrder = Dictionary(uniqueKeysWithValues: old.itemIdentifiers.filter { after[$0] != nil }.enumerated().map { ($1, $0) })
        let ranks = kept.map { oldOrder[$0]! }
        // The longest increasing run of old ranks (patience sorting), by position in `kept`.
        var tails: [Int] = [], previous = [Int](repeating: -1, count: ranks.count), tailIndex: [Int] = []
        for (i, rank) in ranks.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] < rank { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[i] = tailIndex[low - 1] }
            if low == tails.count {
                tails.append(rank)
                tailIndex.append(i)
            } else {
                tails[low] = rank
                tailIndex[low] = i
            }
        }
        var staying = Set<Int>()
        var index = tailIndex.last ?? -1
        while index >= 0 {
            staying.insert(index)
            index = previous[index]
        }
        return kept.enumerated().filter { !staying.contains($0.offset) }.map { (before[$0.element]!, after[$0.element]!) }
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        itemIdentifier(for: indexPath).flatMap { cellProvider(collectionView, indexPath, $0) } ?? UICollectionViewCell(frame: .zero)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> UICollectionReusableView
    {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }
}
