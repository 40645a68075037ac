import Foundation
import LayerKit
import QuartzCore

/// A scrolling collection of items placed by a layout (`UICollectionView`), filled by its data source: it asks for the
/// sections and items, makes cells only for the items in view (reusing those scrolled away, registered by identifier),
/// gives each cell its layout attributes on every layout pass (so layouts that move items with the scroll animate with
/// it), tells the delegate before a cell shows and when an item is tapped. Inserting, deleting, moving and reloading
/// items (alone or in `performBatchUpdates`) animates the cells in view to their new places over 0.3 s, new ones from
/// the layout's initial attributes and leaving ones to its final ones; changing sections reloads at once.
open class UICollectionView: UIScrollView, @unchecked Sendable {
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    /// Where `scrollToItem(at:at:animated:)` puts the item.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout; setting it places the items again at once.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            adopt(collectionViewLayout)
        }
    }
    open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// Accepted; cells are made when they come into view.
    open var isPrefetchingEnabled = true

    /// Items per section, as the data source last said.
    private var counts: [Int] = []
    private var needsReload = true
    private var shown: [IndexPath: UICollectionViewCell] = [:]
    private var reusable: [String: [UICollectionViewCell]] = [:]
    private var registered: [String: UICollectionViewCell.Type] = [:]
    /// Headers and footers in view by kind and index path, those scrolled away by kind and identifier, and the classes
    /// registered for them.
    var shownSupplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
    var reusableSupplementaries: [String: [UICollectionReusableView]] = [:]
    var registeredSupplementaries: [String: UICollectionReusableView.Type] = [:]
    private var selected: [IndexPath] = []
    /// The changes recorded inside `performBatchUpdates`.
    private var pendingUpdates: CollectionUpdates?

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .white
        adopt(collectionViewLayout)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector(UICollectionView.tapped(_:))))
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        layout.collectionView = self
        layout.invalidateLayout()
        let direction = (layout as? UICollectionViewFlowLayout)?.scrollDirection ?? .vertical
        alwaysBounceVertical = direction == .vertical
        setNeedsLayout()
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard animated, !shown.isEmpty else {
            collectionViewLayout = layout
            completion?(true)
            return
        }
        collectionViewLayout = layout
        layout.prepareIfNeeded()
        contentSize = layout.collectionViewContentSize
        UIView.animate(withDuration: 0.3, animations: { self.applyAttributesToShownCells() }, completion: completion)
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    // MARK: Cells

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// A cell scrolled out of view with `identifier`, prepared for reuse, or a new one of the class registered for it (a
    /// plain cell when none was).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = reusable[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        let cell = (registered[identifier] ?? UICollectionViewCell.self).init(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { shown[indexPath] }
    open var visibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap { shown[$0] } }
    open var indexPathsForVisibleItems: [IndexPath] { shown.keys.sorted { ($0.section, $0.item) < ($1.section, $1.item) } }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { shown.first { $0.value === cell }?.key }

    // MARK: Sections and items

    open var numberOfSections: Int {
        reloadIfNeeded()
        return counts.count
    }

    open func numberOfItems(inSection section: Int) -> Int {
        reloadIfNeeded()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preparedLayout().layoutAttributesForItem(at: indexPath)
    }

    /// The item under `point` (content coordinates): the one drawn on top where several are.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let hits = (preparedLayout().layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) && isValid($0.indexPath)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    open func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    open func reloadSections(_ sections: IndexSet) { reloadData() }
    open func insertSections(_ sections: IndexSet) { reloadData() }
    open func deleteSections(_ sections: IndexSet) { reloadData() }

    open func insertItems(at indexPaths: [IndexPath]) { record { $0.inserted += indexPaths } }
    open func deleteItems(at indexPaths: [IndexPath]) { record { $0.deleted += indexPaths } }
    open func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloaded += indexPaths } }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record { $0.moved.append((indexPath, newIndexPath)) } }

    /// Runs `updates` (which change the data source and say what changed), then animates the cells to the new layout;
    /// `completion` runs when they are there.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard pendingUpdates == nil else {
            updates?()
            completion?(true)
            return
        }
        pendingUpdates = CollectionUpdates()
        updates?()
        let recorded = pendingUpdates ?? CollectionUpdates()
        pendingUpdates = nil
        animate(recorded, completion: completion)
    }

    private func record(_ change: (inout CollectionUpdates) -> Void) {
        if pendingUpdates != nil { return change(&pendingUpdates!) }
        var updates = CollectionUpdates()
        change(&updates)
        animate(updates, completion: nil)
    }

    // MARK: Selection

    open var indexPathsForSelectedItems: [IndexPath]? { selected }

    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if !allowsMultipleSelection { for path in selected where path != indexPath { setSelected(false, at: path) } }
        guard let indexPath, isValid(indexPath) else { return }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) { setSelected(false, at: indexPath) }

    private func setSelected(_ isSelected: Bool, at indexPath: IndexPath) {
        selected.removeAll { $0 == indexPath }
        if isSelected { selected.append(indexPath) }
        shown[indexPath]?.isSelected = isSelected
    }

    private var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    func tapped(_ recognizer: UITapGestureRecognizer) {
        guard allowsSelection, let indexPath = indexPathForItem(at: recognizer.location(in: self)) else { return }
        if allowsMultipleSelection, selected.contains(indexPath) {
            setSelected(false, at: indexPath)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        let previous = allowsMultipleSelection ? [] : selected.filter { $0 != indexPath }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        for path in previous { collectionDelegate?.collectionView(self, didDeselectItemAt: path) }
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    // MARK: Scrolling

    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height }
        if scrollPosition.contains(.left) { offset.x = frame.minX }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width }
        if scrollPosition.isEmpty { return scrollRectToVisible(frame, animated: animated) }
        setContentOffset(clamped(offset), animated: animated)
    }

    override func restingOffset(forProposed offset: CGPoint, velocity: CGPoint) -> CGPoint {
        clamped(preparedLayout().targetContentOffset(forProposedContentOffset: offset, withScrollingVelocity: velocity))
    }

    open override var contentOffset: CGPoint {
        didSet {
            guard contentOffset != oldValue else { return }
            if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) { collectionViewLayout.invalidateLayout() }
            setNeedsLayout()
        }
    }

    // MARK: Layout

    func isValid(_ indexPath: IndexPath) -> Bool {
        counts.indices.contains(indexPath.section) && indexPath.item >= 0 && indexPath.item < counts[indexPath.section]
    }

    private func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for (indexPath, cell) in shown { recycle(cell, at: indexPath) }
        shown.removeAll()
        recycleSupplementaryViews()
        counts = currentCounts()
        selected.removeAll { !isValid($0) }
        collectionViewLayout.isPrepared = false
    }

    private func currentCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = min(max(dataSource.numberOfSections(in: self), 0), 10_000)
        return (0..<sections).map { min(max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0), 100_000) }
    }

    private func preparedLayout() -> UICollectionViewLayout {
        reloadIfNeeded()
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) || lastLaidOutSize != bounds.size {
            collectionViewLayout.isPrepared = false
            lastLaidOutSize = bounds.size
        }
        let layout = preparedLayout()
        let size = layout.collectionViewContentSize
        if size != contentSize { contentSize = size }
        backgroundView?.frame = CGRect(origin: contentOffset, size: bounds.size)
        showCells(in: layout)
    }

    private var lastLaidOutSize = CGSize.zero

    /// Recycles the cells of items out of view, then gives every cell in view its attributes, making those it lacks (so
    /// that they can be the recycled ones).
    private func showCells(in layout: UICollectionViewLayout) {
        let inView = (layout.layoutAttributesForElements(in: bounds) ?? []).filter {
            $0.representedElementCategory == .cell && isValid($0.indexPath)
        }
        let paths = Set(inView.map(\.indexPath))
        for (indexPath, cell) in shown where !paths.contains(indexPath) {
            shown[indexPath] = nil
            recycle(cell, at: indexPath)
        }
        for attributes in inView {
            if let cell = shown[attributes.indexPath] ?? makeCell(at: attributes.indexPath) { apply(attributes, to: cell) }
        }
        showSupplementaryViews(in: layout)
    }

    private func makeCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        cell.isSelected = selected.contains(indexPath)
        addSubview(cell)
        shown[indexPath] = cell
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        return cell
    }

    func apply(_ attributes: UICollectionViewLayoutAttributes, to cell: UICollectionReusableView) {
        if cell.bounds.size != attributes.size { cell.bounds = CGRect(origin: cell.bounds.origin, size: attributes.size) }
        if cell.center != attributes.center { cell.center = attributes.center }
        if !CATransform3DEqualToTransform(cell.layer.transform, attributes.transform3D) { cell.layer.transform = attributes.transform3D }
        if cell.alpha != attributes.alpha { cell.alpha = attributes.alpha }
        if cell.isHidden != attributes.isHidden { cell.isHidden = attributes.isHidden }
        if cell.layer.zPosition != CGFloat(attributes.zIndex) { cell.layer.zPosition = CGFloat(attributes.zIndex) }
        cell.apply(attributes)
    }

    private func applyAttributesToShownCells() {
        for (indexPath, cell) in shown {
            if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) { apply(attributes, to: cell) }
        }
    }

    private func recycle(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        guard let identifier = cell.reuseIdentifier, (reusable[identifier]?.count ?? 0) < 64 else { return }
        cell.isSelected = false
        reusable[identifier, default: []].append(cell)
    }

    // MARK: Batch updates

    /// Moves the cells in view to where `updates` put their items, fades the deleted ones out and the inserted ones in.
    private func animate(_ updates: CollectionUpdates, completion: ((Bool) -> Void)?) {
        let oldCounts = counts
        guard !needsReload, !shown.isEmpty || !oldCounts.isEmpty else {
            reloadData()
            completion?(true)
            return
        }
        let newCounts = currentCounts()
        guard newCounts.count == oldCounts.count else {
            reloadData()
            completion?(true)
            return
        }
        let layout = collectionViewLayout
        var moved: [IndexPath: UICollectionViewCell] = [:]
        var departing: [(indexPath: IndexPath, cell: UICollectionViewCell)] = []
        for (indexPath, cell) in shown {
            if let destination = updates.destination(of: indexPath) { moved[destination] = cell } else { departing.append((indexPath, cell)) }
        }
        let finals = departing.map { layout.finalLayoutAttributesForDisappearingItem(at: $0.indexPath) }
        shown = moved
        selected = selected.compactMap { updates.destination(of: $0) }
        counts = newCounts
        layout.isPrepared = false
        layout.prepareIfNeeded()
        contentSize = layout.collectionViewContentSize
        // Items coming into view: inserted ones from the layout's initial attributes, others where they will be.
        var arriving: [(UICollectionViewCell, UICollectionViewLayoutAttributes)] = []
        for attributes in layout.layoutAttributesForElements(in: bounds) ?? []
        where attributes.representedElementCategory == .cell && isValid(attributes.indexPath) && shown[attributes.indexPath] == nil {
            guard let cell = makeCell(at: attributes.indexPath) else { continue }
            let start = updates.isInserted(attributes.indexPath) ? layout.initialLayoutAttributesForAppearingItem(at: attributes.indexPath) : nil
            UIView.performWithoutAnimation { apply(start ?? attributes, to: cell) }
            arriving.append((cell, attributes))
        }
        UIView.animate(withDuration: 0.3, animations: {
            self.applyAttributesToShownCells()
            self.showSupplementaryViews(in: layout)
            for (cell, attributes) in arriving { self.apply(attributes, to: cell) }
            for (entry, final) in zip(departing, finals) {
                if let final { self.apply(final, to: entry.cell) } else { entry.cell.alpha = 0 }
            }
        }, completion: { finished in
            for entry in departing { self.recycle(entry.cell, at: entry.indexPath) }
            completion?(finished)
        })
    }
}

/// The item changes of one batch update, and where each item that stays goes.
struct CollectionUpdates {
    var inserted: [IndexPath] = []
    var deleted: [IndexPath] = []
    var reloaded: [IndexPath] = []
    var moved: [(from: IndexPath, to: IndexPath)] = []

    func isInserted(_ indexPath: IndexPath) -> Bool {
        inserted.contains(indexPath) || reloaded.contains(indexPath) || moved.contains { $0.to == indexPath }
    }

    /// Where the item at `old` is after the update; nil when it was deleted or reloaded (its cell leaves, a new one comes).
    func destination(of old: IndexPath) -> IndexPath? {
        if let move = moved.first(where: { $0.from == old }) { return move.to }
        if deleted.contains(old) || reloaded.contains(old) { return nil }
        let removed = (deleted + reloaded + moved.map(\.from)).filter { $0.section == old.section && $0.item < old.item }.count
        var item = old.item - removed
        let added = (inserted + reloaded + moved.map(\.to)).filter { $0.section == old.section }.map(\.item).sorted()
        for index in added where index <= item { item += 1 }
        return IndexPath(item: item, section: old.section)
    }
}
