extension LayerProperty {
    /// The property whose key is `name` (its raw value), found in a table made once: the raw-value initializer compares
    /// `name` with the cases' keys one after another, and key paths are parsed for every animation made and copied.
    package init?(name: String) {
        guard let property = Self.byName[name] else { return nil }
        self = property
    }

    private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}
