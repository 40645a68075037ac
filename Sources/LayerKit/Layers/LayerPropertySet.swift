/// A set of animatable properties, one bit each: what a layer's animations write, so that a presentation
/// node can be reset to its model property by property instead of copying every value.
public struct LayerPropertySet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64

    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// The set holding one property.
    public init(_ property: LayerProperty) {
        rawValue = 1 << UInt64(LayerProperty.allCases.firstIndex(of: property)!)
    }

    /// Every animatable property.
    public static let all = LayerPropertySet(rawValue: (1 << UInt64(LayerProperty.allCases.count)) - 1)
}
