import Foundation

/// What a diffable data source shows (`NSDiffableDataSourceSnapshot`): sections and their items, each named by a
/// unique identifier. Applying one to a data source animates a collection view from what it showed to this.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private(set) var sections: [(identifier: SectionIdentifierType, items: [ItemIdentifierType])] = []

    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { items(of: identifier).count }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] { items(of: identifier) }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.identifier
    }

    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex { $0.identifier == identifier } }

    private func items(of section: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.identifier == section }?.items ?? []
    }

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where indexOfSection(identifier) == nil { sections.append((identifier, [])) }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection target: SectionIdentifierType) {
        guard let index = indexOfSection(target) else { return }
        sections.insert(contentsOf: identifiers.filter { indexOfSection($0) == nil }.map { ($0, []) }, at: index)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection target: SectionIdentifierType) {
        guard let index = indexOfSection(target) else { return }
        sections.insert(contentsOf: identifiers.filter { indexOfSection($0) == nil }.map { ($0, []) }, at: index + 1)
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.identifier) }
    }

    /// Adds items at the end of `section`, or of the last section when it is nil; identifiers already there are left
    /// where they are.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        guard let index = section.flatMap(indexOfSection) ?? (sections.isEmpty ? nil : sections.count - 1) else { return }
        let present = Set(itemIdentifiers)
        sections[index].items += identifiers.filter { !present.contains($0) }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem target: ItemIdentifierType) {
        insert(identifiers, at: target, offset: 0)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem target: ItemIdentifierType) {
        insert(identifiers, at: target, offset: 1)
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at target: ItemIdentifierType, offset: Int) {
        let present = Set(itemIdentifiers)
        for s in sections.indices {
            if let index = sections[s].items.firstIndex(of: target) {
                sections[s].items.insert(contentsOf: identifiers.filter { !present.contains($0) }, at: index + offset)
                return
            }
        }
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for s in sections.indices { sections[s].items.removeAll { gone.contains($0) } }
    }

    public mutating func deleteAllItems() { sections.removeAll() }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem target: ItemIdentifierType) {
        guard identifier != target, indexOfItem(target) != nil else { return }
        deleteItems([identifier])
        insert([identifier], at: target, offset: 0)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem target: ItemIdentifierType) {
        guard identifier != target, indexOfItem(target) != nil else { return }
        deleteItems([identifier])
        insert([identifier], at: target, offset: 1)
    }

    /// Marks items whose cells are made again when the snapshot is applied (the old cell fades out, the new one in).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloaded.formUnion(identifiers) }
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reloaded.formUnion(identifiers) }
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { reloaded.formUnion(items(of: identifier)) }
    }

    /// Items to be made again when this snapshot is applied.
    private(set) var reloaded: Set<ItemIdentifierType> = []

    /// Where each item is: its section and item index.
    func indexPaths() -> [ItemIdentifierType: IndexPath] {
        var paths: [ItemIdentifierType: IndexPath] = [:]
        for (s, section) in sections.enumerated() {
            for (i, item) in section.items.enumerated() { paths[item] = IndexPath(item: i, section: s) }
        }
        return paths
    }
}
