import LayerKit

extension Layer {
    /// The model layer (`model()`): for a presentation copy (`presentation()`), the layer it shows; for any other, the
    /// layer itself.
    public func model() -> Self { modelLayer as? Self ?? self }
}
