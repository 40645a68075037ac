import Foundation

/// A header's or footer's place among a collection view's views: its kind and index path.
struct SupplementaryKey: Hashable {
    var kind: String
    var indexPath: IndexPath
}

/// Headers and footers (supplementary views): the layout places them (a flow layout for non-zero header and footer
/// reference sizes), the data source makes them (`collectionView(_:viewForSupplementaryElementOfKind:at:)`) from the
/// classes registered by kind and identifier, and those scrolled out of view are reused, as cells are.
extension UICollectionView {
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        registeredSupplementaries[elementKind + "\u{1F}" + identifier] = viewClass as? UICollectionReusableView.Type
    }

    /// A view of `elementKind` scrolled out of view with `identifier`, prepared for reuse, or a new one of the class
    /// registered for them (a plain reusable view when none was).
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = elementKind + "\u{1F}" + identifier
        if let view = reusableSupplementaries[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        let view = (registeredSupplementaries[key] ?? UICollectionReusableView.self).init(frame: .zero)
        view.reuseIdentifier = identifier
        view.reuseKind = elementKind
        return view
    }

    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        shownSupplementaries[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        shownSupplementaries.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    /// Gives the supplementary views in view their attributes, making those missing and recycling those gone.
    func showSupplementaryViews(in layout: UICollectionViewLayout) {
        var inView: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in layout.layoutAttributesForElements(in: bounds) ?? []
        where attributes.representedElementCategory == .supplementaryView && attributes.indexPath.section < numberOfSections {
            guard let kind = attributes.representedElementKind else { continue }
            inView[SupplementaryKey(kind: kind, indexPath: attributes.indexPath)] = attributes
        }
        for (key, view) in shownSupplementaries where inView[key] == nil {
            shownSupplementaries[key] = nil
            recycleSupplementary(view)
        }
        for (key, attributes) in inView {
            if let view = shownSupplementaries[key] {
                apply(attributes, to: view)
            } else if let dataSource {
                let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
                addSubview(view)
                shownSupplementaries[key] = view
                apply(attributes, to: view)
            }
        }
    }

    func recycleSupplementaryViews() {
        for view in shownSupplementaries.values { recycleSupplementary(view) }
        shownSupplementaries.removeAll()
    }

    private func recycleSupplementary(_ view: UICollectionReusableView) {
        view.removeFromSuperview()
        guard let identifier = view.reuseIdentifier, let kind = view.reuseKind else { return }
        let key = kind + "\u{1F}" + identifier
        guard (reusableSupplementaries[key]?.count ?? 0) < 16 else { return }
        reusableSupplementaries[key, default: []].append(view)
    }
}
